/// A child as its parent sees it during a pass: something to propose sizes to.
/// Every answer is memoised by the pass, so asking twice costs nothing.
public struct LayoutSubview {
    let pass: LayoutPass
    let index: Int

    /// The child's size for `proposal`; `reason` is recorded in the trace.
    public func sizeThatFits(_ proposal: ProposedSize, reason: TraceReason = .sizing) -> Size {
        pass.size(of: index, proposal, reason: reason)
    }

    /// The child's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedSize) -> ViewDimensions {
        pass.dimensions(of: index, proposal)
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
}
