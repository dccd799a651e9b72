import SwiftInterpreter

/// Combine's types: `Just`, `Empty`, `Publishers.Sequence`, `PassthroughSubject`,
/// `CurrentValueSubject`, `AnyPublisher`, `AnyCancellable`, the operators of every publisher, and
/// `sink`/`assign` (`CombinePublishers.swift` says how values flow).
extension SwiftUIRuntime {
    static let passThroughOperators = [
        "eraseToAnyPublisher", "receive", "subscribe", "share", "print", "setFailureType", "assertNoFailure",
        "replaceError", "catch", "retry", "autoconnect", "makeConnectable", "breakpoint", "mapError", "eraseToAnyPublisher",
    ]
    static let timeOperators = ["debounce", "throttle", "delay", "timeout", "collect"]

    func registerCombine() {
        guard interpreter.type(named: Self.publisherTypeName) == nil else { return }
        let publisher = interpreter.registerNativeType(Self.publisherTypeName)
        publisher.conformances = ["Publisher"]
        addPublisherOperators(publisher)
        registerSubjects()
        if let just = registerAppleType("Just") {
            just.conformances = ["Publisher"]
            initializer("Just") { `self`, arguments in
                self.publisher(PublisherChain(source: .values(Array(arguments.unlabelled.prefix(1)))))
            }
        }
        if let empty = registerAppleType("Empty") {
            empty.conformances = ["Publisher"]
            initializer("Empty") { `self`, _ in self.publisher(PublisherChain(source: .values([]))) }
        }
        if let namespace = registerAppleType("Publishers") {
            let sequence = interpreter.registerNativeType("Publishers.Sequence")
            namespace.nestedTypes["Sequence"] = sequence
            sequence.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
                guard case let .array(values)? = arguments.first(where: { $0.label == "sequence" })?.value else {
                    return runtime.publisher(PublisherChain(source: .values([])))
                }
                return runtime.publisher(PublisherChain(source: .values(values)))
            })
        }
        if let cancellable = registerAppleType("AnyCancellable") {
            cancellable.conformances = ["Hashable", "Cancellable"]
            initializer("AnyCancellable") { `self`, _ in self.interpreter.nativeValue("AnyCancellable", 0) }
            cancellable.addMethod("cancel", .native("cancel") { _, _, _ in .void })
            // `store(in: &cancellables)` keeps the subscription alive; a preview here keeps every one.
            cancellable.addMethod("store", .native("store") { _, _, _ in .void })
        }
        if let timer = interpreter.type(named: "Timer") ?? registerAppleType("Timer") {
            timer.staticMethods["publish"] = [.native("publish") { [unowned self] _, _, _ in
                self.publisher(PublisherChain(source: .never("'Timer.publish' (a timer)")))
            }]
        }
        interpreter.type(named: "URLSession")?.addMethod("dataTaskPublisher", .native("dataTaskPublisher") { [unowned self] _, _, _ in
            self.publisher(PublisherChain(source: .never("'URLSession.dataTaskPublisher' (a network request)")))
        })
    }

    private func addPublisherOperators(_ type: TypeInfo) {
        func chained(_ name: String, _ change: @escaping (inout PublisherChain, NativeArguments) -> Void) {
            type.addMethod(name, .native(name) { [unowned self] _, selfValue, arguments in
                guard var chain = self.publisherChain(selfValue) else { return selfValue }
                change(&chain, NativeArguments(name, arguments))
                return self.publisher(chain)
            })
        }
        for name in Self.passThroughOperators { chained(name) { _, _ in } }
        for name in Self.timeOperators { chained(name) { chain, _ in chain.operators.append(.waitsOnTime(name)) } }
        let transforms: [(String, (Function) -> PublisherChain.Operator)] = [
            ("map", PublisherChain.Operator.map), ("tryMap", PublisherChain.Operator.map),
            ("compactMap", PublisherChain.Operator.compactMap), ("tryCompactMap", PublisherChain.Operator.compactMap),
            ("filter", PublisherChain.Operator.filter), ("tryFilter", PublisherChain.Operator.filter),
        ]
        for (name, make) in transforms {
            chained(name) { chain, arguments in
                if let closure = arguments.trailingClosure { chain.operators.append(make(closure)) }
            }
        }
        chained("removeDuplicates") { chain, _ in chain.operators.append(.removeDuplicates) }
        chained("handleEvents") { chain, arguments in
            if case let .function(observe)? = arguments["receiveOutput"] { chain.operators.append(.receiveOutput(observe)) }
        }
        chained("prepend") { chain, arguments in chain.operators.append(.prepend(arguments.unlabelled)) }
        chained("replaceNil") { chain, arguments in
            let replacement = arguments["with"] ?? .nil
            chain.operators.append(.map(.native("replaceNil") { _, _, values in
                if case .optional(nil)? = values.first?.value { return replacement }
                if case let .optional(wrapped?)? = values.first?.value { return wrapped }
                return values.first?.value ?? replacement
            }))
        }
        type.addMethod("sink", .native("sink") { [unowned self] _, selfValue, arguments in
            guard let chain = self.publisherChain(selfValue) else { return .void }
            let receiveValue = NativeArguments("sink", arguments)["receiveValue"] ?? arguments.last?.value
            guard case let .function(closure)? = receiveValue else { return self.interpreter.nativeValue("AnyCancellable", 0) }
            try self.subscribe(chain) { value in _ = try self.interpreter.call(closure, [value]) }
            return self.interpreter.nativeValue("AnyCancellable", 0)
        })
        // `assign(to: \.title, on: model)`: each value set on the object's property.
        // `assign(to: &$title)`: each value set on the `@Published` property whose publisher is
        // passed in-out (Apple docs, "assign(to:)": "Republishes elements received from a
        // publisher, by assigning them to a property marked as a publisher").
        type.addMethod("assign", .native("assign") { [unowned self] _, selfValue, arguments in
            let named = NativeArguments("assign", arguments)
            if let chain = self.publisherChain(selfValue), let reference = named["to"]?.nativePayload(InoutReference.self),
               let target = self.publisherChain(reference.box.value), case let .published(storage) = target.source {
                try self.subscribe(chain) { value in
                    storage.value = value
                    try self.publishedDidChange(storage)
                }
                return .void
            }
            guard let chain = self.publisherChain(selfValue), case let .keyPath(path)? = named["to"], let object = named["on"] else {
                return self.interpreter.nativeValue("AnyCancellable", 0)
            }
            guard case let .object(instance) = object, path.components.count == 1, case let .member(name) = path.components[0],
                  instance.type.superclass == nil, let property = instance.type.storedProperties.first(where: { $0.name == name }),
                  property.slot < instance.fields.count else {
                self.warn(.approximatedView("assign(to:on:)", rule: "only a stored property of a class is assigned here; the values are not kept"))
                return self.interpreter.nativeValue("AnyCancellable", 0)
            }
            try self.subscribe(chain) { value in
                if let storage = instance.fields[property.slot].nativePayload(BindingPayload.self) {
                    storage.box.value = value
                    try self.publishedDidChange(storage.box)
                } else {
                    instance.fields[property.slot] = value
                }
            }
            return self.interpreter.nativeValue("AnyCancellable", 0)
        })
    }

    private func registerSubjects() {
        for name in ["PassthroughSubject", "CurrentValueSubject"] {
            guard let subject = registerAppleType(name) else { continue }
            subject.conformances = ["Publisher", "Subject"]
            initializer(name) { `self`, arguments in
                let current = name == "CurrentValueSubject" ? (arguments.unlabelled.first ?? .nil) : nil
                return self.interpreter.nativeValue(name, SubjectState(current: current))
            }
            if let operators = interpreter.type(named: Self.publisherTypeName) {
                for (method, function) in operators.methods { subject.methods[method] = function }
            }
            subject.addMethod("send", .native("send") { [unowned self] _, selfValue, arguments in
                guard let state = selfValue.nativePayload(SubjectState.self), !state.isFinished else { return .void }
                if arguments.first?.label == "completion" {
                    state.isFinished = true
                    return .void
                }
                let value = arguments.first?.value ?? .void
                if name == "CurrentValueSubject" { state.current = value }
                for subscriber in state.subscribers { try self.deliver(value, to: subscriber) }
                return .void
            })
            if name == "CurrentValueSubject" {
                let getter = Function.native("value") { _, selfValue, _ in selfValue.nativePayload(SubjectState.self)?.current ?? .nil }
                let setter = Function.native("value") { [unowned self] _, selfValue, arguments in
                    guard let state = selfValue.nativePayload(SubjectState.self), let value = arguments.first?.value else { return .void }
                    state.current = value
                    for subscriber in state.subscribers { try self.deliver(value, to: subscriber) }
                    return .void
                }
                subject.computedProperties["value"] = ComputedProperty(getter: getter, setter: setter)
            }
        }
    }
}
