import LayoutEngine
import SwiftInterpreter

/// A widget configuration as a value (`StaticConfiguration(kind:provider:content:)`,
/// `AppIntentConfiguration`, `IntentConfiguration`): the closure that makes the entry view, and
/// what the configuration's modifiers say of the layout.
struct WidgetConfigurationValue {
    var kind: String
    /// `{ entry in EntryView(entry: entry) }`.
    var content: Function
    /// The configuration's `provider:` (a `TimelineProvider` value), for a preview without entries.
    var provider: Value?
    /// `AppIntentConfiguration(kind:intent:provider:)`'s intent type, made for a provider's
    /// `timeline(for:in:)` when the preview gives none (`using:`).
    var intent: Value?
    /// `.contentMarginsDisabled()`: the entry view gets the whole tile.
    var contentMarginsDisabled = false
    /// `.supportedFamilies([...])`, empty when not given (every family).
    var supportedFamilies: [String] = []
}

/// What the widget preview being laid out says to the modifiers and environment reads below it.
struct WidgetPreviewState {
    var family: WidgetFamily
    var margins: EdgeInsets
    /// The last `containerBackground(for: .widget)` resolved in the entry view.
    var background: ViewNode?
}

/// WidgetKit as far as previews need it: the protocols a widget file conforms to, the
/// configurations, `WidgetFamily`, `Timeline`, and the entries builder of
/// `#Preview(as:) { … } timeline: { … }`. The families' tiles are in `WidgetTile`.
extension SwiftUIRuntime {
    static let widgetConfigurationTypes = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]
    static let timelineBuilderName = "_WidgetTimelineBuilder"

    /// Registered before the module's files load (when first named: `libraryBeforeLoading`), so
    /// `struct W: Widget` and `struct Provider: TimelineProvider` conform to known protocols.
    func registerWidgetKit() {
        for name in ["Widget", "WidgetBundle", "WidgetConfiguration", "TimelineEntry", "TimelineProvider",
                     "AppIntentTimelineProvider", "IntentTimelineProvider", "WidgetConfigurationIntent"] where interpreter.type(named: name) == nil {
            interpreter.declareType(name, kind: .protocolType)
        }
        let family = interpreter.declareType("WidgetFamily", kind: .enumType)
        family.conformances = ["Hashable", "Equatable", "CaseIterable"]
        for member in WidgetFamily.allCases { family.addCase(EnumCase(name: member.rawValue)) }
        // `WidgetFamily` is `CustomStringConvertible`; its description is taken as the case's
        // name, `systemSmall` (**unverified**: a WidgetKit build printing one would settle it).
        family.computedProperties["description"] = ComputedProperty(getter: .native("description") { _, selfValue, _ in
            if case let .enumValue(instance) = selfValue { return .string(instance.caseName) }
            return .string("\(selfValue)")
        })
        let rendering = interpreter.declareType("WidgetRenderingMode", kind: .enumType)
        rendering.conformances = ["Hashable", "Equatable"]
        for member in ["fullColor", "accented", "vibrant"] { rendering.addCase(EnumCase(name: member)) }
    }

    func registerWidgetConfigurations() {
        for name in Self.widgetConfigurationTypes {
            let type = interpreter.registerNativeType(name)
            type.conformances = ["WidgetConfiguration"]
            type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
                let named = NativeArguments(name, arguments)
                guard let content = named.trailingClosure ?? named["content"].flatMap({ if case let .function(f) = $0 { f } else { nil } }) else {
                    throw self.failure(.missingArgument("content", callee: name))
                }
                var kind = ""
                if case let .string(text)? = named["kind"] { kind = text }
                let value = WidgetConfigurationValue(kind: kind, content: content, provider: named["provider"], intent: named["intent"])
                return self.interpreter.nativeValue(name, value)
            })
            // The configuration's modifiers: what the widget gallery shows (name, description),
            // where it may appear; only the margins change the layout.
            for modifier in ["configurationDisplayName", "description", "disfavoredLocations", "containerBackgroundRemovable",
                             "promptsForUserConfiguration", "pushHandler", "onBackgroundURLSessionEvents", "widgetAccentable"] {
                type.addMethod(modifier, .native(modifier, labels: nil) { _, selfValue, _ in selfValue })
            }
            type.addMethod("contentMarginsDisabled", .native("contentMarginsDisabled", labels: nil) { _, selfValue, _ in
                guard case let .native(native) = selfValue, var value = native.payload as? WidgetConfigurationValue else { return selfValue }
                value.contentMarginsDisabled = true
                return .native(NativeValue(type: native.type, payload: value))
            })
            type.addMethod("supportedFamilies", .native("supportedFamilies", labels: nil) { _, selfValue, arguments in
                guard case let .native(native) = selfValue, var value = native.payload as? WidgetConfigurationValue,
                      case let .array(families)? = arguments.first?.value else { return selfValue }
                value.supportedFamilies = families.compactMap { family in
                    switch family {
                    case let .enumValue(instance): return instance.caseName
                    case let .unresolvedMember(member): return member.name
                    default: return nil
                    }
                }
                return .native(NativeValue(type: native.type, payload: value))
            })
        }
    }

    /// `@Parameter(title: "Emoji", default: "😃") var emoji: String` (App Intents), the
    /// configuration a widget's intent carries: it holds its `default:` (or its initial value),
    /// nil without either, and takes what a preview's intent sets (`intent.emoji = "🤩"`).
    func registerIntentParameter() {
        guard var parameter = interpreter.propertyWrappers["State"] else { return }
        let hold = parameter.makeStorage
        parameter.makeStorage = { interpreter, initial, arguments in
            try hold(interpreter, initial ?? arguments.first { $0.label == "default" }?.value ?? .nil, arguments)
        }
        interpreter.propertyWrappers["Parameter"] = parameter
    }

    /// `AccessoryWidgetBackground()`: the Lock Screen widgets' standard backdrop (Apple: "An adaptive
    /// background view that provides a standard appearance based on the widget's environment"),
    /// laid out as a colour is (it takes what it is offered), drawn translucent grey.
    func registerAccessoryWidgetBackground() {
        let type = interpreter.registerNativeType("AccessoryWidgetBackground")
        type.conformances = ["View"]
        type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, _ in
            self.color(.faded(.gray, opacity: 0.3), label: "AccessoryWidgetBackground")
        })
    }

    /// `Timeline(entries:policy:)` and its reload policies, which a provider's `getTimeline`
    /// hands to its completion.
    func registerTimelineTypes() {
        let timeline = interpreter.registerNativeType("Timeline")
        timeline.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let named = NativeArguments("Timeline", arguments)
            guard case let .array(entries)? = named["entries"] else { throw self.failure(.missingArgument("entries", callee: "Timeline")) }
            return self.interpreter.nativeValue("Timeline", TimelineValue(entries: entries))
        })
        timeline.computedProperties["entries"] = ComputedProperty(getter: .native("entries") { _, selfValue, _ in
            guard case let .native(native) = selfValue, let value = native.payload as? TimelineValue else { return .array([]) }
            return .array(value.entries)
        })
        let policy = interpreter.declareType("TimelineReloadPolicy", kind: .enumType)
        for member in ["atEnd", "never"] { policy.addCase(EnumCase(name: member)) }
        policy.addMethod("after", .native("after", labels: nil) { [unowned self] _, _, _ in self.enumCase("TimelineReloadPolicy", "atEnd") },
                         isStatic: true)
    }

    /// The entries of `timeline: { Entry(…); Entry(…) }`: every expression an entry, `if` and
    /// `for` as in any builder (`PreviewTimelineBuilder` in WidgetKit).
    func registerTimelineBuilder() {
        registerListBuilder(Self.timelineBuilderName)
    }

    /// A result builder whose every expression is one element of the list it builds (`if`,
    /// `for` and nested blocks adding theirs): WidgetKit's timeline and content-state builders,
    /// and `DynamicIslandExpandedContentBuilder`'s regions.
    func registerListBuilder(_ name: String) {
        func flat(_ parts: [Value]) -> Value {
            .array(parts.flatMap { part -> [Value] in if case let .array(values) = part { values } else { [part] } })
        }
        interpreter.resultBuilders[name] = ResultBuilder(
            name: name,
            buildBlock: { _, parts in flat(parts) },
            buildExpression: { _, value in .array([value]) },
            buildOptional: { _, value in value ?? .array([]) },
            buildEitherFirst: { _, value in value },
            buildEitherSecond: { _, value in value },
            buildArray: { _, parts in flat(parts) },
            buildLimitedAvailability: { _, value in value })
    }

    /// What `@Environment(\.widgetFamily)` and the other widget keys read in a widget preview.
    func widgetEnvironmentValue(_ key: String) -> Value? {
        if let activity = activityEnvironmentValue(key) { return activity }
        guard let preview = widgetPreview else {
            // Outside a widget (a plain preview of a widget's view, or the app): WidgetKit's
            // defaults, taken as `.systemSmall` and full colour (**unverified**: a view reading
            // them in an app's preview would settle it), so the container background shows, as
            // it does for a system widget (Apple, `showsWidgetContainerBackground`).
            switch key {
            case "widgetFamily": return enumCase("WidgetFamily", WidgetFamily.systemSmall.rawValue)
            case "widgetRenderingMode": return enumCase("WidgetRenderingMode", "fullColor")
            case "showsWidgetContainerBackground": return .bool(true)
            default: return nil
            }
        }
        switch key {
        case "widgetFamily": return enumCase("WidgetFamily", preview.family.rawValue)
        case "widgetContentMargins": return interpreter.nativeValue("EdgeInsets", WidgetTile.defaultContentMargins(preview.family))
        case "widgetRenderingMode": return enumCase("WidgetRenderingMode", "fullColor")
        // Apple's `showsWidgetContainerBackground`: false where the system removes the
        // background, as on the Lock Screen (the accessory families).
        case "showsWidgetContainerBackground": return .bool(!preview.family.isAccessory)
        default: return nil
        }
    }
}

/// `Timeline(entries:policy:)`.
struct TimelineValue {
    var entries: [Value]
}
