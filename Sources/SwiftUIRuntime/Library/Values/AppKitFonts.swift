import LayoutEngine
import SwiftInterpreter

/// AppKit's `NSFont` as a macOS SwiftUI view uses it (`import SwiftUI` brings AppKit on macOS):
/// `preferredFont(forTextStyle:)` at macOS's sizes for the text styles, `systemFont(ofSize:weight:)`,
/// `boldSystemFont(ofSize:)`, `monospacedSystemFont(ofSize:weight:)`, read for its `pointSize`
/// and handed to SwiftUI as `Font(nsFont)` (the same face and size, as `Font(uiFont)` is).
extension SwiftUIRuntime {
    /// macOS's text styles at the default size (Apple, Human Interface Guidelines, Typography,
    /// "macOS built-in text styles"): size and weight per style.
    static let macOSTextStyles: [String: (size: Double, weight: FontWeight)] = [
        "largeTitle": (26, .regular), "title1": (22, .regular), "title2": (17, .regular), "title3": (15, .regular),
        "headline": (13, .bold), "subheadline": (11, .regular), "body": (13, .regular), "callout": (12, .regular),
        "footnote": (10, .regular), "caption1": (10, .regular), "caption2": (10, .medium),
    ]

    func registerAppKitFonts() {
        let type = interpreter.registerNativeType("NSFont")
        let style = interpreter.declareType("NSFont.TextStyle", kind: .enumType)
        style.conformances = ["Hashable", "Equatable"]
        for name in Self.macOSTextStyles.keys.sorted() { style.addCase(EnumCase(name: name)) }
        type.nestedTypes["TextStyle"] = style
        func font(_ descriptor: FontDescriptor, _ runtime: SwiftUIRuntime) -> Value { runtime.interpreter.nativeValue("NSFont", descriptor) }
        for name in ["systemFont", "monospacedSystemFont"] {
            type.addMethod(name, .hosted(name, labels: nil) { `self`, _, arguments in
                font(try self.systemFontDescriptor(arguments, name), self)
            }, isStatic: true)
        }
        type.addMethod("boldSystemFont", .hosted("boldSystemFont", labels: nil) { `self`, _, arguments in
            var descriptor = try self.systemFontDescriptor(arguments, "boldSystemFont")
            descriptor.weight = .bold
            return font(descriptor, self)
        }, isStatic: true)
        type.addMethod("preferredFont", .hosted("preferredFont", labels: nil) { `self`, _, arguments in
            let name = try self.caseName(NativeArguments("preferredFont", arguments)["forTextStyle"] ?? .nil, "NSFont.TextStyle")
            guard let metrics = Self.macOSTextStyles[name] else { throw self.failure(.noMemberOnType(name, type: "NSFont.TextStyle"), naming: name) }
            return font(FontDescriptor(size: metrics.size, weight: metrics.weight), self)
        }, isStatic: true)
        type.computedProperties["pointSize"] = Self.fontPointSize()
    }
}
