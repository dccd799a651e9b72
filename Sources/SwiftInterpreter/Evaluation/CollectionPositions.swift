/// The arguments of Sequence, Collection and Array methods that are a count or a position, not an
/// element: `prefix(_ maxLength: Int)`, `suffix(_:)`, `dropFirst(_ k: Int)`, `dropLast(_:)`,
/// `removeFirst(_:)`, `removeLast(_:)`, `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`,
/// `remove(at:)`, `insert(_:at:)`'s `at:`, `index(_:offsetBy:)` and `index(_:offsetBy:limitedBy:)`,
/// `distance(from:to:)`, `swapAt(_:_:)` (Apple docs, "Array"; an array's `Index` is `Int`). A
/// literal written there is an `Int` whatever the elements are: `[1.5, 2.5].prefix(2)` keeps two
/// elements (swiftc 6), where the receiver's `Double` elements type the literals of
/// `append(2)` and `contains(2)`.
extension Interpreter {
    static func takesCountOrIndex(_ method: String, label: String?) -> Bool {
        switch label {
        case nil:
            switch method {
            case "prefix", "suffix", "dropFirst", "dropLast", "removeFirst", "removeLast", "swapAt", "index", "formIndex": return true
            default: return false
            }
        case "upTo", "through": return method == "prefix"
        case "from": return method == "suffix" || method == "distance"
        case "to": return method == "distance"
        case "at": return method == "remove" || method == "insert"
        case "offsetBy", "limitedBy": return method == "index" || method == "formIndex"
        default: return false
        }
    }
}
