/// What a call of a program's `init?` gives: an optional of the type, `nil` when the initializer
/// returned `nil`, else the instance wrapped (The Swift Programming Language, "Initialization",
/// "Failable Initializers": "A failable initializer creates an optional value of the type it
/// initializes"). So `Mode(code: "w").map(describe)` is `Optional.map` and `"\(Point(x: 1))"`
/// prints `Optional(main.Point(x: 1))` (swiftc 6). An `init!` gives an implicitly unwrapped
/// optional, which the interpreter keeps unwrapped as before.
extension Interpreter {
    static func failableResult(_ instance: Value, of initializer: Function) -> Value {
        guard case let .interpreted(body) = initializer.body, body.makesOptional else { return instance }
        if case .optional = instance { return instance }
        return .some(instance)
    }
}
