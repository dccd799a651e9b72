/// `HStack` and `VStack`: one algorithm, with the axis as a parameter.
///
/// The *major* axis is the stacking axis, the *minor* the other. With a concrete major proposal
/// (OpenSwiftUI `StackLayout`, `swiftui-layout-facts.md` §B1; seeds 001–004):
/// 1. The spacing between neighbours (`spacing`, or each pair's `ViewSpacing`) is subtracted.
/// 2. Children are grouped by layout priority, highest first; inside a group they are ordered by
///    flexibility — the length they take at an ∞ proposal minus the length at 0, both with the
///    stack's own minor proposal — least flexible first (source order breaks ties; among
///    infinitely flexible views the larger minimum goes first).
/// 3. Before the first group, the minima of all lower-priority children are reserved; each later
///    group gets its own minima back when its turn comes.
/// 4. Each child in turn is offered an equal share of what is left, `max(left / remaining, 0)`,
///    and whatever it takes is subtracted. There is no second pass: leftover space stays unused
///    (seed 001, 520 pt stack in 620) and overflow makes the stack larger than proposed (seed 002,
///    175 pt in 150).
/// With a nil major proposal every child is asked for its ideal length. Children are then placed
/// in source order; on the minor axis each child's alignment guide lands on one line and the
/// stack's minor size is the union of the children's extents. When placing, the stack re-runs the
/// distribution with a nil minor proposal replaced by its chosen minor size (§B1.5).
public struct StackLayout: LayoutPrimitive, ChildRoleProviding {
    public var axis: Axis
    /// The guide along the minor axis that children line up on.
    public var alignment: AlignmentKey
    /// Fixed distance between neighbours; `nil` for each pair's system spacing.
    public var spacing: Double?

    public init(axis: Axis, alignment: AlignmentKey? = nil, spacing: Double? = nil) {
        self.axis = axis
        self.alignment = alignment ?? (axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key)
        self.spacing = spacing
    }

    /// `HStack(alignment:spacing:)`.
    public static func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil) -> StackLayout {
        StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
    }

    /// `VStack(alignment:spacing:)`.
    public static func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> StackLayout {
        StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
    }

    public var kind: String { axis == .horizontal ? "HStack" : "VStack" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = axis
    }

    // MARK: Distribution

    /// The distance before each child (0 before the first).
    func distances(_ subviews: LayoutSubviews) -> [Double] {
        var result = [Double](repeating: 0, count: subviews.count)
        guard subviews.count > 1 else { return result }
        var previous = spacing == nil ? subviews[0].spacing : .standard
        for index in 1..<subviews.count {
            if let spacing {
                result[index] = spacing
            } else {
                let current = subviews[index].spacing
                result[index] = previous.distance(to: current, along: axis)
                previous = current
            }
        }
        return result
    }

    private func proposal(major: Double?, minor: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    /// What a stack learns about one child before distributing: its priority and its lengths at
    /// 0 and ∞ along the axis.
    private struct Probe {
        var priority: Double
        var minimum: Double
        var flexibility: Double
    }

    /// What each child is proposed for the stack's `proposal` (steps 1–4 above), written into
    /// `proposals` (one per child, already initialised). The probes and the order live in
    /// temporary buffers: no array is allocated per arrangement.
    /// `recorder` receives the probe answers, groups and offers as they are computed.
    func childProposals<Recorder: StackRecorder>(for stackProposal: ProposedSize, subviews: LayoutSubviews,
                                                 distances: [Double], into proposals: UnsafeMutableBufferPointer<ProposedSize>,
                                                 recorder: inout Recorder) {
        let minor = stackProposal[axis.other]
        guard let major = stackProposal[axis] else {
            for index in proposals.indices { proposals[index] = proposal(major: nil, minor: minor) }
            return
        }
        let count = subviews.count
        withUnsafeTemporaryAllocation(of: Probe.self, capacity: count) { probes in
            for index in 0..<count {
                let child = subviews[index]
                let priority = child.priority
                let least = child.sizeThatFits(proposal(major: 0, minor: minor), reason: .minimumProbe)[axis]
                let most = child.sizeThatFits(proposal(major: .infinity, minor: minor), reason: .maximumProbe)[axis]
                probes.initializeElement(at: index, to: Probe(priority: priority, minimum: least,
                                                              flexibility: least.isInfinite ? 0 : most - least))
            }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
                distribute(major: major, minor: minor, subviews: subviews, distances: distances,
                           probes: UnsafeBufferPointer(probes), order: order, into: proposals, recorder: &recorder)
            }
        }
    }

    /// Steps 2–4 once the probes are known: orders the children into `order` (initialising it)
    /// and offers each its share.
    private func distribute<Recorder: StackRecorder>(major: Double, minor: Double?, subviews: LayoutSubviews, distances: [Double],
                                                     probes: UnsafeBufferPointer<Probe>, order: UnsafeMutableBufferPointer<Int>,
                                                     into proposals: UnsafeMutableBufferPointer<ProposedSize>,
                                                     recorder: inout Recorder) {
        let count = probes.count
        // Highest priority first; inside a priority, least flexible first. The groups are the runs
        // of equal priority in this order.
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let pa = probes[a], pb = probes[b]
            if pa.priority != pb.priority { return pa.priority > pb.priority }
            let fa = pa.flexibility, fb = pb.flexibility
            if fa.isInfinite && fb.isInfinite {
                if pa.minimum != pb.minimum { return pa.minimum > pb.minimum }
                return a < b
            }
            if fa != fb { return fa < fb }
            return a < b
        }
        // Ties fall to source order, so the order is unique: when no child precedes the one
        // before it (children alike, the common case), it is the source order and needs no sort.
        for index in 0..<count { order.initializeElement(at: index, to: index) }
        if count > 1, (1..<count).contains(where: { precedes($0, $0 - 1) }) {
            var sorted = order  // the same memory: sorting it sorts `order`
            sorted.sort(by: precedes)
        }
        var available = major
        for distance in distances { available -= distance }
        if count > 0 {
            let first = order[0]
            for index in order where probes[index].priority != probes[first].priority { available -= probes[index].minimum }
        }
        if Recorder.records {
            var groups: [[Int]] = []
            for index in order {
                if let last = groups.last?.last, probes[last].priority == probes[index].priority {
                    groups[groups.count - 1].append(index)
                } else {
                    groups.append([index])
                }
            }
            recorder.ordered(priorities: probes.map(\.priority), minima: probes.map(\.minimum),
                             flexibilities: probes.map(\.flexibility), groups: groups, major: major, available: available)
        }
        var groupStart = 0
        var group = 0
        while groupStart < count {
            let priority = probes[order[groupStart]].priority
            var groupEnd = groupStart + 1
            while groupEnd < count && probes[order[groupEnd]].priority == priority { groupEnd += 1 }
            if group > 0 {
                for index in order[groupStart..<groupEnd] { available += probes[index].minimum }
            }
            var remaining = Double(groupEnd - groupStart)
            for index in order[groupStart..<groupEnd] {
                let offer = max(available / remaining, 0)
                proposals[index] = proposal(major: offer, minor: minor)
                let answer = subviews[index].sizeThatFits(proposals[index], reason: .sizing)[axis]
                if Recorder.records {
                    recorder.offered(StackDecision.Offer(child: index, group: group, available: available,
                                                         remaining: Int(remaining), offer: offer, answer: answer))
                }
                // An unlimited offer stays unlimited: a child answering ∞ to ∞ (the stack's maximum
                // probe) leaves ∞, not ∞ − ∞ = NaN. A NaN offer could not be remembered
                // (`ProposalBits`), so each nested stack asked its subtree again for every question:
                // 8× the work per level of nesting (issue 36's 8 192-view file of nested HStacks).
                if !(available.isInfinite && answer.isInfinite) { available -= answer }
                remaining -= 1
            }
            groupStart = groupEnd
            group += 1
        }
    }

    /// Sizes and positions for a given proposal: the stack's size and each child's frame.
    /// Without `makesPlacements` only the size is computed and the placements are empty.
    func arrangement<Recorder: StackRecorder>(for stackProposal: ProposedSize, subviews: LayoutSubviews, reason: TraceReason,
                                              makesPlacements: Bool = true,
                                              recorder: inout Recorder) -> (size: Size, placements: [SubviewPlacement]) {
        guard !subviews.isEmpty else { return (.zero, []) }
        let distances = subviews.pass.stackDistances(of: subviews, axis: axis, spacing: spacing) { self.distances($0) }
        recorder.started(distances: distances, subviews: subviews)
        return withUnsafeTemporaryAllocation(of: ProposedSize.self, capacity: subviews.count) { proposals in
            proposals.initialize(repeating: proposal(major: 0, minor: stackProposal[axis.other]))
            childProposals(for: stackProposal, subviews: subviews, distances: distances, into: proposals, recorder: &recorder)
            guard makesPlacements else {
                return (size(of: subviews, proposals: UnsafeBufferPointer(proposals), distances: distances, reason: reason,
                             recorder: &recorder), [])
            }
            return place(subviews, proposals: UnsafeBufferPointer(proposals), distances: distances, reason: reason,
                         recorder: &recorder)
        }
    }

    /// Sizes the children for `proposals` and puts them side by side along the axis, aligned
    /// on the minor axis: the stack's size and each child's frame.
    private func place<Recorder: StackRecorder>(_ subviews: LayoutSubviews, proposals: UnsafeBufferPointer<ProposedSize>,
                                                distances: [Double], reason: TraceReason,
                                                recorder: inout Recorder) -> (size: Size, placements: [SubviewPlacement]) {
        var placements: [SubviewPlacement] = []
        placements.reserveCapacity(subviews.count)
        let (size, minorLow) = lineUp(subviews, proposals: proposals, distances: distances, reason: reason,
                                      recorder: &recorder) { index, origin in
            placements.append(SubviewPlacement(origin: origin, proposal: proposals[index]))
        }
        for index in placements.indices {
            placements[index].origin[axis.other] -= minorLow
        }
        recorder.finished(placements: placements, size: size)
        return (size, placements)
    }

    /// The size `place` computes, without the placements.
    private func size<Recorder: StackRecorder>(of subviews: LayoutSubviews, proposals: UnsafeBufferPointer<ProposedSize>,
                                               distances: [Double], reason: TraceReason, recorder: inout Recorder) -> Size {
        let (size, _) = lineUp(subviews, proposals: proposals, distances: distances, reason: reason, recorder: &recorder) { _, _ in }
        recorder.finished(placements: [], size: size)
        return size
    }

    /// Sizes each child for its proposal and gives `visit` its index and origin, its minor
    /// coordinate relative to the alignment line: the stack's size and the smallest minor origin
    /// (which `place` moves to 0).
    @inline(__always)
    private func lineUp<Recorder: StackRecorder>(_ subviews: LayoutSubviews, proposals: UnsafeBufferPointer<ProposedSize>,
                                                 distances: [Double], reason: TraceReason, recorder: inout Recorder,
                                                 visit: (Int, Point) -> Void) -> (size: Size, minorLow: Double) {
        var majorCursor = 0.0
        var minorLow = Double.infinity, minorHigh = -Double.infinity
        for index in 0..<subviews.count {
            let child = subviews[index]
            let size = child.sizeThatFits(proposals[index], reason: reason)
            recorder.placed(index, length: size[axis])
            majorCursor += distances[index]
            let minorOrigin = -child.guide(alignment, in: proposals[index])
            minorLow = min(minorLow, minorOrigin)
            minorHigh = max(minorHigh, minorOrigin + size[axis.other])
            var origin = Point.zero
            origin[axis] = majorCursor
            origin[axis.other] = minorOrigin
            visit(index, origin)
            majorCursor += size[axis]
        }
        return (Size(major: majorCursor, minor: minorHigh - minorLow, axis: axis), minorLow)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        var silent = SilentStackRecorder()
        // Placing re-runs the arrangement with the same proposal when the minor axis is given:
        // the placements are kept for it. Otherwise sizing needs none.
        let keeps = proposal[axis.other] != nil
        let arranged = arrangement(for: proposal, subviews: subviews, reason: .sizing, makesPlacements: keeps, recorder: &silent)
        if keeps {
            context.pass.rememberPlacements(arranged.placements, of: subviews, index: context.index, proposal: proposal)
        }
        return arranged.size
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
        guard context.pass.recordsTrace else {
            var silent = SilentStackRecorder()
            return arrangement(for: placing, subviews: subviews, reason: .placement, recorder: &silent).placements
        }
        var recorder = DecisionRecorder(decision: StackDecision(path: context.pass.path(of: context.index), axis: axis,
                                                                proposal: proposal, alignment: alignment.name))
        let placements = arrangement(for: placing, subviews: subviews, reason: .placement, recorder: &recorder).placements
        context.pass.record(recorder.decision)
        return placements
    }

    /// The children's explicit values for `key`, in the stack's coordinates, combined by the
    /// guide's rule (average; topmost first baseline; bottommost last baseline).
    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let placements = context.pass.placementsOf(context.index, size: size, proposal: proposal)
        var values: [Double] = []
        for (index, placement) in placements.enumerated() {
            if let value = subviews[index].dimensions(in: placement.proposal).explicit(key) {
                values.append(value + placement.origin[key.axis])
            }
        }
        return key.combine(values)
    }

    /// The stack's own spacing: its first child's on the leading/top edge, its last child's on
    /// the trailing/bottom edge (OpenSwiftUI unions the children's edges, §B1.8).
    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .standard }
        var result = ViewSpacing.standard
        if axis == .horizontal {
            result.leading = first.spacing.leading
            result.trailing = last.spacing.trailing
        } else {
            result.top = first.spacing.top
            result.bottom = last.spacing.bottom
        }
        return result
    }
}
