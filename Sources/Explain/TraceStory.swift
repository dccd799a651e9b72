import LayoutEngine

/// Tells a bare trace — each call's proposal and answer, as a snapshot records it — in the
/// explanation's sentences, so that two recorded layouts can be compared step by step and the
/// first step that differs read as a sentence ("HStack proposes 200 × 80 to Color.green").
///
/// A call is two steps: its proposal when it starts and its answer once its nested calls have
/// finished. Probes (0, ∞ and ideal proposals) are left out unless `includesProbes` is set.
public enum TraceStory {
    /// `names` gives each path's name in a sentence (snapshot labels); unnamed paths use their
    /// last component.
    public static func explain(_ entries: [TraceEntry], names: [String: String], includesProbes: Bool = false) -> Explanation {
        // A probe is left out with everything it asked in turn (its nested calls are "sizing").
        var kept: [TraceEntry] = []
        var skippingBelow: Int?
        for entry in entries where !entry.cached {
            if let depth = skippingBelow {
                if entry.depth > depth { continue }
                skippingBelow = nil
            }
            if !includesProbes && [.minimumProbe, .maximumProbe, .idealProbe].contains(entry.reason) {
                skippingBelow = entry.depth
                continue
            }
            kept.append(entry)
        }
        func name(_ path: String) -> String {
            if let named = names[path] { return named }
            return path.split(separator: "/").last.map(String.init) ?? path
        }
        var steps: [ExplanationStep] = []
        var open: [TraceEntry] = []
        func close(_ entry: TraceEntry) {
            let size = ExplanationNumbers.size(entry.response)
            let text = entry.proposal.width == entry.response.width && entry.proposal.height == entry.response.height
                ? "\(name(entry.path)) accepts the proposal and becomes \(size)"
                : "\(name(entry.path)) answers \(size) to \(ExplanationNumbers.proposal(entry.proposal))"
            steps.append(ExplanationStep(kind: .answer, text: text, owner: open.last?.path ?? "", subject: entry.path,
                                         proposal: entry.proposal, answer: entry.response))
        }
        for entry in kept {
            while let last = open.last, last.depth >= entry.depth {
                open.removeLast()
                close(last)
            }
            let asker = open.last.map { name($0.path) } ?? "The canvas"
            let verb = [.minimumProbe, .maximumProbe, .idealProbe].contains(entry.reason) ? "probes" : "proposes"
            let text = verb == "probes"
                ? "\(asker) probes \(name(entry.path)) with \(ExplanationNumbers.proposal(entry.proposal))"
                : "\(asker) proposes \(ExplanationNumbers.proposal(entry.proposal)) to \(name(entry.path))"
            steps.append(ExplanationStep(kind: verb == "probes" ? .probe : .proposal, text: text, owner: open.last?.path ?? "",
                                         subject: entry.path, proposal: entry.proposal))
            open.append(entry)
        }
        while let last = open.popLast() { close(last) }
        return Explanation(steps: steps)
    }
}
