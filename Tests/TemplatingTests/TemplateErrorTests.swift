import Testing
@testable import Templating

/// Error messages name the template file, line and column of the offending tag, in the
/// `file:line:col: error:` form compilers use (and `swiftc` prints).
struct TemplateErrorTests {
    func parseError(_ source: String) -> String? {
        do {
            _ = try Template(file: "Templates/index.html", source: source)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        let source = "<main>\n\n  {{#scenarios}}\n    {{name}}\n</main>\n"
        #expect(parseError(source) == "Templates/index.html:3:3: error: unclosed section 'scenarios'")
    }

    @Test func mismatchedCloseNamesBothTags() {
        let source = "{{#a}}\n{{#b}}\n{{/a}}"
        #expect(parseError(source) == "Templates/index.html:3:1: error: '{{/a}}' does not match the open section 'b' (opened at 2:1)")
    }

    @Test func strayClose() {
        #expect(parseError("x {{/a}}") == "Templates/index.html:1:3: error: '{{/a}}' closes a section that was never opened")
    }

    @Test func unterminatedTag() {
        #expect(parseError("line\n  {{name") == "Templates/index.html:2:3: error: unclosed tag: '{{' has no matching '}}'")
    }

    @Test func emptyAndInvalidNames() {
        #expect(parseError("{{ }}") == "Templates/index.html:1:1: error: empty tag '{{ }}'")
        #expect(parseError("ab{{a b}}") == "Templates/index.html:1:3: error: invalid name 'a b' (use letters, digits, '_', '-' and '.')")
    }

    @Test func columnsCountCharactersNotBytes() {
        // "é" and "→" are one character each: the tag starts at column 3.
        #expect(parseError("é→{{/x}}")?.hasPrefix("Templates/index.html:1:3:") == true)
    }

    @Test func unknownNamesAreErrorsWithTheirLocation() throws {
        let set = try TemplateSet(sources: [("index", "Templates/index.html", "a\n  {{titel}}")])
        #expect(throws: TemplateError(file: "Templates/index.html", line: 2, column: 3, message: "unknown name 'titel'")) {
            try set.render("index", ["title": "x"])
        }
    }

    @Test func missingPartialNamesTheIncludingFile() throws {
        let set = try TemplateSet(sources: [("index", "Templates/index.html", "{{> card}}")])
        #expect(throws: TemplateError(file: "Templates/index.html", line: 1, column: 1, message: "no partial named 'card'")) {
            try set.render("index", [:])
        }
    }

    @Test func recursivePartialsStop() throws {
        let set = try TemplateSet(sources: [("loop", "Templates/loop.html", "{{> loop}}")])
        #expect(throws: TemplateError.self) { try set.render("loop", [:]) }
    }

    @Test func printingAListIsAnError() throws {
        let set = try TemplateSet(sources: [("index", "Templates/index.html", "{{items}}")])
        #expect(throws: TemplateError.self) { try set.render("index", ["items": ["a"]]) }
    }
}

/// Issue 19: 10 000 nested sections once rendered with 1.2 GB of context copies.
struct TemplateNestingTests {
    @Test func sectionsNestAtMost64Deep() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        }
        #expect(throws: Never.self) { try Template(file: "t.html", source: nested(64)) }
        #expect { try Template(file: "t.html", source: nested(10_000)) } throws: {
            "\($0)" == "t.html:1:385: error: sections nested more than 64 deep"
        }
    }
}
