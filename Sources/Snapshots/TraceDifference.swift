import LayoutEngine

/// Finds the first step where two layout traces part ways and says it in words, e.g.
/// `HStack proposed (200, 80) → (600, 80) to HStack[2]/layoutPriority` or
/// `HStack[1]/Text answered 61×40 → 102×20 to (184, 80)`.
public enum TraceDifference {
    public static func explain(before: [SnapshotTraceStep], after: [SnapshotTraceStep]) -> String? {
        for index in 0..<min(before.count, after.count) {
            let old = before[index], new = after[index]
            if old == new { continue }
            if old.path != new.path {
                return "the pass now asks \(new.path) where it asked \(old.path) (step \(index + 1))"
            }
            let asker = parent(of: new.path)
            if old.proposal != new.proposal {
                return "\(asker) proposed \(old.proposal) → \(new.proposal) to \(new.path)"
            }
            if old.response != new.response {
                return "\(new.path) answered \(old.response) → \(new.response) to \(new.proposal)"
            }
            if old.reason != new.reason {
                return "\(new.path) is now asked for \(new.reason) instead of \(old.reason)"
            }
        }
        if before.count != after.count {
            let shorter = min(before.count, after.count)
            if after.count > shorter { return "the pass now also asks \(after[shorter].path) (step \(shorter + 1))" }
            return "the pass no longer asks \(before[shorter].path) (step \(shorter + 1))"
        }
        return nil
    }

    /// `HStack[1]/frame/Color` → `HStack[1]/frame`; the root's asker is the canvas.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "the canvas" }
        var parent = path[..<slash]
        if parent.hasSuffix("]"), let bracket = parent.lastIndex(of: "[") { parent = parent[..<bracket] }
        return String(parent)
    }
}
