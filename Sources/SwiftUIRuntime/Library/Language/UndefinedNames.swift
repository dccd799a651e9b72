import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftInterpreter

/// A name the file uses but does not define: a view, model or helper from another file of the app
/// (`ListView()`, `ModelData()`, `Photo.samples`). The file compiles in its app, so the name is
/// defined there; LayoutLens reads one file and cannot know what it is.
///
/// Such a value is *opaque*: reading a member of it or calling it gives another opaque value
/// (`vm.items`, `vm.load()`), so code that only passes it along (`.environmentObject(ModelData())`,
/// `@StateObject var vm = VM()` whose members no view reads) runs. Where a view is expected it is
/// drawn as a stand-in: its name as a `Text`, padded by the default 16 pt, as an approximation
/// with one warning at the use site. Where the layout needs its value (`Text(vm.title)`, `if
/// vm.isLoading`) the error says which name is missing.
struct UndefinedName {
    /// The name the file uses (`ModelData`).
    var root: String
    /// The expression it was reached through (`ModelData.shared.items`).
    var path: String
    /// Where the name is written.
    var range: SourceRange?
    /// The labelled arguments another file's type was made with (`Book(id: 0, title: "Emma")`):
    /// most models are structs made with their memberwise initializer, so reading `book.title`
    /// gives the argument of that label.
    var fields: [String: Value] = [:]
    /// The views its closure arguments without parameters build (`Storybook(title: …) { preview }`,
    /// `CardContainer { … }`): this file's own views, which another file's container shows.
    var contents: [Value] = []
    /// Whether it was called (`ListView()`, `Model(id: 1)`): an instance of the type it names.
    /// Uncalled, a bare type name (`CIFilter` of `CIFilter.pixellate()`) stands for the type.
    var isCalled = false

    /// Whether it stands for a type itself: a capitalised name, neither called nor a member of
    /// another value.
    var namesType: Bool { !isCalled && path == root && root.first?.isUppercase == true }
}

extension SwiftUIRuntime {
    static let undefinedNameTypeName = "_UndefinedName"
    /// The longest member path an unknown value keeps (`Store.state.items.first…`), in bytes.
    static let maximumUndefinedPathLength = 240

    func registerUndefinedNames() {
        let descriptor = NativeTypeDescriptor(
            member: { [unowned self] interpreter, base, name in
                guard case let .native(native) = base, var undefined = native.payload as? UndefinedName else { return nil }
                if let field = undefined.fields[name] {
                    self.assumed("a type whose properties are the labelled arguments it is made with", for: base)
                    return field
                }
                undefined.fields = [:]
                // A chain through an unknown value in a loop (`node = node.parent`) would lengthen
                // the path every turn, and memory with it (quadratically); past
                // `maximumUndefinedPathLength` bytes the path stays as it is.
                // The new value's path is a new string, counted against the allocation budget as
                // a string a native returns is (`ProducedValueAllocation.swift`).
                if undefined.path.utf8.count < Self.maximumUndefinedPathLength { undefined.path += "." + name }
                try interpreter.allocate(interpreter.stringElements(undefined.path))
                return interpreter.nativeValue(Self.undefinedNameTypeName, undefined)
            },
            describe: { value in Self.undefinedName(value)?.path ?? "?" },
            typeName: { value in Self.undefinedName(value)?.path ?? "?" })
        var marked = descriptor
        marked.standsForUnseenNames = true
        marked.namesUnseenType = { value in Self.undefinedName(value)?.namesType == true }
        let type = interpreter.registerNativeType(Self.undefinedNameTypeName, descriptor: marked)
        // A view of another file (`ListView()`) takes modifiers like any view.
        type.conformances = ["View"]
        // Calling it (`ListView(items: x)`, `vm.load()`) gives the same unknown value; a type
        // made with labelled arguments (`Book(id: 0, title: "Emma")`) keeps them as its fields.
        type.addMethod("callAsFunction", .native("callAsFunction", labels: nil) { [unowned self] interpreter, selfValue, arguments in
            guard case let .native(native) = selfValue, var undefined = native.payload as? UndefinedName else { return selfValue }
            undefined.isCalled = true
            guard undefined.path == undefined.root, undefined.root.first?.isUppercase == true, !arguments.isEmpty else {
                return Value.native(NativeValue(type: native.type, payload: undefined))
            }
            // Views built by closures without parameters: what the container shows. A closure
            // that fails here (it needs that file's values) is left out.
            for argument in arguments {
                guard case let .function(closure) = argument.value, self.isContentClosure(closure, label: argument.label),
                      let built = try? interpreter.call(closure, [], building: "ViewBuilder") else { continue }
                undefined.contents.append(built)
            }
            if arguments.allSatisfy({ $0.label != nil }) {
                for argument in arguments { undefined.fields[argument.label!] = argument.value }
            }
            return Value.native(NativeValue(type: native.type, payload: undefined))
        })
        registerUndefinedModifiers()
        registerModuleNamespaces()
        interpreter.undefinedName = { [unowned self] name in
            // `SwiftUI.Font.title`, `Foundation.Date()`: a name qualified by its module.
            if Self.moduleNames.contains(name) || self.programModuleNames.contains(name) {
                return self.interpreter.nativeValue(Self.moduleNamespaceTypeName, name)
            }
            return self.undefinedValue(name)
        }
        interpreter.assumedForUnseen = { [unowned self] value, assumption in self.assumed(assumption, for: value) }
        interpreter.undefinedMember = { [unowned self] base, name in try self.undefinedMember(of: base, name) }
        interpreter.unmatchedHostOverload = { [unowned self] name, base, refusal in self.undefinedOverload(name, of: base, refusal) }
        interpreter.unmodelledInitializer = { [unowned self] type, labels in self.unmodelledInitializer(of: type, labels: labels) }
    }

    /// A modifier of SwiftUI's called with arguments none of its overloads takes (`.frame(54)`,
    /// `.listRowInsets(.all, 8)`): the file compiles in its app, so another file declares that
    /// overload. On a view it is ignored with a warning, as an unknown modifier is.
    private func undefinedOverload(_ name: String, of base: Value, _ refusal: RuntimeError) -> Value? {
        if case let .metatype(type) = base {
            // `ProgressView(progress: 0.3)`: the app's own view named like SwiftUI's, from another
            // file; drawn as a stand-in of its name. Only a label SwiftUI's view never takes
            // says so; an extra unlabelled argument (`Spacer(10)`) stays swiftc's error. A
            // missing argument in a file importing a module not read (`Table("notes")` beside
            // `import SQLite`) is that module's initializer
            // (`Interpreter.refusalInFileImportingUnreadModule`).
            guard interpreter.conformances(of: type).contains("View"),
                  refusal.message.hasPrefix("extra argument '") || refusal.id == "missingArgument" else { return nil }
            warn(.undefinedViewOverload(type.name, refusal.message), at: refusal.range)
            return undefinedValue(type.name)
        }
        if refusal.id == "noMemberOnValue" {
            // `$query.onChange(filter)`: another file's `extension Binding`; its methods give a
            // binding back (the file compiles where the result is passed as one).
            guard case let .native(native) = base, native.type.name == "Binding" else { return nil }
            warn(.undefinedBindingMethod(name), at: refusal.range)
            return base
        }
        guard interpreter.conformances(of: interpreter.typeInfo(of: base)).contains("View") else { return nil }
        warn(.undefinedModifierOverload(name, refusal.message), at: refusal.range)
        return base
    }

    /// A member no type of the file declares: another file's extension adds it (the file compiles
    /// in its app). On a view it is a modifier, ignored with a warning; elsewhere an opaque value.
    private func undefinedMember(of base: Value, _ name: String) throws -> Value? {
        if case let .metatype(type) = base { return undefinedValue(type.name + "." + name) }
        let type = interpreter.typeInfo(of: base)
        if interpreter.conformances(of: type).contains("View") {
            return interpreter.nativeValue(Self.undefinedModifierTypeName,
                                           UndefinedModifier(base: base, path: name, range: interpreter.currentRange))
        }
        switch base {
        case .structValue, .object, .enumValue, .string, .int, .double, .cgFloat, .bool, .array, .set, .dictionary, .range, .character:
            // An enum's too (`Route.goals.title`, `title` from a remote package's extension of
            // the protocol `Route` adopts), as a struct's; a range's, a set's or a dictionary's
            // (`(1...60).random(7)`, a package's `extension ClosedRange`), as an array's.
            return undefinedValue(interpreter.typeName(of: base) + "." + name)
        case .optional:
            // `count.flatMap { … }.coalesceWith(key)`: another module's `extension Optional`.
            return undefinedValue("Optional." + name)
        case let .native(native) where !Self.layoutAPITypes.contains(native.type.name):
            // `date.monthDayYearString`: another file's `extension Date`.
            return undefinedValue(native.type.name + "." + name)
        default:
            // An instance member of a value SwiftUI hands to layout code (`subview.frame`,
            // `dimensions.depth`) is read by code written against that API: a missing one is a
            // mistake in this file.
            return nil
        }
    }

    /// The opaque value of `name`, used here (the first use of a name is where its warning points).
    func undefinedValue(_ name: String) -> Value {
        let undefined = UndefinedName(root: name, path: name, range: interpreter.currentRange)
        if !interpreter.isRemakingInitialValue, !undefinedNamesUsed.contains(where: { $0.root == name }) { undefinedNamesUsed.append(undefined) }
        if !undefinedNamesSeen.contains(name) { undefinedNamesSeen.append(name) }
        return interpreter.nativeValue(Self.undefinedNameTypeName, undefined)
    }

    /// A value of Apple's library the preview cannot know (`JSONDecoder().decode(…)` of data it
    /// never reads): an opaque value like another file's name, whose warning says `reason`.
    func libraryStandIn(_ name: String, reason: String) -> Value {
        libraryStandInReasons[name] = reason
        return undefinedValue(name)
    }

    /// Values SwiftUI hands to user layout code, whose API the file is written against.
    static let layoutAPITypes: Set<String> = [
        "LayoutSubview", "LayoutSubviews", "ViewDimensions", "GeometryProxy", "ProposedViewSize", "ViewSpacing",
        "LayoutProperties", "Binding",
    ]

    static func undefinedName(_ value: Value) -> UndefinedName? {
        guard case let .native(native) = value else { return nil }
        // A member of a view read as a property that no type of the file declares, used as a
        // value (`UndefinedModifiers.swift`): another file's or module's property, as unknown.
        if let modifier = native.payload as? UndefinedModifier {
            return UndefinedName(root: String(modifier.path.prefix { $0 != "." }), path: modifier.path, range: modifier.range)
        }
        return native.payload as? UndefinedName
    }

    /// An undefined name where a view is expected: its name, padded as `Text(name).padding()`.
    /// Why a name is a stand-in: read alone, the file's module may declare it; read with its
    /// module, it comes from a module LayoutLens does not read (`standInOrigin`).
    func standInReason(for name: String, usedIn file: String? = nil) -> String {
        if let origin = standInOrigin?(name, file) { return origin }
        return moduleFiles.count > 1 ? "not declared in the files read" : "declared in another file (the file is read alone)"
    }

    /// `reason` replaces the stand-in's reason where the name is declared but its view is not
    /// run (a representable's UIKit view).
    func placeholderNode(_ undefined: UndefinedName, warning: Bool = true, reason: String? = nil) throws -> ViewNode {
        let source = undefined.range.map { SourceLocation(line: $0.start.line, column: $0.start.column) }
        if let container = try containerPlaceholder(undefined, source: source) { return container }
        if warning { warn(.standInView(undefined.path), at: undefined.range) }
        undefinedNamesDrawn.insert(undefined.root)
        placeholderViews[undefined.path] = undefined
        try countView()
        try countView()
        let text = ViewNode(TextLeaf(undefined.path), label: "Text", source: source)
        var placeholder = ViewNode(PaddingLayout(edges: .all, length: nil), children: [text], label: undefined.path, source: source)
        // The reason is the warning's (`.standInView(undefined.path)`): said of the whole path, so
        // a member (`SharedReader.color`) names the modules its warning names.
        placeholder.style.standIn = StandIn(name: undefined.path, reason: reason ?? standInReason(for: undefined.path, usedIn: undefined.range?.file))
        return placeholder
    }

    /// Another file's view given content closures (`CardContainer { … }`): its content, this file's
    /// views, stacked vertically as a `VStack` would (the container's own layout is unknown), with
    /// a warning. Nil when it has no content, or its content is not views.
    private func containerPlaceholder(_ undefined: UndefinedName, source: SourceLocation?) throws -> ViewNode? {
        guard !undefined.contents.isEmpty else { return nil }
        var children: [ViewNode] = []
        for content in undefined.contents {
            guard let nodes = try? resolve(content) else { return nil }
            children += nodes
        }
        warn(.standInContainer(undefined.path), at: undefined.range)
        undefinedNamesDrawn.insert(undefined.root)
        try countView()
        return ViewNode(StackLayout.vStack(alignment: .center, spacing: nil), children: children, label: undefined.path, source: source)
    }

    /// Another file's colour used as a view (`strokeColor` given `.brandRed` for a `Color`
    /// property, or `Color.brandRed` written out): a `Color` view, which takes the whole proposal as
    /// every colour does, painted gray; nil for any other name (a placeholder is drawn).
    func anotherFilesColorNode(_ undefined: UndefinedName, _ value: Value) throws -> ViewNode? {
        let parts = undefined.path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "Color", !parts[1].isEmpty else { return nil }
        assumed("a colour (a Color view, drawn gray)", for: value)
        let source = undefined.range.map { SourceLocation(line: $0.start.line, column: $0.start.column) }
        return try colorNode(.system(.gray), label: undefined.path, source: source)
    }

    /// A modifier only `Image` has (`resizable()`) applied to another file's view
    /// (`landmark.image.resizable()`): in the app that value is an `Image` (the file compiles), so
    /// its placeholder becomes an image of `size` (the missing-asset placeholder's), with a warning.
    func imageStandingIn(for node: ViewNode, modifier: String) -> ImageLeaf? {
        guard node.primitive is PaddingLayout, let undefined = placeholderViews[node.label] else { return nil }
        let key = undefined.path + "\u{0}image"
        if !undefinedAssumptionsReported.contains(key) {
            undefinedAssumptionsReported.insert(key)
            warn(.assumedValue(undefined.path, assumption: "an image of the missing-image size ('\(modifier)' is only available on Image)"),
                 at: undefined.range)
        }
        return ImageLeaf(name: undefined.path, naturalSize: images(undefined.path, false).size)
    }

    /// The layout needed the value of an undefined name and the interpreter assumed one: one
    /// warning per name and assumption, at the name.
    func assumed(_ assumption: String, for value: Value) {
        guard let undefined = Self.undefinedName(value) else { return }
        undefinedNamesDrawn.insert(undefined.root)
        let key = undefined.path + "\u{0}" + assumption
        guard !undefinedAssumptionsReported.contains(key) else { return }
        undefinedAssumptionsReported.insert(key)
        // Read during layout (a `ForEach` row), after the scenario said the name's value is a stand-in:
        // that warning was wrong, this one replaces it.
        if let reason = libraryStandInReasons[undefined.root] {
            let opaque = DiagnosticMessage.libraryStandInValue(undefined.root, reason: reason)
            warnings.removeAll { $0.message == opaque }
            warn(.libraryAssumedValue(undefined.path, reason: reason, assumption: assumption), at: undefined.range)
            return
        }
        let opaque = DiagnosticMessage.standInValue(undefined.root)
        warnings.removeAll { $0.message == opaque }
        // A generic parameter is the file's own name, not another file's (`warnAboutOpaqueNames`).
        if genericParameterNames().contains(undefined.root) {
            warn(.assumedValueOfGenericParameter(undefined.path, parameter: undefined.root, assumption: assumption), at: undefined.range)
            return
        }
        warn(.assumedValue(undefined.path, assumption: assumption), at: undefined.range)
    }

    /// After a scenario ran: one warning for each undefined name it used only as an opaque value.
    /// A generic parameter (`[T]()` in `struct FilteringList<T: Identifiable>`) is no name of
    /// another file: values are typed at run time, so it stands for whatever type the caller gives.
    func warnAboutOpaqueNames() {
        guard !undefinedNamesUsed.isEmpty else { return }
        let generics = genericParameterNames()
        for undefined in undefinedNamesUsed where !undefinedNamesDrawn.contains(undefined.root) && !generics.contains(undefined.root) {
            if let reason = libraryStandInReasons[undefined.root] {
                warn(.libraryStandInValue(undefined.root, reason: reason), at: undefined.range)
            } else {
                warn(.standInValue(undefined.root), at: undefined.range)
            }
        }
    }

    /// The names of every generic parameter the file declares (types, functions, initializers,
    /// members of extensions included).
    private func genericParameterNames() -> Set<String> {
        var names: Set<String> = []
        forEachDeclaration { declaration in
            switch declaration.kind {
            case let .nominalType(nominal): names.formUnion(nominal.genericParameters.map(\.name.name))
            case let .function(function): names.formUnion(function.genericParameters.map(\.name.name))
            case let .initializer(initializer): names.formUnion(initializer.genericParameters.map(\.name.name))
            default: break
            }
        }
        return names
    }

    /// An error of a scenario that used undefined names: when it is about one of them, it says so.
    func explainingUndefinedNames(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error else { return diagnostic }
        if let wrapper = emptyDataStoreWrappers.first, diagnostic.message.text.hasPrefix("Fatal error: Index out of range") {
            // `people[selected]` of a `@FetchRequest`: empty without a data store.
            var explained = diagnostic
            explained.message.text += "; the results of '@\(wrapper)' are empty here (a preview LayoutLens lays out has no data store)"
            return explained
        }
        for root in undefinedNamesUsed.map(\.root) + undefinedNamesSeen where diagnostic.message.text.contains("'\(root)") {
            var explained = diagnostic
            let why = libraryStandInReasons[root] ?? "is defined in another file"
            explained.message.text += "; '\(root)' \(why), so LayoutLens cannot know this value"
            return explained
        }
        return diagnostic
    }
}
