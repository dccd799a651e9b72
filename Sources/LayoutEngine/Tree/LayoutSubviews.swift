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

    /// The child's layout priority.
    public var priority: Double { pass.priority(of: index) }

    /// The child's spacing preferences.
    public var spacing: ViewSpacing { pass.spacing(of: index) }
}

/// The children of a view, in source order.
public struct LayoutSubviews: RandomAccessCollection {
    let pass: LayoutPass
    let indices_: [Int]

    public var startIndex: Int { 0 }
    public var endIndex: Int { indices_.count }
    public subscript(position: Int) -> LayoutSubview { LayoutSubview(pass: pass, index: indices_[position]) }
}
