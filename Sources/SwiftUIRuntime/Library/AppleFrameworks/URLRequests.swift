import SwiftInterpreter

/// Foundation's `URLRequest`, built by a model before it asks `URLSession` (whose answers never
/// come in a preview): a value type (Apple, `URLRequest`: `init(url:cachePolicy:timeoutInterval:)`
/// with the defaults `.useProtocolCachePolicy` and 60 seconds; `url`, `httpMethod` ("GET" unless
/// set), `httpBody`, `timeoutInterval`, `allHTTPHeaderFields` (nil until a field is set),
/// `setValue(_:forHTTPHeaderField:)` (nil removes the field), `addValue(_:forHTTPHeaderField:)`
/// (joins a second value with a comma), `value(forHTTPHeaderField:)`; field names compare without
/// regard to case, as HTTP's do). Nothing is sent.
extension SwiftUIRuntime {
    func registerURLRequest() {
        guard let request = registerAppleType("URLRequest") else { return }
        func parts(_ value: Value) -> URLRequestParts? { value.nativePayload(URLRequestParts.self) }
        func made(_ parts: URLRequestParts, _ interpreter: Interpreter) -> Value { interpreter.nativeValue("URLRequest", parts) }
        request.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            var made = URLRequestParts()
            for argument in arguments {
                switch argument.label {
                case "url": made.url = Self.unwrapped(argument.value)
                case "timeoutInterval": made.timeout = Self.boxedNumber(argument.value)?.value ?? 60
                default: continue
                }
            }
            return runtime.interpreter.nativeValue("URLRequest", made)
        })
        let stored: [(String, WritableKeyPath<URLRequestParts, Value>)] = [("url", \.url), ("httpBody", \.body)]
        for (name, keyPath) in stored {
            request.computedProperties[name] = ComputedProperty(
                getter: .native(name) { _, selfValue, _ in
                    guard let value = parts(selfValue)?[keyPath: keyPath], case .optional(nil) = value else {
                        return parts(selfValue).map { .optional($0[keyPath: keyPath]) } ?? .nil
                    }
                    return .nil
                },
                setter: .native(name, mutating: true) { interpreter, selfValue, arguments in
                    guard var current = parts(selfValue) else { return .void }
                    current[keyPath: keyPath] = arguments.first.map { Self.unwrapped($0.value) } ?? .nil
                    selfValue = made(current, interpreter)
                    return .void
                })
        }
        request.computedProperties["httpMethod"] = ComputedProperty(
            getter: .native("httpMethod") { _, selfValue, _ in .optional(.string(parts(selfValue)?.method ?? "GET")) },
            setter: .native("httpMethod", mutating: true) { interpreter, selfValue, arguments in
                guard var current = parts(selfValue) else { return .void }
                if case let .string(text)? = arguments.first.map({ Self.unwrapped($0.value) }) { current.method = text } else { current.method = "GET" }
                selfValue = made(current, interpreter)
                return .void
            })
        request.computedProperties["timeoutInterval"] = ComputedProperty(
            getter: .native("timeoutInterval") { _, selfValue, _ in .double(parts(selfValue)?.timeout ?? 60) },
            setter: .native("timeoutInterval", mutating: true) { interpreter, selfValue, arguments in
                guard var current = parts(selfValue), let number = arguments.first.flatMap({ Self.boxedNumber($0.value) }) else { return .void }
                current.timeout = number.value
                selfValue = made(current, interpreter)
                return .void
            })
        request.computedProperties["allHTTPHeaderFields"] = ComputedProperty(
            getter: .native("allHTTPHeaderFields") { _, selfValue, _ in
                guard let fields = parts(selfValue)?.fields, !fields.isEmpty else { return .optional(nil) }
                var dictionary = OrderedDictionary()
                for field in fields { dictionary[.string(field.name)] = .string(field.value) }
                return .optional(.dictionary(dictionary))
            },
            setter: .native("allHTTPHeaderFields", mutating: true) { interpreter, selfValue, arguments in
                guard var current = parts(selfValue) else { return .void }
                current.fields = []
                if case let .dictionary(dictionary)? = arguments.first.map({ Self.unwrapped($0.value) }) {
                    for (key, value) in zip(dictionary.keys, dictionary.values) {
                        if case let .string(name) = key, case let .string(text) = Self.unwrapped(value) { current.fields.append((name, text)) }
                    }
                }
                selfValue = made(current, interpreter)
                return .void
            })
        // Apple, `URLRequest`: cellular, expensive and constrained network access and cookie
        // handling are allowed by default; pipelining is off. Settable; nothing is sent.
        for (name, initial) in [("allowsCellularAccess", true), ("allowsExpensiveNetworkAccess", true),
                                ("allowsConstrainedNetworkAccess", true), ("httpShouldHandleCookies", true),
                                ("httpShouldUsePipelining", false)] {
            request.computedProperties[name] = ComputedProperty(
                getter: .native(name) { _, selfValue, _ in .bool(parts(selfValue)?.flags[name] ?? initial) },
                setter: .native(name, mutating: true) { interpreter, selfValue, arguments in
                    guard var current = parts(selfValue), case let .bool(flag)? = arguments.first.map({ Self.unwrapped($0.value) }) else { return .void }
                    current.flags[name] = flag
                    selfValue = made(current, interpreter)
                    return .void
                })
        }
        for name in ["setValue", "addValue"] {
            request.addMethod(name, .native(name, mutating: true) { interpreter, selfValue, arguments in
                guard var current = parts(selfValue), arguments.count == 2, case let .string(field) = arguments[1].value else { return .void }
                let index = current.fields.firstIndex { $0.name.lowercased() == field.lowercased() }
                guard case let .string(text) = Self.unwrapped(arguments[0].value) else {
                    if name == "setValue", let index { current.fields.remove(at: index) }
                    selfValue = made(current, interpreter)
                    return .void
                }
                if let index {
                    current.fields[index].value = name == "addValue" ? current.fields[index].value + "," + text : text
                } else {
                    current.fields.append((field, text))
                }
                selfValue = made(current, interpreter)
                return .void
            })
        }
        request.addMethod("value", .native("value") { interpreter, selfValue, arguments in
            guard case let .string(field)? = arguments.first?.value,
                  let found = parts(selfValue)?.fields.first(where: { $0.name.lowercased() == field.lowercased() }) else { return .optional(nil) }
            return .optional(.string(found.value))
        })
    }
}

/// What a `URLRequest` holds.
struct URLRequestParts {
    var url: Value = .nil
    var method = "GET"
    var body: Value = .nil
    var timeout = 60.0
    var fields: [(name: String, value: String)] = []
    /// The Boolean properties set (`allowsCellularAccess`, …); the others keep their defaults.
    var flags: [String: Bool] = [:]
}
