import LayoutEngine

/// Finds where two layout traces first part ways and says it in words: the *why* of a change.
///
/// A trace lists calls in the order they start, each with the response it finally gave. Read as
/// a timeline, a call is two events: its proposal when it starts and its response when its last
/// nested call has finished. The first event that differs is the earliest cause, e.g.
/// `the relativeProposed around the Color.yellow in the HStack now proposes 50 × 80 to the
/// Color.yellow in the HStack, where it proposed 100 × 80`, or `the Text "Hi" in the HStack now
/// answers 102×20 to 184 × 80, where it answered 61×40` when a leaf changed its mind.
public enum TraceDifference {
    enum Event: Equatable {
        case proposal(index: Int)
        case response(index: Int)
    }

    /// `name` says a view's path in words (`ViewWords.describe`); the path itself by default.
    public static func explain(before: [SnapshotTraceStep], after: [SnapshotTraceStep],
                               name: (String) -> String = { $0 }) -> String? {
        let old = events(before), new = events(after)
        // The asker of a view is the view whose path is its path less the last component (and
        // that component's child index); the root's asker is the canvas.
        func parent(of path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "the canvas" }
            var parentPath = path[..<slash]
            if parentPath.hasSuffix("]"), let bracket = parentPath.lastIndex(of: "[") { parentPath = parentPath[..<bracket] }
            return name(String(parentPath))
        }
        for position in 0..<min(old.count, new.count) {
            switch (old[position], new[position]) {
            case let (.proposal(a), .proposal(b)):
                let x = before[a], y = after[b]
                if x.path != y.path {
                    // A modifier added around the same view: its child, asked next, is the old
                    // view's kind under the new view's path (`HStack[0]/Text` → `HStack[0]/frame/Text`).
                    if b + 1 < after.count, after[b + 1].path.hasPrefix(y.path + "/"),
                       kind(of: after[b + 1].path) == kind(of: x.path) {
                        return "\(name(y.path)) is new: \(parent(of: y.path)) now asks it where it asked \(name(x.path)) directly"
                    }
                    return "\(parent(of: y.path)) now asks \(name(y.path)) where it asked \(name(x.path))"
                }
                if x.proposal != y.proposal {
                    return "\(parent(of: y.path)) now proposes \(ReportNumber.proposalInWords(y.proposal)) to \(name(y.path)), where it proposed \(ReportNumber.proposalInWords(x.proposal))"
                }
            case let (.response(a), .response(b)):
                let x = before[a], y = after[b]
                if x.response != y.response {
                    return "\(name(y.path)) now answers \(ReportNumber.size(y.response)) to \(ReportNumber.proposalInWords(y.proposal)), where it answered \(ReportNumber.size(x.response))"
                }
            case let (.proposal(_), .response(b)):
                return "\(name(after[b].path)) no longer asks a child it asked before"
            case let (.response(a), .proposal(b)):
                return "\(name(before[a].path)) now also asks \(name(after[b].path))"
            }
        }
        if old.count != new.count {
            return new.count > old.count ? "the new layout makes more requests" : "the new layout makes fewer requests"
        }
        return nil
    }

    /// A path's last component without its child index: `Text` for `HStack[0]/frame/Text[2]`.
    static func kind(of path: String) -> Substring {
        let last = path.split(separator: "/").last ?? Substring(path)
        return last.split(separator: "[").first ?? last
    }

    /// The trace as a timeline of proposals and responses (a call responds after its nested calls).
    static func events(_ steps: [SnapshotTraceStep]) -> [Event] {
        var result: [Event] = []
        result.reserveCapacity(steps.count * 2)
        var open: [Int] = []
        for (index, step) in steps.enumerated() {
            while let last = open.last, steps[last].depth >= step.depth {
                result.append(.response(index: last))
                open.removeLast()
            }
            result.append(.proposal(index: index))
            open.append(index)
        }
        while let last = open.popLast() { result.append(.response(index: last)) }
        return result
    }
}
