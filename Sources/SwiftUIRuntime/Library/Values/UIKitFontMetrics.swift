import LayoutEngine
import SwiftInterpreter

/// UIKit's `UIFontMetrics`: scales a value or a font given at the standard Dynamic Type size to
/// the size the user chose, in proportion to a text style (Apple docs, "UIFontMetrics":
/// `default` is "the font metrics for the body text style"; `init(forTextStyle:)`;
/// `scaledValue(for:)` "scales an arbitrary layout value based on the current Dynamic Type
/// settings"; `scaledFont(for:)`, `scaledFont(for:maximumPointSize:)`, each also
/// `compatibleWith:` a trait collection). It is the rule `@ScaledMetric` follows
/// (`ScaledMetricRule`), at the content size category of the `compatibleWith:` traits, else at
/// the canvas's Dynamic Type size (`--dynamic-type`): UIKit reads the current trait collection,
/// which a SwiftUI modifier below the canvas does not set for code that runs while a body is built.
extension SwiftUIRuntime {
    func registerUIKitFontMetrics() {
        let type = interpreter.registerNativeType("UIFontMetrics")
        func metrics(_ style: TextStyle, _ runtime: SwiftUIRuntime) -> Value { runtime.interpreter.nativeValue("UIFontMetrics", style) }
        func style(of metrics: Value) -> TextStyle {
            guard case let .native(native) = metrics, let style = native.payload as? TextStyle else { return .body }
            return style
        }
        type.staticComputed["default"] = ComputedProperty(getter: .hosted("default") { `self`, _, _ in metrics(.body, self) })
        type.initializers.append(.hosted("init", labels: ["forTextStyle"]) { `self`, _, arguments in
            let name = try self.caseName(NativeArguments("UIFontMetrics", arguments)["forTextStyle"] ?? .nil, "UIFont.TextStyle")
            return metrics(try self.textStyle(uiKitName: name), self)
        })
        type.addMethod("scaledValue", .hosted("scaledValue", labels: nil) { `self`, metricsValue, arguments in
            guard let value = NativeArguments("scaledValue", arguments)["for"] else {
                throw self.failure(.missingArgument("for", callee: "scaledValue"))
            }
            // A value LayoutLens cannot know stays one: its scaled value is unknown too.
            if self.interpreter.isUnseen(value) { return value }
            let number = try self.number(value, "for")
            guard let size = self.dynamicTypeSize(compatibleWith: NativeArguments("scaledValue", arguments)["compatibleWith"]) else {
                return self.undefinedValue("UIFontMetrics.scaledValue(for:compatibleWith:)")
            }
            return .cgFloat(ScaledMetricRule.scaled(number, relativeTo: style(of: metricsValue), at: size))
        })
        type.addMethod("scaledFont", .hosted("scaledFont", labels: nil) { `self`, metricsValue, arguments in
            let named = NativeArguments("scaledFont", arguments)
            // A font LayoutLens cannot know (`UIFont(descriptor:size:)`): its scaled font is that
            // font, which `.font(_:)` assumes is the body font, with a warning.
            if let given = named["for"], self.interpreter.isUnseen(given) { return given }
            guard case let .native(native)? = named["for"], var descriptor = native.payload as? FontDescriptor else {
                throw self.failure(.missingArgument("for", callee: "scaledFont"))
            }
            guard let dynamicTypeSize = self.dynamicTypeSize(compatibleWith: named["compatibleWith"]) else {
                return self.undefinedValue("UIFontMetrics.scaledFont(for:compatibleWith:)")
            }
            var size = ScaledMetricRule.scaled(descriptor.size, relativeTo: style(of: metricsValue), at: dynamicTypeSize)
            if let maximum = named["maximumPointSize"] { size = min(size, try self.number(maximum, "maximumPointSize")) }
            descriptor.size = size
            return self.interpreter.nativeValue("UIFont", descriptor)
        })
    }

    /// The SwiftUI text style of UIKit's `UIFont.TextStyle` case `name` (`title1` and `caption1`
    /// are SwiftUI's `title` and `caption`).
    func textStyle(uiKitName name: String) throws -> TextStyle {
        let swiftUIName = ["title1": "title", "caption1": "caption"][name] ?? name
        guard let style = TextStyle(rawValue: swiftUIName) else { throw failure(.noMemberOnType(name, type: "UIFont.TextStyle"), naming: name) }
        return style
    }
}
