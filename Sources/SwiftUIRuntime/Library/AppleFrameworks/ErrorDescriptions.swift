import SwiftInterpreter

/// Foundation's `Error.localizedDescription` and the `LocalizedError` protocol (Apple docs,
/// "localizedDescription", "LocalizedError"; SE-0112 "Improved NSError Bridging"). Foundation
/// extends every `Error` with `localizedDescription`: a `LocalizedError`'s `errorDescription` when
/// it gives one, else the bridged `NSError`'s generic text "The operation couldn’t be completed.
/// (Module.Type error N.)", whose domain is the type's qualified name and whose code is Swift's
/// `_code`: an enum's case number counting the cases with a payload first and then the others,
/// each in declaration order; an enum with an integer raw value its raw value; 1 for a struct or
/// class (swiftc 6 on Linux prints those domains and codes, with "could not" where Apple's
/// Foundation writes "couldn’t", as `NSError` here does). `LocalizedError`'s four requirements
/// default to nil, as Foundation's extension gives them.
extension SwiftUIRuntime {
    func registerErrorDescriptions() {
        guard let error = interpreter.type(named: "Error") else { return }
        if interpreter.type(named: "LocalizedError") == nil {
            let localized = interpreter.declareType("LocalizedError", kind: .protocolType)
            localized.conformances = ["Error"]
            for name in ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"] where localized.computedProperties[name] == nil {
                localized.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .nil })
            }
        }
        // `CustomNSError` refines `Error` (Apple docs, "CustomNSError"): a type gives the domain
        // and code its bridged `NSError` has.
        if interpreter.type(named: "CustomNSError") == nil {
            interpreter.declareType("CustomNSError", kind: .protocolType).conformances = ["Error"]
        }
        guard error.computedProperties["localizedDescription"] == nil else { return }
        error.computedProperties["localizedDescription"] = ComputedProperty(getter: .hosted("localizedDescription") { runtime, selfValue, _ in
            .string(try runtime.localizedErrorDescription(selfValue))
        })
    }

    /// The text Foundation gives for `error.localizedDescription`.
    func localizedErrorDescription(_ error: Value) throws -> String {
        let type = interpreter.typeInfo(of: error)
        if interpreter.conformances(of: type).contains("LocalizedError"), interpreter.programDeclaresMember("errorDescription", on: type),
           case let .string(text)? = Self.unwrapped(try interpreter.member(of: error, named: "errorDescription")).optionalString {
            return text
        }
        return "The operation couldn’t be completed. (\(errorDomainModule).\(type.qualifiedName) error \(Self.errorCode(error, type: type)).)"
    }

    /// `error as NSError` for a Swift error (SE-0112): the domain is the type's qualified name in
    /// its module and the code Swift's `_code` (see the type's comment), unless the type is a
    /// `CustomNSError` giving `errorDomain`/`errorCode`; a `LocalizedError`'s `errorDescription`
    /// is the user info's `NSLocalizedDescription`, so `localizedDescription` reads the same.
    func bridgedNSError(_ error: Value) throws -> Value {
        let type = interpreter.typeInfo(of: error)
        var domain = "\(errorDomainModule).\(type.qualifiedName)"
        var code = Self.errorCode(error, type: type)
        if interpreter.conformances(of: type).contains("CustomNSError") {
            if interpreter.programDeclaresMember("errorCode", on: type), case let .int(given) = try interpreter.member(of: error, named: "errorCode") {
                code = given
            }
            if case let .string(given)? = try? interpreter.staticMember("errorDomain", of: type) { domain = given }
        }
        var userInfo = OrderedDictionary()
        userInfo[.string("NSLocalizedDescription")] = .string(try localizedErrorDescription(error))
        return interpreter.nativeValue("NSError", NSErrorFields(domain: domain, code: code, userInfo: userInfo))
    }

    /// The module part of a Swift error's domain: the module's name as Swift spells it (Xcode's
    /// `PRODUCT_MODULE_NAME` replaces what is not an identifier character with `_`).
    private var errorDomainModule: String {
        let name = resources.name.isEmpty ? "Preview" : resources.name
        return String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// Swift's `_code` of an error value (see the type's comment).
    static func errorCode(_ error: Value, type: TypeInfo) -> Int {
        guard case let .enumValue(instance) = error else { return 1 }
        guard let index = type.cases.firstIndex(where: { $0.name == instance.caseName }) else { return 0 }
        if case let .int(raw)? = type.cases[index].rawValue { return raw }
        let withPayload = type.cases.filter(\.hasPayload)
        if let payloadIndex = withPayload.firstIndex(where: { $0.name == instance.caseName }) { return payloadIndex }
        return withPayload.count + type.cases[..<index].filter { !$0.hasPayload }.count
    }
}

private extension Value {
    /// The text of a `String?` (or `String`) value.
    var optionalString: Value? {
        switch self {
        case let .optional(wrapped): return wrapped
        case .string: return self
        default: return nil
        }
    }
}
