import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftInterpreter

/// What the canvas proposes to a preview's root.
public enum PreviewLayoutTrait: Equatable, Sendable {
    /// The default device (`#Preview` without layout traits, `.previewLayout(.device)`).
    case device
    /// `.fixedLayout(width:height:)`, `.previewLayout(.fixed(width:height:))`.
    case fixed(width: Double, height: Double)
    /// `.sizeThatFitsLayout`, `.previewLayout(.sizeThatFits)`.
    case sizeThatFits
    /// The default device, the root ignoring the safe area along some edges
    /// (`.ignoresSafeArea()` as the preview's outermost modifier).
    case deviceIgnoringSafeArea(EdgeSet)
}

/// The view of an implicit preview, named and located for its stand-in.
public struct ImplicitPreviewView: Sendable {
    public var name: String
    public var range: SourceRange
}

/// One preview of the file as the runtime ran it: the facts that name it, its layout trait and
/// its engine tree, or the diagnostics that kept it from being laid out.
public struct PreviewRun: Sendable {
    /// `#Preview("title")` or `.previewDisplayName("title")`.
    public var title: String?
    /// The user view the preview shows (`#Preview { Card() }` → `Card`), read from the source.
    public var shownView: String?
    /// A PreviewProvider entry: the provider's name (without `_Previews`).
    public var providerName: String?
    public var line: Int
    /// The preview as written.
    public var sourceText: String
    public var trait: PreviewLayoutTrait
    /// `#Preview(traits: .landscapeLeft)`, `.previewInterfaceOrientation(_:)`.
    public var orientation = PreviewOrientation.portrait
    public var root: ViewNode?
    public var diagnostics: [Diagnostic]
    /// Whether laying `root` out calls user code (a `Layout`, an `alignmentGuide` closure, …),
    /// whose errors only a layout pass can find (`layoutTimeDiagnostics(of:proposal:)`).
    public var runsUserCodeDuringLayout = false
    /// For a preview LayoutLens made on invented values (`ImplicitPreview`), the view it shows:
    /// a trap its layout-time code meets is the values' doing (`standInForLayoutTrapOnInventedValues`).
    public var inventedValuesView: ImplicitPreviewView?
    /// What settling did (`Settling/`): the passes, which closure changed which state, what moved.
    public var settling = SettlingStory()
}

extension SwiftUIRuntime {
    /// A preview found in the file, before it is run.
    enum PreviewItem {
        case macro(MacroExpansion, span: SourceSpan)
        /// A PreviewProvider's `previews`, which may hold several entries.
        case provider(TypeInfo, name: String, span: SourceSpan, entrySpans: [SourceSpan])
    }

    func previewItems() -> [PreviewItem] {
        // Only the clauses a Debug build for iOS compiles (`#if DEBUG` around previews), with the
        // flags the file's module sets.
        let flags = interpreter.compilationConditionsByFile[file.fileName] ?? []
        return PreviewDeclarations.find(in: file) { CompilationCondition.holds($0, in: file, flags: flags) }.compactMap { found in
            switch found {
            case let .macro(expansion, span):
                return .macro(expansion, span: span)
            case let .provider(nominal, name, span):
                return interpreter.type(named: name).map { .provider($0, name: name, span: span, entrySpans: Self.previewEntrySpans(nominal.members)) }
            }
        }
    }

    /// Runs every preview of the loaded file.
    func runPreviews() -> [PreviewRun] {
        var runs: [PreviewRun] = []
        let items = previewItems()
        if items.isEmpty { return runImplicitPreview() }
        for item in items {
            switch item {
            case let .macro(expansion, span) where isWidgetPreview(expansion):
                if let presentation = liveActivityPresentation(expansion) {
                    runs.append(contentsOf: runLiveActivityMacro(expansion, span: span, presentation: presentation))
                } else {
                    runs.append(contentsOf: runWidgetMacro(expansion, span: span))
                }
            case let .macro(expansion, span):
                runs.append(runMacro(expansion, span: span))
            case let .provider(type, name, span, entrySpans):
                runs.append(contentsOf: runProvider(type, name: name, span: span, entrySpans: entrySpans))
            }
        }
        return runs
    }

    /// The preview's view builder: the trailing closure, or the `body:` argument the macro
    /// declares (`#Preview(body: { … })`, `#Preview("Name", body: { … })`).
    private func previewBody(_ expansion: MacroExpansion) -> ClosureExpr? {
        if let closure = expansion.trailingClosures.first?.closure { return closure }
        if let argument = expansion.arguments.first(where: { $0.label?.name == "body" }),
           case let .closure(closure) = argument.value.kind {
            return closure
        }
        return nil
    }

    private func runMacro(_ expansion: MacroExpansion, span: SourceSpan) -> PreviewRun {
        var run = PreviewRun(title: nil, shownView: nil, providerName: nil, line: file.range(of: span).start.line,
                             sourceText: file.text(of: span), trait: .device, root: nil, diagnostics: [])
        if let first = expansion.arguments.first, first.label == nil, case let .stringLiteral(literal) = first.value.kind {
            run.title = literal.segments.map { if case let .text(text, _) = $0 { text } else { "" } }.joined()
        }
        let body = previewBody(expansion)
        if let closure = body {
            run.shownView = shownView(in: closure.statements)
        }
        (run.root, run.diagnostics) = attempt {
            var modifiers: [Value] = []
            for argument in expansion.arguments where argument.label?.name == "traits" || (argument.label == nil && argument.value.isImplicitMember) {
                let traits = try self.resolvingDeclaredTraits(try self.interpreter.evaluateTopLevel(argument.value))
                run.trait = try self.trait(traits) ?? run.trait
                run.orientation = self.orientation(in: traits) ?? run.orientation
                modifiers += self.previewModifiers(in: traits)
            }
            self.orientation = run.orientation
            guard let closure = body else {
                // At `#Preview` (the `#` and the name), as swiftc points at a macro.
                let name = expansion.name.span
                throw RuntimeError(.previewWithoutBody(),
                                   at: self.file.range(of: SourceSpan(start: max(0, name.start - 1), end: name.end)))
            }
            var content = try self.previewContent(closure)
            if case let .native(native) = content, let description = native.payload as? ViewDescription,
               case let .modified(base, modifier) = description.content, case let .ignoresSafeArea(edges)? = modifier.preview,
               run.trait == .device {
                run.trait = .deviceIgnoringSafeArea(edges)
                content = base
            }
            content = try self.applyingPreviewModifiers(modifiers, to: content)
            self.resolvingSafeArea = self.safeArea(for: run.trait)
            return try self.settled(trait: run.trait) { try self.resolveSingle(content) }
        }
        run.settling = settling.story
        run.runsUserCodeDuringLayout = layoutTimeBridgesMade > 0
        return run
    }

    private func runProvider(_ type: TypeInfo, name: String, span: SourceSpan, entrySpans: [SourceSpan]) -> [PreviewRun] {
        let base = name.hasSuffix("_Previews") ? String(name.dropLast("_Previews".count)) : name
        var template = PreviewRun(title: nil, shownView: base, providerName: base, line: file.range(of: span).start.line,
                                  sourceText: file.text(of: span), trait: .device, root: nil, diagnostics: [])
        var previews: Value = .void
        (_, template.diagnostics) = attempt {
            previews = try self.interpreter.staticMember("previews", of: type)
            return nil
        }
        guard template.diagnostics.isEmpty else { return [template] }
        let entries = entries(of: previews)
        return entries.enumerated().map { index, entry in
            var run = template
            if entries.count == entrySpans.count {
                // The entry as written: its line, and its text for the snapshot.
                run.line = file.range(of: entrySpans[index]).start.line
                run.sourceText = file.text(of: entrySpans[index])
            }
            var core = entry
            var widgetFamily: WidgetFamily?
            var liveActivity: LiveActivityPreviewRequest?
            (run.root, run.diagnostics) = attempt(freshState: false) {
                // `.previewLayout(…)` / `.previewDisplayName(…)` on the entry set its trait and title.
                // Through every modifier: `.padding()` after `.previewLayout(…)` hides neither.
                peeling: while case let .native(native) = core, let description = native.payload as? ViewDescription {
                    switch description.content {
                    case let .modified(inner, modifier):
                        switch modifier.preview {
                        case let .title(title)?: run.title = run.title ?? title
                        case let .trait(trait)?: run.trait = trait
                        case let .orientation(orientation)?: run.orientation = orientation
                        case let .widget(family)?: widgetFamily = widgetFamily ?? family
                        case let .liveActivity(request)?: liveActivity = liveActivity ?? request
                        case .ignoresSafeArea?, nil: break
                        }
                        core = inner
                    case let .environment(inner, _):
                        core = inner
                    default:
                        break peeling
                    }
                }
                if let shown = self.userViewName(core) { run.shownView = shown }
                if let widgetFamily { return try self.widgetContextRoot(entry, family: widgetFamily, trait: &run.trait) }
                if let liveActivity {
                    let written = entries.count == entrySpans.count ? entrySpans[index] : span
                    return try self.liveActivityContextRoot(liveActivity, trait: &run.trait, at: self.file.range(of: written))
                }
                self.orientation = run.orientation
                self.resolvingSafeArea = self.safeArea(for: run.trait)
                return try self.settled(trait: run.trait) { try self.resolveSingle(entry) }
            }
            run.settling = settling.story
            run.runsUserCodeDuringLayout = layoutTimeBridgesMade > 0
            return run
        }
    }

    /// A preview's root under the canvas's Dynamic Type setting (`--dynamic-type`), as an
    /// environment above it: frames are unchanged by the wrapper, text styles take their sizes.
    private func withCanvasSettings(_ root: ViewNode) -> ViewNode {
        guard settings.dynamicTypeSize != .large else { return root }
        return ViewNode(EnvironmentModifier(.dynamicTypeSize(settings.dynamicTypeSize)), children: [root], label: "dynamicTypeSize", source: nil)
    }

    /// The safe-area insets a preview's views may grow over with `ignoresSafeArea`: the device's,
    /// less the edges the root already ignores; none without a device.
    func safeArea(for trait: PreviewLayoutTrait) -> EdgeInsets {
        switch trait {
        case .device: return safeAreaInsets
        case let .deviceIgnoringSafeArea(edges): return device.safeAreaInsets(in: orientation, ignoring: edges)
        case .fixed, .sizeThatFits: return EdgeInsets()
        }
    }

    /// The entries of `previews`: a top-level `Group`'s or block's views, else the one view.
    private func entries(of previews: Value) -> [Value] {
        if case let .native(native) = previews, let description = native.payload as? ViewDescription {
            switch description.content {
            case let .list(values): return values.flatMap(entries)
            case let .container(primitive, _, content) where primitive is GroupLayout && ["Group", "ForEach"].contains((primitive as? GroupLayout)?.name):
                // A `ForEach` in `previews` is one preview per element, as a `Group`'s views are
                // (Xcode's canvas lists each; the device-list idiom
                // `ForEach(["iPhone SE", "iPhone 15"], id: \.self) { ContentView().previewDevice(…) }`).
                return entries(of: content)
            case let .modified(base, modifier):
                // `Group { A(); B() }.previewLayout(.sizeThatFits)`: a modifier of the group applies
                // to each entry, as a modifier of a `Group` applies to each of its views.
                let inner = entries(of: base)
                guard inner.count > 1 else { break }
                return inner.map { view(native.type.name, .modified(base: $0, modifier: modifier), source: description.source) }
            case let .environment(base, change):
                let inner = entries(of: base)
                guard inner.count > 1 else { break }
                return inner.map { view(native.type.name, .environment(base: $0, change: change), source: description.source) }
            default: break
            }
        }
        if case let .array(values) = previews { return values.flatMap(entries) }
        return [previews]
    }

    /// Starts a run (a preview, the app's launch) knowing none of the names the last run met,
    /// so each run warns about the stand-ins it reads itself.
    func forgetTheLastRunsNames() {
        undefinedNamesUsed = []
        undefinedNamesDrawn = []
        placeholderViews = [:]
        undefinedAssumptionsReported = []
        placeholderArgumentsGiven = false
        environmentStandIns = [:]
    }

    /// Runs `body` for a preview with fresh limits; its errors become the preview's diagnostics.
    ///
    /// `freshState` is false for the entries of one `PreviewProvider`: its `previews` ran once
    /// and made them all, so what that code set before returning them (`prepare()` registering
    /// a container, `Store.width = 50`) is what each entry's views read.
    func attempt(freshState: Bool = true, _ body: () throws -> ViewNode?) -> (ViewNode?, [Diagnostic]) {
        viewCount = 0
        layoutTimeErrors = []
        layoutTimeBridgesMade = 0
        interpreter.resetCounters()
        // As in Xcode's canvas, where each preview runs in a process of its own, no change one
        // preview made to a global or a static is seen by the next.
        if freshState { interpreter.restoreInitialState() }
        forgetTheLastRunsNames()
        let fallback = file.range(of: .empty(at: 0))
        do {
            let root = try body().map(withCanvasSettings)
            warnAboutOpaqueNames()
            return (root, [])
        } catch let error as RuntimeError {
            return (nil, [explainingUndefinedNames(error.diagnostic(fallback: fallback))])
        } catch let thrown as ThrownError {
            let message = DiagnosticMessage.trapUncaughtError((try? interpreter.describe(thrown.value)) ?? "error")
            return (nil, [Diagnostic(message, at: thrown.range ?? fallback)])
        } catch {
            let message = DiagnosticMessage(id: "interpreter-error", severity: .error, text: "\(error)")
            return (nil, [Diagnostic(message, at: interpreter.currentRange ?? fallback)])
        }
    }

    /// The orientation among preview traits (`.landscapeLeft`, or one of an array), if any.
    func orientation(in traits: Value) -> PreviewOrientation? {
        switch traits {
        case let .unresolvedMember(member) where member.arguments == nil: return PreviewOrientation(memberName: member.name)
        case let .array(values): return values.reduce(nil) { orientation(in: $1) ?? $0 }
        default: return nil
        }
    }

    /// `.fixedLayout(width:height:)`, `.sizeThatFitsLayout`; orientation traits are read by
    /// `orientation(in:)`.
    func trait(_ value: Value) throws -> PreviewLayoutTrait? {
        switch value {
        case let .unresolvedMember(member):
            switch member.name {
            case "sizeThatFitsLayout", "sizeThatFits": return .sizeThatFits
            case "fixedLayout", "fixed":
                let arguments = NativeArguments(member.name, member.arguments ?? [])
                return .fixed(width: try number(arguments["width"] ?? .int(0), "width"), height: try number(arguments["height"] ?? .int(0), "height"))
            case "device", "defaultLayout": return .device
            // `.modifier(SampleData())`: not a layout (`previewModifiers(in:)`).
            case "portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown", "modifier": return nil
            default: throw failure(.noMemberOnType(member.name, type: "PreviewTrait"), naming: member.name)
            }
        case let .native(native):
            return native.payload as? PreviewLayoutTrait
        case let .array(values):
            return try values.reduce(nil) { try self.trait($1) ?? $0 }
        default:
            return nil
        }
    }

    /// The user view type at the core of a view value (modifiers stripped).
    func userViewName(_ value: Value) -> String? {
        switch value {
        // A nested view by its qualified name (`CameraPermission.View`, a feature's `View`), which
        // tells it apart from the other features' views of the same bare name.
        case let .structValue(instance): return conformsToView(instance.type) ? instance.type.qualifiedName : nil
        case let .native(native):
            guard let description = native.payload as? ViewDescription, case let .modified(base, _) = description.content else { return nil }
            return userViewName(base)
        default: return nil
        }
    }

    /// The user view a preview's statements show: the base of the first expression's modifier
    /// chain, when it names a `View` type of the file.
    private func shownView(in statements: [Stmt]) -> String? {
        for statement in statements {
            guard case var .expression(expression) = statement.kind else { continue }
            while true {
                switch expression.kind {
                case let .call(call):
                    if case let .memberAccess(access) = call.callee.kind, let base = access.base {
                        expression = base
                        continue
                    }
                    if case let .identifier(name) = call.callee.kind, let type = interpreter.type(named: name.name),
                       type.kind != .native, conformsToView(type) { return name.name }
                    return nil
                case let .memberAccess(access):
                    guard let base = access.base else { return nil }
                    expression = base
                default:
                    return nil
                }
            }
        }
        return nil
    }

    /// The spans of the entries of `static var previews`: its statements, or those of a lone
    /// `Group { … }` it returns.
    static func previewEntrySpans(_ members: [Decl]) -> [SourceSpan] {
        for member in members {
            guard case let .variable(variable) = member.kind else { continue }
            for binding in variable.bindings {
                guard case let .identifier(name) = binding.pattern.kind, name.name == "previews",
                      case let .getter(block)? = binding.accessors else { continue }
                var statements = block.statements
                if statements.count == 1, case let .expression(expression) = statements[0].kind, case let .call(call) = expression.kind,
                   case let .identifier(callee) = call.callee.kind, callee.name == "Group", let closure = call.trailingClosures.first {
                    statements = closure.closure.statements
                }
                return statements.compactMap { if case .expression = $0.kind { $0.span } else { nil } }
            }
        }
        return []
    }

    public static func typeName(_ type: TypeSyntax) -> String? {
        if case let .identifier(name, _) = type.kind { return name.name }
        return nil
    }

    /// `Feature` or `Feature.Child` as written after `extension`, without generic arguments.
    static func dottedTypeName(_ type: TypeSyntax) -> String? {
        switch type.kind {
        case let .identifier(name, _): return name.name
        case let .member(base, name, _): return dottedTypeName(base).map { $0 + "." + name.name }
        default: return nil
        }
    }
}

extension Expr {
    /// `.sizeThatFitsLayout` written as a bare trait argument.
    var isImplicitMember: Bool {
        if case let .memberAccess(access) = kind { return access.base == nil }
        if case let .call(call) = kind, case let .memberAccess(access) = call.callee.kind { return access.base == nil }
        return false
    }
}
