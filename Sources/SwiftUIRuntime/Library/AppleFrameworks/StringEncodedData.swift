import SwiftInterpreter

/// Foundation's `String.data(using:allowLossyConversion:)` (Apple docs: "Returns a Data containing
/// a representation of the String encoded using a given encoding"): `.utf8` gives the string's
/// UTF-8 bytes; `.ascii` gives them when every character is ASCII and nil otherwise unless lossy
/// conversion is allowed (then one byte stands for each other character: 0xFF, as
/// swift-corelibs-foundation writes it, checked with swiftc on Linux; only the count matters to
/// a layout).
/// Preview data is often JSON written in the source and decoded (`json.data(using: .utf8)` then
/// `JSONDecoder().decode`), which these bytes feed. Another encoding is a stand-in naming the call.
extension SwiftUIRuntime {
    func registerStringEncodedData() {
        guard let string = interpreter.type(named: "String") else { return }
        string.addMethod("data", .hosted("data") { runtime, selfValue, arguments in
            guard case let .string(text) = Self.unwrapped(selfValue) else { return .nil }
            let encoding = arguments.first { $0.label == "using" }.flatMap { Self.memberName($0.value) }
            let lossy: Bool = { if case .bool(true)? = arguments.first(where: { $0.label == "allowLossyConversion" })?.value { return true }; return false }()
            switch encoding {
            case "utf8"?:
                return .some(runtime.interpreter.nativeValue("Data", FileBytes(Array(text.utf8))))
            case "ascii"?:
                if !lossy, text.unicodeScalars.contains(where: { !$0.isASCII }) { return .nil }
                let bytes = text.map { character -> UInt8 in
                    character.unicodeScalars.count == 1 && character.unicodeScalars.first!.isASCII
                        ? UInt8(character.unicodeScalars.first!.value) : 0xFF
                }
                return .some(runtime.interpreter.nativeValue("Data", FileBytes(bytes)))
            default:
                return runtime.libraryStandIn("String.data(using: .\(encoding ?? "?"))",
                                              reason: "uses a string encoding LayoutLens does not model")
            }
        })
    }
}
