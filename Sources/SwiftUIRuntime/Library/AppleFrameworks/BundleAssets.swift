import AppResources
import Diagnostics
import LayoutEngine
import SwiftInterpreter

extension ImageResolution {
    /// The size of a catalog's image set on a device of `scale`: points = pixels ÷ the chosen
    /// variant's scale (Apple, "Image Size and Resolution"); an unreadable file is a 100 × 100 pt
    /// placeholder with `unreadableAsset`.
    public init(asset: ImageAsset, name: String, scale: Double) {
        if let size = asset.pointSize(scale: scale) {
            self.init(size: size)
            return
        }
        let file = (asset.variants.first?.path ?? asset.path).split(separator: "/").last.map(String.init) ?? asset.path
        self.init(size: Self.placeholderSize, warning: .unreadableAsset(name, reason: "\(file) has no size LayoutLens can read"))
    }

    /// The size a missing or unreadable image is drawn at: a visible 100 × 100 pt square.
    public static let placeholderSize = Size(width: 100, height: 100)
}

extension SwiftUIRuntime {
    /// Whether lookups must tell bundles apart: a `bundle:` naming a package target's bundle, or
    /// an app whose package targets' resources are not its own (`mainResources`). Otherwise every
    /// lookup answers from the module's resources, as before bundles were told apart.
    private func distinguishes(_ bundle: LookupBundle) -> Bool {
        bundle.packageTarget != nil || mainResources != nil
    }

    /// `Image("name", bundle: …)` (Apple docs, "Image", `init(_:bundle:)`: the bundle to search,
    /// the main bundle when nil): the image set of the bundle the argument names. An image only
    /// another bundle of the app has is missing there, as on iOS: a placeholder with
    /// `missingAsset` naming both bundles. Nil when the module's own lookup answers (the bundles
    /// are not told apart, or no bundle has the image).
    func imageInLookupBundle(_ name: String, bundle argument: Value?) -> ImageResolution? {
        let bundle = lookupBundle(argument)
        guard distinguishes(bundle) else { return nil }
        if let asset = bundle.resources.image(named: name) { return ImageResolution(asset: asset, name: name, scale: device.scale) }
        guard let holder = bundles(besides: bundle).first(where: { $0.resources.image(named: name) != nil }) else { return nil }
        let placeholder = ImageResolution.placeholderSize
        return ImageResolution(size: placeholder, warning: .assetInAnotherBundle("image", name, lookedIn: bundle.name, foundIn: holder.name,
                                                                                 drawn: "using a \(Int(placeholder.width))×\(Int(placeholder.height)) pt placeholder"))
    }

    /// `Color("name", bundle: …)` (Apple docs, "Color", `init(_:bundle:)`): the colour set of the
    /// bundle the argument names, its light appearance. A colour only another bundle of the app
    /// has is missing there: clear, as SwiftUI draws a missing colour, with `missingColorAsset`
    /// naming both bundles. Nil when the module's own lookup answers.
    func colorInLookupBundle(_ name: String, bundle argument: Value?) -> ColorValue? {
        let bundle = lookupBundle(argument)
        guard distinguishes(bundle) else { return nil }
        if let value = bundle.resources.color(named: name)?.value(appearance: .light)?.layoutColor { return value }
        guard let holder = bundles(besides: bundle).first(where: { $0.resources.color(named: name) != nil }) else { return nil }
        warn(.colorInAnotherBundle(name, lookedIn: bundle.name, foundIn: holder.name), at: argumentRange(nil))
        return .rgb(red: 0, green: 0, blue: 0, opacity: 0)
    }
}
