import JSONParsing
import Testing
@testable import AppResources

/// The byte reading both XML readers share (W3C XML 1.0: entities section 4.6, character
/// references production CharRef, misc markup sections 2.5–2.8).
@Suite struct XMLScannerTests {
    @Test func predefinedEntitiesAndCharacterReferencesDecode() {
        // &#65; and &#x42; are "A" and "B" (U+0041, U+0042); &#x1F600; is one scalar beyond the BMP.
        #expect(XMLScanner.decodingEntities("&lt;a&gt; &amp; &quot;b&quot; &apos;&#65;&#x42;&#x1F600;") == "<a> & \"b\" 'AB\u{1F600}")
        #expect(XMLScanner.decodingEntities("no entities") == "no entities")
    }

    @Test func anUnknownOrUnterminatedEntityIsRefused() {
        #expect(XMLScanner.decodingEntities("&nbsp;") == nil)
        #expect(XMLScanner.decodingEntities("a & b") == nil)
        // U+D800 is a surrogate, not a scalar.
        #expect(XMLScanner.decodingEntities("&#xD800;") == nil)
    }

    @Test func declarationDoctypeAndCommentsAreSkippedAfterAByteOrderMark() throws {
        let text = "\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE plist>\n<!-- note -->\n<root/>"
        var scanner = XMLScanner(Array(text.utf8))
        try scanner.skipMisc()
        #expect(scanner.starts(with: "<root/>"))
    }

    @Test func anUnclosedCommentFailsWhereItBegins() {
        // "<a/>" is 4 bytes, so the comment begins at offset 4.
        var scanner = XMLScanner(Array("<a/><!-- never closed".utf8))
        scanner.index = 4
        let failure = #expect(throws: ScanFailure.self) { try scanner.skipMisc() }
        #expect(failure?.offset == 4)
    }
}
