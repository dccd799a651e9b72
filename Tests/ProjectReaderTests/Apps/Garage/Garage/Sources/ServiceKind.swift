import SwiftUI

enum ServiceKind: CaseIterable {
    case oilChange
    case tyres

    var title: String {
        switch self {
        case .oilChange: "Oil change"
        case .tyres: "Tyres"
        }
    }

    /// The symbol Xcode generates for the catalog's image set (iOS 17 `ImageResource`).
    var icon: ImageResource {
        switch self {
        case .oilChange: .wrench
        case .tyres: .gauge
        }
    }
}
