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
        /// Computed from the view's dimensions by code outside the engine: a custom `AlignmentID`'s
        /// `defaultValue(in:)` written in the file being laid out.
        case computed(ComputedGuideDefault)
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
        defaultValue(in: ViewDimensions(size: size))
    }

    /// The guide's value for a view with `dimensions` that has no explicit value for it (a
    /// computed default may read the view's other guides, `d[.bottom]`, `d[explicit: …]`).
    public func defaultValue(in dimensions: ViewDimensions) -> Double {
        switch defaultValue {
        case .fraction(let fraction): return dimensions.size[axis] * fraction
        case .computed(let computed):
            let value = computed.compute(dimensions)
            return value.isFinite ? value : 0
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

/// A guide default computed by a function, identified by `id` (two guides with the same `id` are
/// the same guide, as two uses of one `AlignmentID` type are in SwiftUI).
public struct ComputedGuideDefault: Hashable, Sendable {
    public let id: String
    public let compute: @Sendable (ViewDimensions) -> Double

    public init(id: String, compute: @escaping @Sendable (ViewDimensions) -> Double) {
        self.id = id
        self.compute = compute
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
