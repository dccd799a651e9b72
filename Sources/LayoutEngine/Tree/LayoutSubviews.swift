/// A child as its parent sees it during a pass: something to propose sizes to.
/// Every answer is memoised by the pass, so asking twice costs nothing.
public struct LayoutSubview {
    let pass: LayoutPass
    let index: Int

    /// The child's size for `proposal`; `reason` is recorded in the trace.
    public func sizeThatFits(_ proposal: ProposedSize, reason: TraceReason = .sizing) -> Size {
        pass.size(of: index, proposal, reason: reason)
    }

    /// The child's size and alignment guides for `proposal`; the size query is traced with `reason`.
    public func dimensions(in proposal: ProposedSize, reason: TraceReason = .alignment) -> ViewDimensions {
        pass.dimensions(of: index, proposal, reason: reason)
    }

    /// The value of guide `key` in the child's dimensions for `proposal` (its explicit value, or
    /// the guide's default), as `dimensions(in:)[key]` without building the dimensions.
    func guide(_ key: AlignmentKey, in proposal: ProposedSize) -> Double {
        pass.guide(of: index, key, proposal: proposal).value
    }

    /// The child's layout priority.
    public var priority: Double { pass.priority(of: index) }

    /// The child's spacing preferences.
    public var spacing: ViewSpacing { pass.spacing(of: index) }
}

/// The children of a view, in source order.
public struct LayoutSubviews: RandomAccessCollection {
    let pass: LayoutPass
    /// The children's node ids: a contiguous run (`LayoutScene`).
    let range: Range<Int>

    init(pass: LayoutPass, range: Range<Int>) {
        self.pass = pass
        self.range = range
    }

    /// The children's node ids.
    var indices_: [Int] { Array(range) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }
    public subscript(position: Int) -> LayoutSubview { LayoutSubview(pass: pass, index: range.lowerBound + position) }

    /// The subviews at `positions` (a contiguous run of this collection's positions), for a
    /// container that lays out part of its children with another layout.
    func slice(_ positions: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(pass: pass, range: (range.lowerBound + positions.lowerBound)..<(range.lowerBound + positions.upperBound))
    }
}

extension LayoutSubviews {
    /// The pass these subviews belong to: state a primitive keeps for one pass (a user `Layout`'s
    /// cache) is keyed by it.
    public var passIdentity: AnyObject { pass }
}

extension LayoutSubview {
    /// The primitives of type `T` on this child, outermost first, looking through the modifiers
    /// that wrap it and the primary view of overlays and backgrounds (SwiftUI's layout values,
    /// `layoutValue(key:value:)`, stay visible on a subview whatever modifiers follow them).
    public func wrappingPrimitives<T>(of type: T.Type) -> [T] {
        var found: [T] = []
        var current = index
        while true {
            let primitive = pass.primitives[current]
            if let match = primitive as? T { found.append(match) }
            let role = SceneNormalizer.role(of: primitive)
            guard role == .modifier || role == .primaryAndSecondaries, let inner = pass.nodes[current].childRange.first else { return found }
            current = inner
        }
    }
}
