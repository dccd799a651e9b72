import LayoutEngine
import SwiftFrontEnd
import SwiftInterpreter

/// SwiftUI's protocols, its result builder and its small enums, declared before the file is
/// loaded so that the file's conformances (`struct Card: View`) and extensions
/// (`extension View { func card() -> some View }`) attach to them.
extension SwiftUIRuntime {
    static let protocolNames = [
        "View", "Shape", "InsettableShape", "ShapeStyle", "ViewModifier", "PreviewProvider", "ObservableObject",
        "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "Layout", "AlignmentID", "EnvironmentKey",
        "PreferenceKey", "LayoutValueKey", "App", "Scene", "DynamicProperty", "Animatable", "VectorArithmetic",
        "GeometryEffect", "GroupBoxStyle", "ProgressViewStyle", "LabeledContentStyle", "TextFieldStyle",
    ]

    /// SwiftUI's protocols, small enums, views and value types (colours, fonts, alignments,
    /// edges), registered once per process and copied into
    /// each file's interpreter with the standard library (`LibrarySnapshot`): their natives
    /// capture no runtime (`Function.hosted`). Registered by a runtime of an empty file, which
    /// nothing keeps (`libraryRegistrarWasReleased`).
    static let library: LibrarySnapshot = {
        var registrar: SwiftUIRuntime? = SwiftUIRuntime(module: [SwiftParser.parse(text: "", file: "").0],
                                                        library: .standardLibrary)
        declareProtocols(in: registrar!.interpreter)
        registerEnums(in: registrar!.interpreter)
        registrar!.registerViews()
        registrar!.registerValueTypes()
        registrar!.registerEffectValues()
        registrar!.registerBuiltInStyleTypes()
        nestDottedEnums(in: registrar!.interpreter)
        let snapshot = LibrarySnapshot(of: registrar!.interpreter)
        viewMethods = registrar!.interpreter.type(named: "View")?.methods ?? [:]
        weak var released = registrar
        registrar = nil
        libraryRegistrarWasReleased = released == nil
        return snapshot
    }()

    /// `View`'s methods in `library` (modifiers registered with the views).
    static var libraryViewMethods: [String: [Function]] {
        _ = library
        return viewMethods
    }

    nonisolated(unsafe) private static var viewMethods: [String: [Function]] = [:]

    /// Whether the runtime that registered `library` was freed once it had: a native that kept
    /// it would run with that empty file's runtime instead of its own.
    nonisolated(unsafe) static var libraryRegistrarWasReleased = false

    private static func declareProtocols(in interpreter: Interpreter) {
        for name in Self.protocolNames { interpreter.declareType(name, kind: .protocolType) }
        interpreter.type(named: "Shape")?.conformances = ["View", "Animatable"]
        interpreter.type(named: "InsettableShape")?.conformances = ["Shape"]
        interpreter.type(named: "GeometryEffect")?.conformances = ["ViewModifier", "Animatable"]
        // Apple docs, `PreferenceKey.defaultValue`: "Default implementation provided" where the
        // value is optional (`extension PreferenceKey where Value: ExpressibleByNilLiteral`), so a
        // key declaring only `reduce(value: inout CGSize?, …)` starts from nil. A key with a
        // non-optional value must declare its own (else it does not compile), which wins.
        interpreter.type(named: "PreferenceKey")?.staticComputed["defaultValue"] = ComputedProperty(getter: .native("defaultValue") { _, _, _ in .nil })
        // `let _ = Self._printChanges()`, a debugging aid in view bodies: prints nothing here.
        interpreter.type(named: "View")?.addMethod("_printChanges", .native("_printChanges") { _, _, _ in .void }, isStatic: true)
        interpreter.type(named: "View")?.addMethod("_logChanges", .native("_logChanges") { _, _, _ in .void }, isStatic: true)
    }

    /// The result builders of the protocols' requirements and `ViewBuilder` (the protocols and
    /// enums themselves come with the interpreter: `library`).
    func registerProtocols() {
        // A `body` (and a style's `makeBody`, a modifier's `body(content:)`) is a view builder.
        interpreter.implicitBuilders["View"] = ["body": "ViewBuilder"]
        interpreter.implicitBuilders["ViewModifier"] = ["body": "ViewBuilder"]
        interpreter.implicitBuilders["PreviewProvider"] = ["previews": "ViewBuilder"]
        interpreter.implicitBuilders["ButtonStyle"] = ["makeBody": "ViewBuilder"]
        interpreter.implicitBuilders["PrimitiveButtonStyle"] = ["makeBody": "ViewBuilder"]
        interpreter.implicitBuilders["LabelStyle"] = ["makeBody": "ViewBuilder"]
        interpreter.implicitBuilders["ToggleStyle"] = ["makeBody": "ViewBuilder"]
        // Apple, `GroupBoxStyle.makeBody(configuration:)` and `ProgressViewStyle.makeBody(configuration:)`:
        // both `@ViewBuilder`, as the styles above.
        interpreter.implicitBuilders["GroupBoxStyle"] = ["makeBody": "ViewBuilder"]
        interpreter.implicitBuilders["ProgressViewStyle"] = ["makeBody": "ViewBuilder"]
        // Apple, `LabeledContentStyle.makeBody(configuration:)`: `@ViewBuilder` too.
        interpreter.implicitBuilders["LabeledContentStyle"] = ["makeBody": "ViewBuilder"]
        // The style modifiers look a deferred implicit member up on their protocol themselves
        // (`StyleModifiers`, `toggleStyle`), so `.vertical` beside a label style's static stays
        // free for a parameter of another type (`ConstrainedProtocolStatics`).
        interpreter.protocolsResolvingDeferredMembers = ["ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle",
                                                         "GroupBoxStyle", "ProgressViewStyle", "LabeledContentStyle", "TextFieldStyle"]
        registerViewBuilder()
    }

    /// `ViewBuilder`: a block is the list of its views, an `if` without `else` its view or
    /// nothing, `if`/`else` and `switch` the branch taken. It has no `buildArray`, so a `for` loop
    /// in a view body is an error as in Swift (`ForEach` is the view for that).
    private func registerViewBuilder() {
        let list: (Interpreter, [Value]) throws -> Value = { [unowned self] _, parts in
            parts.count == 1 ? parts[0] : self.view("TupleView", .list(parts))
        }
        interpreter.resultBuilders["ViewBuilder"] = ResultBuilder(
            name: "ViewBuilder",
            buildBlock: list,
            buildOptional: { [unowned self] _, value in value ?? self.view("EmptyView", .list([])) },
            buildEitherFirst: { _, value in value },
            buildEitherSecond: { _, value in value },
            buildLimitedAvailability: { _, value in value })
    }

    /// SwiftUI enums that user code compares and switches over (`colorScheme == .dark`).
    private static let libraryEnums: [(String, [String])] = [
        ("ColorScheme", ["light", "dark"]),
        ("ColorSchemeContrast", ["standard", "increased"]),
        ("ContentSizeCategory", ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                                 "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
                                 "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]),
        ("DynamicTypeSize", ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
                             "accessibility2", "accessibility3", "accessibility4", "accessibility5"]),
        ("UserInterfaceSizeClass", ["compact", "regular"]),
        ("LayoutDirection", ["leftToRight", "rightToLeft"]),
        ("LegibilityWeight", ["regular", "bold"]),
        ("Edge", ["top", "leading", "bottom", "trailing"]),
        ("Axis", ["horizontal", "vertical"]),
        // `ScrollView(Axis.Set.horizontal)`: an option set in SwiftUI; its two members are
        // all a scroll view or grid reads (`[.horizontal, .vertical]` is an array of them).
        ("Axis.Set", ["horizontal", "vertical"]),
        ("ContentMode", ["fit", "fill"]),
        ("TextAlignment", ["leading", "center", "trailing"]),
        ("RoundedCornerStyle", ["circular", "continuous"]),
        ("ScenePhase", ["background", "inactive", "active"]),
        // A view's own state declared with it (`@State var editMode: EditMode = .inactive`,
        // compared with `== .active`) and handed to `.environment(\.editMode, $editMode)`,
        // which changes no frame (Apple docs: `enum EditMode` with `inactive`, `transient`,
        // `active`).
        ("EditMode", ["inactive", "transient", "active"]),
        ("ControlActiveState", ["key", "active", "inactive"]),
        // An option set in SwiftUI; a set of reasons is an array of them, as `Axis.Set`'s.
        ("RedactionReasons", ["placeholder", "privacy", "invalidated"]),
        // An option set in SwiftUI (Apple, `SymbolVariants`: `none`, `fill`, `circle`, `square`,
        // `rectangle`, `slash`), read from `EnvironmentValues.symbolVariants`; a combination is
        // an array of them, as `RedactionReasons`'s.
        ("SymbolVariants", ["none", "fill", "circle", "square", "rectangle", "slash"]),
        // A set of traits in SwiftUI (Apple docs, "AccessibilityTraits", "Getting traits"), kept
        // in a property (`var traits: AccessibilityTraits { isTappable ? .isButton : [] }`) and
        // handed to `.accessibilityAddTraits(_:)`, which changes no frame; a combination is an
        // array of them, as `RedactionReasons`'s.
        ("AccessibilityTraits", ["allowsDirectInteraction", "causesPageTurn", "isButton", "isHeader", "isImage", "isKeyboardKey",
                                 "isLink", "isModal", "isSearchField", "isSelected", "isStaticText", "isSummaryElement", "isTabBar",
                                 "isToggle", "playsSound", "startsMediaSession", "updatesFrequently"]),
        // Types a property or parameter of a view is declared with (`var mode:
        // NavigationBarItem.TitleDisplayMode { .inline }`), read by the modifiers they feed.
        ("VerticalEdge", ["top", "bottom"]),
        ("HorizontalEdge", ["leading", "trailing"]),
        ("ControlSize", ["mini", "small", "regular", "large", "extraLarge"]),
        // A property or parameter declared with it (`let scale: Image.Scale = .medium`) feeds
        // `.imageScale(_:)` (Apple docs: `Image.Scale`, "enum Scale" with `small`, `medium`,
        // `large`).
        ("Image.Scale", ["small", "medium", "large"]),
        ("SafeAreaRegions", ["all", "container", "keyboard"]),
        ("Visibility", ["automatic", "visible", "hidden"]),
        // A split view's column state, kept in the app's `@State` and bound to
        // `NavigationSplitView(columnVisibility:preferredCompactColumn:…)` (Apple docs: the
        // structures `NavigationSplitViewVisibility` with `all`, `automatic`, `detailOnly`,
        // `doubleColumn`, and `NavigationSplitViewColumn` with `sidebar`, `content`, `detail`;
        // equatable values, modelled as cases). On an iPhone the split view shows its sidebar
        // whatever they say (`registerNavigationSplitView`).
        ("NavigationSplitViewVisibility", ["all", "automatic", "detailOnly", "doubleColumn"]),
        ("NavigationSplitViewColumn", ["sidebar", "content", "detail"]),
        ("Font.TextStyle", ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
                            "footnote", "caption", "caption2", "extraLargeTitle", "extraLargeTitle2"]),
        ("Text.TruncationMode", ["head", "middle", "tail"]),
        // A property declared with it (`var textCase: Text.Case? { … }`) feeds `.textCase(_:)`
        // (Apple docs: `Text.Case`, "enum Case" with `lowercase` and `uppercase`).
        ("Text.Case", ["lowercase", "uppercase"]),
        ("NavigationBarItem.TitleDisplayMode", ["automatic", "inline", "large"]),
        // Structs of static members in SwiftUI, kept in a text field's properties (`let
        // capitalization: TextInputAutocapitalization`, `var submitLabel: SubmitLabel = .done`)
        // and handed to `.textInputAutocapitalization(_:)` and `.submitLabel(_:)`, which change no
        // frame (Apple docs: `TextInputAutocapitalization`'s `characters`, `sentences`, `words`,
        // `never`; `SubmitLabel`'s nine labels, `continue` … `send`).
        ("TextInputAutocapitalization", ["characters", "sentences", "words", "never"]),
        ("SubmitLabel", ["continue", "done", "go", "join", "next", "return", "route", "search", "send"]),
        // A property declared with it (`let position: ToolbarPlacement`) feeds `toolbar(_:for:)`
        // (Apple docs: `struct ToolbarPlacement`, its type properties on iOS; `accessoryBar(id:)`
        // and `bottomOrnament` are macOS's and visionOS's).
        ("ToolbarPlacement", ["automatic", "bottomBar", "navigationBar", "tabBar", "windowToolbar"]),
        // A property declared with it (`let mode: BlendMode`) feeds `.blendMode(_:)` (Apple
        // docs: `enum BlendMode`, its 21 cases).
        ("BlendMode", ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn",
                       "softLight", "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity",
                       "sourceAtop", "destinationOver", "destinationOut", "plusDarker", "plusLighter"]),
        // Charts: a property, parameter or closure result declared with it (`(Bar) ->
        // AnnotationPosition`, `{ $0.value < 0 ? .leading : .trailing }`) feeds
        // `.annotation(position:)` (Apple docs: `struct AnnotationPosition`, its ten type
        // properties `automatic` … `bottomTrailing`, as `ChartAnnotation.Position` models them).
        // Foundation: what `caseInsensitiveCompare(_:)` answers (Apple docs, `enum
        // ComparisonResult`: `orderedAscending`, `orderedSame`, `orderedDescending`).
        ("ComparisonResult", ["orderedAscending", "orderedSame", "orderedDescending"]),
        ("AnnotationPosition", ["automatic", "top", "bottom", "leading", "trailing", "overlay",
                                "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]),
    ]

    /// SwiftUI enums that user code compares and switches over (`colorScheme == .dark`).
    private static func registerEnums(in interpreter: Interpreter) {
        for (name, cases) in libraryEnums {
            let type = interpreter.declareType(name, kind: .enumType)
            type.conformances = ["Hashable", "Equatable", "CaseIterable"]
            for caseName in cases { type.addCase(EnumCase(name: caseName)) }
        }
        // `typeSize < .accessibility1`: both are `Comparable`, in the order of their cases (Apple
        // docs: `enum DynamicTypeSize: Comparable`, `ContentSizeCategory: Comparable`, iOS 14).
        for typeName in ["DynamicTypeSize", "ContentSizeCategory"] { interpreter.type(named: typeName)?.conformances.append("Comparable") }
        // `typeSize.isAccessibilitySize`, `sizeCategory.isAccessibilityCategory`: the five
        // accessibility sizes.
        for (typeName, property) in [("DynamicTypeSize", "isAccessibilitySize"), ("ContentSizeCategory", "isAccessibilityCategory")] {
            interpreter.type(named: typeName)?.computedProperties[property] = ComputedProperty(getter: .native(property) { _, selfValue, _ in
                guard case let .enumValue(instance) = selfValue else { return .bool(false) }
                return .bool(instance.caseName.hasPrefix("accessibility"))
            })
        }
        registerLibraryOptionSetMembers(in: interpreter)
    }

    /// `Font.TextStyle.caption`, `Text.TruncationMode.tail`: a nested enum reached through its
    /// outer type (Swift's nested types, The Swift Programming Language, "Nested Types"). Linked
    /// once every library type is registered, since the outer type (`Font`, a value type) is
    /// registered after these enums. An outer type nothing else registers (`NavigationBarItem`,
    /// a struct in SwiftUI whose only use left is its nested `TitleDisplayMode`) is declared
    /// here, so `NavigationBarItem.TitleDisplayMode.inline` names the case.
    private static func nestDottedEnums(in interpreter: Interpreter) {
        for (name, _) in libraryEnums {
            guard let dot = name.firstIndex(of: "."), let nested = interpreter.type(named: name) else { continue }
            let outerName = String(name[..<dot])
            let outer = interpreter.type(named: outerName) ?? interpreter.declareType(outerName, kind: .structType)
            outer.nestedTypes[String(name[name.index(after: dot)...])] = nested
        }
    }

    /// A case of one of the enums above.
    func enumCase(_ typeName: String, _ caseName: String) -> Value {
        guard let type = interpreter.type(named: typeName) else { return .nil }
        return .enumValue(EnumInstance(type: type, caseName: caseName))
    }
}

/// What `@Environment(\.key)` reads in a preview with default settings on iOS: the defaults Apple
/// documents for `EnvironmentValues` (size category "Large", light appearance, compact width and
/// regular height on an iPhone in portrait, left-to-right, display scale 3).
extension SwiftUIRuntime {
    func defaultEnvironmentValue(_ key: String) -> Value? {
        if let widget = widgetEnvironmentValue(key) { return widget }
        switch key {
        case "colorScheme": return enumCase("ColorScheme", "light")
        case "controlSize": return enumCase("ControlSize", "regular")
        case "colorSchemeContrast": return enumCase("ColorSchemeContrast", "standard")
        case "sizeCategory":
            return enumCase("ContentSizeCategory", Self.sizeCategoryName(for: settings.dynamicTypeSize) ?? "large")
        case "dynamicTypeSize": return enumCase("DynamicTypeSize", settings.dynamicTypeSize.rawValue)
        case "horizontalSizeClass": return .some(enumCase("UserInterfaceSizeClass", device.sizeClasses(in: orientation).horizontal))
        case "verticalSizeClass": return .some(enumCase("UserInterfaceSizeClass", device.sizeClasses(in: orientation).vertical))
        case "layoutDirection": return enumCase("LayoutDirection", "leftToRight")
        case "legibilityWeight": return .some(enumCase("LegibilityWeight", "regular"))
        case "displayScale": return .cgFloat(3)
        case "isEnabled": return .bool(true)
        // Apple, EnvironmentValues.lineLimit (`Int?`): "The default value is nil" (no limit).
        case "lineLimit": return .nil
        // Apple, EnvironmentValues.isScrollEnabled: "The default value of this property is true."
        case "isScrollEnabled": return .bool(true)
        // A preview's scene is in the foreground; its editing is off.
        case "scenePhase": return enumCase("ScenePhase", "active")
        // A preview's window is the key window (Apple docs, "ControlActiveState": `key`); nothing
        // is redacted unless `.redacted(reason:)` says so (Apple docs, "redactionReasons": empty).
        case "controlActiveState": return enumCase("ControlActiveState", "key")
        case "redactionReasons": return .array([])
        case "editMode": return .nil
        // Apple, `EnvironmentValues.symbolVariants`: set "indirectly by using the
        // `symbolVariant(_:)` view modifier"; with none set it is `SymbolVariants.none`
        // ("No variant for a symbol").
        case "symbolVariants": return enumCase("SymbolVariants", "none")
        // Apple, `EnvironmentValues.defaultMinListRowHeight`: "The default minimum height of a
        // row in a list", on iOS the 44-pt row LayoutLens's lists use (`ListMetrics`).
        case "defaultMinListRowHeight": return .cgFloat(ListMetrics.minimumRowHeight)
        // Apple, `EnvironmentValues.locale` ("The current locale that views should use"),
        // `calendar`, `timeZone`: the root environment holds the process's current ones (as
        // OpenSwiftUI's reimplementation sets them, `configureForRoot`; unverified against
        // SwiftUI's source): `Locale.current`, `Calendar.current`, `TimeZone.current` here.
        case "locale", "calendar", "timeZone":
            let typeName = key == "locale" ? "Locale" : key == "calendar" ? "Calendar" : "TimeZone"
            guard let type = interpreter.type(named: typeName) else { return nil }
            return try? interpreter.member(of: .metatype(type), named: "current")
        case "isPresented", "isSearching", "isFocused", "isLuminanceReduced": return .bool(false)
        // Accessibility settings of a default device are off.
        case "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
             "accessibilityInvertColors", "accessibilityVoiceOverEnabled", "accessibilitySwitchControlEnabled",
             "accessibilityShowButtonShapes", "accessibilityEnabled":
            return .bool(false)
        case "dismiss", "openURL", "dismissSearch", "refresh", "openWindow", "dismissWindow", "requestReview":
            // Actions: called only from action closures, which never run in a preview.
            return .function(.native(key) { _, _, _ in .void })
        default: return nil
        }
    }
}
