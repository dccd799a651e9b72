/// The members of a generated accessor enum by name, with nested enums for namespaces (a key's
/// dot-separated parts, an asset catalog's namespace folders). Names follow the tool's rules
/// (`Naming`); the first of two members whose names give the same identifier is kept (the
/// tool's file would not compile otherwise: **unverified** which one a real build reports).
struct AccessorNameTree {
    /// How a tool turns a resource's name into an identifier.
    enum Naming {
        /// SwiftGen's (and Tuist's) `swiftIdentifier:"pretty"`, then `lowerFirstWord` for members.
        case swiftGen
        /// R.swift's (`RswiftIdentifier`).
        case rswift

        func member(_ name: String) -> String {
            switch self {
            case .swiftGen: return SwiftGenIdentifier.lowerFirstWord(SwiftGenIdentifier.pretty(name))
            case .rswift: return RswiftIdentifier.identifier(name)
            }
        }

        func type(_ name: String) -> String {
            switch self {
            case .swiftGen: return SwiftGenIdentifier.pretty(name)
            case .rswift: return RswiftIdentifier.identifier(name)
            }
        }
    }

    struct Accessor {
        var name: String
        var value: String
        /// A function's parameter list; nil for a `static let`.
        var parameters: String?
        var returnType: String
    }

    var naming: Naming = .swiftGen
    var members: [Accessor] = []
    /// A namespace: a nested enum.
    struct Namespace {
        var name: String
        var tree: AccessorNameTree
    }

    var children: [Namespace] = []

    init(naming: Naming = .swiftGen) { self.naming = naming }

    mutating func insert(_ path: [String], _ value: String, parameters: String? = nil, returns returnType: String = "String") {
        guard let first = path.first else { return }
        if path.count == 1 {
            let name = naming.member(first)
            guard !name.isEmpty, !members.contains(where: { $0.name == name }) else { return }
            members.append(Accessor(name: name, value: value, parameters: parameters, returnType: returnType))
            return
        }
        let name = naming.type(first)
        guard !name.isEmpty else { return }
        if let index = children.firstIndex(where: { $0.name == name }) {
            children[index].tree.insert(Array(path.dropFirst()), value, parameters: parameters, returns: returnType)
        } else {
            var tree = AccessorNameTree(naming: naming)
            tree.insert(Array(path.dropFirst()), value, parameters: parameters, returns: returnType)
            children.append(Namespace(name: name, tree: tree))
        }
    }

    func lines(indent: String) -> [String] {
        var lines = members.map { member in
            member.parameters.map { "\(indent)public static func `\(member.name)`(\($0)) -> \(member.returnType) { \(member.value) }" }
                ?? "\(indent)public static let `\(member.name)` = \(member.value)"
        }
        for child in children {
            lines += ["\(indent)public enum `\(child.name)` {"] + child.tree.lines(indent: indent + "    ") + ["\(indent)}"]
        }
        return lines
    }
}
