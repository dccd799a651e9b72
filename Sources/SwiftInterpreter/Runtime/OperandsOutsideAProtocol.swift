/// A global operator function declared on a protocol (`func == (lhs: Error, rhs: Error) -> Bool`)
/// takes only values whose types conform to it. Swift compares two metatypes
/// (`type(of: lhs) == type(of: rhs)`) with the standard library's `== (Any.Type?, Any.Type?)`, and
/// two strings (`a.domain == b.domain`) with `String`'s own `==`: a metatype conforms to no
/// protocol the program names, and `String` is no `Error` unless the program says so (The Swift
/// Programming Language, "Metatype Type" and "Protocols": a type conforms to a protocol only by
/// declaring it). Two cases of the program's `enum Tab` compare with the enum's own `==` too. swiftc 6 runs exactly that `==`, both comparisons inside its body, without
/// re-entering it: two equal errors give `true`, errors of two types `false`.
extension Interpreter {
    /// Whether an operand cannot be passed where `function` declares a protocol or a type by name:
    /// a metatype given for a known type that is not itself a metatype, or a string, number,
    /// character or `Bool`, or an instance of the program's struct or enum, given for `Error` or the
    /// program's own protocol its type does not adopt.
    func operandOutsideDeclaredProtocol(_ function: Function, _ operands: Value...) -> Bool {
        guard case let .interpreted(body) = function.body else { return false }
        for (parameter, operand) in zip(body.parameters, operands) {
            guard let declared = parameter.hint?.lookingThroughOptional.typeName, let expected = type(named: declared) else { continue }
            // `nil` is no value of a protocol a non-optional parameter names (`name == nil` with
            // `func == (lhs: P, rhs: P)` declared is the standard library's `==`); an optional
            // operand (`kind == .first` with `kind: Kind?`) is tried by what it wraps.
            if case .optional(nil) = operand, expected.kind == .protocolType, !expected.isLibraryType {
                if case .optional? = parameter.hint { continue }
                return true
            }
            var value = operand
            while case let .optional(wrapped?) = value { value = wrapped }
            if declared == "Error", valueIsNoError(value) { return true }
            switch value {
            case .metatype:
                if !Self.holdsMetatypes(declared) { return true }
            case .string, .int, .double, .cgFloat, .bool, .character:
                guard declared == "Error" || expected.kind == .protocolType && !expected.isLibraryType else { continue }
                if !allConformances(of: typeInfo(of: value)).contains(declared) { return true }
            case .structValue, .enumValue:
                guard declared == "Error" || expected.kind == .protocolType && !expected.isLibraryType else { continue }
                if adoptsOnlyKnownProtocols(typeInfo(of: value), without: declared) { return true }
            // One of Apple's values (a `Color`, a `CGRect`) adopts the program's protocol only by the
            // program's extension saying so; a closure adopts none.
            case let .native(native) where expected.kind == .protocolType && !expected.isLibraryType && !isUnseen(value):
                if !allConformances(of: native.type).contains(declared) { return true }
            case .function where expected.kind == .protocolType && !expected.isLibraryType:
                return true
            default: continue
            }
        }
        return false
    }

    /// Whether `value` can be no `Error`: an optional, a collection, a tuple, a number, string or
    /// `Bool`, an implicit member, or a library value or enum case whose type is no error type (a
    /// `UserInterfaceSizeClass`); another file's value, a class instance or a closure may be.
    private func valueIsNoError(_ value: Value) -> Bool {
        switch value {
        case .optional, .array, .dictionary, .set, .tuple, .range, .int, .double, .cgFloat, .bool, .string, .character,
             .unresolvedMember, .void:
            return true
        case let .native(native):
            guard !isUnseen(value) else { return false }
            return Self.libraryTypeIsNoError(native.type, allConformances(of: native.type))
        case let .structValue(instance) where instance.type.isLibraryType:
            return Self.libraryTypeIsNoError(instance.type, allConformances(of: instance.type))
        case let .enumValue(instance) where instance.type.isLibraryType:
            return Self.libraryTypeIsNoError(instance.type, allConformances(of: instance.type))
        default: return false
        }
    }

    /// Whether a library type is no error type: neither named `…Error` (`URLError`, `CocoaError`)
    /// nor adopting `Error`.
    private static func libraryTypeIsNoError(_ type: TypeInfo, _ adopted: [String]) -> Bool {
        !type.name.hasSuffix("Error") && !adopted.contains("Error")
    }

    /// Whether the program's `type` does not adopt `name`, all it adopts being protocols known
    /// here (one of another package's could refine `name`).
    private func adoptsOnlyKnownProtocols(_ type: TypeInfo, without name: String) -> Bool {
        guard !type.isLibraryType, type.native == nil else { return false }
        let adopted = allConformances(of: type)
        return !adopted.contains(name) && adopted.allSatisfy { self.type(named: $0) != nil || Self.standardLibraryProtocols.contains($0) }
    }

    /// Protocols of Swift's standard library a program type commonly adopts (`enum Gender: String,
    /// Codable`): none of them can refine a protocol the program declares, since the standard
    /// library cannot see the program (The Swift Programming Language, "Protocol Inheritance":
    /// a protocol inherits only from protocols it names).
    private static let standardLibraryProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable", "Identifiable",
        "CaseIterable", "RawRepresentable", "CustomStringConvertible", "CustomDebugStringConvertible", "Strideable",
    ]

    /// Whether `function` is the operator running now and both operands are `nil`: inside `func ==
    /// (lhs: P?, rhs: P?) -> Bool { lhs?.token == rhs?.token }` the inner `==` compares two
    /// `String?` with the standard library's `==` (checked with swiftc), which LayoutLens cannot
    /// tell from two `nil`s of `P?`; re-entering would never return.
    func reentersWithNilOperands(_ function: Function, _ lhs: Value, _ rhs: Value) -> Bool {
        guard runningFunction == ObjectIdentifier(function), case .optional(nil) = lhs, case .optional(nil) = rhs else { return false }
        return true
    }

    /// Whether an operand is another file's value (`(lhs as NSError).domain` where the bridge is
    /// not modelled) and the operator running now is one of `overloads`, the program's functions
    /// of this operator: Swift chose the inner operator by a type LayoutLens cannot see, and
    /// entering one of them again — the running one, or its sibling (`lhs == rhs.rawValue` in
    /// `func == (lhs: String, rhs: P)` beside `func == (lhs: String?, rhs: P)`, each taking the
    /// other's unseen operand) — would never return, so the comparison gives an unknown value as
    /// any operator on such a value does.
    func reentersWithUnseenOperand(_ lhs: Value, _ rhs: Value, among overloads: [Function]) -> Bool {
        guard let running = runningFunction, isUnseen(lhs) || isUnseen(rhs) else { return false }
        return overloads.contains { ObjectIdentifier($0) == running }
    }

    /// Type names whose values may be metatypes: `Any`, `AnyObject`, `AnyClass` (`AnyObject.Type`),
    /// and any `X.Type` or `X.Protocol`.
    private static func holdsMetatypes(_ name: String) -> Bool {
        name == "Any" || name == "AnyObject" || name == "AnyClass" || name.hasSuffix(".Type") || name.hasSuffix(".Protocol")
    }
}

/// `extension Equatable where Self: Error { static func == (lhs: Self, rhs: Self) -> Bool { lhs as
/// Error == rhs as Error } }` beside a global `func == (lhs: Error, rhs: Error)`: the operands cast
/// to the existential `any Error` have no `Self`-typed `==` (an existential does not conform to
/// `Equatable`, The Swift Programming Language, "Protocols as Types"), so the inner `==` is the
/// global one (swiftc 6 runs the pair and returns). LayoutLens keeps the operands' concrete
/// values through `as Error`, so it found the running static method again.
extension Interpreter {
    /// Whether the operator method `method` is the one running and a global operator function
    /// `op` takes the operands: the call is that function's, not a re-entry.
    func reentersBesideGlobalOperator(_ method: Function, _ op: String, _ lhs: Value, _ rhs: Value) -> Bool {
        guard runningFunction == ObjectIdentifier(method), !operatorFunctions.isEmpty, let globals = operatorFunctions[op] else { return false }
        return globals.contains { $0.labels?.count == 2 && !Self.operandsContradict($0, lhs, rhs) && !operandOutsideDeclaredProtocol($0, lhs, rhs) }
    }
}
