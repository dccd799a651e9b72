/// One thing a command accepts on its command line: an option with a value (`--out site`), a flag
/// (`--proposals`) or a positional argument (`Fixtures`).
///
/// Specs are plain values so a command declares its interface as data; the parser, the help
/// generator and the error messages all read the same declaration.
public struct ArgumentSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `--name <value>` or `--name=<value>`.
        case option
        /// `--name`, no value; present or absent.
        case flag
        /// A bare word in order; `isRepeating` positionals take every remaining word.
        case positional
    }

    public var kind: Kind
    /// The long name without dashes (`out`), or the positional's display name (`inputs`).
    public var name: String
    /// An optional one-letter alias (`h` for `-h`).
    public var shortName: Character?
    /// What the value means in `USAGE` and `OPTIONS` (`dir`, `mode`).
    public var valueName: String
    /// The type a value must have; checked while parsing so bad input fails early and clearly.
    public var valueKind: ValueKind
    /// One or two sentences for `--help`.
    public var help: String
    /// The value used when the option is absent, shown as `(default: …)` in help.
    public var defaultValue: String?
    /// Whether the option or positional may be given more than once (every value is kept in order).
    public var isRepeating: Bool
    /// Whether parsing fails when the argument is absent.
    public var isRequired: Bool
    /// A deprecated spelling kept for a release: still parsed, never shown in `--help` or offered
    /// as a "Did you mean" suggestion.
    public var isHidden: Bool = false

    public init(kind: Kind, name: String, shortName: Character? = nil, valueName: String? = nil,
                valueKind: ValueKind = .string, help: String, defaultValue: String? = nil,
                isRepeating: Bool = false, isRequired: Bool = false) {
        self.kind = kind
        self.name = name
        self.shortName = shortName
        self.valueName = valueName ?? name
        self.valueKind = valueKind
        self.help = help
        self.defaultValue = defaultValue
        self.isRepeating = isRepeating
        self.isRequired = isRequired
    }

    /// `--name <value>`.
    public static func option(_ name: String, short: Character? = nil, valueName: String, _ valueKind: ValueKind = .string,
                              help: String, default defaultValue: String? = nil,
                              repeating: Bool = false, required: Bool = false) -> ArgumentSpec {
        ArgumentSpec(kind: .option, name: name, shortName: short, valueName: valueName, valueKind: valueKind,
                     help: help, defaultValue: defaultValue, isRepeating: repeating, isRequired: required)
    }

    /// `--name`, a switch.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> ArgumentSpec {
        ArgumentSpec(kind: .flag, name: name, shortName: short, help: help)
    }

    /// A positional argument; `repeating` ones collect every remaining bare word.
    public static func positional(_ name: String, _ valueKind: ValueKind = .string, help: String,
                                  repeating: Bool = false, required: Bool = true) -> ArgumentSpec {
        ArgumentSpec(kind: .positional, name: name, valueKind: valueKind, help: help,
                     isRepeating: repeating, isRequired: required)
    }

    /// This argument, parsed as before but left out of `--help` and of suggestions.
    public func hidden() -> ArgumentSpec {
        var spec = self
        spec.isHidden = true
        return spec
    }

    /// How the argument is spelled in messages: `--out`, `<inputs>`.
    public var displayName: String {
        kind == .positional ? "<\(name)>" : "--\(name)"
    }
}

/// The type of an option's or positional's value.
public enum ValueKind: Sendable, Equatable {
    case string
    /// A whole number (`--jobs 4`).
    case integer
    /// A finite decimal number written with `.` (`--scale 2.5`); no locale.
    case number
    /// A finite number greater than zero.
    case positiveNumber
    /// A display scale (pixels per point): greater than 0 and at most 16, as `frames` has
    /// always required (iOS devices are 1, 2 or 3; 1e308 would only overflow pixel arithmetic).
    case displayScale
    /// One of a fixed list of words (`--labels all|measured|none`).
    case choice([String])

    /// Why `text` is not a valid value, or nil when it is.
    func problem(with text: String) -> String? {
        switch self {
        case .string:
            return nil
        case .integer:
            return Int(text) == nil ? "expected a whole number" : nil
        case .number:
            let isDecimal = text.allSatisfy { "0123456789.-+eE".contains($0) }
            guard isDecimal, let value = Double(text), value.isFinite else { return "expected a number" }
            return nil
        case .positiveNumber:
            if let problem = ValueKind.number.problem(with: text) { return problem }
            return (Double(text) ?? 0) > 0 ? nil : "expected a number greater than 0"
        case .displayScale:
            if let problem = ValueKind.number.problem(with: text) { return problem }
            let value = Double(text) ?? 0
            return value > 0 && value <= 16 ? nil : "expected a display scale greater than 0 and at most 16"
        case .choice(let words):
            guard !words.contains(text) else { return nil }
            return "expected one of \(words.joined(separator: ", "))"
                + (EditDistance.closest(to: text, in: words).map { "\nDid you mean '\($0)'?" } ?? "")
        }
    }
}
