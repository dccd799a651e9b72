import LayoutEngine
import SwiftInterpreter

/// `ActivityConfiguration(for: Attributes.self) { context in LockScreenView() } dynamicIsland: { context in DynamicIsland { … } … }`
/// (WidgetKit): a Live Activity's Lock Screen presentation (`content`) and its Dynamic Island.
struct ActivityConfigurationValue {
    /// The `ActivityAttributes` type the configuration is for.
    var attributesType: TypeInfo?
    /// `{ context in … }`: the Lock Screen presentation (also the banner on a phone without a
    /// Dynamic Island; Apple, `ActivityPreviewViewKind.content`).
    var content: Function
    /// `{ context in DynamicIsland { … } compactLeading: { … } … }`.
    var dynamicIsland: Function?
}

/// `ActivityViewContext`: what the configuration's closures are given (`context.attributes`,
/// `context.state`, `context.isStale`, `context.activityID`).
struct ActivityContextValue {
    var attributes: Value
    var state: Value
}

/// `DynamicIsland(expanded:compactLeading:compactTrailing:minimal:)`: the closures of each
/// presentation, called when the preview asks for one.
struct DynamicIslandValue {
    var expanded: Function?
    var compactLeading: Function?
    var compactTrailing: Function?
    var minimal: Function?
}

/// `DynamicIslandExpandedRegion(.leading, priority: 1) { … }`: one region of the expanded
/// presentation (Apple, `DynamicIslandExpandedRegion`: center "right below the TrueDepth camera",
/// leading and trailing "along the leading/trailing edge … next to the TrueDepth camera", bottom
/// "below leading, trailing, and center content").
struct ExpandedRegionValue {
    enum Position: String { case leading, trailing, center, bottom }
    var position: Position
    var content: Value
}

extension SwiftUIRuntime {
    static let dynamicIslandExpandedBuilderName = "_DynamicIslandExpandedContentBuilder"

    /// ActivityKit and WidgetKit's Live Activity types, registered with the rest of WidgetKit.
    func registerLiveActivities() {
        for name in ["ActivityAttributes", "ActivityContent"] where interpreter.type(named: name) == nil {
            interpreter.declareType(name, kind: .protocolType)
        }
        let family = interpreter.declareType("ActivityFamily", kind: .enumType)
        family.conformances = ["Hashable", "Equatable"]
        for member in ["small", "medium"] { family.addCase(EnumCase(name: member)) }
        registerActivityConfiguration()
        registerActivityViewContext()
        registerDynamicIsland()
        registerExpandedRegion()
        registerActivityPreviewContext()
        registerListBuilder(Self.dynamicIslandExpandedBuilderName)
    }

    /// The Live Activity keys of the environment, as an iPhone shows a Live Activity: Apple,
    /// `ActivityFamily`: "if your Live Activity is running on an iOS or iPadOS device, it natively
    /// renders with an `ActivityFamily/medium` family"; not in StandBy's full screen
    /// (`isActivityFullscreen`) and with updates not reduced (`isActivityUpdateReduced`, true only
    /// where the system slows them, as on a Mac's menu bar).
    func activityEnvironmentValue(_ key: String) -> Value? {
        switch key {
        case "activityFamily": return enumCase("ActivityFamily", "medium")
        case "isActivityFullscreen", "isActivityUpdateReduced": return .bool(false)
        default: return nil
        }
    }

    private static func closure(_ value: Value?) -> Function? {
        if case let .function(function)? = value { return function }
        return nil
    }

    private func registerActivityConfiguration() {
        let type = interpreter.registerNativeType("ActivityConfiguration")
        type.conformances = ["WidgetConfiguration"]
        type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let named = NativeArguments("ActivityConfiguration", arguments)
            let first = arguments.first { $0.label == nil && Self.closure($0.value) != nil }?.value
            guard let content = Self.closure(named["content"]) ?? Self.closure(first) ?? Self.closure(named["lockScreen"]) else {
                throw self.failure(.missingArgument("content", callee: "ActivityConfiguration"))
            }
            var attributes: TypeInfo?
            if case let .metatype(type)? = named["for"] ?? named["attributesType"] { attributes = type }
            let value = ActivityConfigurationValue(attributesType: attributes, content: content,
                                                   dynamicIsland: Self.closure(named["dynamicIsland"]))
            return self.interpreter.nativeValue("ActivityConfiguration", value)
        })
        // What the widget gallery and the system use; none changes a presentation's layout.
        for modifier in ["configurationDisplayName", "description", "contentMarginsDisabled", "supplementalActivityFamilies",
                         "disfavoredLocations", "containerBackgroundRemovable", "pushHandler"] {
            type.addMethod(modifier, .native(modifier, labels: nil) { _, selfValue, _ in selfValue })
        }
    }

    private func registerActivityViewContext() {
        let type = interpreter.registerNativeType("ActivityViewContext")
        func context(_ value: Value) -> ActivityContextValue? {
            if case let .native(native) = value { return native.payload as? ActivityContextValue }
            return nil
        }
        type.computedProperties["attributes"] = ComputedProperty(getter: .native("attributes") { _, selfValue, _ in
            context(selfValue)?.attributes ?? .nil
        })
        type.computedProperties["state"] = ComputedProperty(getter: .native("state") { _, selfValue, _ in
            context(selfValue)?.state ?? .nil
        })
        // A preview's activity is current: its stale date (if any) has not passed.
        type.computedProperties["isStale"] = ComputedProperty(getter: .native("isStale") { _, _, _ in .bool(false) })
        type.computedProperties["activityID"] = ComputedProperty(getter: .native("activityID") { _, _, _ in .string("preview") })
    }

    private func registerDynamicIsland() {
        let type = interpreter.registerNativeType("DynamicIsland")
        type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let named = NativeArguments("DynamicIsland", arguments)
            let first = arguments.first { $0.label == nil && Self.closure($0.value) != nil }?.value
            let value = DynamicIslandValue(expanded: Self.closure(named["expanded"]) ?? Self.closure(first),
                                           compactLeading: Self.closure(named["compactLeading"]),
                                           compactTrailing: Self.closure(named["compactTrailing"]),
                                           minimal: Self.closure(named["minimal"]))
            return self.interpreter.nativeValue("DynamicIsland", value)
        })
        // The URL a tap opens and the keyline's tint colour: drawing and behaviour, not layout.
        // `contentMargins(_:_:for:)` changes the margins LayoutLens does not apply (unverified
        // defaults, docs/engine.md "Live Activities").
        for modifier in ["widgetURL", "keylineTint", "contentMargins"] {
            type.addMethod(modifier, .native(modifier, labels: nil) { _, selfValue, _ in selfValue })
        }
    }

    private func registerExpandedRegion() {
        let type = interpreter.registerNativeType("DynamicIslandExpandedRegion")
        type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let named = NativeArguments("DynamicIslandExpandedRegion", arguments)
            let name: String? = switch named.unlabelled.first {
            case let .unresolvedMember(member)?: member.name
            case let .enumValue(instance)?: instance.caseName
            default: nil
            }
            guard let name, let position = ExpandedRegionValue.Position(rawValue: name) else {
                throw self.failure("DynamicIslandExpandedRegion takes a position: .leading, .trailing, .center or .bottom")
            }
            let content = try self.builtContent(named)
            return self.interpreter.nativeValue("DynamicIslandExpandedRegion", ExpandedRegionValue(position: position, content: content))
        })
    }

    /// `attributes.previewContext(state, viewKind: .dynamicIsland(.compact))` (iOS 16.2's preview
    /// form, Apple `ActivityAttributes.previewContext(_:viewKind:)`): a `PreviewProvider` entry
    /// showing the presentation of the module's `ActivityConfiguration` for that attributes type.
    private func registerActivityPreviewContext() {
        guard let attributes = interpreter.type(named: "ActivityAttributes") else { return }
        attributes.addMethod("previewContext", .hosted("previewContext", labels: nil) { `self`, base, arguments in
            let named = NativeArguments("previewContext", arguments)
            guard let state = named.unlabelled.first else { throw self.failure(.missingArgument(position: 1, callee: "previewContext")) }
            guard let kind = named["viewKind"], let presentation = LiveActivityPresentation(kind) else {
                throw self.failure("'previewContext(_:viewKind:)' takes a view kind: .content or .dynamicIsland(.compact/.expanded/.minimal)")
            }
            let request = LiveActivityPreviewRequest(attributes: base, state: state, presentation: presentation)
            let empty = self.view("EmptyView", .leaf(ViewNode(EmptyLeaf(), label: "EmptyView", source: self.currentLocation)))
            return self.view("ModifiedContent", .modified(base: empty, modifier: ModifierDescription(name: "previewContext", preview: .liveActivity(request)) { node, _ in node }))
        })
    }
}

/// An entry's `attributes.previewContext(state, viewKind:)`.
struct LiveActivityPreviewRequest {
    var attributes: Value
    var state: Value
    var presentation: LiveActivityPresentation
}
