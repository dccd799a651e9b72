/// The standard library's names for C's types (Swift standard library, "CTypes.swift":
/// `public typealias CUnsignedInt = UInt32` and the rest; `CLong` is `Int` on the 64-bit
/// platforms SwiftUI runs on). Each is the same type as the Swift one it names, so
/// `var c: CUnsignedInt = 0`, `CUnsignedInt(truncatingIfNeeded: x)` and `CGFloat(c)` behave as
/// with `UInt32`.
extension Interpreter {
    static let cTypeAliases: [(alias: String, type: String)] = [
        ("CChar", "Int8"), ("CSignedChar", "Int8"), ("CUnsignedChar", "UInt8"),
        ("CShort", "Int16"), ("CUnsignedShort", "UInt16"),
        ("CInt", "Int32"), ("CUnsignedInt", "UInt32"),
        ("CLong", "Int"), ("CUnsignedLong", "UInt"),
        ("CLongLong", "Int64"), ("CUnsignedLongLong", "UInt64"),
        ("CChar16", "UInt16"),
        ("CFloat", "Float"), ("CDouble", "Double"), ("CBool", "Bool"),
    ]

    func registerCTypeAliases() {
        for (alias, name) in Self.cTypeAliases {
            if let type = types[name] { types[alias] = type }
        }
    }
}
