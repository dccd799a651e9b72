import AppResources
import Diagnostics
import SwiftUIRuntime

/// How a module sizes `Image("name")` and `Image(.symbol)`: the image set of its asset catalogs
/// picked for the device's scale (points = pixels ÷ the variant's scale, Apple's "Image set"
/// documentation), then an image in the `Assets/` folder beside the file, then the missing-asset
/// placeholder with a warning.
enum ModuleImages {
    static func resolve(_ name: String, isSymbol: Bool, bundle: ResourceBundle, assets: ImageAssets, scale: Double) -> ImageResolution {
        if isSymbol { return ImageResolution(size: ImageAssets.systemSymbolSize) }
        let asset = bundle.image(named: name) ?? bundle.image(symbol: name)
        if let asset { return ImageResolution(asset: asset, name: name, scale: scale) }
        let beside = InterpretedReading.resolveImage(name, isSymbol: false, assets: assets)
        guard beside.warning != nil else { return beside }
        let placeholder = ImageAssets.placeholderSize
        return ImageResolution(size: placeholder, warning: .missingModuleAsset(name, placeholder: "\(Int(placeholder.width))×\(Int(placeholder.height)) pt"))
    }
}
