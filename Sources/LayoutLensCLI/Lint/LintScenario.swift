import LayoutEngine
import ProjectReader

/// One scenario laid out on every cell of the matrix (plus Large on each device, the baseline
/// that "did not happen at the default size" compares with), checked by every rule.
struct LintScenario {
    var scenario: Scenario
    var facts: LintSourceFacts
    var cells: [LaidOutCell]
    /// Large on each device, by device name.
    var baselines: [String: LaidOutCell]

    init(_ scenario: Scenario, facts: LintSourceFacts, matrix: LintMatrix, layout: LintLayout) {
        self.scenario = scenario
        self.facts = facts
        var baselines: [String: LaidOutCell] = [:]
        var cells: [LaidOutCell] = []
        for device in matrix.devices {
            let baseline = layout.layout(scenario, in: LintMatrix.baseline(on: device))
            baselines[device.name] = baseline
            for size in matrix.sizes {
                cells.append(size == .large ? baseline : layout.layout(scenario, in: LintMatrix.Cell(device: device, size: size)))
            }
        }
        self.cells = cells
        self.baselines = baselines
    }

    /// Every rule's findings in every cell (not yet merged or filtered).
    func findings(enabled: Set<LintRule>) -> [LintFinding] {
        var found: [LintFinding] = []
        for laidOut in cells {
            let baseline = baselines[laidOut.cell.device.name] ?? laidOut
            var visitor = LintRuleVisitor(scenario: scenario, facts: facts, laidOut: laidOut, baseline: baseline, enabled: enabled)
            visitor.run()
            found += visitor.findings
        }
        return found
    }
}
