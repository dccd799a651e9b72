import AppResources

/// The `R` struct R.swift generates for a target from its resources (R.swift's README and
/// Documentation/Examples.md), with the same paths:
/// - `R.string.<table>.<key>`: per key of each string table, a resource that `Text(_:)` and
///   `String(resource:)` take and that called gives the string (`R.string.localizable.title()`), or, for a value with format
///   specifiers, a function taking its arguments first (`_ value1: String`, `Int`, `Double`) and
///   `preferredLanguages:` (`R.string.localizable.welcomeWithName("Arthur")`);
/// - `R.image.<name>` and `R.color.<name>`: resources that `Image(_:)`/`Color(_:)` take and that
///   called (`R.image.settingsIcon()`) give the `UIImage?`/`UIColor?`; a namespace folder is a
///   nested level (`R.image.menu.icons.first()`);
/// - `R.font.<postScriptName>`: called with `size:` gives the `UIFont?`; `Font.custom(_:size:)`
///   takes it.
/// Storyboards, nibs, segues, files, reuse identifiers and `R.info` are not written: a use of one
/// is a stand-in. Names follow R.swift's identifiers (`RswiftIdentifier`). The levels are enums
/// here (R.swift 7 makes them structs whose values are reached the same way).
enum RswiftAccessors {
    static func source(bundle: ResourceBundle) -> String? {
        var strings = AccessorNameTree(naming: .rswift)
        for table in bundle.tableNames {
            for entry in bundle.entries(ofTable: table) {
                let lookup = "NSLocalizedString(\(TuistResourceAccessors.literal(entry.key)), tableName: \(TuistResourceAccessors.literal(table)), comment: \"\")"
                let types = FormatSpecifierTypes.types(in: entry.value).map { $0 == "Float" ? "Double" : $0 }
                if types.isEmpty {
                    // R.swift 7's `StringResource`: `Text(R.string.localizable.title)` and, called, the string.
                    strings.insert([table, entry.key], "RswiftStringResource(key: \(TuistResourceAccessors.literal(entry.key)), tableName: \(TuistResourceAccessors.literal(table)))")
                    continue
                }
                let parameters = types.enumerated().map { "_ value\($0.offset + 1): \($0.element)" } + ["preferredLanguages: [String]? = nil"]
                let value = "String(format: \(lookup), \(types.indices.map { "value\($0 + 1)" }.joined(separator: ", ")))"
                strings.insert([table, entry.key], value, parameters: parameters.joined(separator: ", "))
            }
        }
        var images = AccessorNameTree(naming: .rswift), colors = AccessorNameTree(naming: .rswift)
        for catalog in bundle.catalogs {
            for image in catalog.images { images.insert(image.name.split(separator: "/").map(String.init), "RswiftImageResource(name: \(TuistResourceAccessors.literal(image.name)))") }
            for color in catalog.colors { colors.insert(color.name.split(separator: "/").map(String.init), "RswiftColorResource(name: \(TuistResourceAccessors.literal(color.name)))") }
        }
        var fonts = AccessorNameTree(naming: .rswift)
        for font in bundle.fonts {
            guard let name = font.postScriptName else { continue }
            fonts.insert([name], "RswiftFontResource(name: \(TuistResourceAccessors.literal(name)))")
        }
        let levels = [("string", strings), ("image", images), ("color", colors), ("font", fonts)].filter { !$0.1.members.isEmpty || !$0.1.children.isEmpty }
        guard !levels.isEmpty else { return nil }
        let body = levels.flatMap { name, tree in ["public enum \(name) {"] + tree.lines(indent: "    ") + ["}"] }
        return """
        // Synthesized from the target's resources as R.swift makes its R struct.
        import SwiftUI
        import UIKit

        public enum R {
        \(body.map { "    " + $0 }.joined(separator: "\n"))
        }

        public struct RswiftStringResource {
            public let key: String
            public let tableName: String
            public func callAsFunction(preferredLanguages: [String]? = nil) -> String { NSLocalizedString(key, tableName: tableName, comment: "") }
        }

        public struct RswiftImageResource {
            public let name: String
            public func callAsFunction(compatibleWith traitCollection: Any? = nil) -> UIImage? { UIImage(named: name) }
        }

        public struct RswiftColorResource {
            public let name: String
            public func callAsFunction(compatibleWith traitCollection: Any? = nil) -> UIColor? { UIColor(named: name) }
        }

        public struct RswiftFontResource {
            public let name: String
            public func callAsFunction(size: CGFloat) -> UIFont? { UIFont(name: name, size: size) }
        }

        public extension SwiftUI.Text {
            init(_ resource: RswiftStringResource) { self.init(resource()) }
        }

        public extension String {
            init(resource: RswiftStringResource) { self = resource() }
        }

        public extension SwiftUI.Image {
            init(_ resource: RswiftImageResource) { self.init(resource.name) }
        }

        public extension SwiftUI.Color {
            init(_ resource: RswiftColorResource) { self.init(resource.name) }
        }

        public extension SwiftUI.Font {
            static func custom(_ resource: RswiftFontResource, size: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(resource.name, size: size) }
        }

        """
    }
}

/// The identifiers R.swift makes from resource names (R.swift's README: `settings-icon` →
/// `settingsIcon`, `indicator highlight` → `indicatorHighlight`, `welcome.withName` →
/// `welcomeWithName`, font `Acme-Light` → `acmeLight`): the name is split at every character
/// that is not a letter, digit or `_` (underscores stay: `ic_back` is used as `R.image.ic_back`
/// in public apps), the first part's first letter is lowercased and each later part's uppercased.
/// A leading digit gets `_` (**unverified**).
enum RswiftIdentifier {
    static func identifier(_ name: String) -> String {
        let parts = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        guard let first = parts.first else { return "" }
        let joined = (first.prefix(1).lowercased() + first.dropFirst())
            + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }
}
