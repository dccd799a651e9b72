import LayoutEngine
import SwiftInterpreter

/// UIKit's `UIFontDescriptor` as far as Dynamic Type code reads it (Apple docs,
/// "UIFontDescriptor"): `preferredFontDescriptor(withTextStyle:[compatibleWith:])` is the text
/// style's font at the trait collection's content size category (else the canvas's), read for its
/// `pointSize`; `withSize(_:)`; `withSymbolicTraits(_:)` with `.traitBold` (the bold weight) or
/// `.traitMonoSpace` (SF Mono), other traits kept as they are with `approximatedView`;
/// `addingAttributes(_:)` keeps the font as it is with `approximatedView` (a font feature such as
/// monospaced figures is not read from the attributes). `UIFont(descriptor:size:)` is that font at
/// `size`, or at the descriptor's size when `size` is 0 (Apple docs, `init(descriptor:size:)`:
/// "Specify 0.0 to keep the point size in the font descriptor"); `font.fontDescriptor` gives it
/// back. `UIFont.preferredFont(forTextStyle:compatibleWith:)` shares the rule.
///
/// The point sizes are the project's one Dynamic Type table (`DynamicTypeSize.size(of:)`, Apple's
/// Human Interface Guidelines, "Typography"); a preferred font is the style's at the canvas's
/// size, so `pointSize` of `.body` at `--dynamic-type xxxLarge` is 23 (iosfontsizes.com: "The
/// current point size from preferredFont(forTextStyle:) already includes scaling").
extension SwiftUIRuntime {
    static let fontDescriptorTypeName = "UIFontDescriptor"

    func registerUIKitFontDescriptors(font: TypeInfo) {
        guard let type = registerAppleType(Self.fontDescriptorTypeName) else { return }
        func descriptor(_ value: FontDescriptor, _ runtime: SwiftUIRuntime) -> Value {
            runtime.interpreter.nativeValue(Self.fontDescriptorTypeName, value)
        }
        type.addMethod("preferredFontDescriptor", .hosted("preferredFontDescriptor", labels: nil) { runtime, _, arguments in
            descriptor(try runtime.preferredFontDescriptor(NativeArguments("preferredFontDescriptor", arguments),
                                                           textStyleLabel: "withTextStyle"), runtime)
        }, isStatic: true)
        type.computedProperties["pointSize"] = Self.fontPointSize()
        type.addMethod("withSize", .hosted("withSize", labels: [nil]) { runtime, selfValue, arguments in
            guard var font = selfValue.nativePayload(FontDescriptor.self) else { return selfValue }
            font.size = try runtime.fontSize(arguments.first?.value ?? .int(0), "withSize")
            return descriptor(font, runtime)
        })
        type.addMethod("withSymbolicTraits", .hosted("withSymbolicTraits", labels: [nil]) { runtime, selfValue, arguments in
            guard var font = selfValue.nativePayload(FontDescriptor.self) else { return selfValue }
            for trait in runtime.symbolicTraitNames(arguments.first?.value ?? .nil) {
                switch trait {
                case "traitBold": font.weight = .bold
                case "traitMonoSpace": font.design = .monospaced
                default: runtime.warn(.approximatedView("UIFontDescriptor.withSymbolicTraits(.\(trait))",
                                                        rule: "the trait is not applied; the font is measured without it"))
                }
            }
            // Optional in UIKit: nil when no font has the traits; the system font has these.
            return .optional(descriptor(font, runtime))
        })
        type.addMethod("addingAttributes", .hosted("addingAttributes", labels: [nil]) { runtime, selfValue, _ in
            runtime.warn(.approximatedView("UIFontDescriptor.addingAttributes(_:)",
                                           rule: "the attributes are not read; the font is measured as it was"))
            return selfValue
        })
        font.initializers.append(.hosted("init", labels: ["descriptor", "size"]) { runtime, _, arguments in
            let named = NativeArguments("UIFont", arguments)
            // A descriptor LayoutLens cannot know (`UIFontDescriptor()`): that value's font.
            if let given = named["descriptor"], runtime.interpreter.isUnseen(given) { return given }
            guard var made = named["descriptor"]?.nativePayload(FontDescriptor.self) else {
                throw runtime.failure(.missingArgument("descriptor", callee: "UIFont"))
            }
            let size = try runtime.fontSize(named["size"] ?? .int(0), "size")
            if size > 0 { made.size = size }
            return runtime.interpreter.nativeValue("UIFont", made)
        })
        font.computedProperties["fontDescriptor"] = ComputedProperty(getter: .hosted("fontDescriptor") { runtime, selfValue, _ in
            guard let made = selfValue.nativePayload(FontDescriptor.self) else { return runtime.undefinedValue("UIFont.fontDescriptor") }
            return descriptor(made, runtime)
        })
    }

    /// The font `preferredFont(forTextStyle:compatibleWith:)` and
    /// `preferredFontDescriptor(withTextStyle:compatibleWith:)` give: the style's font at the
    /// traits' Dynamic Type size (the canvas's without traits, or with traits LayoutLens cannot
    /// know, then with a warning). Without traits it keeps its text style, as SwiftUI's text-style
    /// fonts do, so a `Font(uiFont)` under `.dynamicTypeSize(_:)` grows with it (**unverified**:
    /// UIKit's font has a fixed size once made); with traits it is that fixed size.
    func preferredFontDescriptor(_ arguments: NativeArguments, textStyleLabel: String) throws -> FontDescriptor {
        let name = try caseName(arguments[textStyleLabel] ?? .nil, "UIFont.TextStyle")
        let style = try textStyle(uiKitName: name)
        let traits = arguments["compatibleWith"]
        var size = dynamicTypeSize(compatibleWith: traits)
        if size == nil, let traits {
            assumed("the canvas's Dynamic Type size, \(settings.dynamicTypeSize.rawValue)", for: traits)
            size = settings.dynamicTypeSize
        }
        var font = style.defaultFont.scaled(to: size ?? settings.dynamicTypeSize)
        if let traits, !traits.isNilLiteral { font.textStyle = nil }
        return font
    }

    /// The case names of a `UIFontDescriptor.SymbolicTraits` value: one member or an array of them.
    private func symbolicTraitNames(_ value: Value) -> [String] {
        if case let .array(items) = value { return items.compactMap { Self.memberName($0) } }
        return Self.memberName(value).map { [$0] } ?? []
    }
}

private extension Value {
    /// `compatibleWith: nil`: the current traits, as no argument.
    var isNilLiteral: Bool {
        if case .nil = self { return true }
        return false
    }
}
