/// Member access on values: stored and computed properties, methods (user, extension, protocol
/// default, native), static members of metatypes, tuple elements.
extension Interpreter {
    // MARK: Calls

    /// Calls `function` with `self` in place (mutating methods change it).
    public func call(_ function: Function, _ arguments: [CallArgument], self selfValue: inout Value) throws -> Value {
        try step()
        switch function.body {
        case let .native(body):
            // The library's member of a program object with a library superclass runs on the
            // object's library part (`LibrarySuperclass`).
            if case let .object(object) = selfValue, var base = object.libraryBase {
                defer { object.libraryBase = base }
                let result = try body(self, &base, arguments)
                try countProduced(result)
                return result
            }
            let result = try body(self, &selfValue, arguments)
            try countProduced(result)
            return result
        case let .interpreted(body): return try callInterpreted(function, body, arguments, self: &selfValue)
        }
    }

    /// Calls a function value (closure, bound method, native) with unlabelled arguments. This is
    /// how the host calls back into user code (a `GeometryReader` closure, a `Layout` method).
    public func call(_ function: Function, _ arguments: [Value]) throws -> Value {
        var selfValue = function.boundSelf ?? .void
        return try call(function, arguments.map { CallArgument(nil, $0) }, self: &selfValue)
    }

    public func call(_ function: Function, arguments: [CallArgument]) throws -> Value {
        var selfValue = function.boundSelf ?? .void
        return try call(function, arguments, self: &selfValue)
    }

    /// Calls the method `name` of `base` (mutating methods write back into `base`).
    public func callMethod(_ name: String, on base: inout Value, _ arguments: [CallArgument]) throws -> Value {
        try callMethod(name, on: &base, arguments, found: nil)
    }

    /// `callMethod(_:on:_:)` given the method already found for `base`'s type and these labels
    /// (a call expression looks it up to type its arguments).
    func callMethod(_ name: String, on base: inout Value, _ arguments: [CallArgument], found: Function?) throws -> Value {
        if case let .metatype(type) = base { return try callStatic(name, of: type, arguments) }
        let type = typeInfo(of: base)
        // Found here (a call the library makes, `modifier(instance)` of a modifier preview), the
        // overload is chosen by the values as a call expression chooses it (`refineOverload`).
        // A stand-in (a remote package's `KFImage`) met by the program's `extension View` method
        // of that name whose parameters cannot take these arguments: the file compiles, so the
        // call is the stand-in type's own method (`.placeholder { _ in … }`), an unknown member.
        let method = (found ?? findMethod(name, in: type, labels: arguments.map(\.label)).map {
            let byLabels = overloadTakingUnlabelledValues($0, name: name, in: type, arguments)
            return refineOverload(byLabels, name: name, in: type, values: arguments) ?? byLabels
        }).flatMap { function in
            // An unseen type written as the base (`CIFilter.pixellate()`, CoreImage unread) is
            // asked for a static member: the program's `extension View` instance method of that
            // name is not one (Swift looks a member of a metatype up among static members only,
            // The Swift Programming Language, "Type Methods").
            function.isInterpreted && isUnseen(base) && (!function.canTake(arguments.map(\.label)) || isUnseenType(base)) ? nil : function
        }.map { memberConstraints.isEmpty ? $0 : methodChosenByConstraint($0, name: name, in: type, for: base) }
        if let function = method {
            if case .object = base, function.isMutating == false {
                var copy = base
                return try call(function, arguments, self: &copy)
            }
            do {
                return try call(function, arguments, self: &base)
            } catch let failure as RuntimeError where failure.mayBeAnotherFilesOverload && !function.isInterpreted {
                return try answerToRefusedOverload(failure, name, base)
            }
        }
        // A stored or computed property holding a closure: `model.onTap()`.
        if type.native?.dynamicMembersAreCallable == false, findComputed(name, in: type) == nil {
            return try answerToNoMethod(name, base)
        }
        let property = try member(of: base, named: name)
        if case let .function(function) = property { return try call(function, arguments: arguments) }
        // A key path stored as a function (SE-0249): applied to its one argument.
        if case let .keyPath(path) = property, arguments.count == 1 { return try apply(path, to: arguments[0].value) }
        // A type reached through a member (`SwiftUI.CGFloat(5)`, a module's name first): made.
        if case let .metatype(type) = property { return try construct(type, arguments) }
        // The member of an implicit-member chain whose type the host could not find, called
        // (`.now.addingTimeInterval(10)` with no type to start from): the chain, with its arguments.
        if case let .unresolvedMember(member) = property, member.arguments == nil, case .unresolvedMember = base {
            return .unresolvedMember(member.called(with: arguments))
        }
        // A property holding a callable value (SE-0253): `model.handler()` calls its `callAsFunction`.
        if case .native = property, let function = findMethod("callAsFunction", in: typeInfo(of: property), labels: arguments.map(\.label)) {
            var callee = property
            return try call(function, arguments, self: &callee)
        }
        return try answerToNoMethod(name, base)
    }

    /// No method `name` of `base`: the host may know it as another file's extension (a binding's),
    /// else swiftc's error.
    private func answerToNoMethod(_ name: String, _ base: Value) throws -> Value {
        var missing = error(.noMemberOnValue(name, type: typeName(of: base)), naming: name)
        missing.mayBeAnotherFilesOverload = true
        return try answerToRefusedOverload(missing, name, base)
    }

    /// What a host call refused as no overload of its own stands for (`unmatchedHostOverload`:
    /// another file's overload or type of that name); the refusal when the host has no answer.
    func answerToRefusedOverload(_ failure: RuntimeError, _ name: String, _ base: Value) throws -> Value {
        if let answer = try unmatchedHostOverload?(name, base, failure) { return answer }
        throw failure
    }

    /// A method named `name` of `type` (its superclasses, then protocol extensions).
    /// `labels` is asked only when overloads must be told apart (most names have one).
    func findMethod(_ name: String, in type: TypeInfo, labels: @autoclosure () -> [String?]?) -> Function? {
        // A type with no methods, protocols or superclass answers without looking at the name.
        if !type.hasMethods && type.conformances.isEmpty && type.superclass == nil { return nil }
        validateMemberCaches(of: type)
        let overloads: [Function]?
        if let cached = type.methodCache.element(for: name) {
            overloads = cached
        } else {
            overloads = methodOverloads(name, in: type)
            type.methodCache.set(overloads, for: name)
        }
        guard let overloads else { return nil }
        let labels = labels()
        let chosen = choose(overloads, labels: labels)
        if let chosen, let labels, chosen.isInterpreted, !chosen.canTake(labels),
           let further = overloadTakingLabelsFurtherUp(name, in: type, labels: labels) {
            return further
        }
        return chosen
    }

    /// An overload of a superclass or protocol extension that takes `labels` when none of the
    /// nearer overloads can: Swift finds a method among all the overloads visible on the type, so
    /// a protocol extension's `track(inThread:startsThread:)` is called on a class that declares
    /// only `track(inThread:kind:startsThread:)` (The Swift Programming Language, "Protocol
    /// Extensions"; swiftc 6 compiles and runs such a call).
    private func overloadTakingLabelsFurtherUp(_ name: String, in type: TypeInfo, labels: [String?]) -> Function? {
        var levels: [TypeInfo] = []
        var current: TypeInfo? = type
        while let candidate = current {
            levels.append(candidate)
            current = candidate.superclass
        }
        levels += conformedProtocols(of: type)
        for level in levels {
            if let taking = level.methods(named: name)?.first(where: { $0.isInterpreted && $0.canTake(labels) }) { return taking }
        }
        // The library's method of that name on another of the type's protocols (SwiftUI's
        // `fill(_:style:)` of `View` beside the program's `extension Shape { func fill(_:
        // strokeBorder:) }`, given `.fill(gradient)`): the program's cannot take the call.
        for level in levels {
            if let library = level.methods(named: name)?.first(where: { !$0.isInterpreted && $0.labels == nil }) { return library }
        }
        return nil
    }

    /// The overloads named `name` of the first of `type`, its superclasses, then its protocols
    /// that has any.
    func methodOverloads(_ name: String, in type: TypeInfo) -> [Function]? {
        var current: TypeInfo? = type
        while let candidate = current {
            if candidate.hasMethods, let overloads = candidate.methods(named: name), !overloads.isEmpty { return overloads }
            current = candidate.superclass
        }
        if type.conformances.isEmpty && type.superclass == nil { return nil }
        for proto in conformedProtocols(of: type) {
            if proto.hasMethods, let overloads = proto.methods(named: name), !overloads.isEmpty { return overloads }
        }
        return nil
    }

    /// Empties `type`'s member caches when the type graph changed since they were filled.
    @inline(__always)
    private func validateMemberCaches(of type: TypeInfo) {
        let generation = TypeStructureGeneration.current
        if type.memberCacheGeneration != generation {
            type.computedCache.removeAll()
            type.methodCache.removeAll()
            type.memberCacheGeneration = generation
        }
    }

    /// The declared protocols of `allConformances(of:)`, computed once per change of the type graph:
    /// every unqualified call inside a method asks for them (`max(a, b)` in a `Layout` first looks
    /// for a `max` method of `Self` and its protocols).
    func conformedProtocols(of type: TypeInfo) -> [TypeInfo] {
        let generation = TypeStructureGeneration.current
        if let cached = type.conformedProtocolsCache, cached.generation == generation { return cached.protocols }
        let protocols = allConformances(of: type).compactMap { types[$0] }
        type.conformedProtocolsCache = (generation, protocols)
        return protocols
    }

    /// The overload whose labels match, else one whose parameters take them (defaults filling the
    /// rest), else the only or first one. A host function that takes
    /// any labels (SwiftUI's `shadow(color:radius:x:y:)` beside the file's own `shadow(_:)`) is
    /// chosen when none of the file's overloads can take the call's labels, as Swift would.
    func choose(_ overloads: [Function], labels: @autoclosure () -> [String?]?) -> Function? {
        guard overloads.count > 1, let labels = labels() else { return overloads.first }
        if let exact = overloads.first(where: { $0.labels == labels }) { return exact }
        if let host = overloads.first(where: { $0.labels == nil }) {
            return overloads.first { $0.isInterpreted && $0.canTake(labels) } ?? host
        }
        // Swift rejects an overload missing an argument for a parameter without a default
        // (`f(title:trailing:)` cannot take `f(title:)`), so the one that can take the labels wins.
        if let taking = overloads.first(where: { $0.isInterpreted && $0.canTake(labels) }) { return taking }
        if let byCount = overloads.first(where: { $0.labels?.count == labels.count }) { return byCount }
        return overloads.first
    }

    /// Protocols a type conforms to, including those inherited by protocols (`Comparable` brings
    /// `Equatable`) so extension defaults are found.
    func allConformances(of type: TypeInfo) -> [String] {
        var result: [String] = []
        var pending = type.conformances
        var current = type.superclass
        while let superclass = current {
            pending += superclass.conformances
            current = superclass.superclass
        }
        while let name = pending.popLast() {
            if result.contains(name) { continue }
            result.append(name)
            if let proto = types[name] {
                // A `typealias` of a protocol (`typealias PlatformRepresentable =
                // UIViewRepresentable`) in an inheritance clause names that protocol.
                if proto.name != name, proto.kind == .protocolType || proto.kind == .native { pending.append(proto.name) }
                pending += proto.conformances
            }
        }
        return result
    }

    // MARK: Reading members

    public func member(of base: Value, named name: String) throws -> Value {
        switch base {
        case let .structValue(instance):
            if let slot = instance.type.slot(of: name) {
                if !instance.type.hasSpecialStoredProperties { return instance.fields[slot] }
                return try readStored(instance.fields[slot], instance.type.storedProperties[slot], base: base)
            }
        case let .object(object):
            if let slot = object.type.slot(of: name) {
                if !object.type.hasSpecialStoredProperties { return object.fields[slot] }
                let property = object.type.storedProperties[slot]
                if property.isLazy, case .optional(nil) = object.fields[slot], let thunk = property.initialValue {
                    let value = try withSelf(base) { try thunk(self) }
                    object.fields[slot] = value
                    return value
                }
                return try readStored(object.fields[slot], property, base: base)
            }
            // `\._settings`: a wrapped property's storage, as an enclosing-instance wrapper's
            // `storage` key path names it (`EnclosingInstanceWrapper.swift`).
            if name.utf8.first == UInt8(ascii: "_"), let slot = object.type.slot(of: String(name.dropFirst())),
               object.type.storedProperties[slot].wrapper != nil {
                return object.fields[slot]
            }
        case let .tuple(elements, labels):
            if let index = Int(name), elements.indices.contains(index) { return elements[index] }
            if let index = labels.firstIndex(of: name) { return elements[index] }
        case let .metatype(type):
            return try staticMember(name, of: type)
        case let .array(elements):
            if let value = builtinArrayProperty(name, of: elements) {
                try step()  // as the native getter's call counts one
                return value
            }
        case let .enumValue(instance) where name == "rawValue":
            if let raw = instance.type.cases[instance.type.caseIndex[instance.caseName] ?? 0].rawValue { return raw }
        default: break
        }
        let type = typeInfo(of: base)
        if let found = findComputed(name, in: type) {
            let property = computedAlternatives.isEmpty ? found : computedChosenByConstraint(found, for: base)
            var selfValue = base
            return try call(property.getter, [], self: &selfValue)
        }
        // A property read of another file's value (`field.navigationBarTitle`) is its member, not a
        // SwiftUI modifier of the same name its placeholder has as a view (calls still find those).
        if let native = type.native, native.standsForUnseenNames, let dynamic = native.member, let value = try dynamic(self, base, name) {
            return value
        }
        if let method = findMethod(name, in: type, labels: nil), try type.native?.hasConditionalMethod?(self, base, name) ?? true {
            return .function(method.binding(base))
        }
        if let dynamic = type.native?.member, let value = try dynamic(self, base, name) { return value }
        if let value = dynamicMemberValue(base, name, in: type) { return value }
        // A member Optional lacks, read without `?`: in Swift that compiles only for an implicitly
        // unwrapped optional (`var movie: Movie!`), which is unwrapped here, trapping on nil as
        // Swift does.
        if case let .optional(wrapped) = base, type === builtins.optional {
            if wrapped == nil, let modifier = modifierOfAnAbsentView(name) { return modifier }
            guard let wrapped else {
                if !someProgramTypeDeclaresMember(name), let value = try undefinedMemberValue(base, name) { return value }
                throw error(.trap, "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
            }
            return try member(of: wrapped, named: name)
        }
        // Every `Hashable` value has `hashValue`; the program's own types get it from the
        // conformance (synthesized, or from their `hash(into:)`), not from a declaration.
        if name == "hashValue", type.native == nil, conformances(of: type).contains("Hashable") { return try fixedHashValue(of: base) }
        if case .int = base, let width = fixedWidthIntegerTypeDeclaring(name), let value = try integerMember(of: base, named: name, as: width) {
            return value
        }
        if let value = try undefinedMemberValue(base, name) { return value }
        throw error(.noMemberOnValue(name, type: typeName(of: base)), naming: name)
    }

    func findComputed(_ name: String, in type: TypeInfo) -> ComputedProperty? {
        foundComputed(name, in: type)?.property
    }

    /// Whether `type` has a computed property `name` of its own or from a protocol extension
    /// (`extension PlatformView { var body: some View { iOSView } }`).
    public func hasComputed(_ name: String, in type: TypeInfo) -> Bool {
        foundComputed(name, in: type)?.getter != nil
    }

    /// The getter of `findComputed(name, in: type)`, copying nothing else of the property.
    func findComputedGetter(_ name: String, in type: TypeInfo) -> Function? {
        foundComputed(name, in: type)?.getter
    }

    /// What the search for a computed property named `name` found, remembered per type; nil for
    /// a type with no computed properties, protocols or superclass (answered at once).
    @inline(__always)
    private func foundComputed(_ name: String, in type: TypeInfo) -> FoundComputedProperty? {
        if type.computedProperties.isEmpty && type.conformances.isEmpty && type.superclass == nil { return nil }
        validateMemberCaches(of: type)
        if let cached = type.computedCache.element(for: name) { return cached }
        let found = FoundComputedProperty(searchComputed(name, in: type))
        type.computedCache.set(found, for: name)
        return found
    }

    private func searchComputed(_ name: String, in type: TypeInfo) -> ComputedProperty? {
        var current: TypeInfo? = type
        while let candidate = current {
            // An empty table answers without hashing the name (most built-in types have none).
            if !candidate.computedProperties.isEmpty, let property = candidate.computedProperties[name] { return property }
            current = candidate.superclass
        }
        if type.conformances.isEmpty && type.superclass == nil { return nil }
        for proto in conformedProtocols(of: type) {
            if !proto.computedProperties.isEmpty, let property = proto.computedProperties[name] { return property }
        }
        return nil
    }

    /// A stored property's value as the program sees it (through its property wrapper, if any).
    private func readStored(_ storage: Value, _ property: StoredProperty, base: Value) throws -> Value {
        guard let wrapper = property.wrapper else { return storage }
        if case .object = base, let value = try enclosingInstanceWrappedValue(wrapper.typeName, property: property.name, of: base) {
            return value
        }
        var value = try wrappedValue(in: storage, wrapper: wrapper.typeName)
        for inner in wrapper.innerWrapperNames where !isUnseen(value) { value = try wrappedValue(in: value, wrapper: inner) }
        // `@Binding var mode: DisplayMode` given `.constant(.large)`: `Binding<DisplayMode>`
        // typed `.large` as a `DisplayMode` (Apple docs, `Binding.constant(_:)` takes a `Value`);
        // the member waits untyped in the binding until the declared type reads it.
        if case .unresolvedMember = value, let hint = property.hint { return try coerce(value, to: hint) }
        return value
    }

    /// What a property wrapper's storage reads as: through the host's behaviour for its wrapper
    /// (`State`, `Binding`, …), else the storage's own `wrappedValue`.
    func wrappedValue(in storage: Value, wrapper typeName: String) throws -> Value {
        if let behaviour = propertyWrappers[typeName] { return try behaviour.wrappedValue(self, storage) }
        return try member(of: storage, named: "wrappedValue")
    }

    /// A property wrapper's projected value (`$name`): the host's behaviour's, else the storage's
    /// own `projectedValue`.
    func projectedValue(in storage: Value, wrapper typeName: String) throws -> Value {
        if let behaviour = propertyWrappers[typeName] {
            guard let projected = behaviour.projectedValue else {
                throw error(.invalid, "'\(typeName)' has no projected value")
            }
            return try projected(self, storage)
        }
        return try member(of: storage, named: "projectedValue")
    }

    /// Runs `body` with `self` bound (for lazy initialisers that read other members).
    func withSelf(_ value: Value, _ body: () throws -> Value) throws -> Value {
        let saved = lazySelf
        lazySelf = value
        defer { lazySelf = saved }
        return try body()
    }

    // MARK: Static members

    /// `.name` or `.name(arguments)` resolved as a static the program declares on `typeName`
    /// (`extension Font { static let brandTitle = … }` for `.font(.brandTitle)`); nil when the
    /// program declares none of that name, and the built-in library answers instead.
    public func programStaticMember(_ member: UnresolvedMember, of typeName: String) throws -> Value? {
        guard let type = type(named: typeName), type.programStatics.contains(member.name) else { return nil }
        if let arguments = member.arguments { return try callStatic(member.name, of: type, arguments) }
        return try staticMember(member.name, of: type)
    }

    public func staticMember(_ name: String, of type: TypeInfo) throws -> Value {
        // The module's own static of a name another module declares too (`ModuleScopedStatics`).
        if !type.moduleScopedStatics.isEmpty, let key = moduleScopedStaticKey(name, of: type) { return try staticMember(key, of: type) }
        // A file's own private static of that name (see `TypeInfo.fileScopedStatics`).
        if !type.fileScopedStatics.isEmpty, type.fileScopedStatics.contains(name), let file = currentFile?.fileName {
            let key = TypeInfo.fileScopedKey(name, file: file)
            if type.staticValues[key] != nil || type.staticInitialisers[key] != nil || type.staticComputed[key] != nil {
                return try staticMember(key, of: type)
            }
        }
        if let value = type.staticValues[name] { return value }
        if let thunk = type.staticInitialisers[name] {
            type.staticInitialisers[name] = nil
            let value: Value
            do {
                value = try initialValue(of: type.name + "." + name, thunk)
            } catch {
                // A static whose initial value stopped has no value: Swift's program would have
                // trapped there. Beside a method of the same name (`static let mock = mock()` and
                // `static func mock(…)`), the next read stops the same way (and says why) rather
                // than finding the method as if it were the property; without one, the next read
                // is as unknown as another file's name (a stand-in), as before.
                if type.staticMethods[name] != nil { type.staticInitialisers[name] = thunk }
                throw error
            }
            type.staticValues[name] = value
            return value
        }
        if let index = type.caseIndex[name] {
            let enumCase = type.cases[index]
            if !enumCase.hasPayload { return .enumValue(EnumInstance(type: type, caseName: name)) }
            // `static var plain: Self { .plain(.standard) }` beside `case plain(TextEntry)`: read as
            // a value (`kind: Kind = .plain`), the name is the static property; the case with a
            // payload is a function, which a call below reaches (`callStatic`).
            if type.staticComputed[name] == nil { return caseConstructor(type, enumCase) }
        }
        if let found = type.staticComputed[name] ?? staticComputedFromProtocols(name, type) {
            var selfValue = Value.metatype(type)
            // A constrained extension's static of the metatype's arguments (`ConstrainedExtensionStatics`).
            let property = staticComputedChosenByConstraint(found, name: name, of: type)
            return try withConstraintArguments(of: property.getter, on: type) { try call(property.getter, [], self: &selfValue) }
        }
        if name == "allCases", type.kind == .enumType {
            return .array(type.cases.map { .enumValue(EnumInstance(type: type, caseName: $0.name)) })
        }
        if let nested = type.nestedTypes[name] { return .metatype(nested) }
        if name == "self" { return .metatype(type) }
        // `Donut.ID` of `struct Donut: Identifiable { var id: Int }`: Swift infers the associated
        // type `ID` from the `id` property that witnesses the requirement (The Swift Programming
        // Language, "Associated Types": inferring an associated type from a conformance).
        if name == "ID", let slot = type.slot(of: "id"), let idType = type.storedProperties[slot].hint?.typeName,
           allConformances(of: type).contains("Identifiable"), let found = self.type(named: idType) {
            return .metatype(found)
        }
        if let overloads = type.staticMethods[name], let first = overloads.first {
            return .function(first.binding(.metatype(type)))
        }
        if type.kind == .classType, let declaring = superclassDeclaringStatic(name, of: type) {
            return try inheritedStatic(name, of: type, declaredBy: declaring)
        }
        if name == "init" { return .function(.native("init") { interpreter, _, arguments in
            if interpreter.initializerReferenceSplatsTuple(type), let spread = Self.splattedTupleArgument(arguments, parameterCount: nil) {
                return try interpreter.construct(type, spread)
            }
            return try interpreter.construct(type, arguments)
        }) }
        if let resolve = type.native?.resolveImplicitMember,
           let value = try resolve(self, UnresolvedMember(name: name, arguments: nil)) { return value }
        if let value = try undefinedMemberValue(.metatype(type), name) { return value }
        throw error(.noMemberOnType(name, type: type.name), naming: name)
    }

    /// The function that makes an enum case with a payload (`.textField(text:axis:)`).
    func caseConstructor(_ type: TypeInfo, _ enumCase: EnumCase) -> Value {
        .function(.native(enumCase.name, labels: enumCase.payloadLabels) { _, _, arguments in
            .enumValue(EnumInstance(type: type, caseName: enumCase.name, payload: arguments.map(\.value),
                                    labels: enumCase.payloadLabels))
        })
    }

    private func staticComputedFromProtocols(_ name: String, _ type: TypeInfo) -> ComputedProperty? {
        for proto in conformedProtocols(of: type) {
            if let property = proto.staticComputed[name] { return property }
        }
        return nil
    }

    /// Calls a static method (or enum case constructor, or `init`) of `type`.
    /// `hint` is the call's contextual type, which picks among overloads that differ only in
    /// their result (`overloadByResultType`).
    public func callStatic(_ name: String, of type: TypeInfo, _ arguments: [CallArgument], hint: TypeHint? = nil) throws -> Value {
        if name == "init" { return try construct(type, arguments) }
        var selfValue = Value.metatype(type)
        // An enum case and a static method may share a base name (`case textField(text:axis:)`
        // beside `static func textField(text:)`): Swift tells them apart by their full names, so
        // a call whose labels are the case's (leaving out associated values with defaults,
        // `EnumCaseDefaultPayloads`) makes the case, not the method.
        if let index = type.caseIndex[name], type.staticMethods[name] != nil,
           type.cases[index].accepts(labels: arguments.map(\.label)),
           !(type.staticMethods[name] ?? []).contains(where: { $0.labels == arguments.map(\.label) }),
           case let .function(makeCase) = caseConstructor(type, type.cases[index]) {
            return try call(makeCase, arguments: arguments)
        }
        if let declared = type.staticMethods[name], case let overloads = staticOverloadsMeetingConstraints(declared, name: name, of: type),
           let function = choose(overloads, labels: arguments.map(\.label)) {
            if let library = try libraryStaticBesideExtension(name, of: type, overloads: overloads, arguments) { return library }
            let byType = refineStaticOverload(overloadFittingKeyPaths(function, among: overloads, values: arguments), among: overloads, values: arguments)
            let refined = stringTwinOnReentry(byType, among: overloads)
            let byResult = overloadByResultType(refined, among: overloads, labels: arguments.map(\.label), hint: hint)
            return try withConstraintArguments(of: byResult, on: type) {
                try withContextualResult(for: byResult, hint) { try call(byResult, arguments, self: &selfValue) }
            }
        }
        if type.kind == .classType, let overloads = inheritedStaticMethods(name, of: type, labels: arguments.map(\.label)),
           let function = choose(overloads, labels: arguments.map(\.label)) {
            return try withContextualResult(for: function, hint) { try call(function, arguments, self: &selfValue) }
        }
        for proto in conformedProtocols(of: type) {
            if let overloads = proto.staticMethods[name],
               let function = choose(overloads, labels: arguments.map(\.label)) {
                return try call(function, arguments, self: &selfValue)
            }
        }
        if let index = type.caseIndex[name], type.cases[index].hasPayload, case let .function(makeCase) = caseConstructor(type, type.cases[index]) {
            return try call(makeCase, arguments: arguments)
        }
        if let library = try libraryStaticBesideInherited(name, of: type, labels: arguments.map(\.label)) { return try call(library, arguments: arguments) }
        let value = try staticMember(name, of: type)
        if case let .function(function) = value { return try call(function, arguments: arguments) }
        if case let .metatype(nested) = value { return try construct(nested, arguments) }
        // A static member holding a callable value (SE-0253), also an enum's own case or a
        // struct's static instance (`Icons.settings()` of `enum Icons { case settings; func
        // callAsFunction() -> Image }`).
        if let function = findMethod("callAsFunction", in: typeInfo(of: value), labels: arguments.map(\.label)) {
            var callee = value
            let overloads = methodOverloads("callAsFunction", in: typeInfo(of: value)) ?? []
            return try call(overloadByResultType(function, among: overloads, labels: arguments.map(\.label), hint: hint), arguments, self: &callee)
        }
        throw error(.invalid, "'\(name)' of '\(type.name)' is not callable")
    }
}
