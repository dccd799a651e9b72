/// A colour as an animation file stores it, in its own components.
public struct PlumageColor: Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// The old name, kept for source compatibility; it is named like SwiftUI's `Color`.
@available(*, deprecated, renamed: "PlumageColor")
public typealias Color = PlumageColor
