import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftInterpreter

/// `#Preview("Name", as: .content, using: Attributes.preview) { MyLiveActivity() } contentStates: { State.a; State.b }`
/// (WidgetKit, iOS 17) and `attributes.previewContext(state, viewKind:)` (iOS 16.2): Xcode shows
/// the widget's `ActivityConfiguration` in one presentation, one content state at a time. Here each
/// state is a scenario: the configuration's closure for that presentation is called with an
/// `ActivityViewContext` holding the preview's attributes and the state, and laid out in the
/// presentation's size (`LiveActivityMetrics`, unverified).
extension SwiftUIRuntime {
    /// The presentation a `#Preview(as:)` asks for, when it previews a Live Activity.
    func liveActivityPresentation(_ expansion: MacroExpansion) -> LiveActivityPresentation? {
        guard let argument = expansion.arguments.first(where: { $0.label?.name == "as" }) else { return nil }
        func implicitName(_ expression: Expr) -> String? {
            switch expression.kind {
            case let .memberAccess(access) where access.base == nil: return access.member.name
            case let .call(call): return implicitName(call.callee)
            default: return nil
            }
        }
        guard let name = implicitName(argument.value), ["content", "dynamicIsland"].contains(name),
              let value = try? interpreter.evaluateTopLevel(argument.value) else { return nil }
        return LiveActivityPresentation(value)
    }

    /// The scenarios of a Live Activity preview: one per content state.
    func runLiveActivityMacro(_ expansion: MacroExpansion, span: SourceSpan, presentation: LiveActivityPresentation) -> [PreviewRun] {
        var template = PreviewRun(title: nil, shownView: nil, providerName: nil, line: file.range(of: span).start.line,
                                  sourceText: file.text(of: span), trait: .sizeThatFits, root: nil, diagnostics: [])
        if let first = expansion.arguments.first, first.label == nil, case let .stringLiteral(literal) = first.value.kind {
            template.title = literal.segments.map { if case let .text(text, _) = $0 { text } else { "" } }.joined()
        }
        var configuration: ActivityConfigurationValue?
        var attributes: Value = .nil
        var states: [Value] = []
        (_, template.diagnostics) = attempt {
            let closure = expansion.trailingClosures.first(where: { $0.label == nil })?.closure
                ?? expansion.arguments.first(where: { $0.label?.name == "widget" }).flatMap { if case let .closure(c) = $0.value.kind { c } else { nil } }
            guard let closure else {
                let name = expansion.name.span
                throw RuntimeError(.previewWithoutBody(), at: self.file.range(of: SourceSpan(start: max(0, name.start - 1), end: name.end)))
            }
            let widget = try self.interpreter.call(self.interpreter.topLevelClosure(closure), [])
            template.shownView = self.userTypeName(widget)
            configuration = try self.activityConfiguration(of: widget, writtenAt: self.file.range(of: closure.span))
            guard let using = expansion.arguments.first(where: { $0.label?.name == "using" }) else {
                throw self.failure(.missingArgument("using", callee: "#Preview(as:using:)"))
            }
            attributes = try self.interpreter.evaluateTopLevel(using.value)
            let listed = expansion.trailingClosures.first(where: { $0.label?.name == "contentStates" })?.closure
                ?? expansion.arguments.first(where: { $0.label?.name == "contentStates" }).flatMap { if case let .closure(c) = $0.value.kind { c } else { nil } }
            guard let listed else { throw self.failure(.missingArgument("contentStates", callee: "#Preview(as:using:)")) }
            let built = try self.interpreter.call(self.interpreter.topLevelClosure(listed), [], building: Self.timelineBuilderName)
            states = { if case let .array(values) = built { values } else { [built] } }()
            guard !states.isEmpty else {
                throw RuntimeError(.invalid, "the Live Activity preview's contentStates give no state: nothing to lay out", at: self.file.range(of: span))
            }
            if states.count > Self.maximumWidgetEntries {
                self.warn(.widgetEntriesCapped(states.count, limit: Self.maximumWidgetEntries), at: self.file.range(of: span))
                states = Array(states.prefix(Self.maximumWidgetEntries))
            }
            return nil
        }
        guard template.diagnostics.isEmpty, let configuration else { return [template] }
        let base = template.title ?? template.shownView ?? "LiveActivity"
        return states.enumerated().map { index, state in
            var run = template
            run.title = "\(base) \(presentation.scenarioName) \(index + 1)"
            (run.root, run.diagnostics) = attempt {
                try self.liveActivityRoot(configuration, attributes: attributes, state: state, presentation: presentation, at: self.file.range(of: span))
            }
            run.settling = settling.story
            run.runsUserCodeDuringLayout = layoutTimeBridgesMade > 0
            return run
        }
    }

    /// `attributes.previewContext(state, viewKind:)` on a `PreviewProvider` entry: the module's
    /// `ActivityConfiguration` for the attributes' type, in that presentation.
    func liveActivityContextRoot(_ request: LiveActivityPreviewRequest, trait: inout PreviewLayoutTrait, at range: SourceRange) throws -> ViewNode {
        let attributesType = interpreter.typeInfo(of: request.attributes)
        guard let configuration = try activityConfiguration(for: attributesType) else {
            throw failure("no widget of the module has an ActivityConfiguration(for: \(attributesType.name).self) to preview", kind: .unsupported)
        }
        trait = .sizeThatFits
        return try liveActivityRoot(configuration, attributes: request.attributes, state: request.state,
                                    presentation: request.presentation, at: range)
    }

    /// The `ActivityConfiguration` a widget's `body` returns.
    private func activityConfiguration(of widget: Value, writtenAt range: SourceRange) throws -> ActivityConfigurationValue {
        let body = userTypeName(widget) == nil ? nil : try interpreter.member(of: widget, named: "body")
        guard case let .native(native)? = body, let configuration = native.payload as? ActivityConfigurationValue else {
            throw RuntimeError(.unsupported, "the previewed Live Activity's 'body' is not an ActivityConfiguration LayoutLens can lay out", at: range)
        }
        return configuration
    }

    /// The configuration of the first widget (by name, for the same answer every run) whose body is
    /// an `ActivityConfiguration` for `attributesType`.
    private func activityConfiguration(for attributesType: TypeInfo) throws -> ActivityConfigurationValue? {
        let widgets = interpreter.types.values.filter { $0.kind != .native && $0.kind != .protocolType && $0.conforms(to: "Widget") }
        for type in widgets.sorted(by: { $0.name < $1.name }) {
            guard let widget = try? interpreter.construct(type, []),
                  case let .native(native)? = try? interpreter.member(of: widget, named: "body"),
                  let configuration = native.payload as? ActivityConfigurationValue,
                  configuration.attributesType.map({ $0 === attributesType || $0.name == attributesType.name }) ?? false else { continue }
            return configuration
        }
        return nil
    }

    /// One presentation for one state, settled, in its size.
    private func liveActivityRoot(_ configuration: ActivityConfigurationValue, attributes: Value, state: Value,
                                  presentation: LiveActivityPresentation, at range: SourceRange?) throws -> ViewNode {
        let metrics = LiveActivityMetrics.metrics(screenWidth: device.screen.width)
        orientation = .portrait
        resolvingSafeArea = EdgeInsets()
        let context = interpreter.nativeValue("ActivityViewContext", ActivityContextValue(attributes: attributes, state: state))
        warn(.liveActivitySizeUnverified(presentation, size: Self.sizeText(presentation, metrics)), at: range)
        return try settled(trait: .sizeThatFits) {
            if presentation == .lockScreen {
                let view = try self.interpreter.call(configuration.content, [context], building: "ViewBuilder")
                return Self.framed(try self.resolveSingle(view), width: metrics.expandedWidth, maxHeight: metrics.maximumHeight, label: "Lock Screen")
            }
            guard let closure = configuration.dynamicIsland else {
                throw self.failure("the ActivityConfiguration has no dynamicIsland closure to preview", kind: .invalid)
            }
            guard case let .native(native) = try self.interpreter.call(closure, [context]),
                  let island = native.payload as? DynamicIslandValue else {
                throw self.failure("the ActivityConfiguration's dynamicIsland closure gives no DynamicIsland", kind: .unsupported)
            }
            return try self.dynamicIslandNode(island, presentation: presentation, metrics: metrics)
        }
    }

    private func dynamicIslandNode(_ island: DynamicIslandValue, presentation: LiveActivityPresentation, metrics: LiveActivityMetrics) throws -> ViewNode {
        func region(_ closure: Function?) throws -> ViewNode {
            guard let closure else { return ViewNode(EmptyLeaf(), label: "EmptyView", source: nil) }
            return try resolveSingle(try interpreter.call(closure, [], building: "ViewBuilder"))
        }
        switch presentation {
        case .compact:
            // The leading region, the camera, the trailing region, side by side.
            let size = metrics.compactRegion
            let leading = ViewNode(FlexibleFrameLayout(maxWidth: size.width, minHeight: size.height, maxHeight: size.height),
                                   children: [try region(island.compactLeading)], label: "compactLeading", source: nil)
            let camera = ViewNode(FrameLayout(width: metrics.cameraWidth, height: size.height), children: [ViewNode(SpacerLeaf(), label: "Spacer()", source: nil)],
                                  label: "TrueDepth camera", source: nil)
            let trailing = ViewNode(FlexibleFrameLayout(maxWidth: size.width, minHeight: size.height, maxHeight: size.height),
                                    children: [try region(island.compactTrailing)], label: "compactTrailing", source: nil)
            let island = ViewNode(StackLayout.hStack(spacing: 0), children: [leading, camera, trailing], label: "Dynamic Island compact", source: nil)
            return Self.hugging(island)
        case .minimal:
            return Self.hugging(ViewNode(FlexibleFrameLayout(minWidth: metrics.minimalWidth.lowerBound, maxWidth: metrics.minimalWidth.upperBound,
                                                             minHeight: metrics.minimalHeight, maxHeight: metrics.minimalHeight),
                                         children: [try region(island.minimal)], label: "Dynamic Island minimal", source: nil))
        case .expanded, .lockScreen:
            var regions: [ExpandedRegionValue.Position: [ViewNode]] = [:]
            if let expanded = island.expanded {
                let built = try interpreter.call(expanded, [], building: Self.dynamicIslandExpandedBuilderName)
                let values: [Value] = { if case let .array(values) = built { values } else { [built] } }()
                for value in values {
                    guard case let .native(native) = value, let region = native.payload as? ExpandedRegionValue else { continue }
                    regions[region.position, default: []].append(try resolveSingle(region.content))
                }
            }
            func group(_ position: ExpandedRegionValue.Position) -> [ViewNode] {
                guard let nodes = regions[position], !nodes.isEmpty else { return [] }
                return [nodes.count == 1 ? nodes[0] : ViewNode(StackLayout.vStack(spacing: 0), children: nodes, label: position.rawValue, source: nil)]
            }
            // Leading and trailing along their edges beside the camera, sharing what the center
            // leaves; the bottom region below all three.
            func edge(_ position: ExpandedRegionValue.Position, _ alignment: Alignment) -> [ViewNode] {
                group(position).map { ViewNode(FlexibleFrameLayout(maxWidth: .infinity, alignment: alignment), children: [$0], label: position.rawValue, source: nil) }
            }
            let top = ViewNode(StackLayout.hStack(alignment: .top, spacing: 0),
                               children: edge(.leading, .topLeading) + group(.center) + edge(.trailing, .topTrailing),
                               label: "expanded top", source: nil)
            let column = ViewNode(StackLayout.vStack(spacing: 0), children: [top] + group(.bottom), label: "expanded", source: nil)
            return Self.framed(column, width: metrics.expandedWidth, maxHeight: metrics.maximumHeight, label: "Dynamic Island expanded")
        }
    }

    /// A region as wide as its content within its limits: proposed no size, as `fixedSize()`
    /// proposes (the compact regions hug their content; Apple HIG: "snug against the sensor").
    private static func hugging(_ node: ViewNode) -> ViewNode {
        ViewNode(FixedSizeLayout(horizontal: true, vertical: true), children: [node], label: "fixedSize", source: nil)
    }

    /// A presentation of a fixed width whose height is its content's ideal height, up to
    /// `maxHeight`: the frame is proposed no height (as `fixedSize(vertical:)` proposes), so it
    /// takes its content's, and clips what is taller.
    private static func framed(_ content: ViewNode, width: Double, maxHeight: Double, label: String) -> ViewNode {
        let frame = ViewNode(FlexibleFrameLayout(minWidth: width, maxWidth: width, maxHeight: maxHeight), children: [content], label: label, source: nil)
        return ViewNode(FixedSizeLayout(horizontal: false, vertical: true), children: [frame], label: "fixedSize", source: nil)
    }

    private static func sizeText(_ presentation: LiveActivityPresentation, _ metrics: LiveActivityMetrics) -> String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        switch presentation {
        case .lockScreen, .expanded: return "\(number(metrics.expandedWidth)) pt wide and at most \(number(metrics.maximumHeight)) pt tall"
        case .compact: return "two regions of at most \(number(metrics.compactRegion.width)) × \(number(metrics.compactRegion.height)) pt beside a \(number(metrics.cameraWidth)) pt camera"
        case .minimal: return "\(number(metrics.minimalWidth.lowerBound))–\(number(metrics.minimalWidth.upperBound)) × \(number(metrics.minimalHeight)) pt"
        }
    }
}
