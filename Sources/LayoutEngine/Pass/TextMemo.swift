/// A pass's memo of text layouts, per node: the few requests one `Text` makes, compared with
/// `==` (cheap for a node's own string, no hashing of the text). Equal texts of different nodes
/// are left to the measurer's own cache (`FontTextMeasurer` keeps one across passes).
///
/// Line breaking does not depend on the line limit, so a request is also answered from an
/// untruncated layout of the same text, font, truncation mode and width when that layout has no
/// more lines than the limit (nothing to cut: the measurer returns the same lines), or from the
/// unwrapped layout when all of its lines fit in the width (nothing to wrap). Both follow from
/// `TextMeasuring`'s contract; they let a `Text` in a stack be measured at most twice for the
/// sizing and placing of the stack's probes rather than once per probe.
struct TextMemo {
    private struct Entry {
        var request: TextLayoutRequest
        var result: TextLayoutResult
    }

    /// Per node; allocated at the first text request, so scenes without text pay nothing.
    private var entries: [[Entry]] = []
    private var nodeCount: Int

    init(nodeCount: Int) {
        self.nodeCount = nodeCount
    }

    /// Makes room for nodes added to the pass (the content of a `LayoutTimeContent`).
    mutating func grow(toNodeCount count: Int) {
        guard count > nodeCount else { return }
        if !entries.isEmpty { entries += Array(repeating: [], count: count - nodeCount) }
        nodeCount = count
    }

    /// The layout of `request` for node `index`, measured by `measure` only when no known layout
    /// answers it.
    mutating func layout(_ request: TextLayoutRequest, node index: Int,
                         measure: (TextLayoutRequest) -> TextLayoutResult) -> TextLayoutResult {
        if entries.isEmpty { entries = Array(repeating: [], count: nodeCount) }
        for entry in entries[index] where entry.request == request { return entry.result }
        for entry in entries[index] where Self.answers(entry, request) { return entry.result }
        let result = measure(request)
        entries[index].append(Entry(request: request, result: result))
        return result
    }

    /// Whether `entry`'s layout is the one `request` would get.
    private static func answers(_ entry: Entry, _ request: TextLayoutRequest) -> Bool {
        let known = entry.request
        guard known.text == request.text, known.font == request.font, known.truncationMode == request.truncationMode else {
            return false
        }
        // Untruncated: no limit, or fewer lines than its limit.
        let lineCount = entry.result.lines.count
        if let limit = known.maxLines, lineCount >= limit { return false }
        if let limit = request.maxLines, lineCount > limit { return false }
        if known.maxWidth == request.maxWidth { return true }
        // Unwrapped and every line fits the requested width: wrapping changes nothing.
        guard known.maxWidth == nil, let width = request.maxWidth, width > 0 else { return false }
        return entry.result.width <= width
    }
}
