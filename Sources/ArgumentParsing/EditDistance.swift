/// "Did you mean …?" suggestions by Levenshtein distance.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions turning `a` into `b`.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The closest candidate when it is close enough to be a typo: at most 2 edits, and fewer
    /// than half the typed word. Ties go to the earlier candidate, so the result is stable.
    public static func closest(to typed: String, in candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(typed, candidate)
            if distance <= 2, distance * 2 < max(typed.count, 2), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
