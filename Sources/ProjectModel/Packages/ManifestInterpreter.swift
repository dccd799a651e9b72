import Diagnostics

/// Turns a parsed `Package(…)` expression into a `PackageManifest`, following names bound at the
/// top level (bounded, so `let a = b; let b = a` ends) and collecting a warning for every form
/// it does not understand. Argument meanings are PackageDescription's (Apple,
/// "PackageDescription" API reference: `Package`, `Product`, `Target`, `Target.Dependency`,
/// `Package.Dependency`, `Resource`).
struct ManifestInterpreter {
    let bindings: [String: ManifestExpression]
    let folder: String
    private(set) var problems: [(message: DiagnosticMessage, offset: Int)] = []

    init(bindings: [String: ManifestExpression], folder: String) {
        self.bindings = bindings
        self.folder = folder
    }

    /// The manifest `call` makes, with `changes` made to it afterwards (`package.targets.append(…)`).
    mutating func package(_ call: ManifestExpression, changes: [ManifestParser.Change] = []) -> PackageManifest {
        var manifest = PackageManifest(name: string(call.argument("name")) ?? ProjectPath.lastComponent(folder), folder: folder)
        func all(_ property: String, what: String) -> [ManifestExpression] {
            var found = elements(call.argument(property), what: what)
            for change in changes where change.property == property {
                if change.replaces, let closures = Self.mappedInPlace(change.value, binding: change.binding, property: property) {
                    // `package.targets = package.targets.map { … }`: Swift's `map` gives one
                    // element for each element, so the targets stay; what the closure changes in
                    // each (settings, plugins) is not read, and says so.
                    for case .unknown(let word, let offset) in closures { problems.append((.manifestFormNotUnderstood(word), offset)) }
                    continue
                }
                let added = change.isSingleElement ? [change.value] : elements(change.value, what: what)
                found = change.replaces ? added : found + added
            }
            return found
        }
        manifest.products = all("products", what: "products").compactMap { product($0) }
        manifest.dependencies = all("dependencies", what: "package dependencies").compactMap { dependency($0) }
        manifest.targets = all("targets", what: "targets").compactMap { target($0) }
        return manifest
    }

    /// The arguments of `value` when it is `binding.property.map(…)` (a trailing closure
    /// included): the property mapped element by element into itself.
    static func mappedInPlace(_ value: ManifestExpression, binding: String, property: String) -> [ManifestExpression]? {
        guard case .call(.member(.member(.identifier(let base, _), let mapped, _), "map", _), let arguments, _) = value,
              base == binding, mapped == property else { return nil }
        return arguments.map(\.value)
    }

    private mutating func product(_ expression: ManifestExpression) -> PackageManifest.Product? {
        guard ["library", "executable", "plugin"].contains(expression.calleeName ?? ""), let name = string(expression.argument("name")) else {
            return notUnderstood(expression, as: "a product")
        }
        return PackageManifest.Product(name: name, targets: strings(expression.argument("targets"), what: "product targets"))
    }

    private mutating func dependency(_ expression: ManifestExpression) -> PackageManifest.Dependency? {
        guard expression.calleeName == "package" else { return notUnderstood(expression, as: "a package dependency") }
        let name = string(expression.argument("name"))
        if let path = string(expression.argument("path")) {
            return PackageManifest.Dependency(identity: name ?? ProjectPath.lastComponent(path), location: .local(path: ProjectPath.join(folder, path)))
        }
        if let url = string(expression.argument("url")) {
            return PackageManifest.Dependency(identity: name ?? Self.identity(ofURL: url), location: .remote(url: url))
        }
        if let id = string(expression.argument("id")) {
            return PackageManifest.Dependency(identity: id.split(separator: ".").last.map(String.init) ?? id, location: .registry(id: id))
        }
        return notUnderstood(expression, as: "a package dependency")
    }

    /// SwiftPM's identity of a remote package: the URL's last path component without `.git`.
    static func identity(ofURL url: String) -> String {
        var last = url.split(separator: "/").last.map(String.init) ?? url
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    private mutating func target(_ expression: ManifestExpression) -> PackageManifest.Target? {
        let kinds: [String: PackageManifest.Target.Kind] = [
            "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
            "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
        ]
        guard let kind = kinds[expression.calleeName ?? ""], let name = string(expression.argument("name")) else {
            return notUnderstood(expression, as: "a target")
        }
        var target = PackageManifest.Target(name: name, kind: kind)
        target.dependencies = elements(expression.argument("dependencies"), what: "target dependencies").compactMap { targetDependency($0) }
        target.path = string(expression.argument("path"))
        target.exclude = strings(expression.argument("exclude"), what: "excluded paths")
        if let sources = expression.argument("sources") { target.sources = strings(sources, what: "source paths") }
        target.resources = elements(expression.argument("resources"), what: "resources").compactMap { resource in
            guard ["process", "copy", "embedInCode"].contains(resource.calleeName ?? ""), let path = string(resource.argument(nil)) else {
                return notUnderstood(resource, as: "a resource")
            }
            return path
        }
        target.defines = SwiftCompilationConditions.defines(in: elements(expression.argument("swiftSettings"), what: "Swift settings").map(resolve))
        return target
    }

    private mutating func targetDependency(_ expression: ManifestExpression) -> PackageManifest.TargetDependency? {
        let expression = resolve(expression)
        if case .string(let name, _) = expression { return .byName(name) }
        switch expression.calleeName {
        case "target":
            if let name = string(expression.argument("name")) { return .target(name) }
        case "byName":
            if let name = string(expression.argument("name")) { return .byName(name) }
        case "product":
            if let name = string(expression.argument("name")) {
                return .product(name: name, package: string(expression.argument("package")) ?? name)
            }
        default:
            break
        }
        return notUnderstood(expression, as: "a target dependency")
    }

    // MARK: Values

    /// `expression` with names bound at the top level replaced by their values (at most 16 deep).
    /// An implicit member (`.styleguide`) is the `static let` of that name an extension of the
    /// manifest declares (`extension Target.Dependency { static let styleguide = … }`): Swift
    /// looks the member up on the type the context expects, which that extension adds to.
    private func resolve(_ expression: ManifestExpression) -> ManifestExpression {
        var current = expression
        for _ in 0..<16 {
            switch current {
            case .identifier(let name, _), .implicitMember(let name, _):
                guard let bound = bindings[name] else { return current }
                current = bound
            default:
                return current
            }
        }
        return current
    }

    private mutating func string(_ expression: ManifestExpression?) -> String? {
        guard let expression else { return nil }
        if case .string(let value, _) = resolve(expression) { return value }
        _ = notUnderstood(expression, as: "a string") as String?
        return nil
    }

    /// The elements of an array (arrays joined with `+` included); nil argument → none.
    private mutating func elements(_ expression: ManifestExpression?, what: String) -> [ManifestExpression] {
        guard let expression else { return [] }
        switch resolve(expression) {
        case .array(let elements, _): return elements
        case .concatenation(let left, let right): return elements(left, what: what) + elements(right, what: what)
        default:
            _ = notUnderstood(expression, as: what) as String?
            return []
        }
    }

    private mutating func strings(_ expression: ManifestExpression?, what: String) -> [String] {
        elements(expression, what: what).compactMap { string($0) }
    }

    private mutating func notUnderstood<T>(_ expression: ManifestExpression, as what: String) -> T? {
        let description: String
        switch expression {
        case .unknown(let word, _): description = word
        case .call: description = "the call '\(expression.calleeName ?? "?")(...)' as \(what)"
        case .identifier(let name, _): description = "the name '\(name)' as \(what)"
        case .interpolated: description = "a string with interpolation"
        case .dictionary: description = "a dictionary literal"
        default: description = "this expression as \(what)"
        }
        problems.append((.manifestFormNotUnderstood(description), expression.offset))
        return nil
    }
}
