import SwiftInterpreter

/// Joining `Data` (Apple docs, "Data"): `Data` is a `RangeReplaceableCollection` of `UInt8`, so
/// `data + other` (another `Data` or an array of bytes, on either side) is a `Data` of both
/// sides' bytes in order, and `data.append(other)` (a `Data`, an array of bytes or one byte)
/// adds them at the end. Swift standard library, `RangeReplaceableCollection`:
/// `static func + <Other: Sequence>(lhs: Self, rhs: Other) -> Self`, and
/// `static func + <Other: Sequence>(lhs: Other, rhs: Self) -> Self`.
extension SwiftUIRuntime {
    func registerDataConcatenation() {
        guard let data = interpreter.type(named: "Data") else { return }
        data.staticMethods["+"] = [.native("+", labels: [nil, nil]) { interpreter, _, arguments in
            guard arguments.count == 2, let left = Self.dataBytes(arguments[0].value), let right = Self.dataBytes(arguments[1].value) else {
                throw RuntimeError(.invalid, "binary operator '+' cannot be applied to these operands of 'Data'", at: interpreter.currentRange)
            }
            try interpreter.allocate(left.count + right.count)
            return interpreter.nativeValue("Data", left + right)
        }]
        data.addMethod("append", .native("append", mutating: true) { interpreter, selfValue, arguments in
            let addition = arguments.first?.value ?? .void
            guard let bytes = Self.dataBytes(selfValue) else { return .void }
            let added: [Value]
            if case .int = addition { added = [addition] } else if let given = Self.dataBytes(addition) { added = given } else {
                throw RuntimeError(.invalid, "Data.append needs a Data, bytes or a byte, not '\(interpreter.typeName(of: addition))'",
                                   at: interpreter.currentRange)
            }
            try interpreter.allocate(bytes.count + added.count)
            selfValue = interpreter.nativeValue("Data", bytes + added)
            return .void
        })
    }

    /// The bytes of a `Data` (either payload it may have) or of an array of bytes, as values.
    static func dataBytes(_ value: Value) -> [Value]? {
        if case let .array(bytes) = value { return bytes }
        if let file = value.nativePayload(FileBytes.self) { return file.bytes.map { .int(Int($0)) } }
        guard case let .native(native) = value, native.type.name == "Data" else { return nil }
        return native.payload as? [Value]
    }
}
