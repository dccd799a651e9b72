/// A struct that declares no initializer in its body keeps its memberwise initializer beside
/// those its extensions declare (The Swift Programming Language, "Initializer Delegation for
/// Value Types": declaring an initializer in an extension keeps the memberwise one). Swift tells
/// two with the same labels apart by the arguments' types: `extension Buttons { init(@ArrayBuilder
/// buttons: () -> [String]) }` beside `let buttons: [String]` takes a closure, so
/// `Buttons(buttons: names)` with an array calls the memberwise initializer (swiftc 6 prints
/// `["a", "b"] ["c", "d"]` for `Buttons(buttons: names).buttons` and `Buttons { "c"; "d" }.buttons`).
extension Interpreter {
    /// Whether `values` go to `type`'s memberwise initializer rather than `found`, an extension's
    /// initializer that declares a function where one of them is certainly no function (an
    /// array, dictionary, string, number, `Bool` or instance of the program's types).
    func memberwiseTakesInsteadOf(_ found: Function, _ type: TypeInfo, values: [CallArgument]) -> Bool {
        guard type.kind == .structType, !type.hasExplicitInit, case let .interpreted(body) = found.body else { return false }
        let contradicted = values.indices.contains { index in
            guard let parameter = Self.parameter(for: values[index].label, at: index, in: body),
                  parameter.takesAClosure, !parameter.isAutoclosure else { return false }
            return Self.isCertainlyNoFunction(values[index].value)
        }
        return contradicted && memberwiseAccepts(type, values.map(\.label))
    }

    private static func isCertainlyNoFunction(_ value: Value) -> Bool {
        switch value {
        case .array, .dictionary: return true
        default: return PlainValueKind(value: value) != nil || isNominalInstance(value)
        }
    }
}
