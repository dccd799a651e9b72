import FileAccess
import SwiftFrontEnd
import SwiftUIRuntime

/// The objects an app's `@main App` puts in the environment of the views its scenes show
/// (`AppRootInjection`), found in the app module's source: every `.environment(x)` and
/// `.environmentObject(x)` written in the `App` struct and its extensions, and in the `View`
/// extension methods those call (`.withAppDependencyGraph(theme: theme)` whose body says
/// `.environment(theme)`). Each argument is said as an expression any module of the app can
/// evaluate: the app's stored property is replaced by its initial value (`@State var theme =
/// Theme.shared` makes `theme` `Theme.shared`), a helper's parameter by the argument the scene
/// passes. A key-path environment value (`.environment(\.locale, …)`) is not an object and is
/// left out; so is an argument that names neither (a property set in `init`): the implicit
/// preview then keeps its stand-in.
public enum AppRootEnvironment {
    /// The injections of the app whose module is `paths` (none when no file declares a `@main`
    /// struct conforming to `App`), in the order they are written.
    public static func injections(paths: [String]) -> [AppRootInjection] {
        func bytes(_ path: String) -> [UInt8]? {
            guard case .success(let data) = readRegularFile(path), data.count < 4_000_000 else { return nil }
            return [UInt8](data)
        }
        // Only a module with an `@main App` is an app; the others' files are not parsed, and the
        // files parsed to find the app are not parsed again.
        let marker = Array("@main".utf8)
        var parsedWithMain: [String: SourceFileSyntax] = [:]
        for path in paths {
            guard let source = bytes(path), source.contains(subsequence: marker) else { continue }
            parsedWithMain[path] = SwiftParser.parse(bytes: source, file: path).0
        }
        guard parsedWithMain.values.contains(where: { appStruct(in: $0) != nil }) else { return [] }
        return injections(in: paths.compactMap { path in
            parsedWithMain[path] ?? bytes(path).map { SwiftParser.parse(bytes: $0, file: path).0 }
        })
    }

    /// The injections of the app declared in `files` (see `injections(paths:)`).
    public static func injections(in files: [SourceFileSyntax]) -> [AppRootInjection] {
        guard let (appFile, appDecl, app) = files.lazy.compactMap({ file in appStruct(in: file).map { (file, $0.0, $0.1) } }).first else {
            return []
        }
        var properties: [String: String] = [:]
        for member in app.members {
            guard case let .variable(variable) = member.kind else { continue }
            for binding in variable.bindings {
                if case let .identifier(name) = binding.pattern.kind, let initial = binding.initializer {
                    properties[name.name] = appFile.text(of: initial.span)
                }
            }
        }
        // The app's own text: the struct, then its extensions in any file.
        var regions: [(SourceFileSyntax, SourceSpan)] = [(appFile, appDecl.span)]
        var helpers: [String: (SourceFileSyntax, FunctionDecl)] = [:]
        for file in files {
            for declaration in topLevelDeclarations(file) {
                guard case let .extension(extensionDecl) = declaration.kind else { continue }
                let extended = SwiftUIRuntime.typeName(extensionDecl.extendedType)
                if extended == app.name.name { regions.append((file, declaration.span)) }
                if extended == "View" {
                    for member in extensionDecl.members {
                        if case let .function(function) = member.kind, function.body != nil, helpers[function.name.name] == nil {
                            helpers[function.name.name] = (file, function)
                        }
                    }
                }
            }
        }
        let sortedHelpers = helpers.sorted(by: { $0.key < $1.key })
        var found: [AppRootInjection] = []
        for (file, span) in regions {
            found += injections(in: file, span, properties: properties, helpers: sortedHelpers, beneath: nil)
        }
        // Below the scene: the views it shows, and the views those show (`AppViewTree`).
        let views = AppViewTree.views(in: files)
        var graph: [String: [String]] = [:]
        var order: [String] = []
        var pending = regions.flatMap { AppViewTree.mentionedViews(in: $0.0.text(of: $0.1), among: views) }
        while !pending.isEmpty, order.count < maximumViewsFollowed {
            let name = pending.removeFirst()
            guard graph[name] == nil, let view = views[name] else { continue }
            // Its own name is its declaration's, not a view it shows.
            let shown = view.regions.flatMap { AppViewTree.mentionedViews(in: $0.0.text(of: $0.1), among: views) }.filter { $0 != name }
            graph[name] = shown
            order.append(name)
            pending += shown
        }
        for name in order {
            guard let view = views[name], view.isView else { continue }
            let beneath = AppViewTree.beneath([name], in: graph, views: views)
            if beneath.isEmpty { continue }
            for (file, span) in view.regions {
                found += injections(in: file, span, properties: view.properties, helpers: sortedHelpers, beneath: beneath)
            }
        }
        var seen: Set<AppRootInjection> = []
        var seenAtRoot: Set<String> = []
        return found.filter { injection in
            guard !injection.expression.isEmpty, !seenAtRoot.contains(injection.expression) else { return false }
            if injection.beneath == nil { seenAtRoot.insert(injection.expression) }
            return seen.insert(injection).inserted
        }
    }

    /// The views followed below the scene at most (a bound on the walk, not a limit apps reach).
    static let maximumViewsFollowed = 5_000

    /// The injections written in `span` of `file`, and in the `View` helpers called there.
    private static func injections(in file: SourceFileSyntax, _ span: SourceSpan, properties: [String: String],
                                   helpers: [(key: String, value: (SourceFileSyntax, FunctionDecl))],
                                   beneath: Set<String>?) -> [AppRootInjection] {
        var found: [AppRootInjection] = []
        let text = file.text(of: span)
        for call in EnvironmentCalls.find(in: text) {
            found.append(injection(call, file: file, offset: span.start, substituting: [:], properties: properties, beneath: beneath))
        }
        for (name, (helperFile, helper)) in helpers {
            guard let body = helper.body else { continue }
            for arguments in EnvironmentCalls.arguments(ofCallsTo: name, in: text) {
                let passed = parameterValues(helper.parameters, arguments)
                let bodyText = helperFile.text(of: body.span)
                for call in EnvironmentCalls.find(in: bodyText) {
                    found.append(injection(call, file: helperFile, offset: body.span.start, substituting: passed,
                                           properties: properties, beneath: beneath))
                }
            }
        }
        return found
    }

    /// The `@main` struct of `file` that conforms to `App`, with its declaration.
    static func appStruct(in file: SourceFileSyntax) -> (Decl, NominalTypeDecl)? {
        for declaration in topLevelDeclarations(file) {
            if case let .nominalType(nominal) = declaration.kind, nominal.kind == .struct,
               declaration.attributes.contains(where: { $0.name.name == "main" }),
               nominal.inheritance.flatteningCompositions.contains(where: { SwiftUIRuntime.typeName($0) == "App" }) {
                return (declaration, nominal)
            }
        }
        return nil
    }

    /// The file's top-level declarations, those inside `#if` clauses too.
    static func topLevelDeclarations(_ file: SourceFileSyntax) -> [Decl] {
        func flattened(_ declaration: Decl) -> [Decl] {
            guard case let .ifConfig(clauses) = declaration.kind else { return [declaration] }
            return clauses.flatMap { $0.elements.flatMap(flattened) }
        }
        return file.statements.flatMap { statement -> [Decl] in
            switch statement.kind {
            case let .declaration(declaration): return flattened(declaration)
            case let .ifConfig(clauses):
                return clauses.flatMap { $0.elements.flatMap { element -> [Decl] in
                    if case let .declaration(declaration) = element.kind { return flattened(declaration) }
                    return []
                } }
            default: return []
            }
        }
    }

    /// What each parameter of a helper is given by a call (`theme: theme`), by its local name.
    private static func parameterValues(_ parameters: [Parameter], _ arguments: [(label: String?, value: String)]) -> [String: String] {
        var values: [String: String] = [:]
        var remaining = arguments[...]
        for parameter in parameters {
            guard let local = parameter.localName else { continue }
            guard let index = remaining.firstIndex(where: { $0.label == parameter.label }) else { continue }
            values[local] = remaining[index].value
            remaining = remaining[(index + 1)...]
        }
        return values
    }

    private static func injection(_ call: EnvironmentCalls.Call, file: SourceFileSyntax, offset: Int,
                                  substituting parameters: [String: String], properties: [String: String],
                                  beneath: Set<String>?) -> AppRootInjection {
        let line = file.range(of: .empty(at: offset + call.offset)).start.line
        return AppRootInjection(expression: resolved(call.argument, parameters: parameters, properties: properties),
                                written: ".\(call.modifier)(\(call.argument))", file: file.fileName, line: line, beneath: beneath)
    }

    /// `argument` with its leading name replaced by the helper's argument for that parameter,
    /// then by the app's stored property's initial value; `self.` dropped.
    static func resolved(_ argument: String, parameters: [String: String], properties: [String: String]) -> String {
        var expression = argument.hasPrefix("self.") ? String(argument.dropFirst(5)) : argument
        func replaceLeading(_ table: [String: String]) {
            let name = String(expression.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if let value = table[name], !value.isEmpty {
                expression = value.trimmingWhitespace + expression.dropFirst(name.count)
                if expression.hasPrefix("self.") { expression.removeFirst(5) }
            }
        }
        replaceLeading(parameters)
        replaceLeading(properties)
        return expression
    }
}

/// Calls found in source text by their spelling: `.environment(x)` / `.environmentObject(x)`
/// with one argument, and the argument lists of calls to a named function. Strings and
/// comments are skipped; parentheses, brackets and braces are balanced.
enum EnvironmentCalls {
    struct Call {
        /// `environment` or `environmentObject`.
        var modifier: String
        var argument: String
        /// The byte offset of the modifier's name in the text.
        var offset: Int
    }

    static func find(in text: String) -> [Call] {
        var calls: [Call] = []
        for modifier in ["environment", "environmentObject"] {
            for (offset, arguments) in argumentLists(ofCallsTo: modifier, in: text) {
                guard arguments.count == 1, arguments[0].label == nil else { continue }
                let value = arguments[0].value
                guard !value.isEmpty, !value.hasPrefix("\\") else { continue }
                calls.append(Call(modifier: modifier, argument: value, offset: offset))
            }
        }
        return calls.sorted { $0.offset < $1.offset }
    }

    /// The names written in `text` outside strings and comments, in order (repeats included).
    static func identifiers(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var names: [String] = []
        var index = 0
        while index < bytes.count {
            if let skipped = skipStringOrComment(bytes, index) {
                index = skipped
                continue
            }
            guard isNameByte(bytes[index]), !(bytes[index] >= 48 && bytes[index] <= 57) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            // `.Name` is a member, not the view type.
            if start == 0 || bytes[start - 1] != UInt8(ascii: ".") {
                names.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }
        return names
    }

    static func arguments(ofCallsTo name: String, in text: String) -> [[(label: String?, value: String)]] {
        argumentLists(ofCallsTo: name, in: text).map(\.1)
    }

    /// Every `name(…)` not part of a longer name, with the byte offset of `name` and its arguments.
    private static func argumentLists(ofCallsTo name: String, in text: String) -> [(Int, [(label: String?, value: String)])] {
        let bytes = Array(text.utf8)
        let target = Array(name.utf8) + [UInt8(ascii: "(")]
        var results: [(Int, [(label: String?, value: String)])] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if let skipped = skipStringOrComment(bytes, index) {
                index = skipped
                continue
            }
            if byte == target[0], index + target.count <= bytes.count, Array(bytes[index..<index + target.count]) == target,
               index == 0 || !isNameByte(bytes[index - 1]) {
                let open = index + target.count - 1
                if let close = matchingClose(bytes, open) {
                    results.append((index, splitArguments(bytes, from: open + 1, to: close)))
                    index = open + 1
                    continue
                }
            }
            index += 1
        }
        return results
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte >= 128
    }

    /// The index after a string literal or comment starting at `index`, nil when none starts there.
    private static func skipStringOrComment(_ bytes: [UInt8], _ index: Int) -> Int? {
        let slash = UInt8(ascii: "/"), quote = UInt8(ascii: "\"")
        if bytes[index] == slash, index + 1 < bytes.count {
            if bytes[index + 1] == slash {
                var end = index
                while end < bytes.count, bytes[end] != 10 { end += 1 }
                return end
            }
            if bytes[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == slash) { end += 1 }
                return min(end + 2, bytes.count)
            }
        }
        guard bytes[index] == quote else { return nil }
        var end = index + 1
        while end < bytes.count, bytes[end] != quote {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(end + 1, bytes.count)
    }

    /// The index of the bracket closing the one at `open`, nil when unbalanced.
    private static func matchingClose(_ bytes: [UInt8], _ open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            if let skipped = skipStringOrComment(bytes, index) {
                index = skipped
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The comma-separated arguments between `start` and `end`, each with its label if written.
    private static func splitArguments(_ bytes: [UInt8], from start: Int, to end: Int) -> [(label: String?, value: String)] {
        var pieces: [String] = []
        var depth = 0
        var pieceStart = start
        var index = start
        while index < end {
            if let skipped = skipStringOrComment(bytes, index) {
                index = min(skipped, end)
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                pieces.append(String(decoding: bytes[pieceStart..<index], as: UTF8.self))
                pieceStart = index + 1
            default: break
            }
            index += 1
        }
        pieces.append(String(decoding: bytes[pieceStart..<end], as: UTF8.self))
        return pieces.map(\.trimmingWhitespace).filter { !$0.isEmpty }.map { piece in
            let name = piece.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let rest = piece.dropFirst(name.count).drop { $0 == " " }
            if !name.isEmpty, rest.hasPrefix(":"), !rest.hasPrefix("::") {
                return (String(name), String(rest.dropFirst()).trimmingWhitespace)
            }
            return (nil, piece)
        }
    }
}

private extension Array where Element == UInt8 {
    func contains(subsequence: [UInt8]) -> Bool {
        guard let first = subsequence.first, count >= subsequence.count else { return false }
        var index = 0
        while index + subsequence.count <= count {
            if self[index] == first, self[index..<index + subsequence.count].elementsEqual(subsequence) { return true }
            index += 1
        }
        return false
    }
}

private extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
