import SwiftFrontEnd

/// The requirements an extension of a generic type puts on its generic arguments: `extension
/// Array where Element == Tag`, `extension Optional where Wrapped == String`, `extension
/// Collection where Element: Identifiable`, and the same-type arguments of SE-0361 (`extension
/// Box<Int>`) or of sugar (`extension [Tag]`, `extension String?`). Swift makes such an
/// extension's members members of the specialisations meeting the requirements only (The Swift
/// Programming Language, "Generics", "Extensions with a Generic Where Clause"; SE-0361), so two
/// extensions may each declare `var label` for another element type and each specialisation has
/// its own. The interpreter keeps one `TypeInfo` per generic type, so a member declared under such
/// a constraint is remembered with it and chosen by the receiver's runtime generic arguments
/// (`ConstrainedExtensionMembers`).
struct ExtensionConstraint {
    struct Requirement {
        /// The generic parameter or associated type constrained (`Element`, `Wrapped`, `T`).
        var parameter: String
        var type: TypeSyntax
        /// `==` (same type) rather than `:` (conformance).
        var isSameType: Bool
    }

    var requirements: [Requirement]
}

/// A method or getter declared under an `ExtensionConstraint`, held so that its identity (the key
/// it is found by) is never another function's.
struct ConstrainedMember {
    let function: Function
    let constraint: ExtensionConstraint
}

/// Choosing among the members of constrained extensions by the receiver's values: each value
/// carries its runtime type, so the elements of an array, the wrapped value of an optional or the
/// stored properties of a generic struct typed by its parameter tell its generic arguments. Where
/// they cannot (an empty array, `nil`, a value of another file's type, a requirement naming a type
/// the program does not know), the requirement is taken to hold: the member the interpreter found
/// by name is used, as before this rule (an approximation, documented in docs/interpreter.md).
extension Interpreter {
    /// The generic parameters of the standard types an extension may constrain, in order.
    private static let standardGenericParameters: [String: [String]] = [
        "Array": ["Element"], "Set": ["Element"], "Optional": ["Wrapped"], "Dictionary": ["Key", "Value"],
        "Binding": ["Value"], "ClosedRange": ["Bound"], "Range": ["Bound"],
    ]

    /// The requirements `extensionDecl` puts on `type`'s generic arguments, nil when it puts none.
    func extensionConstraint(_ extensionDecl: ExtensionDecl, of type: TypeInfo) -> ExtensionConstraint? {
        var requirements: [ExtensionConstraint.Requirement] = []
        let parameters = type.genericParameterNames.isEmpty ? Self.standardGenericParameters[type.name] ?? [] : type.genericParameterNames
        for (parameter, argument) in zip(parameters, writtenGenericArguments(extensionDecl.extendedType)) {
            requirements.append(.init(parameter: parameter, type: argument, isSameType: true))
        }
        for requirement in extensionDecl.whereClause {
            switch requirement.kind {
            case let .sameType(left, right):
                guard let parameter = constrainedParameterName(left) else { continue }
                requirements.append(.init(parameter: parameter, type: right, isSameType: true))
            case let .conformance(left, right):
                guard let parameter = constrainedParameterName(left) else { continue }
                requirements.append(.init(parameter: parameter, type: right, isSameType: false))
            }
        }
        return requirements.isEmpty ? nil : ExtensionConstraint(requirements: requirements)
    }

    /// The generic arguments written in an extended type (`Box<Int>`, `[Tag]`, `String?`, `[K: V]`).
    private func writtenGenericArguments(_ syntax: TypeSyntax) -> [TypeSyntax] {
        switch syntax.kind {
        case let .identifier(_, arguments): return arguments
        case let .array(element): return [element]
        case let .optional(wrapped): return [wrapped]
        case let .dictionary(key, value): return [key, value]
        default: return []
        }
    }

    /// `Element` of `Element`, `Self.Element`; nil for `Self` itself (`where Self == Concrete` is
    /// read elsewhere) and for deeper paths (`Element.ID`), which the rule does not check.
    private func constrainedParameterName(_ syntax: TypeSyntax) -> String? {
        let text = typeText(syntax)
        var name = text.hasPrefix("Self.") ? String(text.dropFirst(5)) : text
        // `Iterator.Element` is a sequence's `Element` (The Swift Standard Library, "Sequence").
        if name == "Iterator.Element" { name = "Element" }
        guard name != "Self", !name.isEmpty, !name.contains("."), !name.contains("<") else { return nil }
        return name
    }

    /// Declares `extensionDecl`'s members with `define`, remembering each instance property and
    /// method declared under the extension's constraint, and every property of a name another
    /// extension declared too, so the receiver chooses among them.
    func definingConstrainedMembers(of extensionDecl: ExtensionDecl, in type: TypeInfo, _ define: () throws -> Void) rethrows {
        let constraint = extensionConstraint(extensionDecl, of: type)
        let names = Self.instanceMemberNames(extensionDecl.members)
        let gettersBefore = names.properties.map { type.computedProperties[$0] }
        let methodCountsBefore = names.methods.map { type.methods[$0]?.count ?? 0 }
        let staticsBefore = staticsBeforeExtension(extensionDecl, of: type)
        try define()
        recordConstrainedStatics(staticsBefore, constraint, in: type)
        for (name, before) in zip(names.properties, gettersBefore) {
            guard let property = type.computedProperties[name], property.getter !== before?.getter else { continue }
            if let constraint { memberConstraints[ObjectIdentifier(property.getter)] = ConstrainedMember(function: property.getter, constraint: constraint) }
            guard let before, constraint != nil || memberConstraints[ObjectIdentifier(before.getter)] != nil else { continue }
            computedAlternatives[ObjectIdentifier(property.getter)] = (computedAlternatives[ObjectIdentifier(before.getter)] ?? [before]) + [property]
        }
        guard let constraint else { return }
        for (name, before) in zip(names.methods, methodCountsBefore) {
            for method in (type.methods[name] ?? []).dropFirst(before) {
                memberConstraints[ObjectIdentifier(method)] = ConstrainedMember(function: method, constraint: constraint)
                constrainedMethodNames.insert(name)
            }
        }
    }

    /// The names of the instance properties and methods among `members`.
    private static func instanceMemberNames(_ members: [Decl]) -> (properties: [String], methods: [String]) {
        var properties: [String] = []
        var methods: [String] = []
        for member in members where !member.modifiers.contains("static") && !member.modifiers.contains("class") {
            switch member.kind {
            case let .variable(variable):
                for binding in variable.bindings { if case let .identifier(name) = binding.pattern.kind { properties.append(name.name) } }
            case let .function(function):
                if !methods.contains(function.name.name) { methods.append(function.name.name) }
            default: break
            }
        }
        return (properties, methods)
    }

    /// The computed property `base` has among `found` and those other constrained extensions
    /// declare by its name: the most specific one whose requirements `base` meets (a constrained
    /// one before an unconstrained one), `found` while nothing tells them apart.
    func computedChosenByConstraint(_ found: ComputedProperty, for base: Value) -> ComputedProperty {
        guard let alternatives = computedAlternatives[ObjectIdentifier(found.getter)] else { return found }
        return chosenByConstraint(alternatives, found: found, function: \.getter, for: base)
    }

    /// The method `base` calls among `found` and the overloads of its name taking the same labels:
    /// as `computedChosenByConstraint`, the built-in overload (any labels) counting as unconstrained.
    func methodChosenByConstraint(_ found: Function, name: String, in type: TypeInfo, for base: Value) -> Function {
        guard constrainedMethodNames.contains(name), let overloads = methodOverloads(name, in: type), overloads.count > 1,
              overloads.contains(where: { memberConstraints[ObjectIdentifier($0)] != nil }) else { return found }
        let sameLabels = overloads.filter { $0 === found || $0.labels == found.labels || $0.labels == nil }
        return chosenByConstraint(sameLabels, found: found, function: { $0 }, for: base)
    }

    private func chosenByConstraint<Member>(_ candidates: [Member], found: Member, function: (Member) -> Function, for base: Value) -> Member {
        var constrained: [Member] = []
        var unconstrained: [Member] = []
        var untold = false
        for candidate in candidates {
            guard let constraint = memberConstraints[ObjectIdentifier(function(candidate))]?.constraint else {
                unconstrained.append(candidate)
                continue
            }
            switch constraintMet(constraint, by: base) {
            case true?: constrained.append(candidate)
            case nil:
                constrained.append(candidate)
                untold = true
            case false?: break
            }
        }
        let holding = constrained.isEmpty ? unconstrained : constrained
        if untold && holding.count > 1 { warn(.constrainedExtensionMemberUntold(function(found).name)) }
        if holding.contains(where: { function($0) === function(found) }) { return found }
        return holding.last ?? found
    }

    /// Whether `base`'s generic arguments meet every requirement: nil when its values cannot tell
    /// for some requirement and meet the others.
    func constraintMet(_ constraint: ExtensionConstraint, by base: Value) -> Bool? {
        var told = true
        for requirement in constraint.requirements {
            guard let values = genericArgumentValues(requirement.parameter, of: base), !values.isEmpty else {
                told = false
                continue
            }
            for value in values {
                if isUnseen(value) { told = false } else if !valueMeets(requirement, value) { return false }
            }
        }
        return told ? true : nil
    }

    /// The values whose types are `base`'s generic argument `parameter`: an array's or set's
    /// elements, a dictionary's keys or values, an optional's wrapped value, a range's bounds, the
    /// stored properties (and enum payloads) a generic type declares of that parameter's type.
    /// Nil when none tells (`nil`, another kind of value).
    private func genericArgumentValues(_ parameter: String, of base: Value) -> [Value]? {
        switch (base, parameter) {
        case let (.array(elements), "Element"): return elements
        case let (.set(set), "Element"): return set.elements
        case let (.dictionary(dictionary), "Key"): return dictionary.keys
        case let (.dictionary(dictionary), "Value"): return dictionary.values
        case let (.optional(wrapped?), "Wrapped"): return [wrapped]
        case let (.range(range), "Bound"): return [range.lower, range.upper].compactMap { $0 }
        case let (.string(text), "Element"): return text.first.map { [.character($0)] }
        case let (.structValue(instance), _): return storedValues(typed: parameter, instance.type, instance.fields)
        case let (.object(object), _): return storedValues(typed: parameter, object.type, object.fields)
        case let (.enumValue(instance), _):
            guard instance.type.genericParameterNames.contains(parameter),
                  let enumCase = instance.type.caseIndex[instance.caseName].map({ instance.type.cases[$0] }) else { return nil }
            let values = zip(enumCase.payloadHints, instance.payload).compactMap { hint, value in Self.names(hint, parameter) ? value : nil }
            return values.isEmpty ? nil : values
        default: return nil
        }
    }

    private func storedValues(typed parameter: String, _ type: TypeInfo, _ fields: [Value]) -> [Value]? {
        guard type.genericParameterNames.contains(parameter) else { return nil }
        let values = type.storedProperties.compactMap { property -> Value? in
            guard fields.indices.contains(property.slot) else { return nil }
            if Self.names(property.hint, parameter) { return fields[property.slot] }
            // `let action: Action?`: its wrapped value, when there is one.
            if case let .optional(wrapped)? = property.hint, Self.names(wrapped, parameter), case let .optional(value?) = fields[property.slot] {
                return value
            }
            return nil
        }
        return values.isEmpty ? nil : values
    }

    private static func names(_ hint: TypeHint?, _ parameter: String) -> Bool {
        hint == .named(parameter) || hint == .genericParameter(parameter)
    }

    /// Whether one value meets a requirement. A conformance is refused only for a value of the
    /// program's own type, or for a protocol the program declares: the library's types adopt
    /// standard protocols (`Int: Numeric`) the interpreter does not list.
    private func valueMeets(_ requirement: ExtensionConstraint.Requirement, _ value: Value) -> Bool {
        if valueMatches(value, requirement.type) { return true }
        let written = typeText(requirement.type)
        if !requirement.isSameType, let known = Self.scalarConformances(of: value), Self.listedScalarProtocols.contains(written) {
            return known.contains(written)
        }
        guard let named = resolveType(requirement.type) else { return true }
        if requirement.isSameType {
            var current: TypeInfo? = typeInfo(of: value)
            while let type = current {
                if type === named { return true }
                current = type.superclass
            }
            return false
        }
        if named.kind == .protocolType && !named.isLibraryType { return false }
        let valueType = typeInfo(of: value)
        let isProgramType = [.structType, .enumType, .classType].contains(valueType.kind) && !valueType.isLibraryType
        guard isProgramType, Self.declaredOnly.contains(written) else { return true }
        let declared = Set(allConformances(of: valueType))
        if declared.contains(where: { Self.implied[$0, default: []].contains(written) }) { return true }
        // An enum without associated values is `Equatable` and `Hashable` without saying so (The
        // Swift Programming Language, "Enumerations", and SE-0185).
        if valueType.kind == .enumType, ["Equatable", "Hashable"].contains(written), !valueType.cases.contains(where: \.hasPayload) { return true }
        return false
    }

    /// Standard protocols a program type adopts only by declaring them (or one implying them):
    /// on such a type, a requirement naming one it does not declare is not met.
    private static let declaredOnly: Set<String> = [
        "Identifiable", "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "Codable", "Encodable",
        "Decodable", "CaseIterable", "Numeric", "StringProtocol", "Collection", "Sequence", "Error",
    ]

    /// The standard protocols a declared one inherits (`Hashable: Equatable`).
    private static let implied: [String: Set<String>] = [
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Codable": ["Encodable", "Decodable"],
        "Collection": ["Sequence"], "Strideable": ["Comparable", "Equatable"],
    ]

    /// The standard protocols a scalar of the standard library adopts, among those an extension's
    /// requirement commonly names (the Swift standard library's reference, "Conforms To" of `Int`,
    /// `Double`, `Bool`, `String`, `Character`; `CGFloat` as `Double`). Nil for other values.
    private static func scalarConformances(of value: Value) -> Set<String>? {
        switch value {
        case .int: return integerProtocols
        case .double, .cgFloat: return floatingPointProtocols
        case .bool: return ["Equatable", "Hashable", "Codable", "Encodable", "Decodable", "CustomStringConvertible", "LosslessStringConvertible"]
        case .string:
            return ["Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "CustomStringConvertible",
                    "LosslessStringConvertible", "Sequence", "Collection", "BidirectionalCollection", "RangeReplaceableCollection", "StringProtocol"]
        case .character: return ["Equatable", "Hashable", "Comparable", "CustomStringConvertible"]
        default: return nil
        }
    }

    private static let integerProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "CustomStringConvertible", "LosslessStringConvertible",
        "Strideable", "AdditiveArithmetic", "Numeric", "SignedNumeric", "BinaryInteger", "SignedInteger", "FixedWidthInteger",
    ]
    private static let floatingPointProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "CustomStringConvertible", "LosslessStringConvertible",
        "Strideable", "AdditiveArithmetic", "Numeric", "SignedNumeric", "FloatingPoint", "BinaryFloatingPoint",
    ]

    /// The protocols `scalarConformances` answers for (with `Identifiable`, which no scalar adopts);
    /// a requirement naming another is not checked on a scalar.
    private static let listedScalarProtocols: Set<String> = integerProtocols.union(floatingPointProtocols).union([
        "Sequence", "Collection", "BidirectionalCollection", "RangeReplaceableCollection", "StringProtocol", "Identifiable",
    ])
}
