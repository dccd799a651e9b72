import Testing
import FontTables
import LayoutEngine
@testable import TextLayout

/// A long `Text` is measured with work that follows what is asked (issue 37, "a 1 MB `Text`"):
/// each ASCII byte value is measured once per run, and a paragraph under a line limit is broken
/// only into the lines the limit reads. The shortcuts give the numbers the plain way gives.
@Suite struct LongTextWorkTests {
    /// The system font (Inter's advances and GPOS kerning), so kerning between clusters counts.
    private var systemFont: ScaledFont { FontLibrary.standard.resolve(FontDescriptor(size: 17)).font }

    @Test func aRunOfASCIIBytesMeasuresEachByteValueOnce() {
        // "a b " a thousand times: three byte values, so three clusters measured, not 4 000.
        var memo = ASCIIClusterMemo()
        var measured = 0
        var pairs = KerningPairMemo(systemFont.font)
        let font = systemFont
        for byte in String(repeating: "a b ", count: 1_000).utf8 {
            _ = memo.cluster(byte) {
                measured += 1
                return MeasuredCluster(Character(Unicode.Scalar(byte)), font: font, pairs: &pairs)
            }
        }
        #expect(measured == 3)
    }

    @Test func clustersAreTheTextsCharactersEachMeasuredAlone() {
        // ASCII next to what extends a cluster (UAX #29 GB9: a combining acute, a variation
        // selector and keycap, a zero-width joiner), CR LF (GB3), a lone CR, a tab, a control
        // character, an emoji and kerned pairs ("AV", "To"): the clusters are the `Character`s,
        // and every prefix's width is the running sum of each cluster's own advance and the
        // kerning before it, in order, as measuring one `Character` at a time gives it.
        let texts = ["AVAV To", "e\u{301}te\u{301}", "1\u{FE0F}\u{20E3} x", "a\u{200D}b", "a\r\nb\rc",
                     "tab\there", "nul\u{1}x", "go 😀 go", "x\u{301}", "\u{301}a", "", "Ta"]
        let font = systemFont
        for text in texts {
            let clusters = GraphemeClusters(Substring(text), font: font)
            let characters = Array(text)
            #expect(clusters.count == characters.count, "\(text.debugDescription)")
            var pairs = KerningPairMemo(font.font)
            var sum = 0.0
            var previousLast: GlyphID?
            for (index, character) in characters.enumerated() {
                let cluster = MeasuredCluster(character, font: font, pairs: &pairs)
                let kerning = cluster.isFallback ? 0
                    : previousLast.map { Double(pairs.kerning(left: $0, right: cluster.firstGlyph)) * font.pointsPerUnit } ?? 0
                sum += kerning + cluster.advance
                previousLast = cluster.isFallback ? 0 : cluster.lastGlyph
                #expect(clusters.width(of: 0..<(index + 1), includingTrailingSpaces: true) == sum, "\(text.debugDescription) at \(index)")
                #expect(clusters.text(of: index..<(index + 1)) == String(character))
            }
        }
    }

    /// The 10 pt fixed-advance test font: every grapheme 10 pt wide.
    private var testFont: ScaledFont {
        FontLibrary.standard.resolve(FontDescriptor(family: .custom(FixedAdvanceTestFont.familyName), size: 10)).font
    }

    @Test func aLineLimitBreaksOnlyTheLinesItReadsAndKeepsThoseOfTheWholeBreaking() {
        // 100 000 "ab " at 25 pt: "ab " is one line each (20 pt, the space hangs), 100 000
        // lines in all; three are asked, and the third is refilled with the rest and cut with
        // "…" (10 pt): "ab…" is 30 pt, over 25, and "a…" 20 pt.
        let font = testFont
        let text = String(repeating: "ab ", count: 100_000)
        let long = GraphemeClusters(Substring(text), font: font)
        #expect(LineBreaker.lines(of: long, maxWidth: 25, maxLines: 3) == [0..<3, 3..<6, 6..<9])
        #expect(lineTexts(testFontLayout(text, maxWidth: 25, maxLines: 3)) == ["ab ", "ab ", "a\u{2026}"])

        // Every limit up to past the line count, with and without pushing out orphans, over
        // paragraphs of several lengths: the kept lines and the truncated last one are those of
        // the text broken whole and cut to the limit.
        let paragraphs = TextLayouter.paragraphs(of: "aaa bb c\ndd eee ff gg h\n\nii jjj kk l mm", font: font)
        for avoidsOrphans in [false, true] {
            for width in [25.0, 45, 70] {
                var whole: [(paragraph: Int, range: Range<Int>)] = []
                for (index, clusters) in paragraphs.enumerated() {
                    whole += LineBreaker.lines(of: clusters, maxWidth: width, avoidsOrphans: avoidsOrphans).map { (index, $0) }
                }
                for limit in 1...(whole.count + 2) {
                    let lines = TextLayouter.layout(paragraphs, font: font, maxWidth: width, maxLines: limit,
                                                    truncationMode: .tail, avoidsOrphans: avoidsOrphans)
                    let truncates = whole.count > limit
                    var expected = whole.prefix(limit).map { paragraphs[$0.paragraph].text(of: $0.range) }
                    if truncates, let last = whole.prefix(limit).last {
                        let rest = paragraphs[last.paragraph].suffix(from: last.range.lowerBound)
                        expected[expected.count - 1] = Truncation.truncate(rest, mode: .tail, maxWidth: width, font: font).text
                    }
                    #expect(lines.map(\.text) == expected, "width \(width), limit \(limit), orphans \(avoidsOrphans)")
                    let measure = TextLayouter.measure(paragraphs, font: font, maxWidth: width, maxLines: limit,
                                                       truncationMode: .tail, avoidsOrphans: avoidsOrphans)
                    #expect(measure.count == lines.count)
                    #expect(measure.width == lines.map(\.width).max())
                }
            }
        }
    }
}
