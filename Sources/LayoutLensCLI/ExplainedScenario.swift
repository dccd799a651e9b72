import Explain
import LayoutEngine
import Render
import ProjectReader

/// One explained scenario and how it is printed.
struct ExplainedScenario {
    var file: FixtureLayouts.LaidOutFile
    var scenario: Scenario
    var result: LayoutResult
    var explanation: Explanation
    /// The view `--view` asked about.
    var focus: PlacedView?

    var heading: String {
        var heading = "\(scenario.file):\(scenario.line) \"\(scenario.name)\" proposal \(ExplanationText.proposal(scenario.proposal))"
        if let focus {
            heading += ": why \(focus.path) is \(ExplanationText.size(focus.frame.size))"
        }
        return heading
    }

    var text: String {
        let rendered = ExplanationText.render(explanation, heading: heading)
        guard !scenario.settling.isEmpty else { return rendered }
        // The canvas shows the preview after its lifecycle code and geometry feedback settled.
        return rendered + "How the preview settled:\n" + scenario.settling.map { "  \($0)\n" }.joined()
    }

    func markdown(diagramPath: String) -> String {
        let scene = DiagramScene(fixture: file.file.name, scenario: scenario.name, proposal: scenario.proposal, layout: result)
        let alt = DiagramRenderer().render(scene).description
        let embed = EmbedMarkdown.image(alt: alt, path: diagramPath)
        var title = ExplanationMarkdown.escape(scenario.name)
        if let focus { title += ": why `\(focus.path)` is \(ExplanationText.size(focus.frame.size))" }
        let rendered = ExplanationMarkdown.render(explanation, heading: title, diagram: embed)
        guard !scenario.settling.isEmpty else { return rendered }
        return rendered + "\nHow the preview settled:\n\n" + scenario.settling.map { "- \(ExplanationMarkdown.escape($0))\n" }.joined()
    }
}
