// Shaped like the accessors Tuist generates for a target's asset catalogs
// (`TuistAssets+<Target>.swift`): a struct per kind of asset and `Image` initializers taking it.
import SwiftUI

public enum GarageAsset: Sendable {
    public enum Assets {
        public static let gauge = GarageImages(name: "gauge")
        public static let wrench = GarageImages(name: "wrench")
    }
}

public struct GarageImages: Sendable {
    public let name: String
}

public extension SwiftUI.Image {
    init(asset: GarageImages) {
        self.init(asset.name, bundle: .main)
    }

    init(_ asset: GarageImages) {
        self.init(asset.name, bundle: .main)
    }

    init(_ asset: GarageImages, label: Text) {
        self.init(asset.name, bundle: .main, label: label)
    }
}
