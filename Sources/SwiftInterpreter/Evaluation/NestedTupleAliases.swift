import SwiftFrontEnd

/// A `typealias` of a labelled tuple nested in a type (`struct Config { typealias Location =
/// (start: UnitPoint, end: UnitPoint); let startLocation: Location }`): a tuple written for a
/// parameter or property of that alias takes its labels, as for a top-level alias, so
/// `config.startLocation.start` reads the first element. A type alias is another name for its
/// type (The Swift Programming Language, "Type Alias Declaration"), wherever it is declared.
/// Parameters and properties name the alias by its bare name inside the type, so the alias is
/// found by that name; two types aliasing one name to different tuples leave it unknown.
extension Interpreter {
    func noteNestedTupleAlias(_ alias: TypeAliasDecl) {
        guard case .tuple = alias.type.kind, let hint = TypeHint(alias.type), case .tuple = hint else { return }
        let name = alias.name.name
        if let known = nestedTupleAliases[name] {
            if known != hint { nestedTupleAliases[name] = .some(nil) }
        } else {
            nestedTupleAliases[name] = hint
        }
    }

    /// The tuple type of a nested alias named `name` (its last component when dotted,
    /// `Config.Location`), nil when none or an ambiguous one.
    func nestedTupleAlias(_ name: String) -> TypeHint? {
        guard !nestedTupleAliases.isEmpty else { return nil }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        return nestedTupleAliases[bare] ?? nil
    }
}
