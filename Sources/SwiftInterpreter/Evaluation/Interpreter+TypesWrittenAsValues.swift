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
