import SwiftFrontEnd

extension Interpreter {
    /// Whether an element of a collection literal being called (`[T]()`) is a type written as a
    /// value: a type, another file's stand-in type, a tuple type of such (`[(url: URL, date:
    /// Date)]()`, a tuple type is written as a tuple of types: The Swift Programming Language,
    /// "Tuple Type"), or an array or dictionary type of such (`[[String]]()`).
    static func isTypeWrittenAsValue(_ value: Value) -> Bool {
        switch value {
        case .metatype: return true
        case let .native(native): return native.type.native?.standsForUnseenNames == true
        case let .tuple(elements, _): return elements.allSatisfy(isTypeWrittenAsValue)
        case let .array(elements): return elements.count == 1 && isTypeWrittenAsValue(elements[0])
        case let .dictionary(pairs):
            return pairs.count == 1 && isTypeWrittenAsValue(pairs.keys[0]) && isTypeWrittenAsValue(pairs.values[0])
        default: return false
        }
    }
}

extension Interpreter {
    /// `[Item]` written before a static member (`[Item].preview`, `[Int].builder { … }`) is the
    /// array type, as `Array<Item>` is: `[T]` is the array type's shorthand (The Swift
    /// Programming Language, "Types": "Array Type"), so `.preview` is the static of a constrained
    /// `extension Array where Element == Item` (checked with swiftc: `[Item].preview` and
    /// `Array<Item>.preview` are the same property). `base` as evaluated otherwise: an array
    /// literal of one element, which the literal `[Item.self]` stays (its element is `.self`).
    func arrayTypeWrittenAsValue(_ base: Value, _ expression: Expr) -> Value {
        guard case let .arrayLiteral(elements) = expression.kind, elements.count == 1, Self.spellsType(elements[0]),
              case let .array(values) = base, values.count == 1, Self.isTypeWrittenAsValue(values[0]) else { return base }
        return .metatype(builtins.array)
    }

    /// Whether `expression` is written as a type (`Item`, `Model.Item`, `Box<Int>`, `[Int]`),
    /// not a value that may hold one (`Item.self`, `kind`).
    private static func spellsType(_ expression: Expr) -> Bool {
        switch expression.kind {
        case let .identifier(name): return name.name.first?.isUppercase == true
        case let .memberAccess(access): return access.base != nil && access.member.name.first?.isUppercase == true
        case .specialize, .type: return true
        case let .arrayLiteral(elements): return elements.count == 1 && spellsType(elements[0])
        default: return false
        }
    }
}
