import Render

/// The report page's order of scenarios (differences first, then unchanged) and each one's
/// anchor (`index.html#<anchor>`), shared by the page and the documents that link into it.
extension CheckSummary {
    /// Scenarios in the order the report shows them.
    public var reportOrder: [CheckedScenario] {
        differences + scenarios.filter { $0.status == .unchanged }
    }

    /// The anchor of each scenario id on the report page.
    public var reportAnchors: [String: String] {
        let ordered = reportOrder
        return Dictionary(zip(ordered.map(\.id), DiagramIdentifiers.uniqueSlugs(ordered.map(\.id))),
                          uniquingKeysWith: { first, _ in first })
    }
}
