import Diagnostics
import LayoutEngine

/// Builds the scenarios of a parsed file: each `#Preview`, and each entry of every
/// PreviewProvider's `static var previews`, lowered to an engine tree. A scenario whose lowering
/// reports an error is left out (its errors are reported); the file's other scenarios still run.
struct ScenarioBuilder {
    var lowerer: Lowerer
    let syntax: SourceFileSyntax

    /// The file's bytes, for each preview's source text.
    let bytes: [UInt8]

    init(syntax: SourceFileSyntax, assets: ImageAssets, sink: DiagnosticSink, bytes: [UInt8] = []) {
        self.syntax = syntax
        self.bytes = bytes
        self.lowerer = Lowerer(syntax: syntax, assets: assets, sink: sink)
    }

    var sink: DiagnosticSink { lowerer.sink }
    /// Whether the file has any `#Preview` or previews entry (set by `build()`).
    private(set) var hasPreviews = false

    mutating func build() -> [Scenario] {
        evaluateConstants()
        var scenarios: [Scenario] = []
        var index = 0
        let items = previewItems()
        // Names come from facts read off the source before anything is lowered, so a preview
        // that fails to lay out still holds its place and renames nothing.
        let facts = items.map(identityFacts)
        let names = PreviewIdentity.names(facts)
        let orderDependent = PreviewIdentity.dependsOnOrder(facts)
        for item in items {
            index += 1
            if lowerer.sink.isFull { break }
            let errorsBefore = lowerer.sink.errorCount
            lowerer.viewCount = 0
            lowerer.exceededViewLimit = false
            lowerer.exceededViewDepth = false
            lowerer.evaluationSteps = 0
            lowerer.usedBrokenView = false
            var scenario: Scenario?
            switch item {
            case .macro(let preview): scenario = build(preview, name: names[index - 1])
            case .providerEntry(_, let expr): scenario = build(entry: expr, name: names[index - 1])
            }
            scenario?.identity = facts[index - 1]
            scenario?.nameDependsOnOrder = orderDependent[index - 1]
            scenario?.source = sourceText(item.sourceRange)
            if let scenario, lowerer.sink.errorCount == errorsBefore, !lowerer.usedBrokenView {
                scenarios.append(scenario)
            } else if scenario == nil, lowerer.sink.errorCount == errorsBefore, !lowerer.usedBrokenView, !item.hasSyntaxErrors {
                // Every path that gives up reports why; this is a safety net so that a preview
                // can never disappear without a word.
                lowerer.sink.add(.unsupportedExpression("this preview (it could not be laid out)"), at: item.range)
            }
        }
        hasPreviews = index > 0
        checkUnusedViews()
        return scenarios
    }

    private enum PreviewItem {
        case macro(PreviewDecl)
        case providerEntry(StructDecl, Expr)

        var range: SourceRange {
            switch self {
            case .macro(let preview): return preview.range
            case .providerEntry(_, let expr): return expr.range
            }
        }

        /// The preview as written.
        var sourceRange: SourceRange {
            switch self {
            case .macro(let preview): return preview.fullRange
            case .providerEntry(_, let expr): return expr.range
            }
        }

        /// The parser already reported an error in it.
        var hasSyntaxErrors: Bool {
            switch self {
            case .macro(let preview): return preview.hasSyntaxErrors || preview.body == nil
            case .providerEntry(let provider, _): return provider.hasSyntaxErrors
            }
        }
    }

    /// The title and the shown view of a preview, read from its syntax alone.
    private func identityFacts(_ item: PreviewItem) -> PreviewIdentity.Facts {
        let views = Set(syntax.structs.filter(\.isView).map(\.name))
        switch item {
        case .macro(let preview):
            let shown = preview.body.flatMap(Self.viewName(in:)).flatMap { views.contains($0) ? $0 : nil }
            return PreviewIdentity.Facts(title: preview.title, shownView: shown)
        case .providerEntry(let provider, let expr):
            var title: String?
            var core = expr
            while case .call(let callee, let arguments) = core.kind, case .member(let base, let name, _) = callee.kind {
                if name == "previewDisplayName", title == nil, arguments.count == 1, case .string(let parts) = arguments[0].value.kind {
                    title = parts.map { part -> String in
                        if case .text(let text) = part { return text }
                        return ""
                    }.joined()
                }
                core = base
            }
            let shown = Self.viewName(in: [.expression(core)]).flatMap { views.contains($0) ? $0 : nil }
            let base = provider.name.hasSuffix("_Previews") ? String(provider.name.dropLast("_Previews".count)) : provider.name
            return PreviewIdentity.Facts(title: title, shownView: shown ?? base)
        }
    }

    /// The source text of `range` (the preview as written).
    private func sourceText(_ range: SourceRange) -> String {
        let start = max(0, min(range.start.offset, bytes.count)), end = max(start, min(range.end.offset, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Views no preview shows are still checked, as the compiler would, when they can be created
    /// without arguments (every stored property has a default) and the file has no error so far
    /// (its errors come first, and a broken file should not cascade).
    private mutating func checkUnusedViews() {
        guard lowerer.sink.errorCount == 0 else { return }
        for decl in syntax.structs where decl.isView && !lowerer.expandedViews.contains(decl.name) {
            if lowerer.sink.isFull { return }
            let needsArguments = decl.properties.contains {
                $0.isStored && $0.defaultValue == nil && !(!$0.isLet && ($0.typeText?.hasSuffix("?") ?? false))
            }
            guard !needsArguments else { continue }
            lowerer.viewCount = 0
            lowerer.exceededViewLimit = false
            lowerer.exceededViewDepth = false
            lowerer.evaluationSteps = 0
            _ = lowerer.instantiate(decl, arguments: [], calleeRange: decl.nameRange, scope: lowerer.globals)
        }
    }

    /// `#Preview`s and provider entries in source order.
    private func orderedPreviewItems() -> [(position: Int, item: PreviewItem)] {
        var items: [(position: Int, item: PreviewItem)] = syntax.previews.map { ($0.range.start.offset, .macro($0)) }
        for provider in syntax.structs where provider.isPreviewProvider {
            guard let body = provider.properties.first(where: { $0.name == "previews" })?.computedBody else { continue }
            for expr in Self.entries(of: body) {
                items.append((expr.range.start.offset, .providerEntry(provider, expr)))
            }
        }
        return items.sorted { $0.position < $1.position }
    }

    private func previewItems() -> [PreviewItem] {
        orderedPreviewItems().map(\.item)
    }

    /// The entries of `previews`: its statements, with a top-level `Group { … }` opened up.
    private static func entries(of body: [Statement]) -> [Expr] {
        var result: [Expr] = []
        for statement in body {
            var expr: Expr?
            switch statement {
            case .expression(let e): expr = e
            case .returnStatement(let e?, _): expr = e
            default: break
            }
            guard let expr else { continue }
            // `Group { A(); B() }.previewLayout(…)`: one entry per child, each with the group's modifiers.
            var core = expr
            var modifiers: [(name: String, nameRange: SourceRange, arguments: [Argument], range: SourceRange)] = []
            while case .call(let callee, let arguments) = core.kind, case .member(let base, let name, let nameRange) = callee.kind {
                modifiers.insert((name, nameRange, arguments, core.range), at: 0)
                core = base
            }
            if case .call(let callee, let arguments) = core.kind, case .identifier("Group") = callee.kind,
               arguments.count == 1, case .closure(let closure) = arguments[0].value.kind {
                result += entries(of: closure.body).map { child in
                    modifiers.reduce(child) { inner, modifier in
                        let member = Expr(.member(inner, name: modifier.name, nameRange: modifier.nameRange), range: inner.range)
                        return Expr(.call(member, modifier.arguments), range: inner.range)
                    }
                }
            } else {
                result.append(expr)
            }
        }
        return result
    }

    /// Top-level `let`/`var` constants, in order.
    private mutating func evaluateConstants() {
        for constant in syntax.constants {
            guard let value = constant.defaultValue.flatMap({ lowerer.evaluate($0, scope: lowerer.globals) }) else { continue }
            lowerer.globals.values[constant.name] = Lowerer.typed(value, as: constant.typeText)
        }
    }

    // MARK: - #Preview

    private mutating func build(_ preview: PreviewDecl, name: String) -> Scenario? {
        var proposal = PreviewCanvas.defaultDevice
        var seenTraits = false
        for (position, argument) in preview.arguments.enumerated() {
            if argument.label == "traits" || (seenTraits && argument.label == nil) {
                seenTraits = true
                guard let value = lowerer.evaluate(argument.value, scope: lowerer.globals),
                      let traitProposal = traitProposal(value, range: argument.value.range) else { return nil }
                if let traitProposal { proposal = traitProposal }
            } else if position == 0, argument.label == nil {
                guard case .string = argument.value.kind else {
                    lowerer.sink.add(.wrongType(expected: "String", found: "value"), at: argument.value.range)
                    return nil
                }
            } else if argument.label == "body", !argument.isTrailing {
                continue
            } else {
                let have = argument.label ?? ""
                lowerer.sink.add(.incorrectArgumentLabel(callee: "#Preview", have: have, expected: ["traits"]),
                                 at: argument.labelRange ?? argument.value.range)
                return nil
            }
        }
        guard var body = preview.body, !preview.hasSyntaxErrors else { return nil }
        if body.count == 1, case .expression(let expr) = body[0], proposal == PreviewCanvas.defaultDevice {
            guard let (inner, canvas) = ignoringSafeArea(expr) else { return nil }
            body = [.expression(inner)]
            proposal = canvas
        }
        let errorsBefore = lowerer.sink.errorCount
        let nodes = lowerer.lowerBody(body, scope: lowerer.globals)
        if nodes.isEmpty {
            if lowerer.sink.errorCount == errorsBefore { lowerer.sink.add(.previewWithoutBody(), at: preview.range) }
            return nil
        }
        guard let root = lowerer.single(nodes, name: "Preview", at: preview.range) else { return nil }
        let fits = proposal == .unspecified
        return Scenario(file: syntax.file, name: name, line: preview.range.start.line,
                        proposal: fits ? PreviewCanvas.defaultDevice : proposal, root: root, fitsCanvasToRoot: fits)
    }

    /// `.ignoresSafeArea(…)` / `.edgesIgnoringSafeArea(…)` as the root's outermost modifier: the
    /// root is proposed the screen minus only the insets it does not ignore (SwiftUI extends the
    /// root's region into the ignored safe-area edges). Returns the expression without the
    /// modifier and the canvas; nil after reporting bad arguments. Elsewhere these modifiers stay
    /// unmodelled (a warning).
    private mutating func ignoringSafeArea(_ expr: Expr) -> (Expr, ProposedSize)? {
        guard case .call(let callee, let arguments) = expr.kind, case .member(let base, let name, let nameRange) = callee.kind,
              name == "ignoresSafeArea" || name == "edgesIgnoringSafeArea" else {
            return (expr, PreviewCanvas.defaultDevice)
        }
        let signatures = name == "ignoresSafeArea"
            ? [Signature([.unlabelled("regions", optional: true), .labelled("edges")])]
            : [Signature([.unlabelled("edges")])]
        guard let bound = ArgumentMatcher.match(arguments, callee: name, calleeRange: nameRange, signatures: signatures,
                                                sink: &lowerer.sink) else { return nil }
        var edges = EdgeSet.all
        if let edgesArgument = bound["edges"] {
            guard let set = lowerer.edgesArgument(edgesArgument, scope: lowerer.globals) else { return nil }
            edges = set
        }
        let top = edges.contains(.top) ? 0 : PreviewCanvas.safeAreaTop
        let bottom = edges.contains(.bottom) ? 0 : PreviewCanvas.safeAreaBottom
        return (base, ProposedSize(width: PreviewCanvas.screen.width, height: PreviewCanvas.screen.height - top - bottom))
    }

    /// The custom view a preview shows (`ContentView()` → "ContentView"), for untitled previews.
    private static func viewName(in body: [Statement]) -> String? {
        for statement in body {
            if case .expression(var expr) = statement {
                while case .call(let callee, _) = expr.kind {
                    if case .member(let base, _, _) = callee.kind { expr = base; continue }
                    return callee.dottedName
                }
                return expr.dottedName
            }
        }
        return nil
    }

    /// `.fixedLayout(width:height:)` → that size; `.sizeThatFitsLayout` → nil × nil, which marks a
    /// canvas that fits the root (offered the device size, `Scenario.fitsCanvasToRoot`); orientation
    /// and other traits → no change (`.some(nil)`). Unknown traits are errors.
    private mutating func traitProposal(_ value: Value, range: SourceRange) -> ProposedSize?? {
        switch value {
        case .member("sizeThatFitsLayout", nil):
            return .some(.unspecified)
        case .member("fixedLayout", let arguments?):
            return fixedSize(arguments, callee: "fixedLayout", range: range).map { .some($0) }
        case .member(let name, _) where ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown", "defaultLayout"].contains(name):
            return .some(nil)
        case .member(let name, _):
            lowerer.noMember(name, type: "PreviewTrait", candidates: ["fixedLayout", "sizeThatFitsLayout", "defaultLayout", "portrait"],
                             range: range)
            return nil
        default:
            lowerer.sink.add(.wrongType(expected: "PreviewTrait", found: value.typeDescription), at: range)
            return nil
        }
    }

    private mutating func fixedSize(_ arguments: [Argument], callee: String, range: SourceRange) -> ProposedSize? {
        guard let bound = ArgumentMatcher.match(arguments, callee: callee, calleeRange: range, signatures: [
            Signature([.labelled("width", optional: false), .labelled("height", optional: false)]),
        ], sink: &lowerer.sink),
            let width = lowerer.numberArgument(bound["width"], scope: lowerer.globals),
            let height = lowerer.numberArgument(bound["height"], scope: lowerer.globals) else { return nil }
        for (key, number) in [("width", width), ("height", height)] where !number.isFinite || number < 0 {
            lowerer.sink.add(.invalidFrameDimension(key, value: number.isNaN ? "NaN" : NumberText.format(number, decimals: 4)),
                             at: bound[key]?.value.range ?? range)
            return nil
        }
        return ProposedSize(width: width, height: height)
    }

    // MARK: - PreviewProvider entries

    /// One entry of `previews`: its outer `.previewLayout(…)` / `.previewDisplayName(…)` modifiers
    /// set the proposal and the name; the rest is the view.
    private mutating func build(entry: Expr, name: String) -> Scenario? {
        var expr = entry
        var proposal = PreviewCanvas.defaultDevice
        var titleSeen = false
        var layoutSeen = false
        while case .call(let callee, let arguments) = expr.kind, case .member(let base, let name, let nameRange) = callee.kind,
              ["previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation"].contains(name) {
            if name == "previewLayout", !layoutSeen {
                layoutSeen = true
                guard arguments.count == 1, let value = lowerer.evaluate(arguments[0].value, scope: lowerer.globals) else {
                    lowerer.sink.add(.missingArgument("_", callee: name), at: nameRange)
                    return nil
                }
                switch value {
                case .member("sizeThatFits", nil): proposal = .unspecified
                case .member("device", nil): break
                case .member("fixed", let fixedArguments?):
                    guard let size = fixedSize(fixedArguments, callee: "fixed", range: arguments[0].value.range) else { return nil }
                    proposal = size
                case .member(let other, _):
                    lowerer.noMember(other, type: "PreviewLayout", candidates: ["fixed", "sizeThatFits", "device"],
                                     range: arguments[0].value.range)
                    return nil
                default:
                    lowerer.sink.add(.wrongType(expected: "PreviewLayout", found: value.typeDescription), at: arguments[0].value.range)
                    return nil
                }
            } else if name == "previewDisplayName", !titleSeen, arguments.count == 1 {
                // Evaluated for its diagnostics; the name itself comes from `PreviewIdentity`.
                titleSeen = true
                _ = lowerer.stringArgument(arguments[0], scope: lowerer.globals)
            }
            expr = base
        }
        if proposal == PreviewCanvas.defaultDevice {
            guard let (inner, canvas) = ignoringSafeArea(expr) else { return nil }
            expr = inner
            proposal = canvas
        }
        guard let root = lowerer.lowerView(expr, scope: lowerer.globals) else { return nil }
        let fits = proposal == .unspecified
        return Scenario(file: syntax.file, name: name, line: entry.range.start.line,
                        proposal: fits ? PreviewCanvas.defaultDevice : proposal, root: root, fitsCanvasToRoot: fits)
    }
}
