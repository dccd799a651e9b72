/// The words used for a scenario in every report: one headline and detail lines with numbers.
extension CheckedScenario {
    /// `seed-001/priority: 2 views changed, largest Color.yellow w 100 → 300 (+200)`.
    public var headline: String {
        switch status {
        case .unchanged: return "\(id): unchanged"
        case .added: return "\(id): new scenario, no snapshot recorded"
        case .renamed: return "\(id): renamed from \(renamedFrom?.id ?? "?"), layout unchanged"
        case .removed: return "\(id): scenario no longer in \(fixture)"
        case .orphaned: return "\(id): snapshot without a fixture (\(snapshotPath))"
        case .changed:
            var parts: [String] = []
            if !comparison.changes.isEmpty { parts.append("\(comparison.changes.count) view\(comparison.changes.count == 1 ? "" : "s") changed") }
            if !comparison.addedViews.isEmpty { parts.append("\(comparison.addedViews.count) added") }
            if !comparison.removedViews.isEmpty { parts.append("\(comparison.removedViews.count) removed") }
            if parts.isEmpty { parts.append("layout changed") }
            return "\(id)" + (renamedFrom.map { " (renamed from \($0.id))" } ?? "") + ": " + parts.joined(separator: ", ")
        }
    }

    /// Detail lines, largest change first, at most `limit`.
    public func details(limit: Int) -> [String] {
        var lines = changedThrough.isEmpty ? [] : ["\(id): changed through \(changedThrough.joined(separator: ", "))"]
        // The why first: it is the one line a reviewer needs, and a long list must not cut it.
        if let why = comparison.why { lines.append("\(id): why: \(why)") }
        lines += comparison.changes.sorted { $0.magnitude > $1.magnitude }.map { "\(id): \($0.summary)" }
        lines += comparison.addedViews.map { "\(id): + \($0.label) at \($0.path)" }
        lines += comparison.removedViews.map { "\(id): − \($0.label) at \($0.path)" }
        if lines.count > limit { lines = Array(lines.prefix(limit)) + ["… \(lines.count - limit) more"] }
        return lines
    }
}
