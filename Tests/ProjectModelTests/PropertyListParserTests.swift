import Diagnostics
import Testing
@testable import ProjectModel

/// The old-style property list parser on the constructs `project.pbxproj` files use, and on
/// broken input.
@Suite("Old-style property list")
struct PropertyListParserTests {
    func parse(_ text: String) -> Result<PropertyListValue, ReadFailure> {
        OldStylePropertyListParser.parse(Array(text.utf8), file: "project.pbxproj")
    }

    func value(_ text: String) throws -> PropertyListValue {
        try parse(text).get()
    }

    func failure(_ text: String) -> Diagnostic? {
        if case .failure(let failure) = parse(text) { return failure.diagnostic }
        return nil
    }

    @Test("Dictionaries, arrays with a trailing comma, bare and quoted strings, comments")
    func structure() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tA1 /* Foo.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* Foo.swift */; };
        \t};
        \tlist = ( en, "Base", de, );
        \tpath = ../Shared/Foo-Bar_1.0$x:y.swift;
        }
        """
        let top = try #require(try value(text).dictionary)
        #expect(top["archiveVersion"]?.string == "1")
        #expect(top["list"]?.strings == ["en", "Base", "de"])
        #expect(top["path"]?.string == "../Shared/Foo-Bar_1.0$x:y.swift")
        let object = try #require(top["objects"]?.dictionary?["A1"]?.dictionary)
        #expect(object["isa"]?.string == "PBXBuildFile")
        #expect(object["fileRef"]?.string == "B2")
        // The object's `{` is on line 5 after two tabs and `A1 /* Foo.swift in Sources */ = ` (32 bytes): column 2 + 32 + 1 = 35.
        #expect(object.position.line == 5)
        #expect(object.position.column == 35)
    }

    @Test("Quoted strings decode escapes: \\\" \\\\ \\n \\t, octal, \\U with a surrogate pair")
    func escapes() throws {
        let top = try #require(try value(#"{ a = "say \"hi\"\\ \n\t"; b = 'single'; c = "\101\UD83D\UDE00\U00e9"; }"#).dictionary)
        #expect(top["a"]?.string == "say \"hi\"\\ \n\t")
        #expect(top["b"]?.string == "single")
        // \101 is octal 65 = "A"; D83D DE00 is the pair for U+1F600; 00e9 is "é".
        #expect(top["c"]?.string == "A\u{1F600}\u{E9}")
    }

    @Test("Data in angle brackets is read as bytes")
    func data() throws {
        let top = try #require(try value("{ d = <0fbd 77\n 1C>; }").dictionary)
        #expect(top["d"] == .data([0x0F, 0xBD, 0x77, 0x1C]))
    }

    @Test("A missing ';' is an error at the line and column where it was expected")
    func missingSemicolon() throws {
        let diagnostic = try #require(failure("{\n  a = b;\n  c = d\n}"))
        #expect(diagnostic.id == "expected")
        // Line 4 column 1 is the `}` that came where `;` belongs.
        #expect("\(diagnostic.range)" == "project.pbxproj:4:1")
        #expect(diagnostic.text.contains("';'"))
    }

    @Test("An unterminated string and an unterminated comment point at where they start")
    func unterminated() throws {
        let string = try #require(failure("{ a = \"open;\n}"))
        #expect(string.id == "unterminatedString")
        #expect("\(string.range)" == "project.pbxproj:1:7")
        let comment = try #require(failure("{ a = b; /* never closed\n}"))
        #expect(comment.id == "unterminatedBlockComment")
        #expect("\(comment.range)" == "project.pbxproj:1:10")
    }

    @Test("A character that starts no value is an error naming it")
    func strayCharacter() throws {
        let diagnostic = try #require(failure("{ a = @; }"))
        #expect(diagnostic.id == "unexpected")
        #expect(diagnostic.text.contains("'@'"))
        #expect(diagnostic.column == 7)
    }

    @Test("100 000 nested '(' is a nesting error, not a stack overflow")
    func deepNesting() throws {
        let diagnostic = try #require(failure(String(repeating: "(", count: 100_000)))
        #expect(diagnostic.id == "nestingTooDeep")
        // The parser enters `nestingLimit` arrays, then refuses the next `(` at offset 200 (column 201).
        #expect(diagnostic.column == OldStylePropertyListParser.nestingLimit + 1)
    }

    @Test("Text after the top-level value, and an empty file, are errors")
    func trailingAndEmpty() throws {
        #expect(failure("{ } }")?.id == "unexpected")
        #expect(failure("// only a comment\n")?.id == "expected")
    }
}
