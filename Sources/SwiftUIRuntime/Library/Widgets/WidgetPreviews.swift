import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftInterpreter

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }` and
/// `#Preview(as: .systemSmall, using: intent, widget: { MyWidget() }, timelineProvider: { Provider() })`:
/// Xcode shows the widget's entry view in the family's tile, one entry at a time. Here each entry
/// is a scenario, laid out as WidgetKit lays a widget out: the tile's size for the device
/// (`WidgetTile`, Apple's HIG table), the entry view inset by the content margins (16 points on
/// the Home Screen families unless the configuration says `.contentMarginsDisabled()`) and
/// centred in the tile, the `containerBackground(for: .widget)` filling the whole tile behind it.
extension SwiftUIRuntime {
    /// Most entries of one widget preview laid out (each is a scenario); Xcode steps through a
    /// timeline one entry at a time, and a real one has a handful.
    static let maximumWidgetEntries = 100

    /// Whether a `#Preview` previews a widget (its `as:` argument names the family).
    func isWidgetPreview(_ expansion: MacroExpansion) -> Bool {
        expansion.arguments.contains { $0.label?.name == "as" }
    }

    /// The scenarios of a widget preview: one per timeline entry, or the one run that says why
    /// there are none.
    func runWidgetMacro(_ expansion: MacroExpansion, span: SourceSpan) -> [PreviewRun] {
        var template = PreviewRun(title: nil, shownView: nil, providerName: nil, line: file.range(of: span).start.line,
                                  sourceText: file.text(of: span), trait: .device, root: nil, diagnostics: [])
        if let first = expansion.arguments.first, first.label == nil, case let .stringLiteral(literal) = first.value.kind {
            template.title = literal.segments.map { if case let .text(text, _) = $0 { text } else { "" } }.joined()
        }
        var family = WidgetFamily.systemSmall
        var configuration: WidgetConfigurationValue?
        var entries: [Value] = []
        var tile: WidgetTile?
        (_, template.diagnostics) = attempt {
            family = try self.previewedFamily(expansion)
            let (widget, written) = try self.previewedWidget(expansion)
            template.shownView = self.userTypeName(widget)
            configuration = try self.configuration(of: widget, writtenAt: written)
            entries = try self.previewedEntries(expansion, configuration: configuration!, family: family)
            guard !entries.isEmpty else {
                throw RuntimeError(.invalid, "the widget preview's timeline gives no entries: nothing to lay out", at: self.file.range(of: span))
            }
            if entries.count > Self.maximumWidgetEntries {
                self.warn(.widgetEntriesCapped(entries.count, limit: Self.maximumWidgetEntries), at: self.file.range(of: span))
                entries = Array(entries.prefix(Self.maximumWidgetEntries))
            }
            tile = WidgetTile.tile(family, on: self.device)
            guard let tile else {
                let why = family == .systemExtraLarge ? "Apple's HIG lists systemExtraLarge widgets on iPad only"
                    : family.isWatchOnly ? "it is a watchOS complication family, and LayoutLens lays out iPhone and iPad screens only"
                    : "Apple's HIG lists no size for this family on this screen"
                throw RuntimeError(.invalid, "widget family '\(family.rawValue)' has no tile on \(self.device.models) (--device \(self.device.name)): \(why)",
                                   at: self.interpreter.currentRange)
            }
            if let supported = configuration?.supportedFamilies, !supported.isEmpty, !supported.contains(family.rawValue) {
                self.warn(.widgetFamilyUnsupported(family.rawValue, supported: supported), at: self.file.range(of: span))
            }
            if !tile.isPublished {
                self.warn(.widgetTileUnpublished(family.rawValue, screen: self.device.screen, row: tile.row, size: tile.size),
                          at: self.file.range(of: span))
            }
            return nil
        }
        guard template.diagnostics.isEmpty, let configuration, let tile else { return [template] }
        template.trait = .fixed(width: tile.size.width, height: tile.size.height)
        // `#Preview(as:widget:timelineProvider:)`'s entries come from the provider: named apart
        // from a listed timeline of the same widget and family.
        let fromProvider = !expansion.trailingClosures.contains { $0.label?.name == "timeline" }
            && !expansion.arguments.contains { $0.label?.name == "timeline" }
        let base = (template.title ?? template.shownView ?? "Widget") + (fromProvider && template.title == nil ? " provider" : "")
        let margins = configuration.contentMarginsDisabled ? EdgeInsets() : WidgetTile.defaultContentMargins(family)
        return entries.enumerated().map { index, entry in
            var run = template
            run.title = "\(base) \(family.rawValue) \(index + 1)"
            (run.root, run.diagnostics) = attempt {
                self.orientation = .portrait
                self.resolvingSafeArea = EdgeInsets()
                self.widgetPreview = WidgetPreviewState(family: family, margins: margins)
                defer { self.widgetPreview = nil }
                return try self.settled(trait: run.trait) {
                    self.widgetPreview?.background = nil
                    let view = try self.interpreter.call(configuration.content, [entry], building: "ViewBuilder")
                    let node = try self.resolveSingle(view)
                    return Self.widgetTileNode(node, family: family, tile: tile.size, margins: margins,
                                               background: family.isAccessory ? nil : self.widgetPreview?.background)
                }
            }
            run.settling = settling.story
            run.runsUserCodeDuringLayout = layoutTimeBridgesMade > 0
            return run
        }
    }

    /// The tile: a frame of the tile's size holding the container background (behind, filling
    /// it) and the entry view inset by the margins, both centred as a `ZStack` centres.
    static func widgetTileNode(_ content: ViewNode, family: WidgetFamily, tile: Size, margins: EdgeInsets, background: ViewNode?) -> ViewNode {
        let inset = ViewNode(PaddingLayout(insets: margins), children: [content], label: "contentMargins", source: nil)
        let layers = (background.map { [$0] } ?? []) + [inset]
        let stack = ViewNode(ZStackLayout(alignment: .center), children: layers, label: "ZStack", source: nil)
        return ViewNode(FrameLayout(width: tile.width, height: tile.height), children: [stack],
                        label: "\(family.rawValue) \(Int(tile.width))×\(Int(tile.height))", source: nil)
    }

    private func previewedFamily(_ expansion: MacroExpansion) throws -> WidgetFamily {
        guard let argument = expansion.arguments.first(where: { $0.label?.name == "as" }) else { return .systemSmall }
        let value = try interpreter.evaluateTopLevel(argument.value)
        let name: String?
        switch value {
        case let .enumValue(instance): name = instance.caseName
        case let .unresolvedMember(member): name = member.name
        default: name = nil
        }
        if let name, ["content", "dynamicIsland"].contains(name) {
            // ActivityKit's `ActivityPreviewViewKind`: a Live Activity's Lock Screen banner or
            // Dynamic Island, whose sizes are not published.
            throw RuntimeError(.unsupported, "Live Activity previews ('#Preview(as: .\(name), using:)') are not laid out yet: "
                               + "the Lock Screen and Dynamic Island presentations have no published size",
                               at: file.range(of: argument.value.span))
        }
        guard let name, let family = WidgetFamily(rawValue: name) else {
            throw RuntimeError(.invalid, "'#Preview(as:)' takes a WidgetFamily (.systemSmall, .systemMedium, .systemLarge, "
                               + ".systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner)",
                               at: file.range(of: argument.value.span))
        }
        return family
    }

    /// The widget: the trailing closure (`{ MyWidget() }`) or the `widget:` argument.
    private func previewedWidget(_ expansion: MacroExpansion) throws -> (Value, SourceRange) {
        let closure = expansion.trailingClosures.first(where: { $0.label == nil })?.closure
            ?? expansion.arguments.first(where: { $0.label?.name == "widget" }).flatMap { if case let .closure(c) = $0.value.kind { c } else { nil } }
        guard let closure else {
            let name = expansion.name.span
            throw RuntimeError(.previewWithoutBody(), at: file.range(of: SourceSpan(start: max(0, name.start - 1), end: name.end)))
        }
        return (try interpreter.call(interpreter.topLevelClosure(closure), []), file.range(of: closure.span))
    }

    /// The configuration a widget's `body` returns.
    private func configuration(of widget: Value, writtenAt range: SourceRange) throws -> WidgetConfigurationValue {
        let body = userTypeName(widget) == nil ? nil : try interpreter.member(of: widget, named: "body")
        guard case let .native(native)? = body, let configuration = native.payload as? WidgetConfigurationValue else {
            throw RuntimeError(.unsupported, "the previewed widget's 'body' is not a StaticConfiguration, AppIntentConfiguration or "
                               + "IntentConfiguration LayoutLens can lay out", at: range)
        }
        return configuration
    }

    /// The entries: `timeline: { … }`, else the timeline a provider gives
    /// (`timelineProvider: { Provider() }`, else the configuration's own provider).
    private func previewedEntries(_ expansion: MacroExpansion, configuration: WidgetConfigurationValue, family: WidgetFamily) throws -> [Value] {
        let timeline = expansion.trailingClosures.first(where: { $0.label?.name == "timeline" })?.closure
            ?? expansion.arguments.first(where: { $0.label?.name == "timeline" }).flatMap { if case let .closure(c) = $0.value.kind { c } else { nil } }
        if let timeline {
            let built = try interpreter.call(interpreter.topLevelClosure(timeline), [], building: Self.timelineBuilderName)
            if case let .array(entries) = built { return entries }
            return [built]
        }
        var provider = configuration.provider
        if let argument = expansion.arguments.first(where: { $0.label?.name == "timelineProvider" }) {
            let value = try interpreter.evaluateTopLevel(argument.value)
            provider = try { if case let .function(f) = value { try interpreter.call(f, []) } else { value } }()
        }
        guard let provider else {
            throw failure("a widget preview needs entries: '#Preview(as:) { Widget() } timeline: { Entry(…) }'")
        }
        var intent = try expansion.arguments.first(where: { $0.label?.name == "using" }).map { try interpreter.evaluateTopLevel($0.value) }
        if intent == nil, case let .metatype(type)? = configuration.intent { intent = try interpreter.construct(type, []) }
        return try timelineEntries(of: provider, intent: intent, family: family)
    }
}

extension DiagnosticMessage {
    /// A timeline longer than `SwiftUIRuntime.maximumWidgetEntries`: the first ones are laid out.
    static func widgetEntriesCapped(_ count: Int, limit: Int) -> Self {
        Self(id: "widgetEntriesCapped", severity: .warning,
             text: "the widget preview's timeline gives \(count) entries; the first \(limit) are laid out, one scenario each")
    }
    /// The configuration's `supportedFamilies` leaves out the previewed family.
    static func widgetFamilyUnsupported(_ family: String, supported: [String]) -> Self {
        Self(id: "widgetFamilyUnsupported", severity: .warning,
             text: "the widget's supportedFamilies (\(supported.joined(separator: ", "))) does not include \(family); laid out in its tile all the same")
    }

    /// The HIG lists no widget sizes for this screen: the nearest listed screen's are used.
    static func widgetTileUnpublished(_ family: String, screen: Size, row: Size, size: Size) -> Self {
        func text(_ size: Size) -> String { "\(Int(size.width)) × \(Int(size.height))" }
        return Self(id: "widgetTileUnpublished", severity: .warning,
                    text: "Apple's HIG lists no \(family) size for a \(text(screen)) pt screen; laid out in the \(text(size)) pt tile of the \(text(row)) pt screen (unverified)")
    }
}
