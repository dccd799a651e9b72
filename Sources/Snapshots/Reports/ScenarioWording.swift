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
        // Added and removed views are named like changed ones: in words, from the snapshot that
        // has them, and where they are written (issue 33: `+ frame at padding/HStack[0]/frame`).
        let afterWords = after.map(ViewWords.init), beforeWords = before.map(ViewWords.init)
        lines += comparison.addedViews.map { "\(id): added \(Self.named($0, afterWords, scale: after?.scale ?? 1))" }
        lines += comparison.removedViews.map { "\(id): removed \(Self.named($0, beforeWords, scale: before?.scale ?? 1))" }
        if lines.count > limit { lines = Array(lines.prefix(limit)) + ["… \(lines.count - limit) more"] }
        return lines
    }

    /// `the frame around the Text "name" in the HStack in DrinkRow (App/DrinkRow.swift:9), 120 × 20.33`:
    /// the view in words (its label and path without a snapshot to word it from), where it is
    /// written, and its size.
    static func named(_ view: SnapshotView, _ words: ViewWords?, scale: Double) -> String {
        let name = words?.describe(view.path) ?? "\(view.label) at \(view.path)"
        let size = ReportNumber.format(view.frame.width, scale: scale) + " × " + ReportNumber.format(view.frame.height, scale: scale)
        return name + (view.source.map { " (\($0.location))" } ?? "") + ", " + size
    }
}
