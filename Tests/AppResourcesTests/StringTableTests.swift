import Diagnostics
import Foundation
import Testing
@testable import AppResources

@Suite("String catalogs and tables")
struct StringTableTests {
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "menu.title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Menu" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Speisekarte" } }
          }
        },
        "%lld items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } },
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld article" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld articles" } }
            } } }
          }
        },
        "Tap here" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click here" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap here" } }
            } } }
          }
        },
        "Hello, World" : { },
        "%lld photos in %@" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@photos@ in %2$@" },
              "substitutions" : { "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "one photo" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
              } } } }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

    private func catalogBundle(_ box: Sandbox) throws -> ResourceBundle {
        try box.write("Localizable.xcstrings", Self.catalog)
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("Localizable.xcstrings")])
        #expect(diagnostics.isEmpty)
        return bundle
    }

    @Test("The development language is the catalog's source language; another locale is chosen by code")
    func languages() throws {
        let box = try Sandbox()
        let bundle = try catalogBundle(box)
        #expect(bundle.developmentLanguage == "en")
        #expect(bundle.string(key: "menu.title").text == "Menu")
        #expect(bundle.string(key: "menu.title", locale: "de").text == "Speisekarte")
        #expect(bundle.string(key: "menu.title", locale: "de-AT").text == "Speisekarte")
        // No Japanese: the development language's value.
        #expect(bundle.string(key: "menu.title", locale: "ja").text == "Menu")
        #expect(bundle.localizations == ["de", "en", "fr"])
    }

    @Test("Plural variations follow the language's CLDR category")
    func plurals() throws {
        let box = try Sandbox()
        let bundle = try catalogBundle(box)
        #expect(bundle.formatted(key: "%lld items", arguments: [.integer(1)]).text == "1 item")
        #expect(bundle.formatted(key: "%lld items", arguments: [.integer(0)]).text == "0 items")
        // French: 0 is "one" (i = 0,1).
        #expect(bundle.formatted(key: "%lld items", locale: "fr", arguments: [.integer(0)]).text == "0 article")
        #expect(bundle.formatted(key: "%lld items", locale: "fr", arguments: [.integer(2)]).text == "2 articles")
    }

    @Test("Device variations: iPhone uses 'other' when there is no iphone entry")
    func devices() throws {
        let box = try Sandbox()
        let bundle = try catalogBundle(box)
        #expect(bundle.string(key: "Tap here").text == "Tap here")
        #expect(bundle.string(key: "Tap here", device: "mac").text == "Click here")
    }

    @Test("Substitutions replace %#@name@ with the plural form for their argument")
    func substitutions() throws {
        let box = try Sandbox()
        let bundle = try catalogBundle(box)
        #expect(bundle.formatted(key: "%lld photos in %@", arguments: [.integer(3), .string("Rome")]).text == "3 photos in Rome")
        #expect(bundle.formatted(key: "%lld photos in %@", arguments: [.integer(1), .string("Rome")]).text == "one photo in Rome")
    }

    @Test("A catalog key without a value, or one the catalog does not list yet, shows the key as source text; a key of a table with no catalog is missing")
    func keys() throws {
        let box = try Sandbox()
        let bundle = try catalogBundle(box)
        #expect(bundle.string(key: "Hello, World") == LocalizedString(text: "Hello, World", origin: .keyIsSourceText))
        // Xcode extracts the key into Localizable.xcstrings on the next build, its value the key.
        #expect(bundle.string(key: "nowhere") == LocalizedString(text: "nowhere", origin: .keyIsSourceText))
        #expect(bundle.string(key: "nowhere", locale: "de").origin == .keyIsSourceText)
        #expect(bundle.string(key: "menu.title", table: "Other") == LocalizedString(text: "menu.title", origin: .missing))
    }

    @Test(".strings tables: comments, escapes, unquoted words and the folder's language")
    func stringsTable() throws {
        let box = try Sandbox()
        try box.write("en.lproj/Localizable.strings", #"""
        /* A block comment */
        "greeting" = "Hello, \"friend\"\n";   // a line comment
        "tab" = "a\tb";
        "unicode" = "caf\U00E9";
        plain = word;
        "self";
        """#)
        try box.write("de.lproj/Localizable.strings", "\"greeting\" = \"Hallo\";\n")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.root])
        #expect(diagnostics.isEmpty)
        #expect(bundle.string(key: "greeting").text == "Hello, \"friend\"\n")
        // No catalog to extract into: a key the table lacks is missing (the caller warns).
        #expect(bundle.string(key: "farewell") == LocalizedString(text: "farewell", origin: .missing))
        #expect(bundle.string(key: "tab").text == "a\tb")
        #expect(bundle.string(key: "unicode").text == "café")
        #expect(bundle.string(key: "plain").text == "word")
        #expect(bundle.string(key: "self").text == "self")
        #expect(bundle.string(key: "greeting", locale: "de").text == "Hallo")
    }

    @Test(".strings in UTF-16 with a byte-order mark, either byte order")
    func utf16() throws {
        for bigEndian in [true, false] {
            let box = try Sandbox()
            let text = "\"title\" = \"Übersicht\";\n"
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in text.utf16 { bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            try box.write("de.lproj/Localizable.strings", bytes)
            let (bundle, diagnostics) = ResourceBundle.load(paths: [box.root], developmentLanguage: "de")
            #expect(diagnostics.isEmpty)
            #expect(bundle.string(key: "title").text == "Übersicht")
        }
    }

    @Test("A byte-order mark written twice at the start of a .strings file is read as one")
    func repeatedByteOrderMark() throws {
        // FF FE FF FE: a little-endian mark, then U+FEFF again (a tool that added a mark to text
        // that had one). The second is a zero-width no-break space before the first comment.
        let box = try Sandbox()
        var bytes: [UInt8] = [0xFF, 0xFE, 0xFF, 0xFE]
        for unit in "/* c */\n\"title\" = \"Ü\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try box.write("th.lproj/Localizable.strings", bytes)
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.root], developmentLanguage: "th")
        #expect(diagnostics.isEmpty)
        #expect(bundle.string(key: "title").text == "Ü")
    }

    @Test("A malformed .strings line is an error at its line and column; the rest still reads")
    func malformedStrings() throws {
        let box = try Sandbox()
        let path = try box.write("en.lproj/Localizable.strings", "\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n\"d\" = \"4\";\n")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.root])
        // Line 2 lacks its ';': the error is where line 3's '"' stands instead (line 3, column 1);
        // reading resumes after the next ';', which ends line 3, so "c" is lost and "d" is read.
        #expect(diagnostics.map(\.id) == ["malformedStringsTable"])
        #expect(diagnostics.first.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0) == (path, 3, 1))
        #expect(bundle.string(key: "a").text == "1")
        #expect(bundle.string(key: "d").text == "4")
        #expect(bundle.string(key: "b").origin == .missing)
    }

    @Test("A .strings table written as an XML property list reads its string entries")
    func xmlPropertyListStrings() throws {
        let box = try Sandbox()
        try box.write("es.lproj/Localizable.strings", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
              <dict>
                <key>settings.title</key>
                <string>Ajustes &gt; Importar</string>
                <key>count</key>
                <integer>3</integer>
              </dict>
            </plist>

            """)
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.root], developmentLanguage: "es")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.text))")
        // `&gt;` is XML's escape of '>'; an `<integer>` is not a string and is no entry.
        #expect(bundle.string(key: "settings.title").text == "Ajustes > Importar")
        #expect(bundle.string(key: "count").origin == .missing)
    }

    @Test("A repeated .strings key is reported and the last value used")
    func duplicateKey() throws {
        let box = try Sandbox()
        try box.write("en.lproj/Localizable.strings", "\"k\" = \"first\";\n\"k\" = \"second\";\n")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.root])
        #expect(diagnostics.map(\.id) == ["duplicateStringKey"])
        #expect(bundle.string(key: "k").text == "second")
    }

    @Test(".stringsdict plural rules, English one/other and zero for 0")
    func stringsDict() throws {
        let box = try Sandbox()
        try box.write("en.lproj/Localizable.stringsdict", #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>%d messages</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>You have %#@messages@</string>
            <key>messages</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>zero</key><string>no messages</string>
              <key>one</key><string>%d message</string>
              <key>other</key><string>%d messages &amp; more</string>
            </dict>
          </dict>
        </dict>
        </plist>
        """#)
        try box.write("en.lproj/Localizable.strings", "\"%d messages\" = \"plain\";\n")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.root])
        #expect(diagnostics.isEmpty)
        #expect(bundle.formatted(key: "%d messages", arguments: [.integer(1)]).text == "You have 1 message")
        #expect(bundle.formatted(key: "%d messages", arguments: [.integer(5)]).text == "You have 5 messages & more")
        #expect(bundle.formatted(key: "%d messages", arguments: [.integer(0)]).text == "You have no messages")
    }

    @Test("Each stringsdict variable takes the plural form of the argument in its position")
    func twoVariables() throws {
        let box = try Sandbox()
        try box.write("en.lproj/Localizable.stringsdict", #"""
        <plist version="1.0"><dict>
          <key>files and folders</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@, %#@folders@</string>
            <key>files</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d file</string><key>other</key><string>%d files</string>
            </dict>
            <key>folders</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d folder</string><key>other</key><string>%d folders</string>
            </dict>
          </dict>
        </dict></plist>
        """#)
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.root])
        #expect(diagnostics.isEmpty)
        // files is the 1st argument (2 → other), folders the 2nd (1 → one).
        #expect(bundle.formatted(key: "files and folders", arguments: [.integer(2), .integer(1)]).text == "2 files, 1 folder")
        #expect(bundle.formatted(key: "files and folders", arguments: [.integer(1), .integer(3)]).text == "1 file, 3 folders")
    }

    @Test("A malformed string catalog or stringsdict is an error naming the file; other tables still read")
    func malformedCatalogs() throws {
        let box = try Sandbox()
        try box.write("Localizable.xcstrings", "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : } }")
        try box.write("en.lproj/Plurals.stringsdict", "<plist><dict><key>x</key><dict></plist>")
        try box.write("en.lproj/Other.strings", "\"ok\" = \"fine\";")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.root])
        #expect(diagnostics.map(\.id).sorted() == ["malformedPropertyList", "malformedResourceJSON"])
        let json = try #require(diagnostics.first { $0.id == "malformedResourceJSON" })
        // `{ "sourceLanguage" : "en", "strings" : { "a" : ` is 47 bytes; the '}' is column 48.
        #expect((json.line, json.column) == (1, 48))
        #expect(bundle.string(key: "ok", table: "Other").text == "fine")
    }
}
