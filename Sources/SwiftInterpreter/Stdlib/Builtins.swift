/// The built-in types, looked up once so that `typeInfo(of:)` costs no dictionary lookup.
final class BuiltinTypes {
    let int, double, cgFloat, float, bool, string, character, optional, array, dictionary, set, range,
        closedRange, tuple, function, void, keyPath: TypeInfo

    init(_ declare: (String) -> TypeInfo) {
        int = declare("Int"); double = declare("Double"); cgFloat = declare("CGFloat"); float = declare("Float")
        bool = declare("Bool"); string = declare("String"); character = declare("Character")
        optional = declare("Optional"); array = declare("Array"); dictionary = declare("Dictionary")
        set = declare("Set"); range = declare("Range"); closedRange = declare("ClosedRange")
        tuple = declare("(tuple)"); function = declare("(function)"); void = declare("Void"); keyPath = declare("KeyPath")
        for name in ["Never", "Any", "AnyObject", "Error", "Equatable", "Hashable", "Comparable", "Identifiable",
                     "CustomStringConvertible", "CaseIterable", "Sequence", "Collection", "Numeric",
                     "BinaryInteger", "FloatingPoint", "StringProtocol", "BinaryFloatingPoint", "SignedNumeric",
                     "AdditiveArithmetic", "SignedInteger", "FixedWidthInteger", "OptionSet", "SetAlgebra"] {
            _ = declare(name)
        }
    }
}

extension Interpreter {
    /// Declares the built-in types and the standard-library functions and members.
    func registerBuiltins() {
        builtins = BuiltinTypes { declareType($0, kind: .builtin) }
        // Foundation's `typealias TimeInterval = Double` (Apple docs, "TimeInterval"): the same type,
        // so `TimeInterval.random(in:)` and `extension TimeInterval` reach `Double`.
        types["TimeInterval"] = builtins.double
        // The standard library's collections are `Sequence`s and `Collection`s (Swift standard
        // library reference: Array, Set, Dictionary, String, Range and ClosedRange each "Conforms
        // To Collection", which refines Sequence), so the program's `extension Sequence where
        // Element == Int { … }` is found on a `Set<Int>` as on an array.
        for collection in [builtins.array, builtins.set, builtins.dictionary, builtins.string, builtins.range, builtins.closedRange] {
            collection.conformances = ["Collection", "Sequence"]
        }
        // The standard library's numbers conform to its numeric protocols (Swift standard
        // library reference: `Double`, `Float` and `CGFloat` "Conform To BinaryFloatingPoint",
        // `Int` "Conforms To FixedWidthInteger, SignedInteger"), so the program's `extension
        // BinaryFloatingPoint { func interpolate(…) }` is found on a `Double` and a `CGFloat`.
        for floating in [builtins.double, builtins.cgFloat, builtins.float] where floating.conformances.isEmpty {
            floating.conformances = ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic",
                                     "Comparable", "Equatable", "Hashable"]
        }
        if builtins.int.conformances.isEmpty {
            builtins.int.conformances = ["FixedWidthInteger", "SignedInteger", "BinaryInteger", "SignedNumeric", "Numeric",
                                         "AdditiveArithmetic", "Comparable", "Equatable", "Hashable"]
        }
        builtins.optional.initializers.append(.native("init") { _, _, arguments in
            guard let value = arguments.first?.value else { return .nil }
            return .some(value)
        })
        registerOptionalMembers()
        registerDateAndUUID()
        registerRoundingRule()
        registerOptionalCases()
        registerCalendar()
        registerLockedState()
        registerRegex()
        registerRegexBuilder()
        registerCharacterSetAndScanner()
        registerHashValue()
        registerNSStringHash()
        registerGlobalFunctions()
        registerSIMDScalarFunctions()
        registerNumericMembers()
        registerKeyPathMembers()
        registerFixedWidthIntegers()
        registerCTypeAliases()
        registerUnicodeScalars()
        registerStringMembers()
        registerArrayIndexSteps()
        registerCollectionMembers()
        registerStringMutations()
        registerObjectIdentifiers()
        registerOptionSetMembers()
    }

    /// The type of a value, for member lookup (extensions of built-ins live on these too).
    public func typeInfo(of value: Value) -> TypeInfo {
        switch value {
        case .void: return builtins.void
        case .int: return builtins.int
        case .uint64: return type(named: "UInt64") ?? builtins.int
        case .double: return builtins.double
        case .cgFloat: return builtins.cgFloat
        case .bool: return builtins.bool
        case .string: return builtins.string
        case .character: return builtins.character
        case .optional: return builtins.optional
        case .array: return builtins.array
        case .dictionary: return builtins.dictionary
        case .set: return builtins.set
        case .tuple: return builtins.tuple
        case let .range(range): return range.isClosed ? builtins.closedRange : builtins.range
        case let .structValue(v): return v.type
        case let .enumValue(v): return v.type
        case let .object(v): return v.type
        case .function: return builtins.function
        case let .metatype(type): return type
        case .keyPath: return builtins.keyPath
        case .unresolvedMember: return builtins.void
        case let .native(v): return v.type
        }
    }

    /// The Swift type name of a value, as `type(of:)` prints it.
    public func typeName(of value: Value) -> String {
        switch value {
        case let .optional(wrapped): return "Optional<\(wrapped.map(typeName(of:)) ?? "Any")>"
        case let .array(elements): return "Array<\(elements.first.map(typeName(of:)) ?? "Any")>"
        case let .native(native) where native.type.native?.typeName != nil: return native.type.native!.typeName!(value)
        default: return typeInfo(of: value).name
        }
    }
}
