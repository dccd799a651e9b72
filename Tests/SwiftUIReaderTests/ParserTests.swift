import Diagnostics
import Foundation
import Testing
@testable import SwiftUIReader

@Suite struct ParserTests {
    @Test func parsesAStructWithPropertiesAndBody() {
        let source = """
        import SwiftUI

        struct Card: View {
            let title: String
            var count = 3
            @State private var isOn: Bool = false
            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text("\\(title) #\\(count)")
                        .font(.headline)
                    Color.red.frame(width: -10.5e1, height: 1_000)
                }
            }
        }
        """
        let (syntax, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        #expect(syntax.structs.count == 1)
        let card = syntax.structs[0]
        #expect(card.name == "Card")
        #expect(card.isView)
        #expect(card.properties.map(\.name) == ["title", "count", "isOn", "body"])
        #expect(card.properties[0].typeText == "String")
        #expect(card.properties[2].attributes == ["State"])
        #expect(card.property("body")?.computedBody?.count == 1)
    }

    @Test func keepsSourceRangesOfNames() {
        let source = "#Preview {\n    Color.red\n        .frame(width: 10)\n}\n"
        let (syntax, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        guard case .expression(let expr)? = syntax.previews.first?.body?.first,
              case .call(let callee, let arguments) = expr.kind,
              case .member(let base, let name, let nameRange) = callee.kind else {
            Issue.record("expected a modifier call")
            return
        }
        #expect(name == "frame")
        #expect(nameRange.start.line == 3 && nameRange.start.column == 10)
        #expect(base.range.start.line == 2 && base.range.start.column == 5)
        #expect(arguments.first?.label == "width")
    }

    @Test func readsPreviewTitlesAndTraits() {
        let source = """
        #Preview("A", traits: .fixedLayout(width: 620, height: 80)) { Color.blue }
        #Preview { Color.red }
        """
        let (syntax, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        #expect(syntax.previews.map(\.title) == ["A", nil])
        #expect(syntax.previews[0].arguments.count == 2)
    }

    @Test func readsClosuresWithParametersAndShorthand() {
        let source = """
        #Preview {
            ForEach(0..<3, id: \\.self) { i in Text("row \\(i)") }
            Color.red.alignmentGuide(.leading) { d in d[.leading] + 10 }
            Color.red.alignmentGuide(HorizontalAlignment.center) { $0.width / 2 }
        }
        """
        let (syntax, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        #expect(syntax.previews[0].body?.count == 3)
        guard case .expression(let first)? = syntax.previews[0].body?.first,
              case .call(_, let arguments) = first.kind,
              case .closure(let closure) = arguments.last?.value.kind else {
            Issue.record("expected ForEach with a closure")
            return
        }
        #expect(closure.parameters == ["i"])
        guard case .binary("..<", _, _) = arguments[0].value.kind else {
            Issue.record("expected a range")
            return
        }
        guard case .keyPath(["self"]) = arguments[1].value.kind else {
            Issue.record("expected a key path")
            return
        }
    }

    @Test func negativeNumbersAndBinaryOperatorsFollowWhitespaceRules() {
        let (syntax, diagnostics) = parse("let a = -5\nlet b = 3 - 2 * 4\nlet c = 0.5")
        #expect(diagnostics.isEmpty)
        guard case .integer(-5, _)? = syntax.constants[0].defaultValue?.kind,
              case .binary("-", _, let rhs)? = syntax.constants[1].defaultValue?.kind,
              case .binary("*", _, _) = rhs.kind,
              case .float(0.5, _)? = syntax.constants[2].defaultValue?.kind else {
            Issue.record("unexpected expression shapes")
            return
        }
    }

    @Test func nestedBlockCommentsAndStringsWithCommentSyntax() {
        let source = """
        /* outer /* inner */ still comment */
        // line comment with "quote
        #Preview { Text("not // a comment /* either") }
        """
        let (syntax, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        guard case .expression(let expr)? = syntax.previews.first?.body?.first,
              case .call(_, let arguments) = expr.kind,
              case .string(let parts) = arguments[0].value.kind,
              case .text(let text)? = parts.first else {
            Issue.record("expected Text(\"…\")")
            return
        }
        #expect(text == "not // a comment /* either")
    }

    @Test func stringEscapesAreDecoded() {
        let (syntax, _) = parse(#"let s = "a\tb\n\"q\" \u{1F600}\\""#)
        guard case .string(let parts)? = syntax.constants.first?.defaultValue?.kind,
              case .text(let text)? = parts.first else {
            Issue.record("expected a string")
            return
        }
        #expect(text == "a\tb\n\"q\" 😀\\")
    }

    @Test func multilineStringsDropTheClosingIndentation() {
        let source = "let s = \"\"\"\n    one\n      two\n    \"\"\"\n"
        let (syntax, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        guard case .string(let parts)? = syntax.constants.first?.defaultValue?.kind,
              case .text(let text)? = parts.first else {
            Issue.record("expected a string")
            return
        }
        #expect(text == "one\n  two")
    }

    @Test func previewProviderEntriesAreStaticProperties() {
        let source = """
        struct A_Previews: PreviewProvider {
            static var previews: some View {
                Color.red.previewLayout(.sizeThatFits)
            }
        }
        """
        let (syntax, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        #expect(syntax.structs.first?.isPreviewProvider == true)
        #expect(syntax.structs.first?.property("previews")?.isStatic == true)
    }

    /// Every fixture reads (parse and lowering, assets included) without a diagnostic and yields
    /// at least one scenario.
    @Test(arguments: fixtureFiles())
    func everyFixtureReadsWithoutDiagnostics(_ path: String) {
        let reading = readFixture(path)
        #expect(reading.diagnostics.map(\.text) == [], "\(path)")
        #expect(!reading.scenarios.isEmpty)
    }
}

extension ParserTests {
    /// The recogniser reads a file that carries the objc.io `measure()` helper's definition
    /// without a warning; other extensions are skipped with one. `@available` before `#Preview` is
    /// fine. The runtime, which now runs such a file (its reader's proxy is live), reads them all.
    @Test func knownHelperExtensionsAreSilent() {
        let source = """
        extension View {
            func measure() -> some View {
                overlay(GeometryReader { proxy in Text("\\(proxy.size.width)") })
            }
        }
        extension Color { static let brand = Color.red }
        @available(iOS 17, *)
        #Preview { Color.red.measure() }
        """
        let reading = SwiftUIFileReader.recognise(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        #expect(reading.diagnostics.map { "\($0.line):\($0.text)" } == ["6:an 'extension' declaration is not read by LayoutLens and is skipped"])
        #expect(reading.scenarios.count == 1)
        let run = read(source)
        #expect(run.diagnostics.isEmpty)
        #expect(run.scenarios.count == 1)
    }
}
