import SwiftInterpreter

/// The type a decode call asks for, as Swift's `Decodable` sees it: a named type (looked up
/// from the type that declares the property, so `Category` inside `Landmark` is
/// `Landmark.Category`), an optional, an array, a set or a dictionary. A generic type keeps the
/// arguments it is written with (`Update<Day>`): its properties declared with a generic parameter
/// (`changed: [E]`) are decoded as the argument's type, as Swift's synthesized `init(from:)` of
/// the specialization decodes them (SE-0166; checked with swiftc 6.3).
indirect enum DecodedType {
    case named(String, owner: TypeInfo?, arguments: [TypeHint] = [])
    case optional(DecodedType)
    case array(DecodedType)
    case set(DecodedType)
    case dictionary(key: DecodedType, value: DecodedType)
    /// `Any` (an unknown element type): the JSON value as `JSONSerialization` gives it.
    case any
    /// A type another module or generated code declares, which LayoutLens did not read
    /// (`decode(Components.Schemas.Item.self)` of an OpenAPI generator's output): what is decoded
    /// is as unknown as the type, so the decode call gives the type's stand-in, whose members are
    /// assumed with warnings as every unseen value's are — not the JSON as a dictionary, which
    /// has none of the type's members.
    case unseen(Value)

    init(_ hint: TypeHint?, owner: TypeInfo?) {
        switch hint {
        case let .named(name)?: self = .named(name, owner: owner)
        case let .generic(name, arguments)?: self = .named(name, owner: owner, arguments: arguments)
        case let .optional(wrapped)?: self = .optional(DecodedType(wrapped, owner: owner))
        case let .array(element)?: self = .array(DecodedType(element, owner: owner))
        case let .set(element)?: self = .set(DecodedType(element, owner: owner))
        case let .dictionary(key, value)?: self = .dictionary(key: DecodedType(key, owner: owner), value: DecodedType(value, owner: owner))
        default: self = .any
        }
    }

    /// A type written as a value: `Landmark.self` (a metatype), `[Landmark].self` (an array
    /// literal of one type), `[String: Int].self` (a dictionary literal of one entry).
    init(typeValue: Value) {
        switch typeValue {
        case let .metatype(type):
            switch type.name {
            case "Array": self = .array(.any)
            case "Dictionary": self = .dictionary(key: .named("String", owner: nil), value: .any)
            case "Optional": self = .optional(.any)
            default: self = .named(type.qualifiedName, owner: nil)
            }
        case let .array(elements) where elements.count == 1: self = .array(DecodedType(typeValue: elements[0]))
        case let .dictionary(entries) where entries.count == 1:
            self = .dictionary(key: DecodedType(typeValue: entries.keys[0]), value: DecodedType(typeValue: entries.values[0]))
        case let .optional(wrapped?): self = .optional(DecodedType(typeValue: wrapped))
        case let .native(native) where native.type.native?.standsForUnseenNames == true: self = .unseen(typeValue)
        default: self = .any
        }
    }

    /// Whether a top-level `decode(_:from:)` waits for the type its context gives (`Any`, or a
    /// name no file declares, which may be the caller's generic parameter `T`).
    var waitsForContext: Bool {
        switch self {
        case .any, .unseen: return true
        default: return false
        }
    }

    /// How Swift names the type in a `DecodingError` (`String`, `Array<Any>`, `Dictionary<String, Any>`).
    var swiftName: String {
        switch self {
        case let .named(name, _, _): return name
        case let .optional(wrapped): return "Optional<\(wrapped.swiftName)>"
        case let .array(element): return "Array<\(element.swiftName)>"
        case let .set(element): return "Set<\(element.swiftName)>"
        case let .dictionary(key, value): return "Dictionary<\(key.swiftName), \(value.swiftName)>"
        case .any, .unseen: return "Any"
        }
    }
}
