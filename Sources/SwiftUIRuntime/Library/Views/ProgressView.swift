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
    ///
    /// `.progressViewStyle(.linear)` draws a bar whether or not a value is given (an
    /// indeterminate bar empty, **unverified**); `.circular` draws the spinner even with a value
    /// (Apple, `CircularProgressViewStyle`: "In cases where no determinate circular progress view
    /// style is available, circular progress views use an indeterminate style", true of iOS
    /// apps); a user `ProgressViewStyle` makes the view from its `makeBody(configuration:)`.
    /// `.controlSize(.large)`/`.extraLarge` give the large spinner (`ProgressLeaf.largeSpinner`).
    func progressView(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "total", "label", "currentValueLabel", "timerInterval", "countsDown"],
                            unlabelledCount: 1, in: self)
        let source = currentLocation
        if arguments.has("timerInterval") {
            return try timerIntervalProgressView(arguments, source: source)
        }
        // `ProgressView(configuration)` in a style's body: the built-in view of that configuration.
        if case let .native(native)? = arguments.unlabelled.first, let configuration = native.payload as? StyleConfiguration {
            return try progressView(fraction: configuration.values["fractionCompleted"].flatMap { try? number($0, "fractionCompleted") },
                                    label: nil, currentValueLabel: nil, source: source)
        }
        // `ProgressView(progress)` of a Foundation `Progress` (Apple docs, `init(_:)`: "synthesizes a
        // default label using the localizedDescription of the given progress instance"): a bar of
        // its fraction, or the indeterminate indicator when it is indeterminate.
        if let progress = arguments.unlabelled.first?.nativePayload(ProgressState.self) {
            let label = textLeaf(progress.description, source: source)
            return try progressView(fraction: progress.isIndeterminate ? nil : min(max(progress.fraction, 0), 1), label: label,
                                    currentValueLabel: nil, source: source)
        }
        // `value` out of `total` (1 by default, Apple `ProgressView(value:total:)`), drawn only.
        let total = arguments["total"].flatMap { try? number($0, "total") } ?? 1
        var fraction: Double?
        if arguments.has("value") {
            let value = arguments["value"].flatMap { value in (try? BindingPayload.read(value)).flatMap { try? number($0, "value") } }
            fraction = total > 0 ? min(max((value ?? 0) / total, 0), 1) : 0
        }
        var label: Value?
        if let title = arguments.unlabelled.first, !isFunctionValue(title) {
            label = try titleView(title, source: source)
        } else if let closure = arguments["label"] ?? (arguments.unlabelled.isEmpty ? nil : arguments.trailingClosure.map(Value.function)) {
            label = try titleView(closure, source: source)
        }
        let currentValueLabel = try arguments["currentValueLabel"].map { try titleView($0, source: source) }
        return try progressView(fraction: fraction, label: label, currentValueLabel: currentValueLabel, source: source)
    }

    /// The progress view of a fraction (nil: indeterminate) in the style and control size in effect.
    func progressView(fraction: Double?, label: Value?, currentValueLabel: Value?, source: SourceLocation?) throws -> Value {
        view("ProgressView", .deferred { [unowned self] in
            var configuration: [String: Value] = ["fractionCompleted": fraction.map(Value.double).map { .optional($0) } ?? .optional(nil)]
            if let label { configuration["label"] = label }
            if let currentValueLabel { configuration["currentValueLabel"] = currentValueLabel }
            if let styled = try self.customStyled("progressViewStyle", configuration) { return styled }
            var isLinear = fraction != nil
            if case let .string(style)? = self.environment.values[StyleKey.progressView] {
                switch style {
                case "linear", "LinearProgressViewStyle": isLinear = true
                case "circular", "CircularProgressViewStyle": isLinear = false
                default: break
                }
            }
            let size = self.environment.values[StyleKey.controlSize].flatMap { if case let .string(name) = $0 { name } else { nil } } ?? "regular"
            let leaf = ProgressLeaf(isLinear: isLinear, fraction: fraction ?? 0, isLarge: size == "large" || size == "extraLarge")
            let indicator = self.view(leaf.kind, .leaf(ViewNode(leaf, label: leaf.kind, source: source)), source: source)
            guard let label else { return indicator }
            let stack = isLinear ? StackLayout.vStack(alignment: .leading) : StackLayout.vStack()
            let parts: [Value] = isLinear ? [label, indicator] : [indicator, label]
            return self.view("ProgressView", .container(stack, label: "ProgressView", content: .array(parts)), source: source)
        }, source: source)
    }
}
