import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftInterpreter

/// Resolution: view values → engine nodes, top-down, carrying the environment.
///
/// A user view is layout-neutral in SwiftUI: its `body`'s view stands in its place. The body is
/// evaluated here, at the view's place in the tree, so `@Environment` and `@EnvironmentObject`
/// reads see what `.environment(…)` above it set.
extension SwiftUIRuntime {
    /// The engine nodes of a view value (several for a builder block, none for `EmptyView`/nil).
    func resolve(_ value: Value) throws -> [ViewNode] {
        // The engine, the renderer and the snapshots recurse as deep as the tree nests.
        resolveDepth += 1
        defer { resolveDepth -= 1 }
        if resolveDepth > Self.maximumViewDepth {
            if let cycle = recursionCycle() { throw RuntimeError(.recursiveView(cycle.names), at: cycle.range ?? interpreter.currentRange) }
            var error = RuntimeError(.viewsTooDeep(limit: Self.maximumViewDepth), at: viewLimitRange())
            error.kind = .limit
            throw error
        }
        switch value {
        case let .native(native):
            if let description = native.payload as? ViewDescription { return try resolve(description) }
            if let color = native.payload as? ColorPayload { return [try colorNode(color.color, label: color.label, source: color.source)] }
            if let undefined = native.payload as? UndefinedName {
                if let colour = try anotherFilesColorNode(undefined, value) { return [colour] }
                return [try placeholderNode(undefined)]
            }
            throw failure(.notAView(type: native.type.name))
        case let .structValue(instance):
            return try resolveUserView(value, type: instance.type)
        case let .object(object):
            return try resolveUserView(value, type: object.type)
        case let .enumValue(instance) where instance.type.native == nil:
            // An enum of the program adopting `View` (`extension Banner: View { var body: … }`):
            // `View` is a protocol any struct, enum or class may adopt (Apple docs: "View"; The
            // Swift Programming Language, "Protocols"), so its case shows its `body` like a
            // struct's instance.
            return try resolveUserView(value, type: instance.type)
        case let .array(values):
            return try values.flatMap { try resolve($0) }
        case .optional(nil), .void:
            return []
        case let .optional(wrapped?):
            return try resolve(wrapped)
        case let .unresolvedMember(member) where member.arguments == nil:
            // `.red` where a view is expected (`.background(.red)` is handled by the modifier).
            guard let color = SystemColorTable.color(named: member.name) else { throw failure("'.\(member.name)' is not a View") }
            return [try leafNode(ColorLeaf(color), label: "Color.\(member.name)", source: currentLocation)]
        default:
            throw failure(.notAView(type: interpreter.typeName(of: value)))
        }
    }

    /// One node for a view value: the node itself, a group of several, or an empty view.
    func resolveSingle(_ value: Value, groupName: String = "Group") throws -> ViewNode {
        single(try resolve(value), name: groupName, source: currentLocation)
    }

    func single(_ nodes: [ViewNode], name: String, source: SourceLocation?) -> ViewNode {
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return ViewNode(EmptyLeaf(), label: "EmptyView", source: source) }
        return ViewNode(GroupLayout(name: name), children: nodes, label: name, source: source)
    }

    func leafNode(_ primitive: any LayoutPrimitive, label: String? = nil, source: SourceLocation?) throws -> ViewNode {
        try countView()
        return ViewNode(primitive, label: label, source: source)
    }

    private func resolve(_ description: ViewDescription) throws -> [ViewNode] {
        switch description.content {
        case let .leaf(node):
            try countView()
            return [node]
        case let .container(primitive, label, content):
            try countView()
            let children = try resolve(content)
            return [ViewNode(primitive, children: children, label: label, source: description.source)]
        case let .list(values):
            return try values.flatMap { try resolve($0) }
        case let .modified(base, modifier):
            try countView()
            settling.enterModifier()
            defer { settling.leaveModifier() }
            let node = single(try resolve(base), name: "Group", source: description.source)
            let secondaries = try modifier.secondaries.map { single(try resolve($0), name: "Group", source: description.source) }
            var result = try modifier.apply(node, secondaries)
            if result.source == nil { result.source = description.source }
            return [result]
        case let .environment(base, change):
            let saved = environment
            environment.apply(change)
            defer { environment = saved }
            return try resolve(base)
        case let .deferred(make):
            return try resolve(try make())
        case let .modifierBody(type, modifier, make):
            userViewPath.append((type, interpreter.currentRange, modifier))
            defer { userViewPath.removeLast() }
            return try resolve(try make())
        case let .geometryReader(content, range):
            // The content is made when the engine places the reader, from its size and position.
            try countView()
            let reader = LiveGeometryReader(call: GeometryContentCall(runtime: self, content: content, range: range))
            return [ViewNode(reader, children: [], label: "GeometryReader", source: description.source)]
        }
    }

    /// A value of a user type conforming to `View`: its `body`, evaluated here.
    private func resolveUserView(_ value: Value, type: TypeInfo) throws -> [ViewNode] {
        let conformances = interpreter.conformances(of: type)
        if let kit = conformances.first(where: { Self.representableProtocols.contains($0) }) {
            // A UIKit/AppKit view's size comes from code LayoutLens does not run: a placeholder.
            let declared = declarationRange(ofType: type.name)
            let fills = representableFillsOffer(type.name, kit: kit)
            if fills, representableDrawsNothing(type.name, kit: kit) {
                // A blank UIKit/AppKit view (a tooltip, tracking or monitor view): known whole.
                try countView()
                if kit.hasSuffix("ControllerRepresentable"), blankRepresentableReachesBars(type.name) {
                    warn(.approximatedView(type.name, rule: "a \(kit) of a plain view controller draws nothing; what its code sets on the "
                                           + "navigation or tab bar around it (UIKit appearance) is not run"), at: declared)
                }
                return [ViewNode(BlankPlatformViewLeaf(kit: kit), label: type.name, source: declared.map { SourceLocation(line: $0.start.line, column: $0.start.column) })]
            }
            if fills, representableShowsVideo(type.name, kit: kit) {
                // A video's layer: laid out as the blank view around it; the frames are not drawn.
                try countView()
                warn(.approximatedView(type.name, rule: "a \(kit) showing an AVPlayerLayer takes the size it is offered; its video is not drawn"),
                     at: declared)
                return [ViewNode(BlankPlatformViewLeaf(kit: kit), label: type.name, source: declared.map { SourceLocation(line: $0.start.line, column: $0.start.column) })]
            }
            // A web or map view: drawn as SwiftUI's `WebView` or `Map` is, with a warning.
            if fills, let node = try representedLibraryView(type.name, kit: kit, declared: declared) { return [node] }
            warn(.approximatedView(type.name, rule: fills ? "a \(kit) is drawn as a stand-in of its name, taking the size it is offered as its view has no intrinsic size"
                                                          : "a \(kit) is drawn as a stand-in of its name"), at: declared)
            // Declared in the files read: the stand-in says why it is one (its UIKit/AppKit view).
            var node = try placeholderNode(UndefinedName(root: type.name, path: type.name, range: declared), warning: false,
                                           reason: "a \(kit): its view is UIKit or AppKit code LayoutLens does not run")
            if fills {
                // The stand-in's label centred in a frame taking the whole offer, as the UIKit view would.
                let standIn = node.style.standIn
                node.style.standIn = nil
                var frame = ViewNode(FlexibleFrameLayout(maxWidth: .infinity, maxHeight: .infinity), children: [node], label: type.name, source: node.source)
                frame.style.standIn = standIn
                node = frame
            }
            return [node]
        }
        guard conformsToView(type) else {
            // A custom `ShapeStyle` where a view is expected (`.background(Themed.accent)`, the
            // `background(_ style:)` overload): the style fills the space as a colour would.
            if let resolved = try resolvedCustomShapeStyle(value) {
                return [try leafNode(ColorLeaf(try color(resolved, "style")), label: type.name, source: currentLocation)]
            }
            // A type shown as a view whose `body` another module's protocol gives it (`struct Row:
            // ConnectedView`, the package's `extension ConnectedView { var body: some View }`): the
            // app compiles, so that protocol refines `View`; its body is code LayoutLens did not read.
            if let unseen = conformances.first(where: { interpreter.type(named: $0) == nil && !Self.standardProtocols.contains($0) }) {
                let declared = declarationRange(ofType: type.name)
                warn(.approximatedView(type.name, rule: "its 'body' comes from '\(unseen)', which no file read declares; drawn as a stand-in of its name"),
                     at: declared)
                return [try placeholderNode(UndefinedName(root: type.name, path: type.name, range: declared), warning: false,
                                            reason: "its 'body' comes from '\(unseen)', which no file read declares")]
            }
            throw failure(.notAView(type: type.name))
        }
        if type.computedProperties["body"] == nil, interpreter.conformances(of: type).contains("Shape") {
            // A user `Shape` (`func path(in rect: CGRect) -> Path`): like every shape it takes the
            // size it is proposed; its path, run with the view's bounds, only draws (`ProgramShape.swift`).
            return [try leafNode(ProgramShapeLeaf(call: ShapePathCall(runtime: self, shape: value, typeName: type.name)),
                                 label: type.name, source: currentLocation)]
        }
        if type.computedProperties["body"] == nil, type.conforms(to: "ShapeStyle") {
            // A `ShapeStyle` that is also a `View` takes SwiftUI's default body, a rectangle
            // filled with the style (`extension ShapeStyle where Self: View { var body:
            // _ShapeView<Rectangle, Self> }`): it fills what it is proposed, as a colour does.
            if let resolved = try resolvedCustomShapeStyle(value) {
                return [try leafNode(ColorLeaf(try color(resolved, "style")), label: type.name, source: currentLocation)]
            }
            return [try leafNode(ShapeLeaf(.rectangle), label: type.name, source: currentLocation)]
        }
        // A protocol of the program may give the body (`protocol PlatformView: View` with
        // `extension PlatformView { var body: some View { iOSView } }`), as Swift's protocol
        // extensions give conforming types their members.
        if type.computedProperties["body"] == nil, !type.storedProperties.contains(where: { $0.name == "body" }),
           !interpreter.hasComputed("body", in: type), let declared = declarationRange(ofType: type.name) {
            // swiftc -typecheck: "type 'A' does not conform to protocol 'View'" at the type's name.
            throw RuntimeError(.doesNotConform(type.name, to: "View"),
                               at: SourceRange(file: declared.file, start: declared.start, end: declared.start))
        }
        userViewPath.append((type.name, interpreter.currentRange, value))
        defer { userViewPath.removeLast() }
        try interpreter.enterHostCall(named: type.name)
        defer { interpreter.leaveHostCall() }
        let identity = settling.enterView(type.name)
        defer { settling.leaveView() }
        let prepared = restoringState(injectEnvironmentObjects(value, type: type), type: type, key: identity)
        let body = try interpreter.member(of: prepared, named: "body")
        return [single(try resolve(body), name: type.name, source: currentLocation)]
    }

    /// When views nest past the limit because a view contains itself, the first cycle of the path
    /// (`A → B → A`) and where it closes (the inner `A` used in `B`'s body). Only a view that
    /// comes back *equal* to itself (the same stored properties) is one: its body is then the
    /// same again, for ever. A view that contains itself with other values (`Nest(depth: n - 1)`
    /// under `if n > 0`) may end, however deep, and reaching the limit there is the depth
    /// limit (`viewsTooDeep`), not a recursion.
    private func recursionCycle() -> (names: [String], range: SourceRange?)? {
        for (index, entry) in userViewPath.enumerated() {
            if let first = userViewPath[..<index].firstIndex(where: { $0.name == entry.name && $0.value == entry.value }) {
                let container = userViewPath[index - 1].name
                return (userViewPath[first...index].map(\.name), use(of: entry.name, inDeclarationOf: container) ?? entry.range)
            }
        }
        return nil
    }

    /// Where a view limit (`viewsTooDeep`, `tooManyViews`) is reported: where a view names a
    /// view that is already further out on the path (`Nest(depth: n - 1)` in `Nest`'s body: the
    /// use that makes the tree grow), else the expression being evaluated, else where the
    /// innermost view of the program was made. Resolution runs between expressions, so the
    /// expression alone was often none (the first line of the file was shown).
    func viewLimitRange() -> SourceRange? {
        var outer: Set<String> = []
        for (index, entry) in userViewPath.enumerated() {
            if index > 0, outer.contains(entry.name) {
                return use(of: entry.name, inDeclarationOf: userViewPath[index - 1].name) ?? entry.range ?? interpreter.currentRange
            }
            outer.insert(entry.name)
        }
        return interpreter.currentRange ?? userViewPath.last(where: { $0.range != nil })?.range
    }

    /// Where the declaration of the type `container` (in any file of the module) first names
    /// `name` after its own name (`A` in `struct B: View { var body: some View { A() } }`).
    private func use(of name: String, inDeclarationOf container: String) -> SourceRange? {
        for moduleFile in [file] + moduleFiles {
            for statement in moduleFile.statements {
                guard case let .declaration(declaration) = statement.kind, case let .nominalType(nominal) = declaration.kind,
                      nominal.name.name == container else { continue }
                let bytes = moduleFile.lineTable.bytes, needle = Array(name.utf8)
                var start = nominal.name.span.end
                while start + needle.count <= min(declaration.span.end, bytes.count) {
                    let end = start + needle.count
                    if bytes[start..<end].elementsEqual(needle), !Self.continuesIdentifier(bytes[start - 1]),
                       end == bytes.count || !Self.continuesIdentifier(bytes[end]) {
                        return moduleFile.range(of: SourceSpan(start: start, end: end))
                    }
                    start += 1
                }
            }
        }
        return nil
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte >= 0x80
    }

    /// Where the module declares the type `name` (its name), for a remark about the type itself:
    /// the file whose previews run first, then the others.
    func declarationRange(ofType name: String) -> SourceRange? {
        for moduleFile in [file] + moduleFiles {
            for statement in moduleFile.statements {
                if case let .declaration(declaration) = statement.kind, case let .nominalType(nominal) = declaration.kind,
                   nominal.name.name == name {
                    return moduleFile.range(of: nominal.name.span)
                }
            }
        }
        return nil
    }

    /// UIKit and AppKit views wrapped for SwiftUI: views whose size their own code decides.
    static let representableProtocols = ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
                                         "NSViewControllerRepresentable"]

    /// The representable protocols refine `View`, so a wrapped view takes modifiers.
    func registerRepresentables() {
        for name in Self.representableProtocols { interpreter.registerNativeType(name).conformances = ["View"] }
    }

    /// `View` itself, or (a type with a computed `body`) a protocol of another file or module
    /// that the app's `View`s adopt (`struct Picker: AppPickerProtocol { var body: some View }`):
    /// the file compiles in its app, so that protocol refines `View`.
    /// Standard library and Foundation protocols, which never give a type a `body`.
    static let standardProtocols: Set<String> = ["Equatable", "Hashable", "Identifiable", "Codable", "Decodable", "Encodable",
                                                 "Sendable", "Comparable", "CustomStringConvertible", "CaseIterable",
                                                 "RawRepresentable", "Error", "ObservableObject", "AnyObject"]

    func conformsToView(_ type: TypeInfo) -> Bool {
        let conformances = interpreter.conformances(of: type)
        if conformances.contains("View") { return true }
        return type.computedProperties["body"] != nil && conformances.contains { interpreter.type(named: $0) == nil }
    }

    /// `@EnvironmentObject var model: Model` reads the object of type `Model` set above.
    private func injectEnvironmentObjects(_ value: Value, type: TypeInfo) -> Value {
        let slots = type.storedProperties.filter { $0.wrapper?.typeName == "EnvironmentObject" }
        guard !slots.isEmpty, case var .structValue(instance) = value else { return value }
        for property in slots {
            var typeName = ""
            if let name = property.hint?.typeName { typeName = name }
            instance.fields[property.slot] = interpreter.nativeValue("EnvironmentObject", EnvironmentObjectRead(typeName: typeName))
        }
        return .structValue(instance)
    }
}

/// The storage of an `@EnvironmentObject` property: which type to look up.
struct EnvironmentObjectRead {
    var typeName: String
}

/// A colour as a value: a view (it fills what it is offered) and a shape style. Two colours are
/// equal when they are the same colour (`Color` is `Hashable`, Apple docs, "Color"): where each
/// was written and what it is labelled in a diagram are not part of its value.
struct ColorPayload: Hashable {
    var color: ColorValue
    /// The label the source gives (nil: the colour's own, `Color.blue`).
    var label: String?
    var source: SourceLocation?

    static func == (lhs: ColorPayload, rhs: ColorPayload) -> Bool { lhs.color == rhs.color }
    func hash(into hasher: inout Hasher) { hasher.combine(color) }
}
