import AppResources
import LayoutEngine
import SwiftInterpreter

/// `Font.custom(_:size:)`, `.custom(_:size:relativeTo:)`, `.custom(_:fixedSize:)` and
/// `UIFont(name:size:)`: a font the app bundles, found by name among the module's font files
/// (`ResourceBundle.font(named:)`).
///
/// Dynamic Type (Apple, "Applying custom fonts to text" and the `Font.custom` documentation):
/// `custom(_:size:)` scales relative to the body style, `custom(_:size:relativeTo:)` relative to
/// the style given, and `custom(_:fixedSize:)` never scales; a `UIFont` made by name has a fixed
/// size too (UIKit scales it only through `UIFontMetrics`).
///
/// A name no bundled font has: SwiftUI silently uses the system font at that size; here the
/// measurer does the same (it knows no font of that name) and the runtime warns
/// `customFontNotFound` — unless the name is the system font's own ("SF Pro",
/// `namesTheSystemFont`), or, for a family iOS installs (`InstalledIOSFonts`), which iOS draws
/// but LayoutLens measures with the system font, `appleAssumedValue`. A font found in a file that `Info.plist`'s `UIAppFonts` does not list
/// warns `customFontNotRegistered` and is used anyway.
extension SwiftUIRuntime {
    /// How a custom font's size follows Dynamic Type.
    enum CustomFontScaling {
        case relativeTo(TextStyle)
        case fixed
    }

    /// The descriptor `Font.custom(…)` (or `UIFont(name:size:)` with `uiKit`) makes from its
    /// arguments.
    func customFont(_ arguments: NativeArguments, uiKit: Bool = false) throws -> FontDescriptor {
        let name = try string(arguments.unlabelled.first ?? arguments["name"] ?? .string(""), "name")
        let scaling: CustomFontScaling
        let sizeValue: Value
        if let fixed = arguments["fixedSize"] {
            sizeValue = fixed
            scaling = .fixed
        } else {
            sizeValue = arguments["size"] ?? .double(TextStyle.body.size)
            if uiKit {
                scaling = .fixed
            } else if let style = arguments["relativeTo"] {
                let styleName = try caseName(style, "Font.TextStyle")
                guard let textStyle = TextStyle(rawValue: styleName) else {
                    throw failure(.noMemberOnType(styleName, type: "Font.TextStyle"), naming: styleName)
                }
                scaling = .relativeTo(textStyle)
            } else {
                scaling = .relativeTo(.body)
            }
        }
        let size = zeroSizeAsCoreTextDefault(try number(sizeValue, "size"))
        guard size.isFinite, size > 0 else { throw failure("a font size must be positive, not \(size)") }
        var descriptor = FontDescriptor(family: .custom(bundledFontName(name)), size: size)
        if case .relativeTo(let style) = scaling { descriptor.scalesRelativeTo = style }
        return descriptor
    }

    /// "SF Pro", "SF Pro Text", "SF Pro Display" and their regular faces' PostScript names
    /// (`SFProText-Regular`): the system font itself. iOS does not list it among
    /// `UIFont.familyNames` (the listings `InstalledIOSFonts` cites), so `Font.custom` falls back
    /// to the system font at that size — the face asked for, either way: the measurer draws it
    /// (it knows no font of that name) and nothing is assumed. A bold or rounded face
    /// (`SFProDisplay-Bold`, "SF Pro Rounded") is another face, still warned.
    static func namesTheSystemFont(_ name: String) -> Bool {
        let parts = name.split(separator: "-", maxSplits: 1).map { $0.lowercased().filter { $0.isLetter } }
        guard let family = parts.first, ["sfpro", "sfprotext", "sfprodisplay"].contains(family) else { return false }
        return parts.count == 1 || parts[1] == "regular"
    }

    /// The name the measurer finds the bundled face by (its PostScript name, which names one face
    /// of a family), warning when the app does not bundle or register it.
    private func bundledFontName(_ name: String) -> String {
        guard let found = resources.font(named: name) else {
            if Self.namesTheSystemFont(name) { return name }
            if let family = InstalledIOSFonts.family(named: name) {
                warn(.installedFontNotMeasured(name, family: family))
            } else {
                warn(.customFontNotFound(name))
            }
            return name
        }
        if found.isRegistered == false, !registeredFontFiles.contains(found.path) {
            warn(.customFontNotRegistered(name, file: found.path.split(separator: "/").last.map(String.init) ?? found.path))
        }
        return found.postScriptName ?? name
    }
}
