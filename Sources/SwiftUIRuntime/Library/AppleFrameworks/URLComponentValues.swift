#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftInterpreter

/// Foundation's `URLComponents` and `URLQueryItem` (Apple docs, "URLComponents", "URLQueryItem";
/// RFC 3986): `init()`, the failable `init(string:)` and `init(url:resolvingAgainstBaseURL:)`;
/// `scheme`, `user`, `password`, `host`, `port`, `path`, `query`, `fragment` (decoded, settable),
/// `percentEncodedPath`, `percentEncodedQuery`, `queryItems` (settable; nil when there is no
/// query), `url` and `string` (nil when the parts make no URL, as a path not starting with "/"
/// after a host does); iOS 16's `URL.appending(queryItems:)` and `append(queryItems:)`. A
/// components value is a struct: a copy keeps its own parts. The parts are the toolchain
/// Foundation's own (swift-foundation's RFC 3986 parser and percent-encoding, the same code Apple's
/// platforms run since iOS 17 / macOS 14).
extension SwiftUIRuntime {
    /// `URLComponents` and `URLQueryItem`: a group of their own that waits for one of them
    /// (`appleLibrary`); the members they add to `URL` are registered at once
    /// (`registerURLQueryAppending`).
    func registerURLComponents() {
        registerURLQueryItem()
        guard let components = registerAppleType("URLComponents") else { return }
        components.conformances = ["Hashable", "Equatable"]
        func parts(_ value: Value) -> URLComponents? { value.nativePayload(URLComponents.self) }
        initializer("URLComponents") { `self`, arguments in
            // A text or URL LayoutLens cannot know (another module's value) gives a stand-in, not
            // nil: whether Foundation would parse it is not known.
            let unknown = { self.libraryStandIn("URLComponents(\(arguments.labels.map { $0 + ":" }.joined()))", reason: "reads a URL LayoutLens cannot know") }
            if let given = arguments["string"] {
                guard case let .string(text) = Self.unwrapped(given) else { return unknown() }
                return URLComponents(string: text).map { .some(self.interpreter.nativeValue("URLComponents", $0)) } ?? .nil
            }
            if let given = arguments["url"] {
                guard let url = Self.hostURL(given) else { return unknown() }
                return URLComponents(url: url, resolvingAgainstBaseURL: false).map { .some(self.interpreter.nativeValue("URLComponents", $0)) } ?? .nil
            }
            return self.interpreter.nativeValue("URLComponents", URLComponents())
        }
        let texts: [(String, WritableKeyPath<URLComponents, String?>)] = [
            ("scheme", \.scheme), ("user", \.user), ("password", \.password), ("host", \.host), ("query", \.query),
            ("fragment", \.fragment), ("percentEncodedQuery", \.percentEncodedQuery), ("percentEncodedHost", \.percentEncodedHost),
        ]
        for (name, keyPath) in texts {
            components.computedProperties[name] = ComputedProperty(
                getter: .native(name) { _, selfValue, _ in .optional(parts(selfValue)?[keyPath: keyPath].map(Value.string)) },
                setter: .native(name, mutating: true) { interpreter, selfValue, arguments in
                    guard var current = parts(selfValue) else { return .void }
                    if case let .string(text)? = arguments.first.map({ Self.unwrapped($0.value) }) { current[keyPath: keyPath] = text } else {
                        current[keyPath: keyPath] = nil
                    }
                    selfValue = interpreter.nativeValue("URLComponents", current)
                    return .void
                })
        }
        for (name, keyPath) in [("path", \URLComponents.path), ("percentEncodedPath", \URLComponents.percentEncodedPath)] {
            components.computedProperties[name] = ComputedProperty(
                getter: .native(name) { _, selfValue, _ in .string(parts(selfValue)?[keyPath: keyPath] ?? "") },
                setter: .native(name, mutating: true) { interpreter, selfValue, arguments in
                    guard var current = parts(selfValue), case let .string(text)? = arguments.first.map({ Self.unwrapped($0.value) }) else { return .void }
                    current[keyPath: keyPath] = text
                    selfValue = interpreter.nativeValue("URLComponents", current)
                    return .void
                })
        }
        components.computedProperties["port"] = ComputedProperty(
            getter: .native("port") { _, selfValue, _ in .optional(parts(selfValue)?.port.map(Value.int)) },
            setter: .native("port", mutating: true) { interpreter, selfValue, arguments in
                guard var current = parts(selfValue) else { return .void }
                if case let .int(number)? = arguments.first.map({ Self.unwrapped($0.value) }) { current.port = number } else { current.port = nil }
                selfValue = interpreter.nativeValue("URLComponents", current)
                return .void
            })
        components.computedProperties["queryItems"] = ComputedProperty(
            getter: .native("queryItems") { interpreter, selfValue, _ in
                .optional(parts(selfValue)?.queryItems.map { .array($0.map { interpreter.nativeValue("URLQueryItem", $0) }) })
            },
            setter: .native("queryItems", mutating: true) { interpreter, selfValue, arguments in
                guard var current = parts(selfValue) else { return .void }
                current.queryItems = Self.queryItems(arguments.first?.value)
                selfValue = interpreter.nativeValue("URLComponents", current)
                return .void
            })
        components.computedProperties["url"] = ComputedProperty(getter: .native("url") { interpreter, selfValue, _ in
            .optional(parts(selfValue)?.url.map { interpreter.nativeValue("URL", EnumCasePayload(name: $0.absoluteString)) })
        })
        components.computedProperties["string"] = ComputedProperty(getter: .native("string") { _, selfValue, _ in
            .optional(parts(selfValue)?.string.map(Value.string))
        })
    }

    /// `URL.appending(queryItems:)` and `append(queryItems:)` (iOS 16): the items after any query
    /// the URL has.
    func registerURLQueryAppending() {
        guard let url = interpreter.type(named: "URL") else { return }
        func appended(_ interpreter: Interpreter, _ value: Value, _ arguments: [CallArgument]) -> Value? {
            guard let host = Self.hostURL(value), var parts = URLComponents(url: host, resolvingAgainstBaseURL: false) else { return nil }
            parts.queryItems = (parts.queryItems ?? []) + (Self.queryItems(arguments.first?.value) ?? [])
            return parts.url.map { interpreter.nativeValue("URL", EnumCasePayload(name: $0.absoluteString)) }
        }
        let appending = Function.native("appending") { interpreter, selfValue, arguments in appended(interpreter, selfValue, arguments) ?? selfValue }
        if url.methods["appending"] == nil {
            url.addMethod("appending", appending)
        } else if let overload = url.methods["appending"]?.first, overload.labels == nil {
            // The path overload takes `path:`/`component:`; query items go to this one.
            url.methods["appending"] = [Function.native("appending") { interpreter, selfValue, arguments in
                if arguments.first?.label == "queryItems" { return appended(interpreter, selfValue, arguments) ?? selfValue }
                guard case let .native(body) = overload.body else { return selfValue }
                return try body(interpreter, &selfValue, arguments)
            }]
        }
        url.addMethod("append", .native("append", mutating: true) { interpreter, selfValue, arguments in
            if arguments.first?.label == "queryItems", let result = appended(interpreter, selfValue, arguments) { selfValue = result }
            return .void
        })
    }

    private func registerURLQueryItem() {
        guard let item = registerAppleType("URLQueryItem") else { return }
        item.conformances = ["Hashable", "Equatable"]
        initializer("URLQueryItem") { `self`, arguments in
            var name = ""
            if case let .string(text)? = arguments["name"].map(Self.unwrapped) { name = text }
            var value: String?
            if case let .string(text)? = arguments["value"].map(Self.unwrapped) { value = text }
            return self.interpreter.nativeValue("URLQueryItem", URLQueryItem(name: name, value: value))
        }
        item.computedProperties["name"] = ComputedProperty(getter: .native("name") { _, selfValue, _ in
            .string(selfValue.nativePayload(URLQueryItem.self)?.name ?? "")
        })
        item.computedProperties["value"] = ComputedProperty(getter: .native("value") { _, selfValue, _ in
            .optional(selfValue.nativePayload(URLQueryItem.self)?.value.map(Value.string))
        })
    }

    /// The host URL of a `URL` value.
    static func hostURL(_ value: Value) -> URL? {
        unwrapped(value).nativePayload(EnumCasePayload.self).flatMap { URL(string: $0.name) }
    }

    /// The items of an array of `URLQueryItem` values; nil for nil.
    static func queryItems(_ value: Value?) -> [URLQueryItem]? {
        guard case let .array(elements)? = value.map(unwrapped) else { return nil }
        return elements.compactMap { $0.nativePayload(URLQueryItem.self) }
    }
}
