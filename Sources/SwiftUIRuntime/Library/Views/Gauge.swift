import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Gauge(value:in:) { label } currentValueLabel: { … } minimumValueLabel: { … } maximumValueLabel: { … }`,
/// its labels placed where Apple's gauge styles document them (Apple docs, "GaugeStyle"):
///
/// - Linear styles (the default in an app — useyourloaf.com, "SwiftUI Gauges": "at least on iOS,
///   you get a linear capacity gauge" — `.linearCapacity`, `.accessoryLinear`,
///   `.accessoryLinearCapacity`): "The `label` appears above the gauge, and the
///   `currentValueLabel` appears below"; the minimum and maximum labels "appear on leading and
///   trailing edges of the bar" (`accessoryLinearCapacity`). A leading column of the label, a row
///   of the bounds labels around a `GaugeLeaf` bar as wide as what is left, and the current value
///   label; spacing the default (**unverified**, as the bar's height: docs/engine.md).
/// - Circular styles (`.accessoryCircular`, `.accessoryCircularCapacity`): a ring (58 × 58,
///   **unverified**, with a warning) with the `currentValueLabel` "at the center of the gauge";
///   in `.accessoryCircular` the bounds labels "appear in the opening at the bottom of the ring.
///   Otherwise, the gauge places its label in that location." Labels inside the ring never change
///   its size (overlays).
///
/// The value's place in its range is drawn (`ControlDrawing.gauge`).
extension SwiftUIRuntime {
    func gauge(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "markedValueLabels"],
                            unlabelledCount: 0, in: self)
        let source = currentLocation
        // The layout below runs later (deferred until the style is known); its warning points at
        // the `Gauge` call, where the approximation was written.
        let callRange = interpreter.currentRange
        guard arguments["value"] != nil else { throw failure(.missingArgument("value", callee: "Gauge")) }
        let fraction = try valueFraction(arguments["value"], in: arguments["in"]) ?? 0.5
        let labels = try GaugeLabels(
            label: gaugeLabelView(arguments["label"] ?? arguments.all.first(where: { $0.label == nil && isFunctionValue($0.value) })?.value),
            current: gaugeLabelView(arguments["currentValueLabel"]),
            minimum: gaugeLabelView(arguments["minimumValueLabel"]),
            maximum: gaugeLabelView(arguments["maximumValueLabel"]))
        return view("Gauge", .deferred { [unowned self] in
            let style = self.environment.values[StyleKey.gauge].flatMap { if case let .string(name) = $0 { name } else { nil } } ?? "automatic"
            let circular = style.hasPrefix("accessoryCircular") || style.hasSuffix("CircularGaugeStyle")
            let leaf = GaugeLeaf(fraction: fraction, isCircular: circular)
            let indicator = self.view(leaf.kind, .leaf(ViewNode(leaf, label: leaf.kind, source: source)), source: source)
            if circular {
                self.warn(.approximatedView("Gauge", rule: "its ring is taken as 58 × 58 (not measured)"), at: callRange)
                return self.circularGauge(indicator, labels, showsOpening: !style.hasPrefix("accessoryCircularCapacity"), source: source)
            }
            return self.linearGauge(indicator, labels, source: source)
        }, source: source)
    }

    /// A label closure's view (`nil` when not given).
    private func gaugeLabelView(_ value: Value?) throws -> Value? {
        guard let value, case let .function(closure) = value else { return value }
        return try interpreter.call(closure, [], building: "ViewBuilder")
    }

    private func linearGauge(_ bar: Value, _ labels: GaugeLabels, source: SourceLocation?) -> Value {
        let barRow = labels.minimum == nil && labels.maximum == nil ? bar
            : view("Gauge", .container(StackLayout.hStack(alignment: .center), label: "GaugeBarRow",
                                       content: .array([labels.minimum, bar, labels.maximum].compactMap { $0 })), source: source)
        let column = [labels.label, barRow, labels.current].compactMap { $0 }
        guard column.count > 1 else { return barRow }
        return view("Gauge", .container(StackLayout.vStack(alignment: .leading), label: "Gauge", content: .array(column)), source: source)
    }

    private func circularGauge(_ ring: Value, _ labels: GaugeLabels, showsOpening: Bool, source: SourceLocation?) -> Value {
        var gauge = ring
        // The opening's bounds labels side by side (their spacing the default, **unverified**).
        let opening: Value? = if !showsOpening { nil } else if let minimum = labels.minimum, let maximum = labels.maximum {
            view("Gauge", .container(StackLayout.hStack(alignment: .center), label: "GaugeBounds", content: .array([minimum, maximum])), source: source)
        } else { labels.label }
        if let current = labels.current {
            gauge = view("Gauge", .container(OverlayLayout(alignment: .center), label: "Gauge", content: .array([gauge, current])), source: source)
        }
        if let opening {
            gauge = view("Gauge", .container(OverlayLayout(alignment: .bottom), label: "Gauge", content: .array([gauge, opening])), source: source)
        }
        return gauge
    }
}

/// The views a `Gauge` was given for its labels.
private struct GaugeLabels {
    var label: Value?
    var current: Value?
    var minimum: Value?
    var maximum: Value?
}
