import SwiftFrontEnd

/// The static members of constrained extensions of a generic type: `extension Wrapper where Base
/// == UIImage { static var icon: UIImage }` and `extension Wrapper where Base == Image { static
/// var icon: Image }` declare two statics, one of `Wrapper<UIImage>` and one of `Wrapper<Image>`
/// (The Swift Programming Language, "Generics", "Extensions with a Generic Where Clause"; a
/// static of a generic type belongs to each specialisation). Swift picks one by the metatype's
/// generic arguments, which it knows statically: written (`Wrapper<Image>.icon`), through a
/// member's declared type (`Image.cl.icon` where `static var cl: Wrapper<Self>.Type`), or, inside
/// a member of such an extension, from its requirements (an unqualified `asset(name)` in the
/// `Base == Image` extension calls that extension's `asset`). Checked with swiftc 6.3: the two
/// `icon`s and their private `asset(_:)` helpers each give their own extension's value, read as
/// `Wrapper<Img>.icon`, `Img.cl.icon` and `UIImg.cl.icon`.
///
/// A metatype value here keeps no generic arguments, so they are followed where the code spells
/// them: a member access on a specialised type (`producedMetatypeArguments` carries `Wrapper<Self>
/// .self` out of the getter that returns it) and the running constrained member's requirements
/// (`staticGenericArguments`). Where nothing tells them (a metatype kept in a variable), the
/// static the type's table kept (the last declared) answers, as before this rule.
extension Interpreter {
    /// The statics of `extensionDecl` on `type` as they were before its members were declared.
    struct StaticsBeforeExtension {
        var names: [String]
        var getters: [ComputedProperty?]
        var methodCounts: [Int]
    }

    func staticsBeforeExtension(_ extensionDecl: ExtensionDecl, of type: TypeInfo) -> StaticsBeforeExtension? {
        guard !type.genericParameterNames.isEmpty else { return nil }
        let names = Self.staticMemberNames(extensionDecl.members)
        guard !names.isEmpty else { return nil }
        return StaticsBeforeExtension(names: names, getters: names.map { type.staticComputed[$0] },
                                      methodCounts: names.map { type.staticMethods[$0]?.count ?? 0 })
    }

    /// Remembers the constraint of each static the extension declared, and the statics of the
    /// same name declared before it, so that the metatype's arguments choose among them.
    func recordConstrainedStatics(_ before: StaticsBeforeExtension?, _ constraint: ExtensionConstraint?, in type: TypeInfo) {
        guard let before else { return }
        for (index, name) in before.names.enumerated() {
            let previous = before.getters[index]
            if let property = type.staticComputed[name], property.getter !== previous?.getter {
                if let constraint {
                    memberConstraints[ObjectIdentifier(property.getter)] = ConstrainedMember(function: property.getter, constraint: constraint)
                    constrainedStaticNames.insert(name)
                }
                if let previous, constraint != nil || memberConstraints[ObjectIdentifier(previous.getter)] != nil {
                    computedAlternatives[ObjectIdentifier(property.getter)] = (computedAlternatives[ObjectIdentifier(previous.getter)] ?? [previous]) + [property]
                }
            }
            guard let constraint else { continue }
            for method in (type.staticMethods[name] ?? []).dropFirst(before.methodCounts[index]) {
                memberConstraints[ObjectIdentifier(method)] = ConstrainedMember(function: method, constraint: constraint)
                constrainedStaticNames.insert(name)
            }
        }
    }

    /// The generic arguments of `type` known where its static runs, nil when none are.
    private func knownStaticArguments(of type: TypeInfo) -> [String: TypeInfo]? {
        staticGenericArguments.last { $0.type === type }?.arguments
    }

    /// The static computed property `name` of `type` its known generic arguments choose among
    /// those constrained extensions declare, `found` when they do not tell.
    func staticComputedChosenByConstraint(_ found: ComputedProperty, name: String, of type: TypeInfo) -> ComputedProperty {
        guard constrainedStaticNames.contains(name), let arguments = knownStaticArguments(of: type) else { return found }
        let candidates = computedAlternatives[ObjectIdentifier(found.getter)] ?? [found]
        return candidates.last { staticConstraintMet(by: arguments, $0.getter) == true }
            ?? candidates.last { memberConstraints[ObjectIdentifier($0.getter)] == nil }
            ?? found
    }

    /// The overloads of static method `name` whose extension's requirements the known generic
    /// arguments of `type` do not contradict.
    func staticOverloadsMeetingConstraints(_ overloads: [Function], name: String, of type: TypeInfo) -> [Function] {
        guard constrainedStaticNames.contains(name), let arguments = knownStaticArguments(of: type) else { return overloads }
        let meeting = overloads.filter { staticConstraintMet(by: arguments, $0) != false }
        return meeting.isEmpty ? overloads : meeting
    }

    /// Whether `arguments` meet the requirements `member` was declared under: true for a member of
    /// no constrained extension, nil when the arguments do not bind some parameter they name.
    private func staticConstraintMet(by arguments: [String: TypeInfo], _ member: Function) -> Bool? {
        guard let constraint = memberConstraints[ObjectIdentifier(member)]?.constraint else { return true }
        var told = true
        for requirement in constraint.requirements {
            guard let bound = arguments[requirement.parameter], let named = resolveType(requirement.type) else {
                told = false
                continue
            }
            if requirement.isSameType || named.kind != .protocolType {
                var current: TypeInfo? = bound
                var found = false
                while let type = current, !found {
                    found = type === named
                    current = type.superclass
                }
                if !found { return false }
            } else if !named.isLibraryType, !allConformances(of: bound).contains(named.name) {
                return false
            }
        }
        return told ? true : nil
    }

    /// Runs `body`, a static member of `type` declared under requirements, with the generic
    /// arguments its same-type requirements fix known (inside it, `Self` is that specialisation).
    func withConstraintArguments<Result>(of member: Function, on type: TypeInfo, _ body: () throws -> Result) rethrows -> Result {
        guard let constraint = memberConstraints[ObjectIdentifier(member)]?.constraint, !type.genericParameterNames.isEmpty else { return try body() }
        var arguments = knownStaticArguments(of: type) ?? [:]
        for requirement in constraint.requirements where requirement.isSameType {
            if let named = resolveType(requirement.type) { arguments[requirement.parameter] = named }
        }
        return try withStaticArguments(arguments, of: type, body)
    }

    func withStaticArguments<Result>(_ arguments: [String: TypeInfo], of type: TypeInfo, _ body: () throws -> Result) rethrows -> Result {
        guard !arguments.isEmpty else { return try body() }
        staticGenericArguments.append((type, arguments))
        defer { staticGenericArguments.removeLast() }
        return try body()
    }

    /// Whether a member access or call named `name` may read a constrained static: then the
    /// metatype arguments its base produces are followed.
    func followsMetatypeArguments(_ name: String) -> Bool {
        guard !constrainedStaticNames.isEmpty, constrainedStaticNames.contains(name) else { return false }
        producedMetatypeArguments = nil
        return true
    }

    /// The generic arguments the expression of `base` (a metatype) produced, taken once.
    func takeProducedMetatypeArguments(_ base: Value) -> (type: TypeInfo, arguments: [String: TypeInfo])? {
        guard case let .metatype(type) = base, let produced = producedMetatypeArguments, produced.type === type else { return nil }
        producedMetatypeArguments = nil
        return produced
    }

    /// Runs `body`, the static member asked of a metatype, with the generic arguments its
    /// expression produced (`takeProducedMetatypeArguments`) known.
    func withProducedMetatypeArguments<Result>(_ produced: (type: TypeInfo, arguments: [String: TypeInfo])?, _ body: () throws -> Result) rethrows -> Result {
        guard let produced else { return try body() }
        return try withStaticArguments(produced.arguments, of: produced.type, body)
    }

    /// Records the generic arguments a specialised type written as a value binds
    /// (`Wrapper<Self>`, `Wrapper<Image>`), with `Self` and the running code's generic parameters
    /// resolved in `scope`.
    func recordMetatypeArguments(_ value: Value, _ written: [TypeSyntax], _ scope: Scope) {
        guard !constrainedStaticNames.isEmpty, case let .metatype(type) = value, !type.genericParameterNames.isEmpty else { return }
        var arguments: [String: TypeInfo] = [:]
        for (parameter, syntax) in zip(type.genericParameterNames, written) {
            if let bound = typeWrittenInScope(syntax, scope) { arguments[parameter] = bound }
        }
        producedMetatypeArguments = arguments.isEmpty ? nil : (type, arguments)
    }

    /// The type `syntax` names where `scope` runs: `Self` is the type whose code runs, a generic
    /// parameter of a constrained static the type its requirement fixes.
    private func typeWrittenInScope(_ syntax: TypeSyntax, _ scope: Scope) -> TypeInfo? {
        if case let .identifier(identifier, arguments) = syntax.kind, arguments.isEmpty {
            if identifier.name == "Self" {
                if case let .metatype(type)? = scope.selfValue { return type }
                return scope.selfType
            }
            if let owner = scope.selfType, owner.genericParameterNames.contains(identifier.name) {
                return knownStaticArguments(of: owner)?[identifier.name]
            }
        }
        return resolveType(syntax)
    }
}
