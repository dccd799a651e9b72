import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Slider(value:in:)` with optional end labels: `SliderLeaf`, 34 pt tall (measured: Mark Meretzky,
/// "Sliders: class UISlider") and as wide as proposed (unverified for `Slider`); the end labels sit
/// beside the track with the default spacing (unverified).
extension SwiftUIRuntime {
    /// `Slider(value: $v, in: 0...1)`; `minimumValueLabel:`/`maximumValueLabel:` sit at the
    /// ends with the default spacing (unverified); the `label` is not shown on iOS.
    func slider(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"],
                            unlabelledCount: 0, in: self)
        let source = currentLocation
        guard arguments.has("value") else { throw failure(.missingArgument("value", callee: "Slider")) }
        let fraction = try valueFraction(arguments["value"], in: arguments["in"]) ?? 0.5
        let track = view("SliderTrack", .leaf(ViewNode(SliderLeaf(fraction: fraction), label: "SliderTrack", source: source)), source: source)
        var parts: [Value] = []
        if let minimum = arguments["minimumValueLabel"] { parts.append(try titleView(minimum, source: source)) }
        parts.append(track)
        if let maximum = arguments["maximumValueLabel"] { parts.append(try titleView(maximum, source: source)) }
        let range = interpreter.currentRange
        return view("Slider", .deferred { [unowned self] in
            self.warnUnmodelledControlSize("Slider", at: range)
            return self.view("Slider", .container(StackLayout.hStack(), label: "Slider", content: .array(parts)), source: source)
        }, source: source)
    }
}
