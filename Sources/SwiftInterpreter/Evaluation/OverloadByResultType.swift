/// Overloads that take the same arguments and differ only in their result type
/// (`func callAsFunction() -> Image` beside `func callAsFunction() -> String`,
/// `static func make() -> Int` beside `-> String`).
///
/// Swift resolves such a call by its contextual type: where a `String` is expected the
/// `String` overload is taken, where an `Image` is expected the `Image` one (The Swift
/// Programming Language, "Declarations" — functions may be overloaded by return type — and
/// "Expressions": the type checker picks the overload the surrounding expression's type
/// fits). Without a contextual type naming one of the results, the overload found first stays.
extension Interpreter {
    func overloadByResultType(_ found: Function, among overloads: [Function], labels: [String?], hint: TypeHint?) -> Function {
        guard let wanted = hint?.nominalName, overloads.count > 1,
              case let .interpreted(body) = found.body, body.returnHint?.nominalName != wanted else { return found }
        return overloads.first { candidate in
            guard candidate !== found, candidate.canTake(labels), case let .interpreted(other) = candidate.body else { return false }
            return other.returnHint?.nominalName == wanted
        } ?? found
    }
}
