import LayoutEngine

extension LayoutSnapshot {
    /// The snapshot's text: header, scenario facts, one indented line per view, the trace, then
    /// the preview's source when known.
    public var text: String {
        var lines = [Self.header,
                     "scenario: \(SnapshotQuoting.quote(scenario))",
                     "file: \(SnapshotQuoting.quote(file))",
                     "proposal: \(SnapshotNumber.format(proposal.width)) \(SnapshotNumber.format(proposal.height))",
                     "scale: \(SnapshotNumber.format(scale))"]
        if let canvas { lines.append("canvas: \(SnapshotNumber.format(canvas.width)) \(SnapshotNumber.format(canvas.height))") }
        lines.append("views:")
        for view in views {
            var line = String(repeating: "  ", count: view.depth) + view.path
            line += " x=\(SnapshotNumber.format(view.frame.x)) y=\(SnapshotNumber.format(view.frame.y))"
            line += " w=\(SnapshotNumber.format(view.frame.width)) h=\(SnapshotNumber.format(view.frame.height))"
            line += " kind=\(view.kind) label=\(SnapshotQuoting.quote(view.label))"
            if !view.content.isEmpty { line += " \(view.content)" }
            lines.append(line)
        }
        lines.append("trace:")
        for step in trace {
            lines.append("\(step.depth) \(step.path) \(SnapshotNumber.format(step.proposal.width)) "
                + "\(SnapshotNumber.format(step.proposal.height)) -> \(SnapshotNumber.format(step.response.width)) "
                + "\(SnapshotNumber.format(step.response.height)) \(step.reason)")
        }
        if let source {
            // Each source line behind `|`, so blank lines and indentation survive as written.
            lines.append("source:")
            lines += source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "|" : "| " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
