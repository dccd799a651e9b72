import Testing
@testable import ProjectModel

/// A `Package.swift` is taken for a manifest when it names `PackageDescription`; the bytes are
/// searched first, and a match they report must be one the decoded characters hold too.
@Suite struct ManifestRecognitionTests {
    static let texts = [
        "// swift-tools-version:5.9\nimport PackageDescription\n", "PackageDescription", "import PackageDescription",
        "x.PackageDescription.y", "éPackageDescription", "PackageDescriptioné", "PackageDescription\u{301}",
        "\u{600}PackageDescription", "Package Description", "PackageDescriptio", "", "import Foundation\n",
    ]

    @Test func aMatchBetweenASCIIBytesIsAMatchOfCharacters() {
        for text in Self.texts {
            let bytes = ArraySlice(Array(text.utf8))
            if PackageManifestReader.namesPackageDescriptionBetweenASCII(bytes) {
                #expect(text.contains("PackageDescription"), "\(text)")
            }
        }
        // A combining accent after the name makes its last letter another character; a Prepend
        // mark before it (U+0600) joins the first: the characters do not spell the name.
        #expect(!"PackageDescription\u{301}".contains("PackageDescription"))
        #expect(!PackageManifestReader.namesPackageDescriptionBetweenASCII(ArraySlice(Array("PackageDescription\u{301}".utf8))))
    }

    @Test func anImportOfPackageDescriptionIsFoundInTheBytes() {
        for text in ["// swift-tools-version:5.9\nimport PackageDescription\n", "PackageDescription", "x.PackageDescription.y"] {
            #expect(PackageManifestReader.namesPackageDescriptionBetweenASCII(ArraySlice(Array(text.utf8))), "\(text)")
        }
        #expect(!PackageManifestReader.namesPackageDescriptionBetweenASCII(ArraySlice(Array("Package Description".utf8))))
    }

    @Test func aFileNamingPackageDescriptionOrImportingNothingIsAManifest() throws {
        let scratch = try ScratchFolder()
        let manifest = try scratch.write("A/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n")
        let model = try scratch.write("B/Package.swift", "import Foundation\nstruct Package { var name: String }\n")
        let bare = try scratch.write("C/Package.swift", "let x = 1\n")
        #expect(PackageManifestReader.isManifest(manifest))
        #expect(!PackageManifestReader.isManifest(model))
        #expect(PackageManifestReader.isManifest(bare))
    }
}
