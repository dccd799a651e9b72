import SwiftInterpreter

/// Foundation's `String.data(using:allowLossyConversion:)` (Apple docs: "Returns a Data containing
/// a representation of the String encoded using a given encoding"): `.utf8` gives the string's
/// UTF-8 bytes; `.ascii` gives them when every character is ASCII and nil otherwise unless lossy
/// conversion is allowed (then one byte stands for each other character: 0xFF, as
/// swift-corelibs-foundation writes it, checked with swiftc on Linux; only the count matters to
/// a layout).
/// Preview data is often JSON written in the source and decoded (`json.data(using: .utf8)` then
/// `JSONDecoder().decode`), which these bytes feed. Another encoding is a stand-in naming the call.
/// The other way, `String(data:encoding:)` (Apple docs: "Returns a String initialized by converting
/// given data into Unicode characters using a given encoding", nil when the bytes are not valid in
/// it) reads `.utf8` and `.ascii` bytes, and `String(decoding:as: UTF8.self)` (the standard
/// library) repairs invalid UTF-8 with U+FFFD; data LayoutLens does not have stays a stand-in.
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
        string.initializers.append(.hosted("init", labels: ["data", "encoding"]) { runtime, _, arguments in
            let encoding = Self.memberName(arguments[1].value)
            guard let bytes = runtime.bytes(of: arguments[0].value) else {
                return runtime.libraryStandIn("String(data:encoding:)", reason: Self.codedDataReason)
            }
            switch encoding {
            case "utf8"?:
                guard let text = String(validating: bytes, as: UTF8.self) else { return .nil }
                return .some(.string(text))
            case "ascii"?:
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return .nil }
                return .some(.string(String(decoding: bytes, as: UTF8.self)))
            default:
                return runtime.libraryStandIn("String(data:encoding: .\(encoding ?? "?"))",
                                              reason: "uses a string encoding LayoutLens does not model")
            }
        })
        // `UTF8.self`, the codec `String(decoding:as:)` is given: the standard library's
        // `typealias UTF8 = Unicode.UTF8`, an enum with no cases (Swift standard library,
        // "Unicode.UTF8"); UTF-8 is the only codec read here.
        if interpreter.type(named: "UTF8") == nil { _ = interpreter.declareType("UTF8", kind: .enumType) }
        string.initializers.append(.hosted("init", labels: ["decoding", "as"]) { runtime, _, arguments in
            guard let bytes = runtime.bytes(of: arguments[0].value) else {
                return runtime.libraryStandIn("String(decoding:as:)", reason: Self.codedDataReason)
            }
            return .string(String(decoding: bytes, as: UTF8.self))
        })
    }
}
