/// Receives a stack's intermediate numbers as its algorithm runs, for `StackDecision`.
///
/// The algorithm is generic over its recorder: sizing and untraced placements use
/// `SilentStackRecorder`, whose empty methods vanish when the optimiser specialises the generic
/// code, so a pass without a trace does no extra work; traced placements use
/// `DecisionRecorder`.
protocol StackRecorder {
    /// Whether the recorder keeps anything: the algorithm builds the groups and offers only then.
    static var records: Bool { get }
    mutating func started(distances: [Double], subviews: LayoutSubviews)
    mutating func ordered(priorities: [Double], minima: [Double], flexibilities: [Double], groups: [[Int]],
                          major: Double, available: Double)
    mutating func offered(_ offer: StackDecision.Offer)
    mutating func placed(_ index: Int, length: Double)
    mutating func finished(placements: [SubviewPlacement], size: Size)
}

/// Records nothing.
struct SilentStackRecorder: StackRecorder {
    static var records: Bool { false }
    @inline(__always) mutating func started(distances: [Double], subviews: LayoutSubviews) {}
    @inline(__always) mutating func ordered(priorities: [Double], minima: [Double], flexibilities: [Double], groups: [[Int]],
                                            major: Double, available: Double) {}
    @inline(__always) mutating func offered(_ offer: StackDecision.Offer) {}
    @inline(__always) mutating func placed(_ index: Int, length: Double) {}
    @inline(__always) mutating func finished(placements: [SubviewPlacement], size: Size) {}
}

/// Fills a `StackDecision`.
struct DecisionRecorder: StackRecorder {
    static var records: Bool { true }
    var decision: StackDecision

    mutating func started(distances: [Double], subviews: LayoutSubviews) {
        decision.children = distances.enumerated().map { index, distance in
            StackDecision.Child(path: subviews.pass.path(of: subviews.indices_[index]), spacingBefore: distance,
                                priority: 0, minimum: 0, maximum: 0, flexibility: 0, length: 0, origin: .zero)
        }
    }

    mutating func ordered(priorities: [Double], minima: [Double], flexibilities: [Double], groups: [[Int]],
                          major: Double, available: Double) {
        for index in decision.children.indices {
            decision.children[index].priority = priorities[index]
            decision.children[index].minimum = minima[index]
            decision.children[index].maximum = flexibilities[index] + minima[index]
            decision.children[index].flexibility = flexibilities[index]
        }
        decision.groups = groups
        decision.reserved = major - decision.totalSpacing - available
    }

    mutating func offered(_ offer: StackDecision.Offer) {
        decision.offers.append(offer)
    }

    mutating func placed(_ index: Int, length: Double) {
        decision.children[index].length = length
    }

    mutating func finished(placements: [SubviewPlacement], size: Size) {
        for (index, placement) in placements.enumerated() { decision.children[index].origin = placement.origin }
        decision.size = size
    }
}
