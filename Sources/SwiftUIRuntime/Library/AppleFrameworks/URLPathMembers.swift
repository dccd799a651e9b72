import FileAccess
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

/// `URL`'s path members (Apple docs, "URL": `path`, `absoluteString`, `lastPathComponent`,
/// `pathExtension`, `pathComponents`, `deletingLastPathComponent()`, `deletingPathExtension()`,
/// `appendingPathComponent(_:)`, `appendingPathExtension(_:)`, `appending(path:)`), computed from the URL's text as
/// Foundation's `NSString` path rules do. Code that works out where a bundle lies
/// (`bundle.bundleURL.pathExtension == "appex"`) runs as in the app; nothing is read.
extension SwiftUIRuntime {
    func registerURLPathMembers() {
        guard let url = interpreter.type(named: "URL") else { return }
        func text(_ value: Value) -> String { value.nativePayload(EnumCasePayload.self)?.name ?? "" }
        /// The path part of a URL's text (after `scheme://host`), or the text when it has no scheme.
        func path(_ value: Value) -> String {
            let whole = text(value)
            guard let scheme = whole.firstRange(of: "://") else { return whole }
            let rest = whole[scheme.upperBound...]
            let start = rest.firstIndex(of: "/") ?? rest.endIndex
            var found = String(rest[start...])
            if let query = found.firstIndex(where: { $0 == "?" || $0 == "#" }) { found = String(found[..<query]) }
            return found.count > 1 && found.hasSuffix("/") ? String(found.dropLast()) : found
        }
        // The interpreter comes with each call: a local function reading `self.interpreter` would
        // keep this runtime alive in the library's natives.
        func make(_ interpreter: Interpreter, _ replacing: Value, path newPath: String) -> Value {
            let whole = text(replacing)
            guard let scheme = whole.firstRange(of: "://") else { return interpreter.nativeValue("URL", EnumCasePayload(name: newPath)) }
            let rest = whole[scheme.upperBound...]
            let host = rest[..<(rest.firstIndex(of: "/") ?? rest.endIndex)]
            return interpreter.nativeValue("URL", EnumCasePayload(name: String(whole[..<scheme.upperBound]) + host + newPath))
        }
        let properties: [(String, (Value) -> Value)] = [
            ("path", { .string(path($0)) }),
            ("absoluteString", { .string(text($0)) }),
            ("lastPathComponent", { .string(PathText.lastComponent(path($0))) }),
            ("pathExtension", { .string(PathText.pathExtension(path($0))) }),
            ("isFileURL", { .bool(text($0).hasPrefix("file://")) }),
            ("pathComponents", { .array(SwiftUIRuntime.pathComponents(path($0)).map(Value.string)) }),
        ]
        for (name, read) in properties + URLParts.properties(text) where url.computedProperties[name] == nil {
            url.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in read(selfValue) })
        }
        let methods: [(String, (Interpreter, Value, [CallArgument]) -> Value)] = [
            ("deletingLastPathComponent", { interpreter, value, _ in
                let parent: String = PathText.deletingLastComponent(path(value))
                return make(interpreter, value, path: parent.hasSuffix("/") ? parent : parent + "/")
            }),
            ("deletingPathExtension", { interpreter, value, _ in make(interpreter, value, path: PathText.deletingPathExtension(path(value))) }),
            ("appendingPathComponent", { interpreter, value, arguments in
                guard case let .string(component)? = arguments.first?.value else { return value }
                return make(interpreter, value, path: PathText.appendingComponent(component, to: path(value)))
            }),
            // Apple docs, "appendingPathExtension(_:)": the extension after a dot; "If the URL
            // has an empty path (e.g., http://www.example.com), then this function will return
            // the URL unchanged".
            ("appendingPathExtension", { interpreter, value, arguments in
                guard case let .string(ext)? = arguments.first?.value, !ext.isEmpty else { return value }
                let current = path(value)
                guard !current.isEmpty, current != "/" else { return value }
                return make(interpreter, value, path: current + "." + ext)
            }),
            ("appending", { interpreter, value, arguments in
                guard case let .string(component)? = arguments.first(where: { $0.label == "path" || $0.label == "component" })?.value else { return value }
                return make(interpreter, value, path: PathText.appendingComponent(component, to: path(value)))
            }),
        ]
        for (name, run) in methods + URLParts.methods() where url.methods[name] == nil {
            url.addMethod(name, .native(name) { interpreter, selfValue, arguments in run(interpreter, selfValue, arguments) })
        }
    }

    /// `URL.pathComponents` of a path (Apple docs, "pathComponents": "If the URL contains a
    /// path, returns the path components of the URL; otherwise returns an empty array"): a
    /// leading `/` is a component of its own, empty parts are skipped, as Foundation does
    /// (`https://a.com/x/y/` → `["/", "x", "y"]`, `https://a.com` → `[]`).
    static func pathComponents(_ path: String) -> [String] {
        let parts = path.split(separator: "/").map(String.init)
        return path.hasPrefix("/") ? ["/"] + parts : parts
    }
}
