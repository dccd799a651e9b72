import AppResources
import FileAccess
import SwiftFrontEnd

/// A target whose resources Tuist turns into Swift accessors, with those resources.
public struct ResourceAccessorTarget: Sendable, Equatable {
    /// The target's module name: the prefix of the generated types.
    public var name: String
    public var resourcePaths: [String]

    public init(name: String, resourcePaths: [String]) {
        self.name = name
        self.resourcePaths = resourcePaths
    }
}

/// The Swift files Tuist synthesizes at generation time for a target with resources
/// (docs.tuist.dev, "Synthesized files"; Tuist's `AssetsTemplate` and `StringsTemplate`,
/// SwiftGen-based), written here with the same names and shapes:
/// - asset catalogs → `enum <Name>Asset` with a `static let` per colour set (`<Name>Colors`,
///   whose `swiftUIColor` is `SwiftUI.Color(name, bundle:)` and `color` the `UIColor`) and per
///   image set (`<Name>Images`, `swiftUIImage`, `image`); with more than one catalog each is an
///   enum of its own named after the catalog; a folder that provides a namespace is a nested
///   enum; `SwiftUI.Color(asset:)`, `SwiftUI.Image(asset:)` and `Image(decorative:)`;
/// - string tables → `enum <Name>Strings` with a `static let` per key (a `static func` taking
///   `_ p1: Any` / `Int` / `Float`… when the value has format specifiers); with more than one
///   table each is an enum named after the table (`<Name>Strings.Localizable.key`); a key's
///   dot-separated parts are nested enums.
/// Identifiers follow SwiftGen's `swiftIdentifier:"pretty"|lowerFirstWord` (`ic_home` →
/// `icHome`, `URLColor` → `urlColor`), written in backticks. Fonts (`<Name>FontFamily`),
/// plists and other files are not synthesized here. A type the program declares itself is not
/// generated again.
enum TuistResourceAccessors {
    /// The generated files of `targets`, placed beside `path`.
    static func syntax(for targets: [ResourceAccessorTarget], declaredTypes: Set<String>, besideFile path: String?) -> [SourceFileSyntax] {
        guard let path else { return [] }
        let folder = PathText.deletingLastComponent(path)
        return targets.flatMap { target -> [SourceFileSyntax] in
            let (bundle, _) = ResourceBundle.load(paths: target.resourcePaths)
            return [(target.name + "Asset", assetsSource(name: target.name, bundle: bundle)),
                    (target.name + "Strings", stringsSource(name: target.name, bundle: bundle, resourcePaths: target.resourcePaths))].compactMap { typeName, text in
                guard let text, !declaredTypes.contains(typeName),
                      case let .parsed(syntax, _) = InterpretedReading.parse(bytes: Array(text.utf8), file: folder + "/Derived/Sources/TuistGenerated+\(typeName).swift")
                else { return nil }
                return syntax
            }
        }
    }

    // MARK: Assets

    static func assetsSource(name: String, bundle: ResourceBundle) -> String? {
        let catalogs = bundle.catalogs.filter { !$0.colors.isEmpty || !$0.images.isEmpty }
        guard !catalogs.isEmpty else { return nil }
        let colors = name + "Colors", images = name + "Images"
        var body: [String] = []
        for catalog in catalogs {
            var tree = NameTree()
            for color in catalog.colors { tree.insert(color.name.split(separator: "/").map(String.init), "\(colors)(name: \(literal(color.name)))") }
            for image in catalog.images { tree.insert(image.name.split(separator: "/").map(String.init), "\(images)(name: \(literal(image.name)))") }
            if catalogs.count > 1 {
                let catalogName = PathText.lastComponent(catalog.path).replacingOccurrences(of: ".xcassets", with: "")
                body += ["public enum `\(SwiftGenIdentifier.pretty(catalogName))` {"] + tree.lines(indent: "    ") + ["}"]
            } else {
                body += tree.lines(indent: "")
            }
        }
        return """
        // Synthesized from the target's asset catalogs as Tuist's assets template makes them.
        import SwiftUI
        import UIKit

        public enum \(name)Asset {
        \(body.map { "    " + $0 }.joined(separator: "\n"))
        }

        public final class \(colors) {
            public fileprivate(set) var name: String
            public var color: UIColor { UIColor(named: name)! }
            public var swiftUIColor: SwiftUI.Color { SwiftUI.Color(name) }
            fileprivate init(name: String) { self.name = name }
        }

        public struct \(images) {
            public fileprivate(set) var name: String
            public var image: UIImage { UIImage(named: name)! }
            public var swiftUIImage: SwiftUI.Image { SwiftUI.Image(name) }
        }

        public extension SwiftUI.Color {
            init(asset: \(colors)) { self.init(asset.name) }
        }

        public extension SwiftUI.Image {
            init(asset: \(images)) { self.init(asset.name) }
            init(asset: \(images), label: Text) { self.init(asset.name, label: label) }
            init(decorative asset: \(images)) { self.init(decorative: asset.name) }
        }

        """
    }

    // MARK: Strings

    /// A table is each name of a `.strings` or `.stringsdict` file among `resourcePaths`, even
    /// one with no key (an `InfoPlist.strings` of comments still makes the tables two, so each
    /// is an enum of its own), else each table of `bundle` that has keys.
    static func stringsSource(name: String, bundle: ResourceBundle, resourcePaths: [String] = []) -> String? {
        let files = Set(resourcePaths.compactMap { path -> String? in
            let file = PathText.lastComponent(path)
            for suffix in [".strings", ".stringsdict"] where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
            return nil
        })
        let tables = files.isEmpty ? bundle.tableNames.filter { !bundle.entries(ofTable: $0).isEmpty } : files.sorted()
        guard !tables.isEmpty else { return nil }
        var body: [String] = []
        for table in tables {
            var tree = NameTree()
            for entry in bundle.entries(ofTable: table) {
                let path = entry.key.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
                guard !path.isEmpty else { continue }
                let lookup = "NSLocalizedString(\(literal(entry.key)), tableName: \(literal(table)), comment: \"\")"
                let types = FormatSpecifierTypes.types(in: entry.value)
                if types.isEmpty {
                    tree.insert(path, lookup)
                } else {
                    let parameters = types.enumerated().map { "_ p\($0.offset + 1): \($0.element == "String" ? "Any" : $0.element)" }
                    let arguments = types.enumerated().map { $0.element == "String" ? "String(describing: p\($0.offset + 1))" : "p\($0.offset + 1)" }
                    tree.insert(path, "String(format: \(lookup), \(arguments.joined(separator: ", ")))", parameters: parameters.joined(separator: ", "))
                }
            }
            if tables.count > 1 {
                body += ["public enum `\(SwiftGenIdentifier.pretty(table))` {"] + tree.lines(indent: "    ") + ["}"]
            } else {
                body += tree.lines(indent: "")
            }
        }
        return """
        // Synthesized from the target's string tables as Tuist's strings template makes them.
        import Foundation

        public enum \(name)Strings {
        \(body.map { "    " + $0 }.joined(separator: "\n"))
        }

        """
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r") + "\""
    }

    /// Members by name, with nested enums for namespaces; the first of two members whose names
    /// give the same identifier is kept (the generated file would not compile otherwise).
    struct NameTree {
        var members: [(name: String, value: String, parameters: String?)] = []
        var children: [(name: String, tree: NameTree)] = []

        mutating func insert(_ path: [String], _ value: String, parameters: String? = nil) {
            guard let first = path.first else { return }
            if path.count == 1 {
                let name = SwiftGenIdentifier.lowerFirstWord(SwiftGenIdentifier.pretty(first))
                guard !name.isEmpty, !members.contains(where: { $0.name == name }) else { return }
                members.append((name, value, parameters))
                return
            }
            let name = SwiftGenIdentifier.pretty(first)
            guard !name.isEmpty else { return }
            if let index = children.firstIndex(where: { $0.name == name }) {
                children[index].tree.insert(Array(path.dropFirst()), value, parameters: parameters)
            } else {
                var tree = NameTree()
                tree.insert(Array(path.dropFirst()), value, parameters: parameters)
                children.append((name, tree))
            }
        }

        func lines(indent: String) -> [String] {
            var lines = members.map { member in
                member.parameters.map { "\(indent)public static func `\(member.name)`(\($0)) -> String { \(member.value) }" }
                    ?? "\(indent)public static let `\(member.name)` = \(member.value)"
            }
            for child in children {
                lines += ["\(indent)public enum `\(child.name)` {"] + child.tree.lines(indent: indent + "    ") + ["\(indent)}"]
            }
            return lines
        }
    }
}
