import Diagnostics
import Testing
@testable import ProjectModel

/// The YAML subset xcodegen specs use (YAML 1.2 examples).
@Suite("YAML reader")
struct YAMLParserTests {
    @Test("Block mappings and sequences, a sequence at its key's indentation, comments")
    func blocks() {
        let (value, problems) = YAMLParser.parse("""
        # spec
        name: App   # trailing comment
        targets:
          App:
            sources:
            - path: App
              excludes:
                - "**/*.md"
            - Shared
        """)
        #expect(problems.isEmpty)
        #expect(value["name"]?.string == "App")
        let sources = value["targets"]?["App"]?["sources"]?.items ?? []
        #expect(sources.count == 2)
        #expect(sources.first?["path"]?.string == "App")
        #expect(sources.first?["excludes"]?.items.first?.string == "**/*.md")
        #expect(sources.last?.string == "Shared")
    }

    @Test("Flow collections and quoted scalars")
    func flow() {
        let (value, problems) = YAMLParser.parse("a: [x, 'it''s', \"q\\\"d\"]\nb: {k: v, n: [1, 2]}\nc: http://example.com/a#b\n")
        #expect(problems.isEmpty)
        #expect(value["a"]?.items.compactMap(\.string) == ["x", "it's", "q\"d"])
        #expect(value["b"]?["k"]?.string == "v")
        #expect(value["b"]?["n"]?.items.compactMap(\.string) == ["1", "2"])
        #expect(value["c"]?.string == "http://example.com/a#b")
    }

    @Test("Anchors, aliases and merge keys; the mapping's own keys win over merged ones")
    func anchors() {
        let (value, problems) = YAMLParser.parse("base: &base\n  platform: iOS\n  type: framework\nApp:\n  <<: *base\n  type: application\n")
        #expect(problems.isEmpty)
        #expect(value["App"]?["platform"]?.string == "iOS")
        #expect(value["App"]?["type"]?.string == "application")
    }

    @Test("Block scalars keep or fold their lines")
    func blockScalars() {
        let (value, _) = YAMLParser.parse("a: |\n  one\n  two\nb: >\n  one\n  two\n")
        #expect(value["a"]?.string == "one\ntwo")
        #expect(value["b"]?.string == "one two")
    }
}

extension YAMLParserTests {
    @Test("A flow collection goes on over the lines below until it closes")
    func multiLineFlow() {
        let (value, problems) = YAMLParser.parse("""
        types: [
          {
            role: Editor,
            schemes: [
              "app", # the app's own
              matrix
            ]
          }
        ]
        next: done
        """)
        #expect(problems.isEmpty)
        #expect(value["types"]?.items.first?["schemes"]?.items.compactMap(\.string) == ["app", "matrix"])
        #expect(value["next"]?.string == "done")
    }
}
