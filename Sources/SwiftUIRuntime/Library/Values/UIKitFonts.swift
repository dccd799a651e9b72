import LayoutEngine
import SwiftInterpreter

/// UIKit's `UIFont` as far as a SwiftUI view uses it: made with `systemFont(ofSize:weight:)`,
/// `boldSystemFont(ofSize:)`, `italicSystemFont(ofSize:)`, `monospacedSystemFont(ofSize:weight:)`,
/// `preferredFont(forTextStyle:)` or `UIFont(name:size:)`, read for its `pointSize`, and handed to
/// SwiftUI as `Font(uiFont)` (also through `as CTFont`, the toll-free bridged Core Text type),
/// which is the same face and size (Apple, `Font.init(_: CTFont)`).
extension SwiftUIRuntime {
    func registerUIKitFonts() {
        let type = interpreter.registerNativeType("UIFont")
        interpreter.register(type, as: "CTFont")
        registerUIFontTextStyle(in: type)
        // `UIFont.Weight`: UIKit's weights have SwiftUI's names (`.regular`, `.semibold`, …; Apple
        // docs, "UIFont.Weight"), and LayoutLens reads both as one weight.
        if let weight = interpreter.type(named: "Font.Weight") { type.nestedTypes["Weight"] = weight }
        // Shared by every file (`library`): the runtime is the one the native is called for.
        func font(_ descriptor: FontDescriptor, _ runtime: SwiftUIRuntime) -> Value { runtime.interpreter.nativeValue("UIFont", descriptor) }
        func sized(_ arguments: [CallArgument], _ name: String, _ runtime: SwiftUIRuntime) throws -> FontDescriptor {
            try runtime.systemFontDescriptor(arguments, name)
        }
        type.addMethod("systemFont", .hosted("systemFont", labels: nil) { `self`, _, arguments in
            font(try sized(arguments, "systemFont", self), self)
        }, isStatic: true)
        type.addMethod("monospacedSystemFont", .hosted("monospacedSystemFont", labels: nil) { `self`, _, arguments in
            font(try sized(arguments, "monospacedSystemFont", self), self)
        }, isStatic: true)
        type.addMethod("italicSystemFont", .hosted("italicSystemFont", labels: nil) { `self`, _, arguments in
            font(try sized(arguments, "italicSystemFont", self), self)
        }, isStatic: true)
        type.addMethod("boldSystemFont", .hosted("boldSystemFont", labels: nil) { `self`, _, arguments in
            var descriptor = try sized(arguments, "boldSystemFont", self)
            descriptor.weight = .bold
            return font(descriptor, self)
        }, isStatic: true)
        type.addMethod("preferredFont", .hosted("preferredFont", labels: nil) { `self`, _, arguments in
            font(try self.preferredFontDescriptor(NativeArguments("preferredFont", arguments), textStyleLabel: "forTextStyle"), self)
        }, isStatic: true)
        type.initializers.append(.hosted("init", labels: ["name", "size"]) { `self`, _, arguments in
            // `UIFont(name:size:)` is optional: nil when the app does not bundle the face.
            // Kept non-nil (the system font with a warning when no bundled face has the name), so
            // `UIFont(name:size:)!` does not stop the preview.
            return .some(font(try self.customFont(NativeArguments("UIFont", arguments), uiKit: true), self))
        })
        // `font.withSize(20)`: the same face at another size (Apple docs, `UIFont.withSize(_:)`).
        type.addMethod("withSize", .hosted("withSize", labels: [nil]) { `self`, selfValue, arguments in
            guard case let .native(native) = selfValue, var descriptor = native.payload as? FontDescriptor else { return selfValue }
            descriptor.size = try self.fontSize(arguments.first?.value ?? .int(0), "withSize")
            return font(descriptor, self)
        })
        type.computedProperties["pointSize"] = Self.fontPointSize()
        // UIKit's standard sizes (`UIFont.labelFontSize`, `systemFontSize`, `smallSystemFontSize`,
        // class properties): Apple's pages give no number; 17, 14 and 12 pt on iOS are what apps
        // note beside them (nyssance/GenosSwift's `UIFont+Extension.swift`: `labelFontSize //
        // 17`, `systemFontSize // 14`, `smallSystemFontSize // 12`). Unverified on a device
        // (docs/apple-library.md).
        for (name, size) in [("labelFontSize", 17.0), ("systemFontSize", 14.0), ("smallSystemFontSize", 12.0)] {
            type.staticValues[name] = .cgFloat(size)
        }
        registerUIKitFontLineMetrics(in: type)
        registerUIKitFontDescriptors(font: type)
        registerFontRegistration()
        // `Font(uiFont)`, `Font(ctFont)`, `Font(nsFont)` (`AppKitFonts`): the same face and size.
        interpreter.type(named: "Font")?.initializers.append(.hosted("init", labels: [nil]) { `self`, _, arguments in
            // A font LayoutLens cannot know (`Font(label.font)` of a stand-in): that value's font,
            // which `.font(_:)` assumes is the body font, with a warning.
            if let given = arguments.first?.value, self.interpreter.isUnseen(given) { return given }
            guard case let .native(native)? = arguments.first?.value, ["UIFont", "NSFont"].contains(native.type.name),
                  let descriptor = native.payload as? FontDescriptor else {
                throw self.failure("no initializer of 'Font' takes (_:) with a value of type "
                                   + "'\(arguments.first.map { self.interpreter.typeName(of: $0.value) } ?? "()")'")
            }
            return self.interpreter.nativeValue("Font", descriptor)
        })
    }

    /// The font `systemFont(ofSize:weight:)` (and its monospaced, bold and italic kin) of UIKit
    /// and AppKit describe: `ofSize` points, `weight` or regular.
    func systemFontDescriptor(_ arguments: [CallArgument], _ name: String) throws -> FontDescriptor {
        let named = NativeArguments(name, arguments)
        guard let size = named["ofSize"] else { throw failure(.missingArgument("ofSize", callee: name)) }
        var descriptor = FontDescriptor(size: try fontSize(size, "ofSize"))
        if let weight = named["weight"] { descriptor.weight = try fontWeight(weight) }
        return descriptor
    }

    /// A `UIFont`'s or `NSFont`'s `pointSize`: its descriptor's size.
    static func fontPointSize() -> ComputedProperty {
        ComputedProperty(getter: .native("pointSize") { _, selfValue, _ in
            guard case let .native(native) = selfValue, let descriptor = native.payload as? FontDescriptor else { return .cgFloat(0) }
            return .cgFloat(descriptor.size)
        })
    }

    /// A font's point size: a number, or the body text style's size for a value LayoutLens cannot
    /// know (a member of Apple's type it does not model, another file's constant), with a warning,
    /// as `Font.system(size:)` takes one: the file compiles, so the value is a `CGFloat` there.
    func fontSize(_ value: Value, _ name: String) throws -> Double {
        guard interpreter.isUnseen(value) else { return try number(value, name) }
        assumed("the body size, \(Int(TextStyle.body.defaultFont.size)) pt", for: value)
        return TextStyle.body.defaultFont.size
    }

    /// UIKit's `UIFont.TextStyle`, a type of its own nested in `UIFont` (Apple docs:
    /// `UIFont.TextStyle`, a struct of static members `.largeTitle` … `.caption2`), so a property
    /// or parameter declared with it holds a style and `UIFont.TextStyle.body` (or the same through
    /// a `typealias` of `UIFont`) names one; `preferredFont(forTextStyle:)` and `UIFontMetrics`
    /// read the case name.
    private func registerUIFontTextStyle(in font: TypeInfo) {
        let style = interpreter.declareType("UIFont.TextStyle", kind: .enumType)
        style.conformances = ["Hashable", "Equatable"]
        for name in ["largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
                     "footnote", "caption1", "caption2", "extraLargeTitle", "extraLargeTitle2"] {
            style.addCase(EnumCase(name: name))
        }
        font.nestedTypes["TextStyle"] = style
    }
}
