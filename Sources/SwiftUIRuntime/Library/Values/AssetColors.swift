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
    func assetColor(_ arguments: NativeArguments) throws -> ColorValue? {
        guard let first = arguments.unlabelled.first else { return nil }
        switch first {
        case let .string(name):
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
