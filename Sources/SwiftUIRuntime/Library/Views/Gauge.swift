import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Gauge(value:in:) { label }`, approximated with a warning. In the linear styles (the default in
/// an app) its label above a `GaugeLeaf` bar as wide as proposed, as a linear `ProgressView`; in
/// `.gaugeStyle(.accessoryCircular)` / `.accessoryCircularCapacity` a 58 × 58 ring alone
/// (**unverified**: no published measurement of a gauge; the label sits inside a circular gauge,
/// and is not laid out). The value's place in its range is drawn (`ControlDrawing.gauge`).
extension SwiftUIRuntime {
    func gauge(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "markedValueLabels"],
                            unlabelledCount: 0, in: self)
        let source = currentLocation
        guard arguments["value"] != nil else { throw failure(.missingArgument("value", callee: "Gauge")) }
        let fraction = try valueFraction(arguments["value"], in: arguments["in"]) ?? 0.5
        let label = try controlLabel(arguments, source: source)
        return view("Gauge", .deferred { [unowned self] in
            let style = self.environment.values[StyleKey.gauge].flatMap { if case let .string(name) = $0 { name } else { nil } } ?? "automatic"
            let circular = style.hasPrefix("accessoryCircular") || style.hasSuffix("CircularGaugeStyle")
            self.warn(.approximatedView("Gauge", rule: circular ? "a 58 × 58 ring" : "laid out as a linear ProgressView: its label above a bar"))
            let leaf = GaugeLeaf(fraction: fraction, isCircular: circular)
            let indicator = self.view(leaf.kind, .leaf(ViewNode(leaf, label: leaf.kind, source: source)), source: source)
            guard let label, !circular else { return indicator }
            return self.view("Gauge", .container(StackLayout.vStack(alignment: .leading), label: "Gauge", content: .array([label, indicator])),
                             source: source)
        }, source: source)
    }
}
