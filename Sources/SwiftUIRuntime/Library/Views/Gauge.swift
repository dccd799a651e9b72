import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Gauge(value:in:)`, approximated with a warning: laid out as a linear `ProgressView` — its label
/// above a bar as wide as proposed (**unverified**; no published measurement of a gauge).
extension SwiftUIRuntime {
    func gauge(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "markedValueLabels"],
                            unlabelledCount: 0, in: self)
        let source = currentLocation
        guard arguments["value"] != nil else { throw failure(.missingArgument("value", callee: "Gauge")) }
        warn(.approximatedView("Gauge", rule: "laid out as a linear ProgressView: its label above a bar"))
        let bar = view("ProgressBar", .leaf(ViewNode(ProgressLeaf(isLinear: true), label: "ProgressBar", source: source)), source: source)
        guard let label = try controlLabel(arguments, source: source) else { return bar }
        return view("Gauge", .container(StackLayout.vStack(alignment: .leading), label: "Gauge", content: .array([label, bar])), source: source)
    }
}
