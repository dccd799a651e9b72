import LayoutEngine

extension LayoutSnapshot {
    /// The snapshot's text: header, scenario facts, one indented line per view, the trace, then
    /// the preview's source when known.
    public var text: String {
        // Each line appended in place, then its line feed (as joining the lines with "\n" and
        // ending with one): a snapshot has a line per view and per trace step.
        var text = ""
        text.reserveCapacity(128 + 96 * views.count + 64 * trace.count + (source?.utf8.count ?? 0) * 5 / 4)
        func line(_ pieces: String...) {
            for piece in pieces { text += piece }
            text += "\n"
        }
        line(Self.header)
        line("scenario: ", SnapshotQuoting.quote(scenario))
        line("file: ", SnapshotQuoting.quote(file))
        line("proposal: ", SnapshotNumber.format(proposal.width), " ", SnapshotNumber.format(proposal.height))
        line("scale: ", SnapshotNumber.format(scale))
        if let canvas { line("canvas: ", SnapshotNumber.format(canvas.width), " ", SnapshotNumber.format(canvas.height)) }
        line("views:")
        for view in views {
            for _ in 0..<view.depth { text += "  " }
            text += view.path
            text += " x="
            text += SnapshotNumber.format(view.frame.x)
            text += " y="
            text += SnapshotNumber.format(view.frame.y)
            text += " w="
            text += SnapshotNumber.format(view.frame.width)
            text += " h="
            text += SnapshotNumber.format(view.frame.height)
            text += " kind="
            text += view.kind
            text += " label="
            text += SnapshotQuoting.quote(view.label)
            if !view.content.isEmpty {
                text += " "
                text += view.content
            }
            text += "\n"
        }
        line("trace:")
        for step in trace {
            line(String(step.depth), " ", step.path, " ", SnapshotNumber.format(step.proposal.width), " ",
                 SnapshotNumber.format(step.proposal.height), " -> ", SnapshotNumber.format(step.response.width), " ",
                 SnapshotNumber.format(step.response.height), " ", step.reason)
        }
        if let source {
            // Each source line behind `|`, so blank lines and indentation survive as written.
            line("source:")
            for sourceLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
                if sourceLine.isEmpty {
                    line("|")
                } else {
                    text += "| "
                    text += sourceLine
                    text += "\n"
                }
            }
        }
        return text
    }
}
