/// Making instances: `T(…)` and `.init(…)` for structs (explicit or memberwise initializers),
/// classes, enums (`init(rawValue:)`), built-ins and native types.
extension Interpreter {
    /// `chosen` is the initializer the call's written labels chose, when its arguments were
    /// evaluated for it (defaults filled in): `Gate()` is `convenience init(_ kind: Kind = .plain)`
    /// even where `private init(_ lock: NSLocking)` declared first takes the filled-in labels too.
    ///
    /// `genericArguments` are the type's generic parameters as the call binds them (written,
    /// contextual, or a wrapped property's type): the instance keeps them (`InstanceGenericArguments`).
    public func construct(_ type: TypeInfo, _ arguments: [CallArgument], chosen: Function? = nil,
                          genericArguments: [String: TypeHint] = [:]) throws -> Value {
        try step()
        lazy var labels = arguments.map(\.label)
        // The call's position: making the instance evaluates property initial values elsewhere.
        let callSpan = currentSpan
        switch type.kind {
        case .structType, .classType:
            // The arguments bind before the stored properties' initial values are evaluated:
            // `var titles = Kind.allCases.map { … }` reads the type the instance is made with.
            if !genericArguments.isEmpty { initialisingGenericArguments.append((type, genericArguments)) }
            defer { if !genericArguments.isEmpty { initialisingGenericArguments.removeLast() } }
            var instance = try makeInstance(type)
            currentSpan = callSpan
            if !genericArguments.isEmpty, case let .object(object) = instance { object.genericArguments = genericArguments }
            let evaluatedFor = chosen.flatMap { $0.isInterpreted && $0.labels == labels ? $0 : nil }
            if let found = evaluatedFor ?? initializer(of: type, labels: labels), !memberwiseTakesInsteadOf(found, type, values: arguments) {
                let initializer = refineTiedInitializer(found, of: type, values: arguments)
                try keepLibraryBase(try call(initializer, arguments, self: &instance), of: initializer, in: instance)
                if case .optional(nil) = instance, initializer.labels != nil { return .nil }
                return Self.failableResult(keepingGenericArguments(genericArguments, of: type, in: instance), of: initializer)
            }
            // An initializer a conformed protocol's extension provides (`ProtocolExtensionInitializers`).
            if let provided = protocolExtensionInitializer(of: type, labels: labels), !implicitInitializerTakes(type, labels) {
                _ = try call(provided, arguments, self: &instance)
                return instance
            }
            if let library = shadowedLibraryTypes[type.name], library !== type,
               !implicitInitializerTakes(type, labels) {
                currentSpan = callSpan
                return try construct(library, arguments)
            }
            // `ViewContext()`, `ViewContext([.a, .b])`: what `OptionSet` gives its conformers.
            if labels.count <= 1, labels.first ?? nil == nil, isOptionSet(type) {
                return try optionSet(type, raw: arguments.isEmpty ? 0 : try optionSetRaw(arguments[0].value, of: type))
            }
            if type.kind == .structType && !type.hasExplicitInit {
                try memberwise(type, arguments, into: &instance)
                return keepingGenericArguments(genericArguments, of: type, in: instance)
            }
            // `Model()` of a type that declares its own initializers, none taking no argument, is
            // swiftc's "missing argument": the instance is never made without one of them.
            if arguments.isEmpty, !type.hasExplicitInit { return instance }
            // A type adopting another file's protocol may get this initializer from that
            // protocol's extension (`extension AppController { init(entity:) }`): the file compiles
            // in its app, so the call is valid there, and its value is that file's, unknown here.
            if allConformances(of: type).contains(where: { self.type(named: $0) == nil }),
               let unknown = undefinedName?("\(type.name)(\(labelList(labels)))") {
                return unknown
            }
            throw error(.noMatchingInitializer(type.name, labels: labelList(labels)))
        case .enumType:
            if let initializer = findInitializer(type, labels: labels),
               !Self.rawValueCallPrefersSynthesized(type, over: initializer, arguments) {
                var instance = Value.void
                _ = try call(initializer, arguments, self: &instance)
                return Self.failableResult(instance, of: initializer)
            }
            if labels == ["rawValue"], let raw = arguments.first?.value { return synthesizedRawValueCase(type, raw) }
            throw error(.noMatchingInitializer(type.name, labels: labelList(labels)))
        case .builtin, .native, .protocolType:
            if let found = findInitializer(type, labels: labels) {
                let initializer = programInitializerForProgramValues(libraryInitializerForOtherTypes(libraryInitializerForPlainValues(
                    refineInitializerForClosures(refineTiedInitializer(found, of: type, values: arguments), of: type, values: arguments),
                    of: type, values: arguments), of: type, values: arguments), of: type, values: arguments)
                if case .interpreted = initializer.body {
                    // A user initializer in an extension (`extension Color { init(hex:) { self.init(…) } }`):
                    // it delegates to a built-in one, which gives `self` its value.
                    var selfValue = Value.void
                    _ = try call(initializer, arguments, self: &selfValue)
                    return selfValue
                }
                var selfValue = Value.metatype(type)
                do {
                    return try call(initializer, arguments, self: &selfValue)
                } catch let refusal as RuntimeError where refusal.mayBeAnotherFilesOverload || refusal.id == "missingArgument" {
                    // A library initializer missing an argument it needs (`Picker(title, sources:
                    // items, selection: $s)` without SwiftUI's `content:`) cannot be Swift's choice;
                    // an extension's initializer taking these labels, its defaults filling the
                    // rest, is.
                    guard let extensionInitializer = programInitializer(of: type, accepting: labels) else {
                        throw refusalInFileImportingUnreadModule(refusal)
                    }
                    var made = Value.void
                    _ = try call(extensionInitializer, arguments, self: &made)
                    return made
                }
            }
            if type.kind == .native, let standIn = unmodelledInitializer?(type, labels) { return standIn }
            throw error(type.kind == .native ? .unsupported : .invalid,
                        "no initializer of '\(type.name)' takes (\(labelList(labels)))")
        }
    }

    /// What the `init?(rawValue:)` Swift synthesizes for an enum with a raw type gives: the case
    /// of that raw value, else nil.
    func synthesizedRawValueCase(_ type: TypeInfo, _ raw: Value) -> Value {
        guard let found = type.cases.first(where: { $0.rawValue == raw }) else { return .nil }
        return .some(.enumValue(EnumInstance(type: type, caseName: found.name)))
    }

    /// Whether `Flavor(rawValue: "mini")` goes to the synthesized `init?(rawValue: String)` though
    /// the enum declares `init?(rawValue: String?)`: the enum keeps the synthesized one (its own
    /// takes another type), and for an argument that is not optional Swift ranks the overload
    /// needing no optional promotion first (checked with swiftc: `init?(rawValue: String?) {
    /// self.init(rawValue: rawValue ?? "") }` makes `.mini` of "mini").
    static func rawValueCallPrefersSynthesized(_ type: TypeInfo, over initializer: Function, _ arguments: [CallArgument]) -> Bool {
        guard type.rawTypeName != nil, arguments.count == 1, arguments[0].label == "rawValue",
              case let .interpreted(body) = initializer.body, body.parameters.count == 1,
              case .optional? = body.parameters[0].hint else { return false }
        if case .optional = arguments[0].value { return false }
        return true
    }

    /// The program's initializer (an extension's: `extension Button { init(_ title: String, icon:
    /// Icon, role: ButtonRole? = nil, action: …) }`) taking these labels, its defaulted parameters
    /// left out and trailing closures matched by the forward scan, once the library's own refused
    /// them (`Button("More", icon: .menu) { … }`): Swift considers both, and only the extension's
    /// takes an `icon:`. Never the initializer already running.
    func programInitializer(of type: TypeInfo, accepting labels: [String?]) -> Function? {
        let program = visibleInitializers(of: type).filter { $0.isInterpreted && runningFunction != ObjectIdentifier($0) }
        guard !program.isEmpty else { return nil }
        return initializerAccepting(labels, among: program, trailingMatchesAnyLabel: false)
            ?? initializerAccepting(labels, among: program, trailingMatchesAnyLabel: true)
    }

    private func labelList(_ labels: [String?]) -> String {
        labels.map { ($0 ?? "_") + ":" }.joined()
    }

    /// `findInitializer`, without gathering the labels for a struct that declares no initializer
    /// (it has none to match; its memberwise initializer is synthesised).
    func initializer(of type: TypeInfo, labels: @autoclosure () -> [String?]) -> Function? {
        if type.kind == .structType && type.initializers.isEmpty { return nil }
        return findInitializer(type, labels: labels())
    }

    /// The initializer whose labels are `labels` (exactly, then by count, for natives any).
    func findInitializer(_ type: TypeInfo, labels: [String?]) -> Function? {
        if let own = findOwnInitializer(type, labels: labels) { return own }
        // A subclass without designated initializers inherits its superclass's.
        if type.kind == .classType, let superclass = type.superclass,
           !type.initializers.contains(where: { $0.labels == labels }) {
            return findInitializer(superclass, labels: labels)
        }
        return nil
    }

    /// `type`'s initializers the code running sees: not those another file's `fileprivate`
    /// extension declares (`TypeInfo.fileScopedInitializers`).
    func visibleInitializers(of type: TypeInfo) -> [Function] {
        guard !type.fileScopedInitializers.isEmpty else { return type.initializers }
        let file = currentFile?.fileName
        return type.initializers.filter { type.fileScopedInitializers[ObjectIdentifier($0)].map { $0 == file } ?? true }
    }

    private func findOwnInitializer(_ type: TypeInfo, labels: [String?]) -> Function? {
        let visible = visibleInitializers(of: type)
        // Another module's internal initializers are no candidates where an exported one the
        // program declares takes the arguments (`ModuleInternalInitializers`); where none does
        // (only a library type's initializer taking any labels is left), they still serve.
        let exported = initializersExported(from: visible, of: type)
        if exported.count < visible.count, let found = findOwnInitializer(type, labels: labels, among: exported), found.isInterpreted {
            return found
        }
        return findOwnInitializer(type, labels: labels, among: visible)
    }

    private func findOwnInitializer(_ type: TypeInfo, labels: [String?], among all: [Function]) -> Function? {
        if let exact = all.first(where: { $0.labels == labels }) { return exact }
        if let open = all.first(where: { $0.labels == nil }) {
            // `self.init(destination) { … }` in `extension NavigationLink { init(_ value: Page,
            // label: () -> Label) }`: the program's initializer taking every argument, its last
            // ones as trailing closures, is the one Swift matches (SE-0286's forward scan); the
            // library's own takes the call otherwise.
            // Never the initializer already running: `Self(UIColor { … })` in `init(dynamicProvider:)`
            // passes a value, not a trailing closure, to the library's `Color(_:)`.
            if labels.last == .some(nil),
               let taking = all.first(where: { runningFunction != ObjectIdentifier($0) && Self.takesTrailingClosures($0, labels) }) {
                return taking
            }
            return open
        }
        // Parameters with default values may be omitted: accept an initializer whose labels
        // contain the given ones in order. Then, as Swift matches trailing closures by a forward
        // scan, let the unlabelled arguments at the end (`Card { … }`) stand for labelled ones.
        return initializerAccepting(labels, among: all, trailingMatchesAnyLabel: false)
            ?? initializerAccepting(labels, among: all, trailingMatchesAnyLabel: true)
    }

    /// Whether the program's `function` takes exactly these arguments, an unlabelled one only
    /// where it declares a function type (a trailing closure standing for `label:`), never a
    /// value such as `Color(.secondaryLabelColor)` for `init(hex:)`.
    private static func takesTrailingClosures(_ function: Function, _ labels: [String?]) -> Bool {
        guard case let .interpreted(body) = function.body, let declared = function.labels, declared.count == labels.count,
              body.parameters.count == labels.count else { return false }
        return labels.indices.allSatisfy { index in
            declared[index] == labels[index] || labels[index] == nil && body.parameters[index].takesAClosure
        }
    }

    private func initializerAccepting(_ labels: [String?], among all: [Function], trailingMatchesAnyLabel: Bool) -> Function? {
        // The first trailing closure is unlabelled and may be followed by labelled ones
        // (`Card { … } contextMenu: { … }`): in this last try the last unlabelled argument matches
        // any label. Only that one: the unlabelled arguments before it are written in parentheses
        // (`AsyncButton("Add") { … }`), and Swift binds them to unlabelled parameters, never to
        // `role:` or `action:` (SE-0279 and SE-0286: only trailing closures are matched by a
        // forward scan of labelled parameters).
        let trailingStart = trailingMatchesAnyLabel ? (labels.lastIndex(where: { $0 == nil }) ?? labels.count) : labels.count
        return all.first { function in
            guard let declared = function.labels else { return false }
            let defaults = initializerDefaults[ObjectIdentifier(function)] ?? []
            var position = 0
            var index = 0
            while index < labels.count {
                let label = labels[index]
                let mayBeTrailing = index >= trailingStart && label == nil
                // The last unlabelled argument read as a trailing closure binds where the forward
                // scan puts it, skipping an unlabelled defaulted parameter that takes no closure
                // (`Preview { … }` for `init(_ config: Config = .preview, _ content: …)`).
                let isLastTrailing = mayBeTrailing && index == labels.count - 1
                while position < declared.count,
                      isLastTrailing ? !takesTrailingClosure(function, at: position, defaults, later: labels[(index + 1)...])
                                     : declared[position] != label
                                       && !(mayBeTrailing && takesTrailingClosure(function, at: position, defaults, later: labels[(index + 1)...])) {
                    if !defaults.contains(position) { return false }
                    position += 1
                }
                if position == declared.count { return false }
                // A variadic parameter's further values are unlabelled (`filterKeys: \.a, \.b`).
                if isVariadic(function, at: position) {
                    while index + 1 < labels.count, labels[index + 1] == nil, !isTrailingClosure(function, after: position, labels, index + 1) {
                        index += 1
                    }
                }
                position += 1
                index += 1
            }
            return (position..<declared.count).allSatisfy { defaults.contains($0) }
        }
    }

    private func isVariadic(_ function: Function, at position: Int) -> Bool {
        guard case let .interpreted(body) = function.body, position < body.parameters.count else { return false }
        return body.parameters[position].isVariadic
    }

    /// Whether the unlabelled argument at `index`, the last one, is better taken as the trailing
    /// closure of a parameter after the variadic at `position` than as one more of its values.
    private func isTrailingClosure(_ function: Function, after position: Int, _ labels: [String?], _ index: Int) -> Bool {
        guard index == labels.count - 1, case let .interpreted(body) = function.body else { return false }
        return body.parameters[(position + 1)...].contains { $0.takesAClosure }
    }

    /// Whether an unlabelled trailing closure may bind to parameter `position` in Swift's forward
    /// scan (SE-0286): a parameter without a default always may; one with a default is skipped
    /// when its type is plainly not a function (`buttonSize: CGFloat = 50` in
    /// `init(buttonSize:actions:label:)` called as `T { … } label: { … }`).
    ///
    /// As SE-0286's forward scan also does, a parameter with a default is skipped when a later
    /// parameter needs an argument: `StrobingView { … }` for `init(repeatMode: RepeatMode = …,
    /// content: () -> Content)` gives the closure to `content`, whatever `RepeatMode` is. A later
    /// parameter the call's `later` arguments name (a labelled trailing closure, `} content: {`)
    /// needs nothing more, so the defaulted closure parameter takes the first closure:
    /// `Nav(logo: 1) { … } content: { … }` for `init(logo: Int? = nil, right: () -> R = { … },
    /// content: () -> C)` gives it to `right` (checked with swiftc 6.3.1: such a call runs the
    /// first closure as `right`, and without `content:` the only closure is `content`).
    private func takesTrailingClosure(_ function: Function, at position: Int, _ defaults: Set<Int>, later: ArraySlice<String?> = []) -> Bool {
        guard defaults.contains(position), case let .interpreted(body) = function.body,
              position < body.parameters.count, let hint = body.parameters[position].hint else { return true }
        if body.parameters.indices.contains(where: { index in
            index > position && !defaults.contains(index) && !(body.parameters[index].label.map { later.contains(.some($0)) } ?? false)
        }) { return false }
        return mayHoldFunction(hint)
    }

    private func mayHoldFunction(_ hint: TypeHint) -> Bool {
        switch hint {
        case .function, .opaque: true
        case let .optional(wrapped): mayHoldFunction(wrapped)
        case .array, .dictionary, .set, .tuple: false
        // A name this file or the library gives a type is not a function; an unknown name may be
        // a `typealias` of one.
        case let .named(name): type(named: name) == nil
        case let .generic(name, _): type(named: name) == nil
        case .genericParameter: true
        }
    }

    /// A new instance with every stored property set to its declared initial value (or `nil` for
    /// optional `var`s, or an uninitialised marker the initializer must fill).
    func makeInstance(_ type: TypeInfo) throws -> Value {
        var fields: [Value] = []
        let properties = type.storedProperties
        fields.reserveCapacity(properties.count)
        for index in properties.indices {
            // Fields read in place: copying each whole `StoredProperty` retains all its parts.
            var value: Value = .void
            if properties[index].isLazy {
                value = .nil
            } else if let thunk = properties[index].initialValue {
                value = try thunk(self)
            } else if properties[index].defaultsToNil {
                value = .nil
            }
            if let wrapper = properties[index].wrapper {
                let property = properties[index]
                var initial: Value? = property.initialValue == nil && !property.defaultsToNil ? nil : value
                if initial == nil, let initialFor = propertyWrappers[wrapper.typeName]?.initialValueWhenNoneGiven {
                    initial = initialFor(property.hint)
                }
                // `@Stored private var inner: Value` whose wrapper has no `init()`: the type's
                // initializer assigns `_inner` itself (`wrapperFilledByInitializer`).
                if initial == nil, wrapperFilledByInitializer(wrapper) {
                    fields.append(.void)
                    continue
                }
                value = try makeWrapperStorage(wrapper, initial: initial)
            }
            fields.append(value)
        }
        try allocate(fields.count + 1)
        if type.kind == .classType {
            return .object(ObjectInstance(type: type, fields: fields, serial: nextObjectSerial()))
        }
        return .structValue(StructInstance(type: type, fields: fields))
    }

    /// The storage of a wrapped property: the host's behaviour, or a user `@propertyWrapper`
    /// struct made with `init(wrappedValue:…)`.
    func makeWrapperStorage(_ wrapper: PropertyWrapperUse, initial: Value?) throws -> Value {
        let attributeArguments: [CallArgument]
        if let thunk = wrapper.arguments, case let .tuple(values, labels) = try thunk(self) {
            attributeArguments = zip(values, labels).map { CallArgument($1, $0) }
        } else {
            attributeArguments = []
        }
        if let behaviour = propertyWrappers[wrapper.typeName] {
            return try behaviour.makeStorage(self, initial, attributeArguments)
        }
        guard let type = type(named: wrapper.typeName) else {
            // An unknown wrapper (the host registered none): keep the plain value.
            return initial ?? .nil
        }
        var arguments = attributeArguments
        if let initial { arguments.insert(CallArgument("wrappedValue", initial), at: 0) }
        return try construct(type, arguments, genericArguments: wrapperGenericArguments(type, wrapping: wrapper.wrappedHint))
    }

    /// Swift's synthesised memberwise initializer: one parameter per stored property in order,
    /// except `let`s with an initial value; properties with an initial value may be omitted.
    /// Whether `type`'s memberwise initializer takes arguments labelled `labels` (what
    /// `memberwise` checks, without making anything).
    func memberwiseAccepts(_ type: TypeInfo, _ labels: [String?]) -> Bool {
        var index = 0
        let properties = type.storedProperties
        for position in properties.indices {
            if properties[position].isLet && properties[position].initialValue != nil { continue }
            let label = Self.memberwiseLabel(properties, position)
            if index < labels.count, labels[index] == label {
                index += 1
            } else if properties[position].initialValue == nil && !properties[position].defaultsToNil && !properties[position].isLazy
                        && properties[position].wrapper == nil {
                return false
            }
        }
        return index == labels.count
    }

    func memberwise(_ type: TypeInfo, _ arguments: [CallArgument], into instance: inout Value) throws {
        guard case var .structValue(value) = instance else { return }
        // The instance's fields are replaced one by one: take them out so they change in place.
        instance = .void
        var index = 0
        let properties = type.storedProperties
        for position in properties.indices {
            if properties[position].isLet && properties[position].initialValue != nil { continue }
            let label = Self.memberwiseLabel(properties, position)
            if index < arguments.count, arguments[index].label == label {
                var argument = arguments[index].value
                // An implicit member made before its type was known (`.init(account: .init(…))`
                // resolved later against the struct): the property's type is its contextual type.
                // A wrapper not made from a value (no `init(wrappedValue:)`) is itself the argument:
                // the implicit member is the wrapper's (`loadingState: .init(store: …)`).
                let wrapper = properties[position].wrapper
                let takesWrappedValue = wrapper.map { wrapperTakesWrappedValue($0.typeName) } ?? false
                if case .unresolvedMember = argument {
                    let contextual: TypeHint? = if let wrapper, !takesWrappedValue {
                        wrapper.typeName.contains("<") ? nil : .named(wrapper.typeName)
                    } else {
                        deferredMemberHint(properties[position].hint, in: type)
                    }
                    if let contextual { argument = try coerce(argument, to: contextual) }
                }
                if let wrapper, takesWrappedValue {
                    argument = try makeWrapperStorage(wrapper, initial: argument)
                }
                value.fields[properties[position].slot] = argument
                index += 1
            } else if properties[position].initialValue == nil && !properties[position].defaultsToNil && !properties[position].isLazy
                        && properties[position].wrapper == nil {
                throw error(.missingArgument(label, callee: "\(type.name).init"))
            }
        }
        if index < arguments.count {
            throw error(.extraArgument(arguments[index].label ?? "_", callee: "\(type.name).init"))
        }
        instance = .structValue(value)
    }
}
