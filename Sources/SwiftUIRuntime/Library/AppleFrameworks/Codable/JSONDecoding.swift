import AppResources
import JSONParsing
import SwiftInterpreter

/// `JSONDecoder.decode(_:from:)`, `DecodingError` and `JSONSerialization.jsonObject(with:)`
/// (Apple docs of each). The bytes come from `Data` the program holds: a bundled file
/// (`FileBytes`) or bytes it made (`Data([UInt8])`).
extension SwiftUIRuntime {
    /// The bytes of a `Data` value, or nil for data LayoutLens does not have (a stand-in).
    func bytes(of data: Value) -> [UInt8]? {
        let data = Self.unwrapped(data)
        if let file = data.nativePayload(FileBytes.self) { return file.bytes }
        if let values = data.nativePayload([Value].self) {
            return values.compactMap { value -> UInt8? in
                if case let .int(byte) = value, (0...255).contains(byte) { return UInt8(byte) }
                return nil
            }
        }
        return nil
    }

    func decodeJSON(decoder: Value, _ arguments: [CallArgument]) throws -> Value {
        guard let data = arguments.first(where: { $0.label == "from" })?.value, let bytes = bytes(of: data) else {
            return libraryStandIn("JSONDecoder.decode", reason: Self.codedDataReason)
        }
        let state = decoder.nativePayload(FoundationObjectState.self)?.state ?? [:]
        let run = JSONDecodingRun(runtime: self, convertsFromSnakeCase: Self.memberName(state["keyDecodingStrategy"]) == "convertFromSnakeCase",
                                  dateStrategy: Self.dateStrategy(state["dateDecodingStrategy"]))
        return try CodableContainers.guarded(run) {
            let node: JSONNode
            switch JSONParser.parse(bytes) {
            case .success(let parsed): node = parsed
            case .failure:
                throw DecodingFailure.dataCorrupted(DecodingFailure.invalidJSON, path: [])
            }
            let requested = CodableContainers.requested(arguments)
            // `decode(T.self, …)` in a generic function whose `T` the caller's context gives
            // (Apple's `load<T: Decodable>(_:) -> T`): decoded when that context names the type.
            // So is `T.self` of a generic parameter, which the interpreter takes for a name no file
            // declares (`DecodedType.unseen`): the top-level call waits for its context's type.
            if requested.waitsForContext { return self.interpreter.nativeValue("DecodedJSON", DeferredDecoding(run: run, node: node)) }
            return try run.decode(requested, from: node, path: [])
        }
    }

    /// `PropertyListDecoder().decode(_:from:)` of an XML plist the program has (a bundled
    /// `.plist` read with `Data(contentsOf:)`): the same `Decodable` rules over the plist's tree
    /// (`PropertyListAsJSON`); dates in a plist are read as ISO 8601 (the `<date>` form).
    func registerPropertyListDecoder() {
        guard let decoder = registerAppleType("PropertyListDecoder") else { return }
        initializer("PropertyListDecoder") { `self`, _ in self.foundationObject("PropertyListDecoder", ["userInfo": .dictionary(OrderedDictionary())]) }
        addFoundationProperties(decoder, ["userInfo"])
        decoder.addMethod("decode", .hosted("decode") { runtime, _, arguments in
            guard let data = arguments.first(where: { $0.label == "from" })?.value, let bytes = runtime.bytes(of: data) else {
                return runtime.libraryStandIn("PropertyListDecoder.decode", reason: Self.codedDataReason)
            }
            let run = JSONDecodingRun(runtime: runtime, convertsFromSnakeCase: false, dateStrategy: .iso8601)
            return try CodableContainers.guarded(run) {
                guard case .success(let node) = PropertyListAsJSON.parse(bytes) else {
                    throw DecodingFailure.dataCorrupted("The given data was not a valid property list.", path: [])
                }
                let requested = CodableContainers.requested(arguments)
                if requested.waitsForContext { return runtime.interpreter.nativeValue("DecodedJSON", DeferredDecoding(run: run, node: node)) }
                return try run.decode(requested, from: node, path: [])
            }
        })
    }

    /// Decoded JSON waiting for its type (`DeferredDecoding`).
    func registerDeferredDecoding() {
        let descriptor = NativeTypeDescriptor(describe: { _ in "DecodedJSON" })
        var withCoercion = descriptor
        withCoercion.coerce = { _, value, hint in
            guard let deferred = value.nativePayload(DeferredDecoding.self) else { return nil }
            let type = DecodedType(hint, owner: nil)
            guard deferred.run.names(type) else { return nil }
            return try CodableContainers.guarded(deferred.run) { try deferred.run.decode(type, from: deferred.node, path: []) }
        }
        _ = registerAppleType("DecodedJSON", descriptor: withCoercion)
    }

    static func memberName(_ value: Value?) -> String? {
        switch value {
        case let .unresolvedMember(member)?: return member.name
        case let .enumValue(instance)?: return instance.caseName
        case let .native(native)?: return (native.payload as? EnumCasePayload)?.name
        default: return nil
        }
    }

    static func dateStrategy(_ value: Value?) -> JSONDecodingRun.DateStrategy {
        switch memberName(value) {
        case nil, "deferredToDate": return .deferredToDate
        case "secondsSince1970": return .secondsSince1970
        case "millisecondsSince1970": return .millisecondsSince1970
        case "iso8601": return .iso8601
        case let name?: return .unsupported(name)
        }
    }

    func registerDecodingError() {
        registerDeferredDecoding()
        registerPropertyListDecoder()
        let describe: (Value) -> String = { ($0.nativePayload(DecodingFailure.self)?.swiftDescription) ?? "DecodingError" }
        guard let error = registerAppleType("DecodingError", descriptor: NativeTypeDescriptor(describe: describe)) else { return }
        error.conformances = ["Error"]
        error.computedProperties["localizedDescription"] = ComputedProperty(getter: .native("localizedDescription") { _, selfValue, _ in
            .string(selfValue.nativePayload(DecodingFailure.self)?.localizedDescription ?? "")
        })
        error.computedProperties["errorDescription"] = ComputedProperty(getter: .native("errorDescription") { _, selfValue, _ in
            .some(.string(selfValue.nativePayload(DecodingFailure.self)?.localizedDescription ?? ""))
        })
    }

    /// `JSONSerialization.jsonObject(with: data, options:)`: the JSON as `Any` (Apple docs:
    /// `NSDictionary`, `NSArray`, `NSString`, `NSNumber`, `NSNull`); bad JSON throws.
    func registerJSONSerialization() {
        guard let serialization = registerAppleType("JSONSerialization") else { return }
        registerJSONSerializationWriting(serialization)
        serialization.addMethod("jsonObject", .hosted("jsonObject") { runtime, _, arguments in
            guard let data = arguments.first(where: { $0.label == "with" })?.value, let bytes = runtime.bytes(of: data) else {
                return runtime.libraryStandIn("JSONSerialization.jsonObject", reason: Self.codedDataReason)
            }
            let run = JSONDecodingRun(runtime: runtime, convertsFromSnakeCase: false, dateStrategy: .deferredToDate)
            return try CodableContainers.guarded(run) {
                guard case .success(let node) = JSONParser.parse(bytes) else {
                    throw DecodingFailure.dataCorrupted("The data couldn’t be read because it isn’t in the correct format.", path: [])
                }
                return run.anyValue(node)
            }
        }, isStatic: true)
    }
}

/// JSON a `decode(T.self, from:)` parsed whose `T` is a generic parameter the interpreter does not
/// bind: decoded when the value reaches a context that names its type (`coerce`).
final class DeferredDecoding {
    let run: JSONDecodingRun
    let node: JSONNode
    init(run: JSONDecodingRun, node: JSONNode) {
        self.run = run
        self.node = node
    }
}
