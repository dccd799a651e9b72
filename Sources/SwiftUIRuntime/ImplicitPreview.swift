import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftInterpreter

/// A file without any preview (a helper view, a screen whose preview lives elsewhere): its main
/// view is laid out as if the file ended with `#Preview { MainView(…) }`, so the file can still be
/// read. The main view is the `View` struct named like the file, else the file's first non-generic
/// one. Arguments the view needs are placeholders of their declared types (the parameter's name
/// for a `String`, zero, `false`, `nil`, empty collections, `.constant(…)` bindings, closures
/// doing nothing, a type of the file built the same way, an opaque value for a type of another
/// file), said in one warning at the view's name. A file with previews is never given one.
extension SwiftUIRuntime {
    func runImplicitPreview() -> [PreviewRun] {
        runsImplicitPreview = true
        defer { runsImplicitPreview = false }
        if let fragment = runFragmentPreview() { return [fragment] }
        guard let (declaration, nominal, path) = mainView(), let type = conformerType(path, nominal) else {
            return runModifierPreview().map { [$0] } ?? []
        }
        let name = nominal.name.name
        implicitPreviewViewName = name
        defer { implicitPreviewViewName = nil }
        return [placeholderRun(declaration, nominal, type, sourceText: "#Preview { \(name)() }",
                               warning: { .implicitPreview(name, placeholders: $0) }, shown: { $0 })]
    }

    /// A file with no view but a `ViewModifier`: the modifier applied to a stand-in content,
    /// `Text("Content")`, the plainest view a preview of a modifier shows it on.
    private func runModifierPreview() -> PreviewRun? {
        guard let (declaration, nominal, path) = mainConformer(to: "ViewModifier"), let type = conformerType(path, nominal) else {
            return nil
        }
        let name = nominal.name.name
        let content = "Text(\"Content\")"
        return placeholderRun(declaration, nominal, type, sourceText: "#Preview { \(content).modifier(\(name)()) }",
                              warning: { .implicitModifierPreview(name, content: content, placeholders: $0) },
                              shown: { modifier in
                                  var text = self.view("Text", .leaf(ViewNode(TextLeaf("Content"), label: "Text", source: nil)))
                                  return try self.interpreter.callMethod("modifier", on: &text, [CallArgument(nil, modifier)])
                              })
    }

    /// The preview of the file's `type` made with stand-in arguments (said in `warning`, at
    /// the type's name), showing what `shown` makes of the value.
    private func placeholderRun(_ declaration: Decl, _ nominal: NominalTypeDecl, _ type: TypeInfo, sourceText: String,
                                warning: @escaping ([String]) -> DiagnosticMessage, shown: @escaping (Value) throws -> Value) -> PreviewRun {
        var run = PreviewRun(title: nil, shownView: nominal.name.name, providerName: nil, line: file.range(of: declaration.span).start.line,
                             sourceText: sourceText, trait: .device, root: nil, diagnostics: [])
        (run.root, run.diagnostics) = attempt {
            var placeholders: [String] = []
            let value = try self.makeWithPlaceholders(type, depth: 0, said: &placeholders)
            self.placeholderArgumentsGiven = !placeholders.isEmpty
            self.warn(warning(placeholders), at: self.file.range(of: nominal.name.span))
            return try self.resolveSingle(try shown(value))
        }
        let range = file.range(of: nominal.name.span)
        if run.root == nil, runsOnAssumedValues, let trap = run.diagnostics.first(where: Self.isTrap) {
            run.root = trappedStandIn(nominal.name.name, at: range, trap)
            run.diagnostics = []
        }
        run.runsUserCodeDuringLayout = layoutTimeBridgesMade > 0
        if runsOnAssumedValues { run.inventedValuesView = ImplicitPreviewView(name: nominal.name.name, range: range) }
        return run
    }

    /// A preview LayoutLens made on invented values whose layout-time code (a `GeometryReader`'s
    /// content computing `values.max()!` of the empty array given for `values`) trapped while
    /// `layoutTimeDiagnostics(of:proposal:)` laid it out: as for a trap while the view is made,
    /// the trap says nothing about the app, so the view is a stand-in with a warning.
    public func standInForLayoutTrapOnInventedValues(_ run: inout PreviewRun) {
        guard let view = run.inventedValuesView, let trap = run.diagnostics.first(where: Self.isTrap) else { return }
        run.root = trappedStandIn(view.name, at: view.range, trap)
        run.diagnostics = []
        run.runsUserCodeDuringLayout = false
    }

    /// Whether a preview's error is a runtime trap (`Fatal error: Index out of range`).
    private static func isTrap(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.id.hasPrefix("trap.") || diagnostic.id == "interpreter-trap" || diagnostic.message.text.hasPrefix("Fatal error:")
    }

    /// The view whose code traps on values LayoutLens invented for its implicit preview
    /// (`accounts[0]` of an empty array given for `accounts`): the app never runs it on them, so
    /// the trap says nothing about the app; the view is drawn as a stand-in of its name, with a
    /// warning saying where the code stopped.
    private func trappedStandIn(_ name: String, at range: SourceRange, _ trap: Diagnostic) -> ViewNode {
        let stop = trap.range.file == file.fileName ? "line \(trap.range.start.line)" : "\(trap.range.file):\(trap.range.start.line)"
        warn(DiagnosticMessage(id: "implicitPreviewTrapped", severity: .warning,
                               text: "'\(name)' stops on the values LayoutLens invented for its implicit preview (\(trap.message.text) at \(stop)); "
                                   + "it is drawn as a stand-in"),
             at: range)
        let source = SourceLocation(line: range.start.line, column: range.start.column)
        let text = ViewNode(TextLeaf(name), label: "Text", source: source)
        var node = ViewNode(PaddingLayout(edges: .all, length: nil), children: [text], label: name, source: source)
        node.style.standIn = StandIn(name: name, reason: "its code stops on the values invented for its implicit preview")
        return node
    }

    /// The struct conforming to `View` named like the file, else the first non-generic one, else
    /// the first generic one. A view nested in an extension (`extension Editor { struct
    /// PrivacyMenu: View }`, the extended type often another file's) counts as the file's.
    private func mainView() -> (Decl, NominalTypeDecl, String)? { mainConformer(to: "View") }

    /// The type `nominal` declares, by its path (`PersonaDetails.View.AccountSection` for a view
    /// nested in `extension PersonaDetails.View`): a type of the same name nested elsewhere
    /// (`PersonaDetails.State.AccountSection`) is another type. By its name when the path names
    /// none the program knows.
    private func conformerType(_ path: String, _ nominal: NominalTypeDecl) -> TypeInfo? {
        interpreter.type(named: path) ?? interpreter.type(named: nominal.name.name)
    }

    /// The struct conforming to `protocolName` named like the file, else the first non-generic
    /// one, else the first generic one; with its path from the file's scope (the extended type's
    /// name, then its own).
    private func mainConformer(to protocolName: String) -> (Decl, NominalTypeDecl, String)? {
        var views: [(Decl, NominalTypeDecl, String)] = []
        func collect(_ declaration: Decl, in scope: String?) {
            switch declaration.kind {
            case let .nominalType(nominal):
                if nominal.kind == .struct, nominal.inheritance.flatteningCompositions.contains(where: { Self.typeName($0) == protocolName }) {
                    views.append((declaration, nominal, scope.map { $0 + "." + nominal.name.name } ?? nominal.name.name))
                }
            case let .extension(extensionDecl):
                let extended = file.text(of: extensionDecl.extendedType.span)
                for member in extensionDecl.members { collect(member, in: extended) }
            default: break
            }
        }
        for statement in file.statements {
            if case let .declaration(declaration) = statement.kind { collect(declaration, in: nil) }
        }
        let fileName = file.range(of: .empty(at: 0)).file.split(separator: "/").last.map(String.init) ?? ""
        let baseName = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        return views.first { $0.1.name.name == baseName }
            ?? views.first { $0.1.genericParameters.isEmpty }
            ?? views.first
    }

    /// A value of the file's `type` made with its initializer that needs the fewest arguments
    /// (the memberwise one when it declares none), each argument a placeholder.
    func makeWithPlaceholders(_ type: TypeInfo, depth: Int, said: inout [String]) throws -> Value {
        var arguments: [CallArgument] = []
        // `content: Content` of `struct Host<Content: View>` names the view's own generic
        // parameter, never a type of the module that shares its name (a nested
        // `ViewportModel.Content` enum): Swift looks a name up in the innermost scope first (The
        // Swift Programming Language, "Generic Parameters and Arguments").
        let generics = Set(type.genericParameterNames)
        let initializers = type.initializers.compactMap { interpreter.parameterSlots(of: $0) }
        // `init(from: Decoder)` only when the type has no other: a preview builds a value with the
        // app's own initializers, never by decoding one.
        let building = initializers.filter { !Self.decodes($0) }
        if let slots = (building.isEmpty ? initializers : building).min(by: { $0.filter { !$0.hasDefault }.count < $1.filter { !$0.hasDefault }.count }) {
            for slot in slots where !slot.hasDefault {
                arguments.append(CallArgument(slot.label, try placeholder(constrainedHint(slot.hint, of: type), named: slot.name, depth: depth,
                                                                          said: &said, generics: generics)))
            }
        } else if type.kind != .classType {
            // A class without initializers has only `init()` (when every stored property has a
            // default); never a memberwise one (The Swift Programming Language, "Initialization":
            // memberwise initializers are for structures).
            for property in type.storedProperties where needsMemberwiseArgument(property) {
                var value = try placeholder(constrainedHint(property.hint, of: type), named: property.name, depth: depth, said: &said,
                                            generics: generics)
                if property.wrapper?.typeName == "Binding" {
                    value = interpreter.nativeValue("Binding", BindingPayload(box: BindingPayload.Box(value)))
                }
                arguments.append(CallArgument(property.name, value))
            }
        }
        return try interpreter.construct(type, arguments)
    }

    /// A parameter typed by `type`'s own generic parameter is given a value of the protocol the
    /// parameter is constrained to (`<S: Shape>` or `where S: Shape`), as Swift makes a generic
    /// value only with its parameters bound to conforming types (The Swift Programming Language,
    /// "Generics": "Type Constraints"): a shape for SwiftUI's `Shape`, a style for `ShapeStyle`,
    /// the module's first conforming type for the program's own protocol (`namedPlaceholder`).
    /// Any other library constraint (a view parameter) keeps its opaque stand-in, as no value of
    /// it is the plainest.
    private func constrainedHint(_ hint: TypeHint?, of type: TypeInfo) -> TypeHint? {
        guard let constraint = interpreter.conformanceHint(of: hint, in: type), case let .named(name) = constraint else { return hint }
        if Self.libraryPlaceholderProtocols.contains(name) { return constraint }
        guard let protocolType = interpreter.type(named: name), protocolType.kind == .protocolType, !protocolType.isLibraryType else { return hint }
        return constraint
    }

    /// The library protocols `namedPlaceholder` gives a plain value of.
    private static let libraryPlaceholderProtocols: Set<String> = ["Shape", "InsettableShape", "ShapeStyle"]

    /// Whether an initializer is `Decodable`'s `init(from: Decoder)`.
    private static func decodes(_ slots: [ParameterSlot]) -> Bool {
        guard slots.count == 1, slots[0].label == "from", case let .named(typeName)? = slots[0].hint else { return false }
        return typeName == "Decoder" || typeName == "any Decoder"
    }

    /// Whether Swift's memberwise initializer has no default for `property`.
    private func needsMemberwiseArgument(_ property: StoredProperty) -> Bool {
        if let wrapper = property.wrapper?.typeName,
           ["Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState", "AccessibilityFocusState"].contains(wrapper) {
            return false
        }
        // `@AppSettings(\.theme) var theme`: a wrapper made from its attribute's arguments gives the
        // memberwise parameter that wrapper as its default (SE-0258, "Memberwise initializers";
        // swiftc accepts `Tile(name:)` for `struct Tile { @Doubled(15) var side; var name: String }`).
        if property.wrapper?.arguments != nil, property.initialValue == nil { return false }
        // A wrapper with no `init(wrappedValue:)` (`@Router var router`) is made by its own
        // `init()`, the memberwise parameter's default (see `wrapperTakesWrappedValue`).
        if let wrapper = property.wrapper?.typeName, property.initialValue == nil, !interpreter.wrapperTakesWrappedValue(wrapper) { return false }
        return property.initialValue == nil && !property.defaultsToNil && !property.isLazy
    }

    /// A stand-in of the declared type: what a preview would most plainly pass.
    private func placeholder(_ hint: TypeHint?, named name: String, depth: Int, said: inout [String],
                             generics: Set<String> = []) throws -> Value {
        let value: Value
        switch hint {
        case .optional?: value = .nil
        case .array?, .set?: value = .array([])
        case .dictionary?: value = .dictionary(OrderedDictionary())
        case let .tuple(elements, labels)?:
            value = .tuple(try elements.map { try placeholder($0, named: name, depth: depth + 1, said: &said) }, labels: labels)
        case let .function(_, result)?:
            // A closure doing nothing; one that must give a view (`@ViewBuilder content: () ->
            // Content`) gives what an empty view builder gives, an `EmptyView`; one that gives a
            // value gives that type's plain stand-in (`canUpdate: { _ in false }`).
            let givesView = result.map(givesView) ?? false
            value = .function(.native(name, labels: nil) { [unowned self] _, _, _ in
                if givesView { return self.view("EmptyView", .list([])) }
                guard let result, result != .named("Void"), result != .tuple([], labels: []) else { return .void }
                var unsaid: [String] = []
                return try self.placeholder(result, named: name, depth: depth + 1, said: &unsaid)
            })
        // `Binding<String?>` written with its argument (an initializer's parameter): a binding to
        // the plainest value of that type (`.constant(nil)`), as `@Binding var` gets below.
        case let .generic("Binding", arguments)? where arguments.count == 1:
            var inner: [String] = []
            value = binding(try placeholder(arguments[0], named: name, depth: depth + 1, said: &inner))
        // `ClosedRange<Double>`, `Range<Int>` (a slider's or an animation's bounds): the unit
        // range of the bound's type, `0...1` or `0..<1`, which every range operation accepts
        // (`random(in:)` traps on an empty range); LayoutLens's choice, said in the warning.
        case let .generic(typeName, arguments)? where (typeName == "ClosedRange" || typeName == "Range") && arguments.count == 1:
            var inner: [String] = []
            let lower = try placeholder(arguments[0], named: name, depth: depth + 1, said: &inner)
            let upper: Value?
            switch lower {
            case .int: upper = .int(1)
            case .double: upper = .double(1)
            case .cgFloat: upper = .cgFloat(1)
            default: upper = nil
            }
            value = upper.map { .range(RangeValue(lower: lower, upper: $0, isClosed: typeName == "ClosedRange")) } ?? opaquePlaceholder(typeName)
        case let .named(typeName)? where generics.contains(typeName): value = opaquePlaceholder(typeName)
        case let .named(typeName)?, let .generic(typeName, _)?: value = try namedPlaceholder(typeName, named: name, depth: depth, said: &said)
        case .opaque?, .genericParameter?, nil: value = opaquePlaceholder(name)
        }
        if depth == 0 {
            let shown: String
            switch value {
            case .function: shown = "{ }"
            case .string(let text): shown = "\"\(text)\""
            default: shown = Self.undefinedName(value)?.path ?? (try? interpreter.describe(value)) ?? "…"
            }
            said.append("\(name): \(shown)")
        }
        return value
    }

    private func namedPlaceholder(_ typeName: String, named name: String, depth: Int, said: inout [String]) throws -> Value {
        switch typeName {
        case "String", "Substring", "LocalizedStringKey", "LocalizedStringResource": return .string(name)
        case "Int", "Int64", "Int32", "UInt": return .int(0)
        case "Double": return .double(0)
        case "CGFloat": return .cgFloat(0)
        case "Bool": return .bool(false)
        // Any shape: the plainest is `Rectangle()`, the shape that fills its frame (Apple docs,
        // "Rectangle"); any shape style: the grey a `Color` stand-in gets.
        case "Shape", "InsettableShape":
            if let rectangle = interpreter.type(named: "Rectangle"), let made = madeWithoutArguments(rectangle) { return made }
        case "ShapeStyle": if let color = interpreter.type(named: "Color") { return try interpreter.staticMember("gray", of: color) }
        case "Color": if let color = interpreter.type(named: "Color") { return try interpreter.staticMember("gray", of: color) }
        // SwiftUI's `Font` has no `init()`; the plainest a preview passes is the body style,
        // the font a `Text` without one has (Apple docs, "Font.body").
        case "Font": if let font = interpreter.type(named: "Font") { return try interpreter.staticMember("body", of: font) }
        // `Binding` written without its argument: a binding to a stand-in of the
        // parameter's name, which the layout reads as its plainest value (`false`, empty) with
        // a warning that names the parameter.
        case "Binding": return binding(opaquePlaceholder(name))
        // A type-erased view: the plainest a preview passes is an empty one, what an empty view
        // builder gives (`EmptyView`, "a view that doesn't contain any content"), wrapped.
        case "AnyView":
            if let anyView = interpreter.type(named: "AnyView") { return try interpreter.construct(anyView, [CallArgument(nil, view("EmptyView", .list([])))]) }
        // A coordinate space: `.global`, the space `GeometryProxy.frame(in:)` reads when it is
        // given no other (Apple docs, "CoordinateSpace": `global`, "the global coordinate space at
        // the root of the view hierarchy"); an alignment or a unit point: its `.center`, the
        // alignment a stack or frame takes when given none (Apple docs, "ZStack", "frame").
        case "CoordinateSpace", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint":
            let plainest = typeName == "CoordinateSpace" ? "global" : "center"
            if let type = interpreter.type(named: typeName), let made = try? interpreter.staticMember(plainest, of: type) { return made }
        // An option set of SwiftUI's: the empty set `[]`, as an array parameter gets an empty array.
        case "Edge.Set", "Axis.Set": return .array([])
        // Geometry values: their `.zero`, the plainest a preview passes.
        case "CGPoint", "CGSize", "CGRect", "CGVector":
            if let type = interpreter.type(named: typeName), let zero = try? interpreter.staticMember("zero", of: type) { return zero }
        default: break
        }
        guard let type = interpreter.type(named: typeName), depth < 3 else { return opaquePlaceholder(typeName) }
        switch type.kind {
        case .enumType:
            if let first = type.cases.first(where: { !$0.hasPayload }) { return .enumValue(EnumInstance(type: type, caseName: first.name)) }
            // Every case carries values (`case task(subtasks: [Subtask])`, `case timer(…)`): the
            // first case, each associated value a placeholder as an argument would be.
            if let first = type.cases.first, first.payloadHints.count == first.payloadLabels.count {
                var inner: [String] = []
                let payload = try first.payloadHints.enumerated().map { index, hint in
                    try placeholder(hint, named: first.payloadLabels[index] ?? first.name, depth: depth + 1, said: &inner)
                }
                return .enumValue(EnumInstance(type: type, caseName: first.name, payload: payload, labels: first.payloadLabels))
            }
        case .structType, .classType:
            var inner: [String] = []
            if let made = try? makeWithPlaceholders(type, depth: depth + 1, said: &inner) { return made }
        case .protocolType:
            // `let theme: ThemeProtocol`: a preview passes a value of a type conforming to it; the
            // module's first such type (in the order its files are read) that can be made.
            for conformer in programConformers(to: type.name) {
                var inner: [String] = []
                if let made = try? makeWithPlaceholders(conformer, depth: depth + 1, said: &inner) { return made }
            }
        default:
            if let made = madeWithoutArguments(type) { return made }
        }
        return opaquePlaceholder(typeName)
    }

    /// The module's structures and classes conforming to the protocol `name` (declared on the
    /// type or by an extension), in the order of the module's files and their declarations.
    private func programConformers(to name: String) -> [TypeInfo] {
        var found: [TypeInfo] = []
        func collect(_ declaration: Decl) {
            guard case let .nominalType(nominal) = declaration.kind, nominal.kind == .struct || nominal.kind == .class,
                  nominal.genericParameters.isEmpty, let type = interpreter.type(named: nominal.name.name),
                  type.kind == .structType || type.kind == .classType, !type.isLibraryType, type.conforms(to: name),
                  !found.contains(where: { $0 === type }) else { return }
            found.append(type)
        }
        for file in moduleFiles {
            for statement in file.statements {
                if case let .declaration(declaration) = statement.kind { collect(declaration) }
            }
        }
        return found
    }

    /// `T()` of a library type that has such an initializer; nil for one it lacks, which the
    /// placeholder stands for (not the stand-in `unmodelledInitializer` makes for the app's calls).
    private func madeWithoutArguments(_ type: TypeInfo) -> Value? {
        let standIn = interpreter.unmodelledInitializer
        interpreter.unmodelledInitializer = nil
        defer { interpreter.unmodelledInitializer = standIn }
        return try? interpreter.construct(type, [])
    }

    /// Whether a closure's result type is a view: `some View`, `AnyView`, a view type, or a generic
    /// parameter the file constrains to `View` (`struct Card<Content: View>`).
    private func givesView(_ result: TypeHint) -> Bool {
        switch result {
        case .opaque: return true
        case let .named(name), let .generic(name, _):
            if name == "AnyView" || viewGenericParameters().contains(name) { return true }
            return interpreter.type(named: name).map { $0.conformances.contains("View") } ?? false
        default: return false
        }
    }

    /// The names of the file's generic parameters constrained to `View`.
    private func viewGenericParameters() -> Set<String> {
        var names: Set<String> = []
        forEachDeclaration { declaration in
            guard case let .nominalType(nominal) = declaration.kind else { return }
            for parameter in nominal.genericParameters where parameter.inheritedType.map({ Self.typeName($0) == "View" }) == true {
                names.insert(parameter.name.name)
            }
        }
        return names
    }

    /// An opaque stand-in (a type of another file): the implicit preview's warning already names it.
    /// Errors about it still name it (`explainingUndefinedNames`).
    private func opaquePlaceholder(_ name: String) -> Value {
        let undefined = UndefinedName(root: name, path: name, range: nil)
        if !undefinedNamesUsed.contains(where: { $0.root == name }) { undefinedNamesUsed.append(undefined) }
        undefinedNamesDrawn.insert(name)
        return interpreter.nativeValue(Self.undefinedNameTypeName, undefined)
    }
}
