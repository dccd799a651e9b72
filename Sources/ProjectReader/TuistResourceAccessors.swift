import AppResources
import FileAccess
import SwiftFrontEnd

/// A target whose resources a build tool turns into Swift accessors, with those resources.
public struct ResourceAccessorTarget: Sendable, Equatable {
    /// The target's module name: the prefix of the types Tuist generates.
    public var name: String
    /// The resources the tool reads (Tuist, R.swift: the target's; SwiftGen: its `inputs`).
    public var resourcePaths: [String]
    public var generator: ResourceAccessorGenerator

    public init(name: String, resourcePaths: [String], generator: ResourceAccessorGenerator = .tuist) {
        self.name = name
        self.resourcePaths = resourcePaths
        self.generator = generator
    }
}

/// Which tool writes a target's accessors, and how.
public enum ResourceAccessorGenerator: Sendable, Equatable {
    /// Tuist's synthesized `<Target>Asset` and `<Target>Strings` (`TuistResourceAccessors`).
    case tuist
    /// A SwiftGen output with one of its bundled templates and that output's `params`
    /// (`SwiftGenAccessors`).
    case swiftGen(SwiftGenTemplate, parameters: [String: String])
    /// R.swift's `R` (`RswiftAccessors`).
    case rswift
}

/// The SwiftGen bundled templates whose declarations LayoutLens writes.
public enum SwiftGenTemplate: String, Sendable, Equatable {
    case structuredStrings, flatStrings, assets, fonts
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
///   dot-separated parts are nested enums;
/// - font files → `enum <Name>FontFamily` with an enum per family and a `<Name>FontConvertible`
///   per face (`.font(size:)`, `.swiftUIFont(size:)`), each family's `all`, `allCustomFonts` and
///   `registerAllCustomFonts()` (Tuist's `FontsTemplate`, tuist/tuist
///   Sources/TuistGenerator/Templates/FontsTemplate.swift; the same shape as SwiftGen's, so
///   `SwiftGenAccessors.fontsSource` writes it).
/// Identifiers follow SwiftGen's `swiftIdentifier:"pretty"|lowerFirstWord` (`ic_home` →
/// `icHome`, `URLColor` → `urlColor`), written in backticks. Plists and other files are not
/// synthesized here. A type the target's module declares itself is not generated again.
///
/// Every module with its own resources gets its own accessors: SwiftGen's `L10n` and `Asset` of
/// a design-system package and those of the app beside it are two types of one name, each its
/// module's (`Interpreter`'s `ModuleScopedTypes`), so each generated file is given its target's
/// module (`Generated.module`).
enum TuistResourceAccessors {
    /// A generated file and the module it belongs to.
    struct Generated {
        var syntax: SourceFileSyntax
        var module: String
    }

    /// The generated files of `targets`, placed beside `path`; `declaredTypes` gives the types a
    /// module's own files declare (a committed generated file), which are not generated again.
    /// The first file of a name is `Derived/Sources/<Tool>Generated+<Type>.swift`; another
    /// target's of the same name lies in a folder of the target's name.
    static func syntax(for targets: [ResourceAccessorTarget], declaredTypes: (String) -> Set<String>, besideFile path: String?) -> [Generated] {
        guard let path else { return [] }
        let folder = PathText.deletingLastComponent(path)
        var generatedByModule: [String: Set<String>] = [:]
        var paths: Set<String> = []
        return targets.flatMap { target -> [Generated] in
            let (bundle, _) = ResourceBundle.load(paths: target.resourcePaths)
            let files: [(typeName: String, text: String?)]
            switch target.generator {
            case .tuist:
                let typePrefix = TuistAccessorTypePrefix.of(targetName: target.name)
                files = [(typePrefix + "Asset", assetsSource(name: typePrefix, bundle: bundle)),
                         (typePrefix + "Strings", stringsSource(name: typePrefix, bundle: bundle, resourcePaths: target.resourcePaths)),
                         (typePrefix + "FontFamily", SwiftGenAccessors.fontsSource(enumName: typePrefix + "FontFamily",
                                                                                    fontType: typePrefix + "FontConvertible",
                                                                                    fonts: bundle.fonts, tool: "Tuist's"))]
            case let .swiftGen(template, parameters):
                files = [SwiftGenAccessors.source(template, parameters: parameters, bundle: bundle)]
            case .rswift:
                files = [("R", RswiftAccessors.source(bundle: bundle))]
            }
            let prefix = target.generator == .tuist ? "TuistGenerated" : target.generator == .rswift ? "RswiftGenerated" : "SwiftGenGenerated"
            // A type the program declares (a committed generated file) or that another output
            // already made is not generated again.
            return files.compactMap { typeName, text in
                guard let text else { return nil }
                if generatedByModule[target.name] == nil { generatedByModule[target.name] = declaredTypes(target.name) }
                guard generatedByModule[target.name, default: []].insert(typeName).inserted else { return nil }
                var file = folder + "/Derived/Sources/\(prefix)+\(typeName).swift"
                if !paths.insert(file).inserted {
                    file = folder + "/Derived/Sources/\(target.name)/\(prefix)+\(typeName).swift"
                    paths.insert(file)
                }
                guard case let .parsed(syntax, _) = InterpretedReading.parse(bytes: Array(text.utf8), file: file) else { return nil }
                return Generated(syntax: syntax, module: target.name)
            }
        }
    }

    // MARK: Assets

    static func assetsSource(name: String, bundle: ResourceBundle) -> String? {
        let catalogs = bundle.catalogs.filter { !$0.colors.isEmpty || !$0.images.isEmpty }
        return assetsSource(enumName: name + "Asset", colorType: name + "Colors", imageType: name + "Images", catalogs: catalogs,
                            enumPerCatalog: catalogs.count > 1, origin: "the target's asset catalogs as Tuist's assets template makes them")
    }

    /// `enum <enumName>` with a member per colour and image set of `catalogs` (an enum per
    /// catalog when `enumPerCatalog`; a namespace folder's sets in a nested enum), the
    /// `colorType` and `imageType` they are made of, and SwiftUI's `Color(asset:)`/`Image(asset:)`.
    static func assetsSource(enumName: String, colorType colors: String, imageType images: String, catalogs: [AssetCatalog],
                             enumPerCatalog: Bool, origin: String) -> String? {
        guard catalogs.contains(where: { !$0.colors.isEmpty || !$0.images.isEmpty }) else { return nil }
        var body: [String] = []
        for catalog in catalogs {
            var tree = AccessorNameTree()
            for color in catalog.colors { tree.insert(color.name.split(separator: "/").map(String.init), "\(colors)(name: \(literal(color.name)))") }
            for image in catalog.images { tree.insert(image.name.split(separator: "/").map(String.init), "\(images)(name: \(literal(image.name)))") }
            if enumPerCatalog {
                let catalogName = PathText.lastComponent(catalog.path).replacingOccurrences(of: ".xcassets", with: "")
                body += ["public enum `\(SwiftGenIdentifier.pretty(catalogName))` {"] + tree.lines(indent: "    ") + ["}"]
            } else {
                body += tree.lines(indent: "")
            }
        }
        return """
        // Synthesized from \(origin).
        import SwiftUI
        import UIKit

        public enum \(enumName) {
        \(body.map { "    " + $0 }.joined(separator: "\n"))
        }

        public final class \(colors) {
            public fileprivate(set) var name: String
            public var color: UIColor { UIColor(named: name)! }
            public var swiftUIColor: SwiftUI.Color { SwiftUI.Color(name, bundle: BundleToken.bundle) }
            fileprivate init(name: String) { self.name = name }
        }

        public struct \(images) {
            public fileprivate(set) var name: String
            public var image: UIImage { UIImage(named: name)! }
            public var swiftUIImage: SwiftUI.Image { SwiftUI.Image(name, bundle: BundleToken.bundle) }
        }

        public extension SwiftUI.Color {
            init(asset: \(colors)) { self.init(asset.name, bundle: BundleToken.bundle) }
        }

        public extension SwiftUI.Image {
            init(asset: \(images)) { self.init(asset.name, bundle: BundleToken.bundle) }
            init(asset: \(images), label: Text) { self.init(asset.name, bundle: BundleToken.bundle, label: label) }
            init(decorative asset: \(images)) { self.init(decorative: asset.name, bundle: BundleToken.bundle) }
        }

        // The bundle the accessors look their sets up in: the package target's own
        // (`Bundle.module`), else the bundle of the code's module.
        private final class BundleToken {
            static let bundle: Bundle = {
                #if SWIFT_PACKAGE
                return Bundle.module
                #else
                return Bundle(for: BundleToken.self)
                #endif
            }()
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
        return stringsSource(enumName: name + "Strings", tables: tables, bundle: bundle, enumPerTable: tables.count > 1, splittingKeys: true,
                             origin: "the target's string tables as Tuist's strings template makes them")
    }

    /// `enum <enumName>` with a `static let` per key of `tables` (a `static func` taking the
    /// format's arguments when its value has format specifiers); an enum per table when
    /// `enumPerTable`; with `splittingKeys`, a key's dot-separated parts are nested enums.
    static func stringsSource(enumName: String, tables: [String], bundle: ResourceBundle, enumPerTable: Bool, splittingKeys: Bool,
                              origin: String) -> String? {
        guard !tables.isEmpty else { return nil }
        var body: [String] = []
        for table in tables {
            var tree = AccessorNameTree()
            for entry in bundle.entries(ofTable: table) {
                let path = splittingKeys ? entry.key.split(separator: ".", omittingEmptySubsequences: true).map(String.init) : [entry.key]
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
            if enumPerTable {
                body += ["public enum `\(SwiftGenIdentifier.pretty(table))` {"] + tree.lines(indent: "    ") + ["}"]
            } else {
                body += tree.lines(indent: "")
            }
        }
        return """
        // Synthesized from \(origin).
        import Foundation

        public enum \(enumName) {
        \(body.map { "    " + $0 }.joined(separator: "\n"))
        }

        """
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r") + "\""
    }
}
