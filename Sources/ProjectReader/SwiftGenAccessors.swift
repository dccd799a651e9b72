import AppResources
import FileAccess

/// The declarations SwiftGen's bundled templates write for an output of a `swiftgen.yml`
/// (SwiftGen's Documentation/templates), written from the same resources with the same names:
/// - strings, `structured-swift5`/`-swift4`: `enum L10n` (`enumName`) with a `static let` per
///   key, a `static func` (`_ p1: Any`, `Int`, `Float`…) for a value with format specifiers; a
///   key's dot-separated components are nested enums (`settings.title` → `L10n.Settings.title`);
///   with more than one table, or `forceFileNameEnum`, an enum per table (`L10n.Localizable.key`);
/// - strings, `flat-swift5`/`-swift4`: the same with one member per whole key (`settingsTitle`);
/// - xcassets, `swift5`/`swift4`: `enum Asset` (`enumName`) with a `ColorAsset` (`colorTypeName`)
///   per colour set and an `ImageAsset` (`imageTypeName`) per image set (`.swiftUIColor`,
///   `.color`, `.swiftUIImage`, `.image`); an enum per catalog when there are several or
///   `forceFileNameEnum`; a namespace folder is a nested enum;
/// - fonts, `swift5`/`swift4`: `enum FontFamily` (`enumName`) with an enum per family and a
///   `FontConvertible` (`fontTypeName`) per face, named by its style (`FontFamily.Inter.semiBold`),
///   with `.swiftUIFont(size:)`, `.font(size:)` and `Font.custom(_:size:)`.
/// `publicAccess` changes no name (everything here is `public`). Identifiers follow StencilSwiftKit's
/// `swiftIdentifier:"pretty"` and `lowerFirstWord` (`SwiftGenIdentifier`).
enum SwiftGenAccessors {
    /// The type the output declares, and its Swift text (nil when the inputs hold nothing for it).
    static func source(_ template: SwiftGenTemplate, parameters: [String: String], bundle: ResourceBundle) -> (typeName: String, text: String?) {
        let forceFileNameEnum = parameters["forceFileNameEnum"] != nil
        switch template {
        case .structuredStrings, .flatStrings:
            let enumName = parameters["enumName"] ?? "L10n"
            let tables = bundle.tableNames
            return (enumName, TuistResourceAccessors.stringsSource(enumName: enumName, tables: tables, bundle: bundle,
                                                                   enumPerTable: tables.count > 1 || forceFileNameEnum,
                                                                   splittingKeys: template == .structuredStrings,
                                                                   origin: "string tables as SwiftGen's strings template makes them"))
        case .assets:
            let enumName = parameters["enumName"] ?? "Asset"
            return (enumName, TuistResourceAccessors.assetsSource(enumName: enumName, colorType: parameters["colorTypeName"] ?? "ColorAsset",
                                                                  imageType: parameters["imageTypeName"] ?? "ImageAsset", catalogs: bundle.catalogs,
                                                                  enumPerCatalog: bundle.catalogs.count > 1 || forceFileNameEnum,
                                                                  origin: "asset catalogs as SwiftGen's xcassets template makes them"))
        case .fonts:
            let enumName = parameters["enumName"] ?? "FontFamily"
            return (enumName, fontsSource(enumName: enumName, fontType: parameters["fontTypeName"] ?? "FontConvertible", fonts: bundle.fonts,
                                          tool: "SwiftGen's"))
        }
    }

    /// `enum <enumName>` with an enum per family (`family|swiftIdentifier:"pretty"`) holding a
    /// member per face (`style|swiftIdentifier:"pretty"|lowerFirstWord`) and `all` (its faces),
    /// then `allCustomFonts` and `registerAllCustomFonts()`; a face without a PostScript, family
    /// or style name is left out (SwiftGen reads them from Core Text). `tool` names whose
    /// template it is (SwiftGen's or Tuist's, which write the same shape).
    static func fontsSource(enumName: String, fontType: String, fonts: [AppFont], tool: String) -> String? {
        var tree = AccessorNameTree()
        for font in fonts {
            guard let name = font.postScriptName, let family = font.familyName, let style = font.styleName else { continue }
            let path = PathText.lastComponent(font.path)
            tree.insert([family, style], "\(fontType)(name: \(TuistResourceAccessors.literal(name)), family: \(TuistResourceAccessors.literal(family)), path: \(TuistResourceAccessors.literal(path)))")
        }
        guard !tree.children.isEmpty else { return nil }
        for index in tree.children.indices where !tree.children[index].tree.members.contains(where: { $0.name == "all" }) {
            let faces = tree.children[index].tree.members.map { "`\($0.name)`" }.joined(separator: ", ")
            tree.children[index].tree.members.append(.init(name: "all", value: "[\(faces)]", parameters: nil, returnType: ""))
        }
        let families = tree.children.map { "`\($0.name)`.all" }.joined(separator: ", ")
        return """
        // Synthesized from the font files as \(tool) fonts template makes them.
        import SwiftUI
        import UIKit

        public enum \(enumName) {
        \(tree.lines(indent: "").map { "    " + $0 }.joined(separator: "\n"))
            public static let allCustomFonts: [\(fontType)] = [\(families)].flatMap { $0 }
            public static func registerAllCustomFonts() {
                allCustomFonts.forEach { $0.register() }
            }
        }

        public struct \(fontType) {
            public let name: String
            public let family: String
            public let path: String
            public func font(size: CGFloat) -> UIFont { UIFont(name: name, size: size)! }
            public func swiftUIFont(size: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(name, size: size) }
            public func swiftUIFont(fixedSize: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(name, fixedSize: fixedSize) }
            public func swiftUIFont(size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {
                SwiftUI.Font.custom(name, size: size, relativeTo: textStyle)
            }
            public func register() {}
        }

        public extension SwiftUI.Font {
            static func custom(_ font: \(fontType), size: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(font.name, size: size) }
            static func custom(_ font: \(fontType), fixedSize: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(font.name, fixedSize: fixedSize) }
            static func custom(_ font: \(fontType), size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {
                SwiftUI.Font.custom(font.name, size: size, relativeTo: textStyle)
            }
        }

        """
    }
}
