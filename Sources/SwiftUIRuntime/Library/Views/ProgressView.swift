import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `ProgressView()` (a 20 × 20 spinner, measured: Mark Meretzky, "UIActivityIndicatorView") and
/// `ProgressView(value:total:)` (a bar as wide as proposed; its 4 pt height is **unverified**), with
/// an optional label stacked with the default spacing (unverified).
extension SwiftUIRuntime {
    /// `ProgressView()` (spinner), `ProgressView("Loading")` (spinner above its label),
    /// `ProgressView(value: 0.4)` and `ProgressView("Title", value:total:)` (bar below its label).
    /// Label and indicator are stacked with the default spacing (unverified).
    func progressView(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "total", "label", "currentValueLabel", "timerInterval", "countsDown"],
                            unlabelledCount: 1, in: self)
        let source = currentLocation
        if arguments.has("timerInterval") {
            throw failure("'ProgressView(timerInterval:)' is not supported yet; the scenario is left out", kind: .unsupported)
        }
        let isLinear = arguments.has("value")
        // `value` out of `total` (1 by default, Apple `ProgressView(value:total:)`), drawn only.
        let total = arguments["total"].flatMap { try? number($0, "total") } ?? 1
        let value = arguments["value"].flatMap { value in (try? BindingPayload.read(value)).flatMap { try? number($0, "value") } }
        let fraction = total > 0 ? min(max((value ?? 0) / total, 0), 1) : 0
        let indicator = view(isLinear ? "ProgressBar" : "ProgressSpinner",
                             .leaf(ViewNode(ProgressLeaf(isLinear: isLinear, fraction: fraction), label: isLinear ? "ProgressBar" : "ProgressSpinner",
                                            source: source)), source: source)
        var label: Value?
        if let title = arguments.unlabelled.first, !isFunctionValue(title) {
            label = try titleView(title, source: source)
        } else if let closure = arguments["label"] ?? (arguments.unlabelled.isEmpty ? nil : arguments.trailingClosure.map(Value.function)) {
            label = try titleView(closure, source: source)
        }
        guard let label else { return indicator }
        let stack = isLinear ? StackLayout.vStack(alignment: .leading) : StackLayout.vStack()
        let parts: [Value] = isLinear ? [label, indicator] : [indicator, label]
        return view("ProgressView", .container(stack, label: "ProgressView", content: .array(parts)), source: source)
    }
}
