// libFuzzer target: bytes as an asset catalog's `Contents.json` → JSON parser → the catalog
// reader (groups and namespaces, image sets and their variants, colour sets and their
// components) → the lookups `Image("…")` and `Color("…")` make.
//
// The reader walks a folder, so each input is written as four `Contents.json` files of one
// catalog in a scratch folder: the catalog's own, a namespace group's, an image set's (beside a
// 2×1 PNG named `logo.png`) and a colour set's. One input thus reaches every kind of
// `Contents.json` the reader knows.
import AppResources
import Foundation

/// The smallest PNG header the size reader accepts: signature, IHDR of a 2×1 image.
let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                    0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0]
let contentsFiles = ["Assets.xcassets/Contents.json", "Assets.xcassets/Group/Contents.json",
                     "Assets.xcassets/Group/Logo.imageset/Contents.json", "Assets.xcassets/Brand.colorset/Contents.json"]
let scratch: ScratchFolder = {
    let folder = ScratchFolder(files: [:])
    png.withUnsafeBufferPointer { folder.write($0, to: "Assets.xcassets/Group/Logo.imageset/logo.png") }
    return folder
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    for file in contentsFiles { scratch.write(bytes, to: file) }
    let (bundle, _) = ResourceBundle.load(paths: [scratch.path + "/Assets.xcassets"])
    for name in ["Logo", "Group/Logo"] {
        for appearance in [Appearance.light, .dark] {
            for scale in [1.0, 3] { _ = bundle.image(named: name)?.pointSize(scale: scale, appearance: appearance) }
        }
    }
    _ = bundle.image(symbol: "logo")
    for appearance in [Appearance.light, .dark] { _ = bundle.color(named: "Brand")?.value(appearance: appearance) }
    _ = bundle.color(symbol: ".brand")
    return 0
}
