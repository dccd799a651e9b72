/// The two layout axes. Stacks call the axis they stack along *major* and the other *minor*.
public enum Axis: String, Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
