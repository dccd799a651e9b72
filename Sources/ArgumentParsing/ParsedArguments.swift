/// The values of one parsed command line, looked up by the names the spec declared.
public struct ParsedArguments: Sendable, Equatable {
    /// The command path as typed, e.g. `["layoutlens", "render"]`.
    public var commandPath: [String]
    private var values: [String: [String]]
    private var flags: Set<String>
    /// The options typed on the command line (not filled in from a default).
    private var typed: Set<String>

    init(commandPath: [String], values: [String: [String]], flags: Set<String>, typed: Set<String> = []) {
        self.commandPath = commandPath
        self.values = values
        self.flags = flags
        self.typed = typed
    }

    /// Whether the option `--name` was typed, as opposed to taking its declared default.
    public func isTyped(_ name: String) -> Bool {
        typed.contains(name)
    }

    /// The last value given for `name`, or its declared default, or nil.
    public func string(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value given for a repeating option or positional, in command-line order.
    public func strings(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value as a number; the parser already checked it when the spec said `.number`.
    public func number(_ name: String) -> Double? {
        string(name).flatMap(Double.init)
    }

    /// The value as a whole number; the parser already checked it when the spec said `.integer`.
    public func integer(_ name: String) -> Int? {
        string(name).flatMap { Int($0) }
    }

    /// The value as a `String`-backed enum (a `.choice` option).
    public func choice<Value: RawRepresentable>(_ name: String, as type: Value.Type) -> Value? where Value.RawValue == String {
        string(name).flatMap(Value.init(rawValue:))
    }
}
