import SwiftInterpreter

/// Foundation's `JSONDecoder` and `JSONEncoder` (Apple docs: `init()`, and the strategy
/// properties, each defaulting to the documented `.useDefaultKeys`/`.deferredToDate`/… case).
/// A model or client that keeps a coder and sets its strategies is made as in the app.
/// `decode(_:from:)` of data the app's bundle gave (`Data(contentsOf:)` of a bundled file) or of
/// bytes the program made runs Swift's `Decodable` rules (`JSONDecodingRun`), throwing
/// `DecodingError` as Foundation does; data from anywhere else (the network) is a stand-in.
/// `encode(_:)` writes the program's plain values by Swift's `Encodable` rules (`JSONEncodingRun`),
/// so an app that keeps a model as JSON (`@AppStorage` data, a round trip through `Data`) reads
/// it back; what it cannot write is a stand-in, with the warning naming the call and the value. `JSONSerialization.jsonObject(with:)` gives `[String: Any]`/`[Any]` values.
extension SwiftUIRuntime {
    static let jsonDecoderProperties = [
        "keyDecodingStrategy", "dateDecodingStrategy", "dataDecodingStrategy", "nonConformingFloatDecodingStrategy",
        "userInfo", "allowsJSON5", "assumesTopLevelDictionary",
    ]
    static let jsonEncoderProperties = [
        "outputFormatting", "keyEncodingStrategy", "dateEncodingStrategy", "dataEncodingStrategy",
        "nonConformingFloatEncodingStrategy", "userInfo",
    ]

    static let codedDataReason = "reads or writes data a preview here never has (a file, a bundle, the network)"

    func registerJSONCoders() {
        CodableContainers.register(interpreter)
        registerDecodingError()
        registerJSONSerialization()
        let member: (String) -> Value = { .unresolvedMember(UnresolvedMember(name: $0, arguments: nil)) }
        if let decoder = registerAppleType("JSONDecoder") {
            let defaults: [String: Value] = [
                "keyDecodingStrategy": member("useDefaultKeys"), "dateDecodingStrategy": member("deferredToDate"),
                "dataDecodingStrategy": member("base64"), "nonConformingFloatDecodingStrategy": member("throw"),
                "userInfo": .dictionary(OrderedDictionary()), "allowsJSON5": .bool(false), "assumesTopLevelDictionary": .bool(false),
            ]
            initializer("JSONDecoder") { `self`, _ in self.foundationObject("JSONDecoder", defaults) }
            addFoundationProperties(decoder, Self.jsonDecoderProperties)
            decoder.addMethod("decode", .hosted("decode") { runtime, selfValue, arguments in
                try runtime.decodeJSON(decoder: selfValue, arguments)
            })
        }
        if let encoder = registerAppleType("JSONEncoder") {
            let defaults: [String: Value] = [
                "outputFormatting": .array([]), "keyEncodingStrategy": member("useDefaultKeys"),
                "dateEncodingStrategy": member("deferredToDate"), "dataEncodingStrategy": member("base64"),
                "nonConformingFloatEncodingStrategy": member("throw"), "userInfo": .dictionary(OrderedDictionary()),
            ]
            initializer("JSONEncoder") { `self`, _ in self.foundationObject("JSONEncoder", defaults) }
            addFoundationProperties(encoder, Self.jsonEncoderProperties)
            encoder.addMethod("encode", .native("encode") { [unowned self] _, selfValue, arguments in
                try self.encodeJSON(encoder: selfValue, arguments)
            })
        }
    }
}

extension SwiftUIRuntime {
    /// `JSONEncoder().encode(value)`: the value's JSON bytes as `Data`, by the encoder's
    /// `outputFormatting`, `keyEncodingStrategy` and `dateEncodingStrategy`.
    func encodeJSON(encoder: Value, _ arguments: [CallArgument]) throws -> Value {
        guard let value = arguments.first?.value else { return libraryStandIn("JSONEncoder.encode", reason: Self.codedDataReason) }
        let state = encoder.nativePayload(FoundationObjectState.self)?.state ?? [:]
        let options = Set(Self.optionNames(state["outputFormatting"]))
        let format = JSONWriting.Format(prettyPrinted: options.contains("prettyPrinted"), sortedKeys: options.contains("sortedKeys"),
                                        escapesSlashes: !options.contains("withoutEscapingSlashes"))
        let run = JSONEncodingRun(runtime: self,
                                  convertsToSnakeCase: Self.memberName(state["keyEncodingStrategy"]) == "convertToSnakeCase",
                                  dateStrategy: Self.dateStrategy(state["dateEncodingStrategy"]), format: format)
        do {
            return interpreter.nativeValue("Data", FileBytes(try run.encode(value)))
        } catch let unsupported as JSONEncodingRun.Unsupported {
            return libraryStandIn("JSONEncoder.encode", reason: "writes \(unsupported.what), which LayoutLens does not encode")
        }
    }
}
