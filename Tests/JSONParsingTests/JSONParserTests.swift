import JSONParsing
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String, limits: JSONLimits = .files) -> Result<JSONNode, JSONParseError> {
        JSONParser.parse(Array(text.utf8), limits: limits)
    }

    private func error(_ text: String, limits: JSONLimits = .files) -> JSONParseError? {
        if case .failure(let error) = parse(text, limits: limits) { return error }
        return nil
    }

    @Test("Every kind of value is read, each with the offset where it starts")
    func values() throws {
        let root = try parse(#"{"a": [1, -2.5e3, "x", true, false, null], "b": {}}"#).get()
        let list = try #require(root["a"]).elements
        #expect(list.count == 6)
        // Offsets by counting: `{"a": [` is 7 bytes, so the array starts at 6 and `1` at 7.
        #expect(root["a"]?.offset == 6)
        #expect(list[0].offset == 7)
        #expect(list[1].text == "-2.5e3")
        #expect(list[1].number == -2500)
        #expect(list[2].string == "x")
        #expect(list[3].bool == true)
        #expect(list[4].bool == false)
        guard case .null = list[5].value else { Issue.record("not null"); return }
        #expect(root["b"]?.members.isEmpty == true)
    }

    @Test("A number keeps the text it was written with")
    func numbersAsWritten() throws {
        let root = try parse("[0.500, 128, 1E+2, 01]").get()
        #expect(root.elements.map(\.text) == ["0.500", "128", "1E+2", "01"])
        // 1E+2 is 100; "01" (a leading zero RFC 8259 forbids, accepted) is kept as written and reads as 1.
        #expect(root.elements.map(\.number) == [0.5, 128, 100, 1])
    }

    @Test("Escapes are decoded; a surrogate pair joins; a lone surrogate becomes U+FFFD")
    func escapes() throws {
        let root = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\ud83d\ude00", "\ud83d!"]"#).get()
        #expect(root.elements[0].string == "\"\\/\u{8}\u{C}\n\r\t")
        #expect(root.elements[1].string == "é😀")
        #expect(root.elements[2].string == "\u{FFFD}!")
    }

    @Test("Text that is not UTF-8 inside a string becomes U+FFFD, never a crash")
    func invalidUTF8() throws {
        let root = try JSONParser.parse([UInt8(ascii: "\""), 0xFF, UInt8(ascii: "a"), UInt8(ascii: "\"")]).get()
        #expect(root.string == "\u{FFFD}a")
    }

    @Test("A repeated key is kept in file order and a lookup takes the last")
    func repeatedKeys() throws {
        let root = try parse(#"{"k": 1, "other": 2, "k": 3}"#).get()
        #expect(root.members.map(\.key) == ["k", "other", "k"])
        #expect(root["k"]?.text == "3")
    }

    @Test("A repeated key is refused when the caller asks, at the repeat")
    func repeatedKeysRefused() throws {
        let text = #"{"k": 1, "inner": {"k": 2}, "k": 3}"#
        guard case .failure(let failure) = JSONParser.parse(Array(text.utf8), repeatedKeys: .refused) else {
            Issue.record("parsed"); return
        }
        // `{"k": 1, "inner": {"k": 2}, ` is 28 bytes, so the second top-level "k" starts at 28;
        // the "k" inside "inner" is another object's and is no repeat.
        #expect(failure.offset == 28)
        #expect(failure.message == #"the key "k" appears twice in one JSON object"#)
    }

    @Test("A UTF-8 byte order mark before the value is passed over")
    func byteOrderMark() throws {
        let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).get()
        // The mark is 3 bytes, so the array starts at offset 3.
        #expect(root.offset == 3)
    }

    @Test("An error names its line and column (1-based, columns in UTF-8 bytes)")
    func errorPosition() throws {
        // Line 2 is `  "é": tru`: two spaces, `"é"` (4 bytes), `:`, a space, so `tru` starts at byte 9.
        let failure = try #require(error("{\n  \"é\": tru\n}"))
        #expect(failure.line == 2)
        #expect(failure.column == 9)
        #expect(failure.offset == 10)
        #expect(failure.message == "expected a JSON value (did you mean 'true'?)")
        #expect(failure.description == "2:9: expected a JSON value (did you mean 'true'?)")
    }

    @Test("Malformed JSON is refused at the place it goes wrong", arguments: [
        ("", 0, "expected a JSON value, found the end of the file"),
        ("{", 1, "expected a string key in JSON object"),
        ("[1,", 3, "expected a JSON value, found the end of the file"),
        ("{\"a\" 1}", 5, "expected ':' after the key \"a\""),
        ("\"\\u12\"", 3, "expected four hexadecimal digits after '\\u'"),
        ("tru", 0, "expected a JSON value (did you mean 'true'?)"),
        ("[1 2]", 3, "expected ',' or ']' in JSON array, found '2'"),
        ("{\"a\":1;", 6, "expected ',' or '}' in JSON object, found ';'"),
        ("+1", 0, "expected a JSON value, found '+'"),
        (".5", 0, "expected a JSON value, found '.'"),
        ("1.", 2, "expected digits after '.' in JSON number"),
        ("1e", 2, "expected digits in JSON number exponent"),
        ("-", 1, "expected digits in JSON number"),
        ("\"a\\qb\"", 2, "invalid escape '\\q' in JSON string"),
        ("\"a\nb\"", 2, "control character in JSON string (write it as an escape)"),
        ("\"abc", 0, "unterminated JSON string"),
        ("[] x", 3, "unexpected text after the JSON value"),
    ])
    func malformed(text: String, offset: Int, message: String) throws {
        let failure = try #require(error(text))
        #expect(failure.offset == offset)
        #expect(failure.message == message)
    }

    @Test("A comma before a closing bracket is refused unless the caller accepts it, and only there")
    func trailingCommas() throws {
        // `{"a":1,}`: the '}' where a key should be is at offset 7.
        #expect(error("{\"a\":1,}")?.offset == 7)
        let object = try JSONParser.parse(Array("{\"a\":1,}".utf8), trailingCommas: true).get()
        guard case let .object(members) = object.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a"])
        let array = try JSONParser.parse(Array("[1, 2, ]".utf8), trailingCommas: true).get()
        guard case let .array(elements) = array.value else { Issue.record("not an array"); return }
        #expect(elements.count == 2)
        // Still refused with them accepted: an empty object or array holding only a comma, two
        // commas in a row.
        for text in ["{,}", "[,]", "[1,,]"] {
            if case .success = JSONParser.parse(Array(text.utf8), trailingCommas: true) { Issue.record("accepted \(text)") }
        }
    }

    @Test("Nesting deeper than the limit is refused, not a stack overflow")
    func depthLimit() throws {
        let limits = JSONLimits(maximumDepth: 3, maximumBytes: 100)
        // Three levels are allowed: depths 0, 1 and 2.
        #expect((try? parse("[[[]]]", limits: limits).get()) != nil)
        let failure = try #require(error("[[[[]]]]", limits: limits))
        #expect(failure.message == "JSON nested more than 3 levels deep")
        // The fourth '[' is at offset 3.
        #expect(failure.offset == 3)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(deep)?.message == "JSON nested more than \(JSONLimits.files.maximumDepth) levels deep")
    }

    @Test("A text longer than the limit is refused before it is read")
    func sizeLimit() throws {
        let failure = try #require(error("[1, 2]", limits: JSONLimits(maximumDepth: 10, maximumBytes: 5)))
        #expect(failure.message == "JSON text of 6 bytes; at most 5 are read")
        #expect(failure.line == 1 && failure.column == 1)
    }

    @Test("Random bytes never crash the parser", arguments: 0..<40)
    func randomBytes(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        let alphabet = Array("{}[]\",:0123456789.-+eE truefalsenull\\u/\n\u{1}".utf8) + [0xC3, 0xFF]
        var bytes: [UInt8] = []
        for _ in 0..<512 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(alphabet[Int(state >> 33) % alphabet.count])
        }
        _ = JSONParser.parse(bytes)
    }
}
