import Foundation
import Testing

/// `JSONEncoder.encode(_:)` runs Swift's synthesized `Encodable` rules. The oracle is Foundation's
/// own `JSONEncoder` in this test process: each test encodes the same values, declared the same
/// way below, and the interpreted program's text must be the same bytes. Keys are sorted
/// (`.sortedKeys`) wherever an object has more than one, since Foundation's order is otherwise a
/// hash's.
@Suite struct CodableEncodingTests {
    private static let declarations = """
    struct Style: Codable {
        var red: Double
        var name: String
        var tags: [String]
        var note: String?
        var userURL: String
        enum Kind: String, Codable { case solid, dashed }
        var kind: Kind
        var when: Date
        var blob: Data
        var id: UUID
        var map: [Int: String]
        var shape: Shape
        let version: Int = 2
    }
    enum Shape: Codable { case circle(radius: Double), rect(Double, Double), none }
    struct Keys: Codable {
        var myURLProperty = 1, address1Line = 2, _private = 3, already_snake = 4, aB = 5, ABC = 6, value2D = 7
    }
    struct Renamed: Codable {
        var title: String
        var hidden: Int = 0
        enum CodingKeys: String, CodingKey { case title = "display_title" }
    }
    final class Settings: Codable {
        var theme = "dark"
        var sizes: [String: [String: Int]] = ["a": ["b": 1]]
    }
    """

    // The same declarations, compiled here.
    struct Style: Codable {
        var red: Double
        var name: String
        var tags: [String]
        var note: String?
        var userURL: String
        enum Kind: String, Codable { case solid, dashed }
        var kind: Kind
        var when: Date
        var blob: Data
        var id: UUID
        var map: [Int: String]
        var shape: Shape
        // `let` in the interpreted program: encoded all the same; a `var` here, since swiftc warns
        // that such a `let` will not be decoded (the warning is the point there, noise here).
        var version: Int = 2
    }
    enum Shape: Codable { case circle(radius: Double), rect(Double, Double), none }
    struct Keys: Codable {
        var myURLProperty = 1, address1Line = 2, _private = 3, already_snake = 4, aB = 5, ABC = 6, value2D = 7
    }
    struct Renamed: Codable {
        var title: String
        var hidden: Int = 0
        enum CodingKeys: String, CodingKey { case title = "display_title" }
    }
    final class Settings: Codable {
        var theme = "dark"
        var sizes: [String: [String: Int]] = ["a": ["b": 1]]
    }

    private static let styleSource = """
    Style(red: 1, name: "a/b\\u{1f}\\n\\"", tags: [], note: nil, userURL: "u", kind: .dashed,
          when: Date(timeIntervalSince1970: 1_700_000_000.5), blob: Data([1, 2, 3, 250]),
          id: UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!, map: [7: "seven"], shape: .rect(1.5, 2))
    """
    private static let style = Style(red: 1, name: "a/b\u{1f}\n\"", tags: [], note: nil, userURL: "u", kind: .dashed,
                                     when: Date(timeIntervalSince1970: 1_700_000_000.5), blob: Data([1, 2, 3, 250]),
                                     id: UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!, map: [7: "seven"],
                                     shape: .rect(1.5, 2))

    /// The interpreted `encoder` set up by `setup` (Swift statements on `e`), encoding `value`.
    private func interpreted(_ setup: String, _ value: String) throws -> String {
        try #require(try textsOfPreview(declarations: Self.declarations + """

        func encoded() -> String {
            let e = JSONEncoder()
            \(setup)
            return String(data: try! e.encode(\(value)), encoding: .utf8)!
        }
        """, "Text(encoded())").first)
    }

    /// The interpreted text and Foundation's, compared (both shown when they differ).
    private func expectSame(_ interpreted: String, _ foundation: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(interpreted == foundation, sourceLocation: sourceLocation)
    }

    private func foundation<T: Encodable>(_ value: T, _ setup: (JSONEncoder) -> Void) throws -> String {
        let encoder = JSONEncoder()
        setup(encoder)
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Stored properties by name (a `let` with an initial value too), a nil optional left out,
    /// `Date` as seconds since 2001, `Data` as Base64, `UUID` as its upper-case string, a raw
    /// enum as its raw value, an enum with unlabelled values as `_0`/`_1`, `Int` keys as strings,
    /// `/` escaped, a control character as `\u001f`, `1.0` as `1`.
    @Test func synthesizedEncodingWritesWhatFoundationWrites() throws {
        expectSame(try interpreted("e.outputFormatting = .sortedKeys", Self.styleSource), try foundation(Self.style) { $0.outputFormatting = .sortedKeys })
    }

    /// `.prettyPrinted` (two-space indent, `" : "`, empty containers over three lines),
    /// `.convertToSnakeCase`, `.iso8601` dates.
    @Test func prettyPrintedSnakeCaseAndISODatesAreFoundations() throws {
        expectSame(try interpreted("""
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
            e.keyEncodingStrategy = .convertToSnakeCase
            e.dateEncodingStrategy = .iso8601
        """, Self.styleSource), try foundation(Self.style) {
            $0.outputFormatting = [.prettyPrinted, .sortedKeys]
            $0.keyEncodingStrategy = .convertToSnakeCase
            $0.dateEncodingStrategy = .iso8601
        })
        expectSame(try interpreted("""
        e.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
            e.dateEncodingStrategy = .secondsSince1970
        """, Self.styleSource), try foundation(Self.style) {
            $0.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
            $0.dateEncodingStrategy = .secondsSince1970
        })
    }

    /// Snake case splits words as Foundation does, runs of capitals included.
    @Test func snakeCaseSplitsWordsAsFoundationDoes() throws {
        expectSame(try interpreted("e.outputFormatting = .sortedKeys\n    e.keyEncodingStrategy = .convertToSnakeCase", "Keys()"), try foundation(Keys()) { $0.outputFormatting = .sortedKeys; $0.keyEncodingStrategy = .convertToSnakeCase })
    }

    /// Numbers by their shortest text without `.0`; an enum case without values as an empty
    /// object; a key `CodingKeys` renames or leaves out.
    @Test func numbersEnumCasesAndCodingKeysAreFoundations() throws {
        expectSame(try interpreted("", "[1.0, 0.1, 1e20, 123456789.125, -0.0, 3]"), try foundation([1.0, 0.1, 1e20, 123456789.125, -0.0, 3]) { _ in })
        expectSame(try interpreted("", "[Shape.none, .circle(radius: 2)]"), try foundation([Shape.none, .circle(radius: 2)]) { _ in })
        expectSame(try interpreted("", "Renamed(title: \"T\", hidden: 4)"), try foundation(Renamed(title: "T", hidden: 4)) { _ in })
    }

    /// A final class's stored properties, as a struct's; nested dictionaries.
    @Test func aFinalClassAndNestedDictionariesAreFoundations() throws {
        expectSame(try interpreted("e.outputFormatting = .sortedKeys", "Settings()"),
                   try foundation(Settings()) { $0.outputFormatting = .sortedKeys })
    }

    /// What `encode` writes, `decode` reads back.
    @Test func encodedDataDecodesBackToTheValue() throws {
        #expect(try textsOfPreview(declarations: Self.declarations + """

        func roundTrip() -> String {
            let data = try! JSONEncoder().encode(\(Self.styleSource))
            let back = try! JSONDecoder().decode(Style.self, from: data)
            return "\\(back.red) \\(back.kind) \\(back.shape) \\(back.map[7] ?? "-") \\(back.when.timeIntervalSince1970)"
        }
        """, "Text(roundTrip())") == ["1.0 dashed rect(1.5, 2.0) seven 1700000000.5"])
    }
}
