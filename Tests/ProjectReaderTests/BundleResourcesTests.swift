import AppResources
import Diagnostics
import Foundation
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// `Bundle.main` answers from the module's target: its Info.plist (build-setting references
/// replaced) and its resource files; only files the bundle holds are ever read, and hostile
/// resources are refused with a warning.
@Suite struct BundleResourcesTests {
    /// A fresh folder with `files` (path → contents) and a `Screen.swift` holding `source`.
    private func module(_ source: String, files: [String: String] = [:]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-bundle-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try source.write(toFile: root + "/Screen.swift", atomically: true, encoding: .utf8)
        return root
    }

    private func read(_ root: String, identity: BundleIdentity? = nil) throws -> FileReading {
        let plist = FileManager.default.fileExists(atPath: root + "/Info.plist") ? root + "/Info.plist" : nil
        let reading = ModuleReader.read(paths: [root + "/Screen.swift"], resourcePaths: [root],
                                        bundleIdentity: identity ?? BundleIdentity(name: "App", infoPlistPath: plist)).readings[0]
        let errors = reading.diagnostics.filter { $0.severity == .error }.map(\.text)
        try #require(errors.isEmpty, "\(errors)")
        return reading
    }

    private static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
    <key>CFBundleShortVersionString</key><string>${MARKETING_VERSION}</string>
    <key>Build</key><integer>42</integer>
    <key>Flags</key><dict><key>beta</key><true/></dict>
    </dict></plist>
    """

    /// Info.plist values with `$(VAR)`/`${VAR}` replaced from the target's build settings; a
    /// missing key is nil with no warning; `kCFBundleIdentifierKey` is "CFBundleIdentifier".
    @Test func infoDictionaryAnswersFromTheTargetsInfoPlist() throws {
        let root = try module("""
        import SwiftUI
        #Preview {
            let info = Bundle.main.infoDictionary ?? [:]
            let build = Bundle.main.object(forInfoDictionaryKey: "Build") as? Int ?? 0
            let missing = Bundle.main.object(forInfoDictionaryKey: "Nope") as? String ?? "none"
            let key = Bundle.main.object(forInfoDictionaryKey: kCFBundleIdentifierKey as String) as? String ?? "?"
            return VStack {
                Text(Bundle.main.bundleIdentifier ?? "?")
                Text(info["CFBundleShortVersionString"] as? String ?? "?")
                Text("\\(build) \\(missing) \\(key)")
                Text(Bundle.main.developmentLocalization ?? "?")
            }
        }
        """, files: ["Info.plist": Self.plist])
        let identity = BundleIdentity(name: "App", infoPlistPath: root + "/Info.plist",
                                      buildSettings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(TARGET_NAME:rfc1034identifier)",
                                                      "MARKETING_VERSION": "3.4"])
        let reading = try read(root, identity: identity)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["com.example.App", "3.4", "42 none com.example.App", "en"])
    }

    /// Without an Info.plist the bundle's Info dictionary is still not known: nil, with the warning.
    @Test func aModuleWithoutAnInfoPlistKeepsTheAssumedNilWarning() throws {
        let root = try module("""
        import SwiftUI
        #Preview { Text(Bundle.main.infoDictionary == nil ? "nil" : "some") }
        """)
        let reading = try read(root)
        #expect(reading.diagnostics.map(\.id) == ["libraryAssumedValue"])
    }

    /// A resource found by name and extension, by name with the extension in it, and below a
    /// subdirectory; its text read back with `String(contentsOf:encoding:)`.
    /// Xcode builds each language of a string table into `<language>.lproj/` at the bundle's
    /// top level, so `path(forResource: "de", ofType: "lproj")` finds a language the tables
    /// have; one they lack is nil, and with no table read at all it stays nil with the warning.
    @Test func localizationFoldersAreFoundForTheLanguagesTheStringTablesHave() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack {
                Text(Bundle.main.path(forResource: "de", ofType: "lproj") ?? "nil")
                Text(Bundle.main.url(forResource: "en", withExtension: "lproj")?.lastPathComponent ?? "nil")
                Text(Bundle.main.path(forResource: "fr", ofType: "lproj") ?? "nil")
            }
        }
        """
        let strings = ["en.lproj/Localizable.strings": "\"hi\" = \"Hi\";", "de.lproj/Localizable.strings": "\"hi\" = \"Hallo\";"]
        let reading = try read(try module(source, files: strings))
        // The made-up bundle folder is /LayoutLensPreview/<Module>.app (Bundle.swift).
        #expect(try #require(reading.scenarios.first).root.texts == ["/LayoutLensPreview/App.app/de.lproj", "en.lproj", "nil"])
        #expect(reading.diagnostics.map(\.id) == ["libraryAssumedValue"], "fr is not among the tables' languages: assumed nil")
        let bare = try read(try module(source))
        #expect(try #require(bare.scenarios.first).root.texts == ["nil", "nil", "nil"])
    }

    /// `Text("\(count)")` is the key `%lld` and `Text(". \(name)")` the key `. %@` (Apple,
    /// `LocalizedStringKey`: an interpolation becomes a format specifier of the key); missing
    /// from the table, SwiftUI formats the key itself, which has no words to translate, so only
    /// the key with words warns.
    @Test func aKeyOfFormatSpecifiersAndPunctuationOnlyShowsItsValuesWithoutAWarning() throws {
        let reading = try read(try module("""
        import SwiftUI
        #Preview {
            let count = 3
            let name = "Olten"
            VStack { Text("\\(count)"); Text(". \\(name)"); Text("\\(count) stops") }
        }
        """, files: ["en.lproj/Localizable.strings": "\"hi\" = \"Hi\";"]))
        #expect(try #require(reading.scenarios.first).root.texts == ["3", ". Olten", "3 stops"])
        #expect(reading.diagnostics.filter { $0.id == "localizedKeyShown" }.map(\.text)
                == ["no value for \"%lld stops\" in table 'Localizable' for 'en'; SwiftUI shows the key itself"])
    }

    /// `Text("")` shows nothing whether or not a string table has the empty key, so a table
    /// without it warns of no key shown; a missing non-empty key still does.
    @Test func anEmptyKeyMissingFromTheTablesShowsNothingWithoutAWarning() throws {
        let reading = try read(try module("""
        import SwiftUI
        #Preview { VStack { Text(""); Text("hi"); Text("bye") } }
        """, files: ["en.lproj/Localizable.strings": "\"hi\" = \"Hi\";"]))
        #expect(try #require(reading.scenarios.first).root.texts == ["", "Hi", "bye"])
        #expect(reading.diagnostics.map(\.id) == ["localizedKeyShown"], "\(reading.diagnostics.map(\.text))")
    }

    @Test func resourcesAreFoundByNameExtensionAndSubdirectory() throws {
        let root = try module("""
        import SwiftUI
        #Preview {
            let a = Bundle.main.url(forResource: "notes", withExtension: "txt")!
            let b = Bundle.main.url(forResource: "notes.txt", withExtension: nil)!
            let c = Bundle.main.url(forResource: "deep", withExtension: "txt", subdirectory: "Texts")!
            let path = Bundle.main.path(forResource: "notes", ofType: "txt")!
            return VStack {
                Text(try! String(contentsOf: a, encoding: .utf8))
                Text(try! String(contentsOf: b))
                Text(try! String(contentsOf: c, encoding: .utf8))
                Text(try! String(contentsOfFile: path))
            }
        }
        """, files: ["Resources/notes.txt": "hello", "Resources/Texts/deep.txt": "deep"])
        let reading = try read(root)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["hello", "hello", "deep", "hello"])
    }

    /// Xcode copies a folder reference with its folder (the Resources phase lists the folder
    /// itself), so its files are found below its name: by the subdirectory, or by a name holding
    /// the folder (`"Sounds/chime"`), which Core Foundation joins to the searched directory.
    @Test func aFolderReferencesFilesAreFoundBelowItsName() throws {
        let root = try module("""
        import SwiftUI
        #Preview {
            let a = Bundle.main.url(forResource: "Sounds/chime", withExtension: "txt")!
            let b = Bundle.main.url(forResource: "chime", withExtension: "txt", subdirectory: "Sounds")!
            let c = Bundle.main.path(forResource: "Sounds/chime", ofType: "txt")!
            return VStack {
                Text(try! String(contentsOf: a, encoding: .utf8))
                Text(try! String(contentsOf: b, encoding: .utf8))
                Text(try! String(contentsOfFile: c))
            }
        }
        """, files: ["Sounds/chime.txt": "ding"])
        let reading = ModuleReader.read(paths: [root + "/Screen.swift"], resourcePaths: [root + "/Sounds"],
                                        bundleIdentity: BundleIdentity(name: "App", infoPlistPath: nil)).readings[0]
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["ding", "ding", "ding"])
    }

    /// A name that climbs out of the bundle finds nothing (nil, with a warning); a link to a file
    /// outside the module's folder is not in the bundle, and says so.
    @Test func namesAndLinksLeavingTheProjectFindNothing() throws {
        let root = try module("""
        import SwiftUI
        #Preview {
            let up = Bundle.main.url(forResource: "../secret", withExtension: "txt")
            let link = Bundle.main.url(forResource: "passwd", withExtension: nil)
            return Text("\\(up == nil) \\(link == nil)")
        }
        """, files: ["../secret.txt": "secret"])
        try FileManager.default.createSymbolicLink(atPath: root + "/passwd", withDestinationPath: "/etc/passwd")
        let reading = try read(root)
        #expect(try #require(reading.scenarios.first).root.texts == ["true true"])
        #expect(reading.diagnostics.filter { $0.id == "libraryAssumedValue" }.count == 2)
    }

    /// A bundled file larger than the 16 MiB read limit is not read: `Data(contentsOf:)` gives a
    /// stand-in with a warning naming the file; a truncated JSON resource throws
    /// `dataCorrupted`, which `try?` turns into nil as in the app.
    @Test func oversizedAndTruncatedResourcesAreRefusedClearly() throws {
        let root = try module("""
        import SwiftUI
        struct Item: Decodable { var name: String }
        #Preview {
            let big = try? Data(contentsOf: Bundle.main.url(forResource: "big", withExtension: "json")!)
            let cut = try! Data(contentsOf: Bundle.main.url(forResource: "cut", withExtension: "json")!)
            let item = try? JSONDecoder().decode(Item.self, from: cut)
            return Text("\\(big == nil) \\(item == nil)")
        }
        """, files: ["cut.json": #"{"name": "a"#])
        let big = FileManager.default.createFile(atPath: root + "/big.json", contents: nil)
        try #require(big)
        let handle = try #require(FileHandle(forWritingAtPath: root + "/big.json"))
        try handle.truncate(atOffset: UInt64(ResourceBundle.fileReadLimit + 1))
        try handle.close()
        let reading = ModuleReader.read(paths: [root + "/Screen.swift"], resourcePaths: [root],
                                        bundleIdentity: BundleIdentity(name: "App")).readings[0]
        #expect(reading.diagnostics.contains { $0.id == "libraryStandInValue" && $0.text.contains("big.json") },
                "\(reading.diagnostics.map(\.text))")
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
    }

    /// Deeply nested JSON is refused by the parser's depth limit, thrown as `dataCorrupted`, never
    /// a crash.
    @Test func deeplyNestedJSONThrowsInsteadOfCrashing() throws {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let root = try module("""
        import SwiftUI
        #Preview {
            let data = try! Data(contentsOf: Bundle.main.url(forResource: "deep", withExtension: "json")!)
            let value = try? JSONDecoder().decode([[Int]].self, from: data)
            return Text(value == nil ? "refused" : "read")
        }
        """, files: ["deep.json": deep])
        let reading = try read(root)
        #expect(try #require(reading.scenarios.first).root.texts == ["refused"])
    }

    /// `PropertyListDecoder` reads a bundled XML plist with the same `Decodable` rules.
    @Test func propertyListDecoderReadsABundledPlist() throws {
        let root = try module("""
        import SwiftUI
        struct Theme: Decodable { var name: String; var spacing: Double; var rounded: Bool }
        #Preview {
            let url = Bundle.main.url(forResource: "Theme", withExtension: "plist")!
            let theme = try! PropertyListDecoder().decode(Theme.self, from: Data(contentsOf: url))
            let line = "\\(theme.name) \\(theme.spacing) \\(theme.rounded)"
            return Text(line)
        }
        """, files: ["Theme.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>name</key><string>Ocean</string><key>spacing</key><integer>8</integer><key>rounded</key><true/></dict></plist>
        """])
        let reading = try read(root)
        #expect(reading.diagnostics.isEmpty, "\\(reading.diagnostics.map(\\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["Ocean 8.0 true"])
    }

    /// A reader generic over its result (`func value<T>(forKey:) -> T` with `as? T`, beside a
    /// disfavoured `-> T?` overload, as apps write Info.plist readers) gets the values: a cast to
    /// a generic parameter the interpreter does not bind succeeds, and the optional overload is
    /// the one an optional context takes. `bundleURL.pathExtension` is "app".
    @Test func genericInfoPlistReadersGetTheirValues() throws {
        let root = try module("""
        import SwiftUI
        struct Reader {
            let bundle: Bundle
            var identifier: String { value(forKey: kCFBundleIdentifierKey as String) }
            var missing: String? { value(forKey: "Nope") }
            @_disfavoredOverload
            private func value<T>(forKey key: String) -> T {
                guard let result = bundle.object(forInfoDictionaryKey: key) as? T else { fatalError("Add \\(key)") }
                return result
            }
            private func value<T>(forKey key: String) -> T? { bundle.object(forInfoDictionaryKey: key) as? T }
        }
        #Preview {
            let reader = Reader(bundle: .main)
            let line = "\\(reader.identifier) \\(reader.missing ?? "-") \\(Bundle.main.bundleURL.pathExtension)"
            return Text(line)
        }
        """, files: ["Info.plist": Self.plist])
        let identity = BundleIdentity(name: "App", infoPlistPath: root + "/Info.plist", buildSettings: ["PRODUCT_BUNDLE_IDENTIFIER": "org.example.app"])
        let reading = try read(root, identity: identity)
        #expect(reading.diagnostics.isEmpty, "\\(reading.diagnostics.map(\\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["org.example.app - app"])
    }
}
