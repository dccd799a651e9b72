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
import FileAccess
import SwiftInterpreter

/// `URL`'s parts as RFC 3986 splits `scheme://user@host:port/path?query#fragment` (Apple docs,
/// "URL": the properties `scheme`, `host`, `port`, `query`, `fragment`, `user`, `relativePath`,
/// and macOS 13 / iOS 16's methods `host(percentEncoded:)`, `path(percentEncoded:)`,
/// `query(percentEncoded:)`, `fragment(percentEncoded:)`). The methods give the text as written
/// (`percentEncoded` defaults to `true`) and decode it with `percentEncoded: false`; the
/// properties give decoded text. A URL with no part of a kind gives nil for it (an empty path
/// is "").
enum URLParts {
    struct Parts {
        var scheme: String?
        var user: String?
        var host: String?
        var port: Int?
        var path = ""
        var query: String?
        var fragment: String?
    }

    static func parse(_ text: String) -> Parts {
        var parts = Parts()
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") { parts.fragment = String(rest[rest.index(after: hash)...]); rest = rest[..<hash] }
        if let question = rest.firstIndex(of: "?") { parts.query = String(rest[rest.index(after: question)...]); rest = rest[..<question] }
        if let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
           rest[..<colon].first?.isLetter == true {
            parts.scheme = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            var authority = rest[..<end]
            rest = rest[end...]
            if let at = authority.lastIndex(of: "@") { parts.user = String(authority[..<at]); authority = authority[authority.index(after: at)...] }
            if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
                parts.port = Int(authority[authority.index(after: colon)...])
                authority = authority[..<colon]
            }
            parts.host = String(authority)
        }
        parts.path = String(rest)
        return parts
    }

    private static func decoded(_ text: String?, _ arguments: [CallArgument]) -> Value {
        guard let text else { return .nil }
        if case .bool(false)? = arguments.first(where: { $0.label == "percentEncoded" })?.value {
            return .optional(.string(PercentDecoding.removingPercentEncoding(text) ?? text))
        }
        return .optional(.string(text))
    }

    static func properties(_ text: @escaping (Value) -> String) -> [(String, (Value) -> Value)] {
        func optional(_ part: String?) -> Value { part.map { .optional(.string(PercentDecoding.removingPercentEncoding($0) ?? $0)) } ?? .nil }
        return [
            ("scheme", { optional(parse(text($0)).scheme) }),
            ("host", { optional(parse(text($0)).host) }),
            ("user", { optional(parse(text($0)).user) }),
            ("port", { parse(text($0)).port.map { .optional(.int($0)) } ?? .nil }),
            ("query", { optional(parse(text($0)).query) }),
            ("fragment", { optional(parse(text($0)).fragment) }),
            ("relativePath", { .string(PercentDecoding.removingPercentEncoding(parse(text($0)).path) ?? parse(text($0)).path) }),
        ]
    }

    static func methods() -> [(String, (Interpreter, Value, [CallArgument]) -> Value)] {
        func text(_ value: Value) -> String { value.nativePayload(EnumCasePayload.self)?.name ?? "" }
        return [
            ("host", { _, value, arguments in decoded(parse(text(value)).host, arguments) }),
            ("query", { _, value, arguments in decoded(parse(text(value)).query, arguments) }),
            ("fragment", { _, value, arguments in decoded(parse(text(value)).fragment, arguments) }),
            ("path", { _, value, arguments in
                let whole = parse(text(value)).path
                if case .bool(false)? = arguments.first(where: { $0.label == "percentEncoded" })?.value {
                    return .string(PercentDecoding.removingPercentEncoding(whole) ?? whole)
                }
                return .string(whole)
            }),
        ]
    }
}
