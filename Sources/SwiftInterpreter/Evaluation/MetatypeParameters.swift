/// A parameter declared as a metatype (`entity: T.Type`, `_ type: Item.Type`) takes a type
/// (`Item.self`, `type(of: value)`), never an instance of one (The Swift Programming Language,
/// "Types", "Metatype Type": "the metatype of a class, structure, or enumeration type is the
/// name of that type followed by `.Type`", and its values are written `SomeType.self`). So an
/// overload taking a metatype is no candidate for a call given an instance, and Swift calls the
/// other overload of that name (`count(for: FetchRequest(…))` beside an extension's generic
/// `count<T>(for entity: T.Type)` that calls it; checked with swiftc 6: the differential case
/// `metatypeOverloadTakesNoInstance`).
extension Interpreter {
    /// Whether `value` is certainly an instance (a number, string, collection, closure, or a
    /// value of the program's or the library's types), not a type.
    static func isInstance(_ value: Value) -> Bool {
        switch value {
        case .int, .double, .cgFloat, .bool, .string, .character, .array, .dictionary, .set, .tuple, .range,
             .structValue, .enumValue, .object, .function, .native, .keyPath, .uint64:
            return true
        default:
            return false
        }
    }
}
