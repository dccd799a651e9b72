import AppResources
import LayoutEngine
import SwiftInterpreter

extension SwiftUIRuntime {
    /// The colour of an asset catalog's colour set that `Color("name")` or `Color(.symbol)` names
    /// (Apple: `init(_ name: String, bundle: Bundle? = nil)` looks the colour up in the asset
    /// catalog; Xcode 15 generates a `ColorResource` symbol for each colour set). A name the
    /// module's catalogs lack is drawn clear, as SwiftUI does at run time; without any catalog (a
    /// file read alone) it is drawn gray, a stand-in; either with a warning. Nil when the
    /// arguments name no asset (`Color(.systemBackground)`, `Color(uiColor:)`).
    /// `Color.brandPrimary` and `.foregroundStyle(.brandPrimary)` where no file declares the
    /// name: the `Color` extension Xcode 15+ generates for each colour set of the target's asset
    /// catalogs when Swift asset symbol extensions are on (the default of new projects; Apple,
    /// Xcode 15 release notes, `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`),
    /// the colour set's light appearance. Nil when no colour set has that symbol.
    func generatedAssetColor(_ member: UnresolvedMember) -> Value? {
        guard member.arguments == nil, !resources.catalogs.isEmpty,
              let value = resources.color(symbol: member.name)?.value(appearance: .light)?.layoutColor else { return nil }
        return color(value, label: "Color." + member.name)
    }

    func assetColor(_ arguments: NativeArguments) throws -> ColorValue? {
        guard let first = arguments.unlabelled.first else { return nil }
        switch first {
        case let .string(name):
            // `Color("name", bundle: .module)`: looked up in the bundle named (`LookupBundle`).
            if let value = colorInLookupBundle(name, bundle: arguments["bundle"]) { return value }
            if let value = resources.color(named: name)?.value(appearance: .light)?.layoutColor { return value }
            if resources.catalogs.isEmpty {
                warn(.colorAssetNotRead(name), at: argumentRange(nil))
                return .system(.gray)
            }
            warn(.missingColorAsset(name), at: argumentRange(nil))
            return .rgb(red: 0, green: 0, blue: 0, opacity: 0)
        case let .unresolvedMember(member) where member.arguments == nil:
            return resources.color(symbol: member.name)?.value(appearance: .light)?.layoutColor
        default:
            return nil
        }
    }
}
