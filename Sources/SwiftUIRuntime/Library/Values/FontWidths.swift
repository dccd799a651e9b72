import SwiftInterpreter

/// `Font.Width` (iOS 16; Apple, "Font.Width": `.compressed`, `.condensed`, `.standard`,
/// `.expanded`, or `init(_ value: CGFloat)`), given by `.fontWidth(_:)` on a view, `Font.width(_:)`
/// on a font or `.system(size:weight:design:width:)`. The bundled faces SF Pro is measured with
/// (Inter, `docs/text-metrics.md`) are static fonts with no width axis (`fvar`), so a width other
/// than `.standard` is measured at the standard width, with an `approximatedView` warning naming it.
extension SwiftUIRuntime {
    static let fontWidthNames = ["compressed", "condensed", "standard", "expanded"]

    /// Reads a `Font.Width` and warns when it is not the standard width.
    func fontWidth(_ value: Value) throws -> String {
        let name: String
        if case let .native(native) = value, let given = native.payload as? String, native.type.name == "Font.Width" {
            name = given
        } else {
            name = try caseName(value, "Font.Width")
            guard Self.fontWidthNames.contains(name) else { throw failure(.noMemberOnType(name, type: "Font.Width"), naming: name) }
        }
        if name != "standard" {
            warn(.approximatedView("Font.Width.\(name)", rule: "measured at the standard width (the bundled faces have no width axis)"))
        }
        return name
    }

    /// `Font.Width` and `Font.width(_:)`, with the other font values (`ValueTypes.swift`).
    func registerFontWidths() {
        guard let font = interpreter.type(named: "Font") else { return }
        let width = interpreter.registerNativeType("Font.Width")
        font.nestedTypes["Width"] = width
        for name in Self.fontWidthNames { width.staticValues[name] = interpreter.nativeValue("Font.Width", name) }
        // `Font.Width(0.2)`: a width between the named ones; measured at the standard width too.
        width.initializers.append(.native("init") { interpreter, _, _ in interpreter.nativeValue("Font.Width", "custom") })
        font.addMethod("width", .hosted("width", labels: nil) { runtime, selfValue, arguments in
            if let given = arguments.first?.value { _ = try runtime.fontWidth(given) }
            return selfValue
        })
    }

    /// `.fontWidth(_:)` on a view, with the other style modifiers (`StyleModifiers.swift`).
    func registerFontWidthModifier() {
        guard let view = interpreter.type(named: "View") else { return }
        view.addMethod("fontWidth", .hosted("fontWidth", labels: nil) { runtime, base, arguments in
            // `fontWidth(nil)` keeps the width around it.
            if let given = runtime.optionalArgument(arguments.first?.value) { _ = try runtime.fontWidth(given) }
            return base
        })
    }
}
