import SwiftFrontEnd

/// The program's `typealias`es in one model: what each top-level alias names as written (with
/// the module of the file that declared it), which aliases name a numeric type (top-level
/// `typealias Spacing = CGFloat` and nested `extension Theme { typealias Size = CGFloat }`), and
/// which nested aliases name a labelled tuple (`struct Config { typealias Location = (start:
/// UnitPoint, end: UnitPoint) }`). A type alias "doesn't declare a new type": it is another
/// name for an existing type, wherever it is declared (The Swift Programming Language,
/// "Declarations", "Type Alias Declaration"), so the three uses read one table.
///
/// A top-level alias several modules of a program declare (`typealias Style = …` in two
/// packages) is each module's own, as a type of one name is (`ModuleScopedTypes`): the entries
/// keep their module, and code of a module reads its own first.
struct TypeAliasTable {
    /// A top-level alias as declared.
    struct TopLevel {
        var target: TypeSyntax
        /// The file that declares it (its module decides who sees it).
        var file: SourceFileSyntax?
        var isExported: Bool
    }

    /// Top-level aliases by name, in declaration order.
    private(set) var topLevel: [String: [TopLevel]] = [:]
    /// The numeric type (`Int`, `Double`, `CGFloat`) top-level aliases name, by alias; nested
    /// ones by their qualified name (`Theme.Size`).
    private(set) var numeric: [String: String] = [:]
    /// The numeric types aliases nested in the program's types name, by the alias's bare name
    /// (`Size` inside `Theme`); nil for a name two types alias to different numeric types.
    private(set) var nestedNumeric: [String: String?] = [:]
    /// The tuple types aliases nested in the program's types name, by the alias's bare name;
    /// nil for a name two types alias to different tuples.
    private(set) var nestedTuples: [String: TypeHint?] = [:]
    /// The function types aliases nested in the program's types name (`final class Picker {
    /// typealias Handler = () -> Void }`), by the alias's bare name; nil for a name two types
    /// alias to different function types.
    private(set) var nestedFunctions: [String: TypeHint?] = [:]

    /// The array, set, dictionary and optional types aliases nested in the program's types
    /// name (`struct Board { typealias Grid = [[Cell]] }`), by the alias's bare name; nil for a
    /// name two types alias to different types.
    private(set) var nestedCollections: [String: TypeHint?] = [:]

    var hasNumeric: Bool { !numeric.isEmpty }

    mutating func declare(_ name: String, _ alias: TopLevel) {
        topLevel[name, default: []].append(alias)
    }

    /// What the top-level alias `name` names as read from `module`: that module's own (the
    /// last it declares), else the first exported one, else the last declared (one program
    /// without modules: a later declaration of the name replaces an earlier one, as before).
    func target(of name: String, in module: String?, moduleOfFile: [String: String]) -> TypeSyntax? {
        guard let aliases = topLevel[name] else { return nil }
        guard aliases.count > 1, !moduleOfFile.isEmpty else { return aliases.last?.target }
        func moduleOf(_ alias: TopLevel) -> String? { alias.file.flatMap { moduleOfFile[$0.fileName] } }
        let modules = Set(aliases.map(moduleOf))
        guard modules.count > 1 else { return aliases.last?.target }
        if let module, let own = aliases.last(where: { moduleOf($0) == module }) { return own.target }
        return (aliases.first(where: \.isExported) ?? aliases.last)?.target
    }

    /// Records that an alias names the numeric type `typeName`, under `name` (an alias's name,
    /// or a nested alias's qualified name).
    mutating func noteNumeric(_ name: String, _ typeName: String) {
        numeric[name] = typeName
    }

    func numericType(named name: String) -> String? { numeric[name] }

    /// Records a nested alias of a numeric type, under its qualified name (`Theme.Size`) and
    /// its bare one; two different numeric types under one bare name leave the bare name unknown.
    mutating func noteNestedNumeric(_ name: String, qualifiedName: String, _ typeName: String) {
        numeric[qualifiedName] = typeName
        if let known = nestedNumeric[name] {
            if known != typeName { nestedNumeric[name] = .some(nil) }
        } else {
            nestedNumeric[name] = typeName
        }
    }

    /// The numeric type of a nested alias written by its bare name, nil when none or ambiguous.
    func nestedNumericType(named name: String) -> String? { nestedNumeric[name] ?? nil }

    /// Records a nested alias of a tuple type; two different tuples under one bare name leave it
    /// unknown.
    mutating func noteNestedTuple(_ name: String, _ hint: TypeHint) {
        Self.note(hint, as: name, in: &nestedTuples)
    }

    /// Records a nested alias of a function type; two different ones under one bare name leave
    /// it unknown.
    mutating func noteNestedFunction(_ name: String, _ hint: TypeHint) {
        Self.note(hint, as: name, in: &nestedFunctions)
    }

    /// The function type of a nested alias named `name` (its last component when dotted,
    /// `Picker.Handler`), nil when none or an ambiguous one.
    func nestedFunction(_ name: String) -> TypeHint? { Self.lookUp(name, in: nestedFunctions) }

    /// The tuple type of a nested alias named `name` (its last component when dotted,
    /// `Config.Location`), nil when none or an ambiguous one.
    func nestedTuple(_ name: String) -> TypeHint? { Self.lookUp(name, in: nestedTuples) }

    /// Records a nested alias of an array, set, dictionary or optional type; two different ones
    /// under one bare name leave it unknown.
    mutating func noteNestedCollection(_ name: String, _ hint: TypeHint) {
        Self.note(hint, as: name, in: &nestedCollections)
    }

    /// The collection or optional type of a nested alias named `name` (its last component when
    /// dotted, `Board.Grid`), nil when none or an ambiguous one.
    func nestedCollection(_ name: String) -> TypeHint? { Self.lookUp(name, in: nestedCollections) }

    /// Records `hint` under a nested alias's bare name; a second, different hint under the name
    /// leaves it unknown (nil).
    private static func note(_ hint: TypeHint, as name: String, in table: inout [String: TypeHint?]) {
        if let known = table[name] {
            if known != hint { table[name] = .some(nil) }
        } else {
            table[name] = hint
        }
    }

    /// The hint kept for a nested alias named `name` (by its last component when dotted), nil
    /// when none or an ambiguous one.
    private static func lookUp(_ name: String, in table: [String: TypeHint?]) -> TypeHint? {
        guard !table.isEmpty else { return nil }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        return table[bare] ?? nil
    }
}
