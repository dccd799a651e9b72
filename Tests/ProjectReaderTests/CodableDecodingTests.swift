import Diagnostics
import LayoutEngine
@testable import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// `JSONDecoder.decode(_:from:)` runs Swift's `Decodable` rules. Every expected text below is what
/// the same program compiled with swiftc 6.2 (swift-foundation's `JSONDecoder`, Swift 6.2's
/// `DecodingError` description) printed for the same JSON; the program is in each test's comment
/// where it differs from the source here only by `print` in place of `Text`.
@Suite struct CodableDecodingTests {
    private func texts(_ source: String) throws -> [String] {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                             settings: PreviewSettings())
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        try #require(errors.isEmpty, "\(errors)")
        return try #require(reading.scenarios.first).root.texts
    }

    private static let person = """
    import SwiftUI
    struct Person: Codable {
        var firstName: String
        var age: Int
        var nickname: String?
        var score: Double = 1.5
        let kind: String = "human"
    }
    func attempt(_ json: String, snake: Bool = false) -> String {
        let decoder = JSONDecoder()
        if snake { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        do {
            let value = try decoder.decode(Person.self, from: Data(json.utf8))
            return "ok \\(value.firstName) \\(value.age) \\(value.score) \\(value.kind) \\(value.nickname ?? "-")"
        } catch {
            return "error \\(error)"
        }
    }

    """

    /// Stored properties are decoded by name; an optional one may be missing or null; a `var`
    /// with an initial value is still required (swiftc: keyNotFound 'score'); a `let` with an
    /// initial value is never decoded (it stays "human" though the JSON says "robot").
    @Test func synthesizedDecodingReadsStoredPropertiesAsSwiftDoes() throws {
        #expect(try texts(Self.person + """
        #Preview {
            VStack {
                Text(attempt(#"{"firstName": "Ada", "age": 36}"#))
                Text(attempt(#"{"firstName": "Ada", "age": 36, "score": 2, "nickname": null, "kind": "robot"}"#))
                Text(attempt(#"{"firstName": "Ada", "age": 36, "score": 2, "nickname": "A"}"#))
            }
        }
        """) == [
            #"error DecodingError.keyNotFound: Key 'score' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "score", intValue: nil) ("score")."#,
            "ok Ada 36 2.0 human -",
            "ok Ada 36 2.0 human A",
        ])
    }

    /// `.convertFromSnakeCase` maps `first_name` to `firstName`.
    @Test func snakeCaseKeysAreConvertedToCamelCase() throws {
        #expect(try texts(Self.person + """
        #Preview { Text(attempt(#"{"first_name": "Ada", "age": 36, "score": 3}"#, snake: true)) }
        """) == ["ok Ada 36 3.0 human -"])
    }

    /// A missing key, a value of the wrong type, and null for a non-optional property throw the
    /// `DecodingError` case Swift throws, with its coding path.
    @Test func problemsThrowTheDecodingErrorSwiftThrows() throws {
        #expect(try texts(Self.person + """
        #Preview {
            VStack {
                Text(attempt(#"{"age": 36}"#))
                Text(attempt(#"{"firstName": 5, "age": 36}"#))
                Text(attempt(#"{"firstName": null, "age": 36}"#))
                Text(attempt(#"{"firstName": "Ada""#))
                Text(attempt(#"{"firstName": "Ada", "age": 3.5, "score": 0}"#))
            }
        }
        """) == [
            #"error DecodingError.keyNotFound: Key 'firstName' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "firstName", intValue: nil) ("firstName")."#,
            "error DecodingError.typeMismatch: expected value of type String. Path: firstName. Debug description: Expected to decode String but found number instead.",
            "error DecodingError.valueNotFound: Expected value of type String but found null instead. Path: firstName. Debug description: Cannot get value of type String -- found null value instead",
            "error DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.",
            "error DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.",
        ])
    }

    /// Paths through arrays and nested objects (`list[1]`, `[1].age`), `CodingKeys` raw values,
    /// raw-value enums, and a wrong top-level shape.
    @Test func nestedTypesArraysCodingKeysAndRawValueEnums() throws {
        #expect(try texts("""
        import SwiftUI
        struct Inner: Codable { var size: Int }
        struct Outer: Codable { var inner: Inner; var list: [Inner] }
        enum Mood: String, Codable { case happy, sad }
        struct M: Codable { var mood: Mood }
        struct Tagged: Decodable {
            var title: String
            var count: Int
            enum CodingKeys: String, CodingKey {
                case title = "headline"
                case count
            }
        }
        func attempt<T: Decodable>(_ type: T.Type, _ json: String, _ show: (T) -> String) -> String {
            do { return "ok " + show(try JSONDecoder().decode(type, from: Data(json.utf8))) }
            catch { return "error \\(error)" }
        }
        #Preview {
            VStack {
                Text(attempt(Outer.self, #"{"inner": {}, "list": []}"#) { "\\($0.list.count)" })
                Text(attempt(Outer.self, #"{"inner": {"size": 1}, "list": [{"size": 1}, {}]}"#) { "\\($0.list.count)" })
                Text(attempt(Outer.self, #"{"inner": {"size": 7}, "list": [{"size": 1}, {"size": 2}]}"#) { "\\($0.inner.size) \\($0.list[1].size)" })
                Text(attempt(M.self, #"{"mood": "angry"}"#) { "\\($0.mood)" })
                Text(attempt(M.self, #"{"mood": "sad"}"#) { "\\($0.mood)" })
                Text(attempt(Tagged.self, #"{"headline": "News", "count": 3}"#) { "\\($0.title) \\($0.count)" })
                Text(attempt([Inner].self, #"{"size": 3}"#) { "\\($0.count)" })
                Text(attempt(Inner.self, #"[1]"#) { "\\($0.size)" })
            }
        }
        """) == [
            #"error DecodingError.keyNotFound: Key 'size' not found in keyed decoding container. Path: inner. Debug description: No value associated with key CodingKeys(stringValue: "size", intValue: nil) ("size")."#,
            #"error DecodingError.keyNotFound: Key 'size' not found in keyed decoding container. Path: list[1]. Debug description: No value associated with key CodingKeys(stringValue: "size", intValue: nil) ("size")."#,
            "ok 7 2",
            "error DecodingError.dataCorrupted: Data was corrupted. Path: mood. Debug description: Cannot initialize Mood from invalid String value angry",
            "ok sad",
            "ok News 3",
            "error DecodingError.typeMismatch: expected value of type Array<Any>. Debug description: Expected to decode Array<Any> but found a dictionary instead.",
            "error DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Debug description: Expected to decode Dictionary<String, Any> but found an array instead.",
        ])
    }

    /// A type's own `init(from:)` reads through the container API: `container(keyedBy:)`,
    /// `decode`, `decodeIfPresent`, `nestedContainer`, `contains`, `unkeyedContainer`,
    /// `singleValueContainer`.
    @Test func customInitFromDecoderUsesTheContainers() throws {
        #expect(try texts("""
        import SwiftUI
        struct Custom: Decodable {
            var name: String
            var tags: [String]
            var size: Int
            var hasExtra: Bool
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                name = try container.decode(String.self, forKey: .name).uppercased()
                tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? ["none"]
                let nested = try container.nestedContainer(keyedBy: Keys.self, forKey: .info)
                size = try nested.decode(Int.self, forKey: .size)
                hasExtra = container.contains(.extra)
            }
            enum Keys: String, CodingKey { case name, tags, info, size, extra }
        }
        struct Point: Decodable {
            var x: Int
            var y: Int
            init(from decoder: Decoder) throws {
                var list = try decoder.unkeyedContainer()
                x = try list.decode(Int.self)
                y = try list.decode(Int.self)
            }
        }
        struct Wrapper: Decodable {
            var text: String
            init(from decoder: Decoder) throws {
                text = try decoder.singleValueContainer().decode(String.self)
            }
        }
        #Preview {
            let custom = try! JSONDecoder().decode(Custom.self, from: Data(#"{"name": "box", "info": {"size": 4}}"#.utf8))
            let point = try! JSONDecoder().decode(Point.self, from: Data("[3, 5]".utf8))
            let wrapped = try! JSONDecoder().decode([Wrapper].self, from: Data(#"["a", "b"]"#.utf8))
            return VStack {
                Text("\\(custom.name) \\(custom.tags) \\(custom.size) \\(custom.hasExtra)")
                Text("\\(point.x) \\(point.y)")
                Text(wrapped.map(\\.text).joined())
            }
        }
        """) == [#"BOX ["none"] 4 false"#, "3 5", "ab"])
    }

    /// `KeyDecodingStrategy.convertFromSnakeCase` as Apple documents it: words after an
    /// underscore capitalised, inner underscores removed, leading and trailing ones kept.
    @Test func snakeCaseConversionKeepsOuterUnderscores() {
        #expect(JSONDecodingRun.camelCase("first_name") == "firstName")
        #expect(JSONDecodingRun.camelCase("_first_name_") == "_firstName_")
        #expect(JSONDecodingRun.camelCase("url_VALUE") == "urlValue")
        #expect(JSONDecodingRun.camelCase("plain") == "plain")
    }

    /// ISO 8601 dates: 2024-01-01T00:00:00Z is 1 704 067 200 s after 1970 (19 723 days × 86 400).
    @Test func iso8601DatesAreSecondsSince1970() {
        #expect(JSONDecodingRun.iso8601Seconds("2024-01-01T00:00:00Z") == 1_704_067_200)
        #expect(JSONDecodingRun.iso8601Seconds("2024-01-01T01:00:00+01:00") == 1_704_067_200)
        #expect(JSONDecodingRun.iso8601Seconds("2024-13-01T00:00:00Z") == nil)
    }
}
