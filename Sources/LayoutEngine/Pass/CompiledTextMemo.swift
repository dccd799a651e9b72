/// What the passes know of one compiled `Text` (`LayoutScene.CompiledText`): its last
/// measurements, keyed by the proposal's bit patterns (`ProposalBits`), and the line layouts the
/// measurer returned for it. (Its font's line metrics are kept per environment by the pass.) The
/// scene keeps it from pass to pass (`KeptTextMeasurements`).
///
/// The last two measurements are checked first: a stack sizes a text with one proposal and
/// places it with the same one. Up to `earlierLimit` more are kept; measuring again costs no line
/// breaking, which the layouts answer. The pass reads the entries in place
/// (`PassBuffer`): an answer is never copied out with the whole memo.
///
/// The string, font and truncation mode are the text's own, so a layout is keyed by its width
/// and line limit alone. As in `TextMemo`, a request is also answered by an untruncated layout of
/// the same width with no more lines than its limit, or by the unwrapped layout when every line
/// fits the width (`TextMeasuring`'s contract): a text in a stack is measured at most twice for
/// all the probes of sizing and placing it.
struct CompiledTextMemo {
    /// A measurement of this text: its numbers and the index of the layout its lines are
    /// (`lines(_:)`; −1 for none). A plain value: keeping, swapping and evicting measurements
    /// retains nothing.
    typealias Measurement = TextLeaf.Measurement<Int32>

    /// The key of `newer`: a proposal's bits, or `ProposalBits.none` when it holds no answer.
    var newerKey = ProposalBits.none
    var newer = Self.noMeasurement
    var olderKey = ProposalBits.none
    var older = Self.noMeasurement
    /// Measurements older than these two, oldest first, at most `earlierLimit`: a text in a
    /// stack that is sized and placed with different heights is asked six proposals per pass
    /// (0, ∞ and its offer, twice), all answered here from the second pass of a scene on.
    private var earlier: [Earlier] = []

    /// What `newer` and `older` hold before anything is measured (their keys are `.none`).
    static let noMeasurement = Measurement(lines: -1, lineAdvance: 0, size: .zero, firstBaseline: 0, lastBaseline: 0)

    /// A measurement in `earlier`, with its key.
    private struct Earlier {
        var key: ProposalBits
        var measured: Measurement
    }
    /// The first two layouts inline (most texts need no more), the rest in `moreLayouts`.
    private var firstLayout: Layout?
    private var secondLayout: Layout?
    private var moreLayouts: [Layout] = []

    /// One answer of the measurer for this text.
    struct Layout {
        var maxWidth: Double?
        var maxLines: Int?
        /// Its lines, or `nil` when the measurer gave only their count and width
        /// (`TextMeasuring.measureLines`): asked of `layoutText` when they are needed.
        var lines: [TextLine]?
        var count: Int
        /// The widest line's width (`TextLayoutResult.width`), computed once.
        var width: Double

        /// Whether this layout is the one a request for `maxWidth` and `maxLines` would get.
        func answers(maxWidth requested: Double?, maxLines limit: Int?) -> Bool {
            // Untruncated: no limit, or fewer lines than its limit.
            let lineCount = count
            if let known = maxLines, lineCount >= known { return false }
            if let limit, lineCount > limit { return false }
            if maxWidth == requested { return true }
            // Unwrapped and every line fits the requested width: wrapping changes nothing.
            guard maxWidth == nil, let requested, requested > 0 else { return false }
            return width <= requested
        }
    }

    /// How many layouts past the first two a text keeps before starting over.
    static let moreLayoutsLimit = 16
    /// How many measurements past the last two a text keeps.
    static let earlierLimit = 6

    init() {}

    /// Makes the measurement for `key` the newer one, if it is known: returns whether `newer`
    /// now answers `key`.
    @inline(__always)
    mutating func bringForward(_ key: ProposalBits) -> Bool {
        if newerKey == key { return true }
        if olderKey == key {
            swap(&newerKey, &olderKey)
            swap(&newer, &older)
            return true
        }
        return !earlier.isEmpty && bringForwardEarlier(key)
    }

    /// `bringForward` for the measurements older than the last two.
    private mutating func bringForwardEarlier(_ key: ProposalBits) -> Bool {
        for position in earlier.indices where earlier[position].key == key {
            swap(&newerKey, &earlier[position].key)
            swap(&newer, &earlier[position].measured)
            return true
        }
        return false
    }

    /// Keeps `measured` as the newer measurement, for `key` (`ProposalBits.none` for a proposal
    /// that has no bits: then it answers nothing later).
    mutating func remember(_ measured: Measurement, for key: ProposalBits) {
        if olderKey != .none {
            // Bounded: the memo is kept from pass to pass (`KeptTextMeasurements`).
            if earlier.isEmpty {
                earlier.reserveCapacity(Self.earlierLimit)
            } else if earlier.count >= Self.earlierLimit {
                earlier.removeFirst()
            }
            earlier.append(Earlier(key: olderKey, measured: older))
        }
        olderKey = newerKey
        older = newer
        newerKey = key
        newer = measured
    }

    /// The lines of the layout at `index` (as `layout` and `add` number them; −1: none), or
    /// `nil` when the measurer did not make them (`setLines` keeps them once asked).
    func lines(_ index: Int32) -> [TextLine]? {
        switch index {
        case 0:
            guard let first = firstLayout else { return [] }
            return first.lines
        case 1:
            guard let second = secondLayout else { return [] }
            return second.lines
        case 2...: return moreLayouts[Int(index) - 2].lines
        default: return []
        }
    }

    /// The width and line limit the layout at `index` (≥ 0) was asked with.
    func bounds(_ index: Int32) -> (maxWidth: Double?, maxLines: Int?) {
        switch index {
        case 0: return (firstLayout?.maxWidth, firstLayout?.maxLines)
        case 1: return (secondLayout?.maxWidth, secondLayout?.maxLines)
        default: return (moreLayouts[Int(index) - 2].maxWidth, moreLayouts[Int(index) - 2].maxLines)
        }
    }

    /// Keeps the lines of the layout at `index` (≥ 0), which was measured without them.
    mutating func setLines(_ lines: [TextLine], at index: Int32) {
        switch index {
        case 0: firstLayout?.lines = lines
        case 1: secondLayout?.lines = lines
        default: moreLayouts[Int(index) - 2].lines = lines
        }
    }

    /// The index of a known layout for `maxWidth` and `maxLines` (0 and 1 the first two, then
    /// `moreLayouts` from 2), with its line count and width, if one answers them.
    func layout(maxWidth: Double?, maxLines: Int?) -> (lines: Int32, count: Int, width: Double)? {
        if let first = firstLayout, first.maxWidth == maxWidth, first.maxLines == maxLines { return (0, first.count, first.width) }
        if let second = secondLayout, second.maxWidth == maxWidth, second.maxLines == maxLines {
            return (1, second.count, second.width)
        }
        for (position, known) in moreLayouts.enumerated() where known.maxWidth == maxWidth && known.maxLines == maxLines {
            return (Int32(position + 2), known.count, known.width)
        }
        if let first = firstLayout, first.answers(maxWidth: maxWidth, maxLines: maxLines) { return (0, first.count, first.width) }
        if let second = secondLayout, second.answers(maxWidth: maxWidth, maxLines: maxLines) {
            return (1, second.count, second.width)
        }
        for (position, known) in moreLayouts.enumerated() where known.answers(maxWidth: maxWidth, maxLines: maxLines) {
            return (Int32(position + 2), known.count, known.width)
        }
        return nil
    }

    /// Keeps a layout the measurer returned and gives its index. When the layouts past the
    /// first two start over, the measurements (which name layouts by index) are forgotten too:
    /// they are measured again from the layouts when asked.
    mutating func add(_ measure: consuming TextLineMeasure, maxWidth: Double?, maxLines: Int?) -> Int32 {
        let layout = Layout(maxWidth: maxWidth, maxLines: maxLines, lines: measure.lines, count: measure.count, width: measure.width)
        if firstLayout == nil {
            firstLayout = layout
            return 0
        }
        if secondLayout == nil {
            secondLayout = layout
            return 1
        }
        // Kept from pass to pass (`KeptTextMeasurements`): bounded, whatever widths come.
        if moreLayouts.count >= Self.moreLayoutsLimit {
            moreLayouts.removeAll(keepingCapacity: true)
            newerKey = .none
            olderKey = .none
            earlier.removeAll(keepingCapacity: true)
        }
        moreLayouts.append(layout)
        return Int32(moreLayouts.count + 1)
    }
}
