import LayoutEngine
import SwiftInterpreter

/// The colour a `UIColor` or `NSColor` holds, as the layout engine draws it.
struct PlatformColor: Hashable {
    var color: ColorValue
}

/// UIKit's `UIColor` and AppKit's `NSColor` as values a screen passes to SwiftUI's
/// `Color(uiColor:)`/`Color(nsColor:)`/`Color(_:)` (Apple docs, "UIColor"):
/// - the semantic and system colours (`label`, `systemBackground`, `systemGray5`, `systemBlue`,
///   `tintColor`), drawn with their light and dark values as `Color(.label)` is;
/// - the fixed colours with the components UIKit documents (`red` is 1, 0, 0; `darkGray` 1/3
///   white; `lightGray` 2/3; `gray` 0.5; `orange` 1, 0.5, 0; `purple` 0.5, 0, 0.5; `brown`
///   0.6, 0.4, 0.2; `magenta` 1, 0, 1; `cyan` 0, 1, 1; `yellow` 1, 1, 0);
/// - `init(red:green:blue:alpha:)`, `init(white:alpha:)`, `init(hue:saturation:brightness:alpha:)`,
///   `init(_ color: Color)`, `init(named:)` from the module's colour sets (nil when none is
///   named so, as documented), `withAlphaComponent(_:)`;
/// - `init(dynamicProvider:)` (`UIColor { traits in … }`): the provider is called once with the
///   light appearance's traits (`userInterfaceStyle == .light`), the appearance LayoutLens lays
///   out in; its dark answer is not drawn in dark renders (an approximation).
extension SwiftUIRuntime {
    static let fixedPlatformColors: [String: (Double, Double, Double, Double)] = [
        "black": (0, 0, 0, 1), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
        "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1),
        "cyan": (0, 1, 1, 1), "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1),
        "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
    ]

    func registerPlatformColors() {
        registerTraitCollection()
        for typeName in ["UIColor", "NSColor"] {
            guard let type = registerAppleType(typeName) else { continue }
            type.conformances = ["Hashable", "Equatable"]
            func make(_ interpreter: Interpreter, _ color: ColorValue) -> Value { interpreter.nativeValue(typeName, PlatformColor(color: color)) }
            for (name, (red, green, blue, alpha)) in Self.fixedPlatformColors {
                type.staticValues[name] = make(interpreter, .rgb(red: red, green: green, blue: blue, opacity: alpha))
            }
            for system in SystemColor.allCases {
                if let color = SystemColor(uiKitName: system.rawValue), type.staticValues[system.rawValue] == nil {
                    type.staticValues[system.rawValue] = make(interpreter, .system(color))
                }
            }
            for (name, color) in [("systemRed", SystemColor.red), ("systemOrange", .orange), ("systemYellow", .yellow), ("systemGreen", .green),
                                  ("systemMint", .mint), ("systemTeal", .teal), ("systemCyan", .cyan), ("systemBlue", .blue),
                                  ("systemIndigo", .indigo), ("systemPurple", .purple), ("systemPink", .pink), ("systemBrown", .brown),
                                  ("systemGray", .gray), ("tintColor", .accentColor), ("labelColor", .label),
                                  ("secondaryLabelColor", .secondaryLabel), ("tertiaryLabelColor", .tertiaryLabel),
                                  ("windowBackgroundColor", .systemBackground), ("controlBackgroundColor", .secondarySystemBackground),
                                  ("separatorColor", .separator), ("controlAccentColor", .accentColor), ("linkColor", .link)] {
                type.staticValues[name] = make(interpreter, .system(color))
            }
            initializer(typeName) { `self`, arguments in try self.platformColor(typeName, arguments) }
            type.addMethod("withAlphaComponent", .hosted("withAlphaComponent") { runtime, selfValue, arguments in
                let interpreter = runtime.interpreter
                guard let color = selfValue.nativePayload(PlatformColor.self)?.color, let given = arguments.first?.value else { return selfValue }
                let alpha = try runtime.number(given, "alpha")
                switch color {
                case let .rgb(red, green, blue, _): return make(interpreter, .rgb(red: red, green: green, blue: blue, opacity: alpha))
                case let .system(system), let .faded(system, _): return make(interpreter, .faded(system, opacity: alpha))
                }
            })
        }
    }

    private func platformColor(_ typeName: String, _ arguments: NativeArguments) throws -> Value {
        func make(_ color: ColorValue) -> Value { interpreter.nativeValue(typeName, PlatformColor(color: color)) }
        let alpha = try arguments["alpha"].map { try number($0, "alpha") } ?? 1
        if let red = arguments["red"], let green = arguments["green"], let blue = arguments["blue"] {
            return make(.rgb(red: try number(red, "red"), green: try number(green, "green"), blue: try number(blue, "blue"), opacity: alpha))
        }
        if let white = arguments["white"] {
            let w = try number(white, "white")
            return make(.rgb(red: w, green: w, blue: w, opacity: alpha))
        }
        if let hue = arguments["hue"], let saturation = arguments["saturation"], let brightness = arguments["brightness"] {
            let (r, g, b) = ColorConversion.rgb(hue: try number(hue, "hue"), saturation: try number(saturation, "saturation"),
                                                brightness: try number(brightness, "brightness"))
            return make(.rgb(red: r, green: g, blue: b, opacity: alpha))
        }
        if let name = arguments["named"] {
            // `UIColor(named:)` is failable: nil when no colour set has the name (Apple docs).
            guard case let .string(text) = Self.unwrapped(name), resources.color(named: text) != nil,
                  let color = try assetColor(NativeArguments(typeName, [CallArgument(nil, .string(text))])) else {
                warn(.libraryAssumedValue("\(typeName)(named:)", reason: "names no colour set of the module", assumption: "nil"),
                     at: interpreter.currentRange)
                return .nil
            }
            return .optional(make(color))
        }
        let provider = arguments["dynamicProvider"].flatMap { value -> Function? in
            if case let .function(function) = value { return function }
            return nil
        } ?? arguments.trailingClosure
        if let provider {
            let traits = interpreter.nativeValue("UITraitCollection", canvasTraits)
            return try interpreter.call(provider, [traits])
        }
        if let given = arguments.unlabelled.first ?? arguments["cgColor"] {
            if let payload = given.nativePayload(ColorPayload.self) { return make(payload.color) }
            if let platform = given.nativePayload(PlatformColor.self) { return make(platform.color) }
        }
        return undefinedValue(typeName + "(" + arguments.labels.map { $0 + ":" }.joined() + ")")
    }

    /// `UITraitCollection` as a dynamic colour provider is given it: the light appearance.
    private func registerTraitCollection() {
        let style = interpreter.type(named: "UIUserInterfaceStyle") ?? interpreter.declareType("UIUserInterfaceStyle", kind: .enumType)
        if style.cases.isEmpty {
            style.conformances = ["Hashable", "Equatable"]
            for name in ["unspecified", "light", "dark"] { style.addCase(EnumCase(name: name)) }
        }
        guard let traits = registerAppleType("UITraitCollection") else { return }
        // `UITraitCollection(userInterfaceStyle: .dark)`, `UITraitCollection(preferredContentSizeCategory:
        // .extraLarge)` (Apple docs, "UITraitCollection"): a collection holding that one trait,
        // the others unspecified (`TraitCollections.swift`).
        initializer("UITraitCollection") { `self`, arguments in
            var traits = TraitCollectionTraits(userInterfaceStyle: "unspecified",
                                               preferredContentSizeCategory: Self.unspecifiedContentSizeCategory)
            if let given = arguments["userInterfaceStyle"] {
                let name = Self.memberName(given) ?? "unspecified"
                guard ["unspecified", "light", "dark"].contains(name) else { throw self.failure("UIUserInterfaceStyle has no case '\(name)'") }
                traits.userInterfaceStyle = name
            } else if let given = arguments["preferredContentSizeCategory"] {
                if self.interpreter.isUnseen(given) { return self.undefinedValue("UITraitCollection(preferredContentSizeCategory:)") }
                let name = try self.caseName(Self.unwrapped(given), "UIContentSizeCategory")
                guard name == Self.unspecifiedContentSizeCategory || Self.sizeCategories[name] != nil else {
                    throw self.failure(.noMemberOnType(name, type: "UIContentSizeCategory"), naming: name)
                }
                traits.preferredContentSizeCategory = name
            } else {
                return self.undefinedValue("UITraitCollection(" + arguments.labels.map { $0 + ":" }.joined() + ")")
            }
            return self.interpreter.nativeValue("UITraitCollection", traits)
        }
        traits.computedProperties["userInterfaceStyle"] = ComputedProperty(getter: .hosted("userInterfaceStyle") { runtime, selfValue, _ in
            runtime.enumCase("UIUserInterfaceStyle", selfValue.nativePayload(TraitCollectionTraits.self)?.userInterfaceStyle ?? "light")
        })
        traits.computedProperties["preferredContentSizeCategory"] = ComputedProperty(getter: .hosted("preferredContentSizeCategory") { runtime, selfValue, _ in
            runtime.enumCase("UIContentSizeCategory", selfValue.nativePayload(TraitCollectionTraits.self)?.preferredContentSizeCategory
                             ?? Self.unspecifiedContentSizeCategory)
        })
        traits.staticComputed["current"] = ComputedProperty(getter: .hosted("current") { runtime, _, _ in
            runtime.interpreter.nativeValue("UITraitCollection", runtime.canvasTraits)
        })
    }
}
