import SwiftUI

struct Watch: Identifiable {
    let keeper: String
    let hours: Int
    var id: String { keeper }
}

final class WatchStore: ObservableObject {
    @Published var watches: [Watch] = []
}

struct Theme {
    static var current: Theme!
    let rowHeight: CGFloat
    let spacing: CGFloat
}

/// What ran at launch, in order.
enum LaunchLog {
    static var steps: [String] = []
}
