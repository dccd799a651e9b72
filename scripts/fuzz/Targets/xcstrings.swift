// libFuzzer target: bytes as a string catalog (`Localizable.xcstrings`) → JSON parser → the
// catalog reader (string units, plural and device variations, substitutions) → the lookups and
// formatting `Text("…")` makes, in the source language and another.
//
// The reader takes a path, so each input is written over `Localizable.xcstrings` in a scratch
// folder made once per process.
import AppResources
import Foundation

let scratch = ScratchFolder(files: [:])
/// Keys and format strings the seeds and the dictionary use.
let keys = ["greeting", "%lld items", "Hello, %@!", "%#@count@", "title", ""]
let locales: [String?] = [nil, "de", "fr-CA"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    scratch.write(UnsafeBufferPointer(start: data, count: size), to: "Localizable.xcstrings")
    let (bundle, _) = ResourceBundle.load(paths: [scratch.path + "/Localizable.xcstrings"])
    for key in keys {
        for locale in locales {
            _ = bundle.string(key: key, locale: locale, count: 1, device: "ipad")
            _ = bundle.formatted(key: key, locale: locale, arguments: [.integer(2), .string("Ana"), .number(1.5)])
        }
    }
    return 0
}
