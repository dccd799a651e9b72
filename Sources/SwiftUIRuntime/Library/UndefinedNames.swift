import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// A name the file uses but does not define: a view, model or helper from another file of the app
/// (`ListView()`, `ModelData()`, `Photo.samples`). The file compiles in its app, so the name is
/// defined there; LayoutLens reads one file and cannot know what it is.
///
/// Such a value is *opaque*: reading a member of it or calling it gives another opaque value
/// (`vm.items`, `vm.load()`), so code that only passes it along (`.environmentObject(ModelData())`,
/// `@StateObject var vm = VM()` whose members no view reads) runs. Where a view is expected it is
/// drawn as a placeholder: its name as a `Text`, padded by the default 16 pt, as an approximation
/// with one warning at the use site. Where the layout needs its value (`Text(vm.title)`, `if
/// vm.isLoading`) the error says which name is missing.
struct UndefinedName {
    /// The name the file uses (`ModelData`).
    var root: String
    /// The expression it was reached through (`ModelData.shared.items`).
    var path: String
    /// Where the name is written.
    var range: SourceRange?
}

extension SwiftUIRuntime {
    static let undefinedNameTypeName = "_UndefinedName"

    func registerUndefinedNames() {
        let descriptor = NativeTypeDescriptor(
            member: { interpreter, base, name in
                guard case let .native(native) = base, var undefined = native.payload as? UndefinedName else { return nil }
                undefined.path += "." + name
                return interpreter.nativeValue(Self.undefinedNameTypeName, undefined)
            },
            describe: { value in Self.undefinedName(value)?.path ?? "?" },
            typeName: { value in Self.undefinedName(value)?.path ?? "?" })
        let type = interpreter.registerNativeType(Self.undefinedNameTypeName, descriptor: descriptor)
        // A view of another file (`ListView()`) takes modifiers like any view.
        type.conformances = ["View"]
        // Calling it (`ListView(items: x)`, `vm.load()`) gives the same unknown value.
        type.addMethod("callAsFunction", .native("callAsFunction", labels: nil) { _, selfValue, _ in selfValue })
        interpreter.undefinedName = { [unowned self] name in self.undefinedValue(name) }
    }

    /// The opaque value of `name`, used here (the first use of a name is where its warning points).
    func undefinedValue(_ name: String) -> Value {
        let undefined = UndefinedName(root: name, path: name, range: interpreter.currentRange)
        if !undefinedNamesUsed.contains(where: { $0.root == name }) { undefinedNamesUsed.append(undefined) }
        return interpreter.nativeValue(Self.undefinedNameTypeName, undefined)
    }

    static func undefinedName(_ value: Value) -> UndefinedName? {
        guard case let .native(native) = value else { return nil }
        return native.payload as? UndefinedName
    }

    /// An undefined name where a view is expected: its name, padded as `Text(name).padding()`.
    func placeholderNode(_ undefined: UndefinedName) throws -> ViewNode {
        warn(.undefinedNamePlaceholder(undefined.path), at: undefined.range)
        undefinedNamesDrawn.insert(undefined.root)
        try countView()
        try countView()
        let source = undefined.range.map { SourceLocation(line: $0.start.line, column: $0.start.column) }
        let text = ViewNode(TextLeaf(undefined.path), label: "Text", source: source)
        return ViewNode(PaddingLayout(edges: .all, length: nil), children: [text], label: undefined.path, source: source)
    }

    /// After a scenario ran: one warning for each undefined name it used only as an opaque value.
    func warnAboutOpaqueNames() {
        for undefined in undefinedNamesUsed where !undefinedNamesDrawn.contains(undefined.root) {
            warn(.undefinedNameOpaque(undefined.root), at: undefined.range)
        }
    }

    /// An error of a scenario that used undefined names: when it is about one of them, it says so.
    func explainingUndefinedNames(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error else { return diagnostic }
        for undefined in undefinedNamesUsed where diagnostic.message.text.contains("'\(undefined.root)") {
            var explained = diagnostic
            explained.message.text += "; '\(undefined.root)' is not defined in this file, so LayoutLens cannot know this value"
            return explained
        }
        return diagnostic
    }
}
