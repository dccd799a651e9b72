/// The identity of an alignment guide: its axis, a name, where it sits by default and how a
/// container combines several children's explicit values.
///
/// SwiftUI models this with `AlignmentID` types; here a guide is a value so that guides named in
/// source files (`HorizontalAlignment.custom("Badge")`) need no compiled types.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// How a guide's default value is computed from a view's size.
    public enum Default: Hashable, Sendable {
        /// `fraction` × the length along the guide's axis (leading 0, center ½, trailing 1).
        case fraction(Double)
    }

    /// How a container merges the explicit values of the children that have one.
    ///
    /// SwiftUI's `AlignmentID._combineExplicit` averages by default; the text baselines take the
    /// extreme one (OpenSwiftUI `AlignmentGuide.swift`, `swiftui-layout-facts.md` §B9): the first
    /// baseline of a container is its topmost child baseline and the last baseline its bottommost.
    public enum Combination: Hashable, Sendable {
        case average
        case minimum
        case maximum
    }

    public let axis: Axis
    public let name: String
    public let defaultValue: Default
    public let combination: Combination

    public init(axis: Axis, name: String, defaultValue: Default, combination: Combination = .average) {
        self.axis = axis
        self.name = name
        self.defaultValue = defaultValue
        self.combination = combination
    }

    /// The guide's value for a view of `size` that has no explicit value for it.
    public func defaultValue(in size: Size) -> Double {
        switch defaultValue {
        case .fraction(let fraction): return size[axis] * fraction
        }
    }

    /// Combines explicit values of several children, already in the container's coordinates.
    public func combine(_ values: [Double]) -> Double? {
        guard let first = values.first else { return nil }
        switch combination {
        case .average: return values.reduce(0, +) / Double(values.count)
        case .minimum: return values.reduce(first, Swift.min)
        case .maximum: return values.reduce(first, Swift.max)
        }
    }

    public var description: String { name }
}
