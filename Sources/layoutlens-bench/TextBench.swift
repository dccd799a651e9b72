import FontTables
import LayoutEngine
import TextLayout

/// Text measuring speed (issue 5): 1 000 different `Text` leaves laid out through the engine with
/// the font-file measurer, the measurer alone on the same strings, and decoding the bundled font.
/// Every run uses a new measurer, so its layout cache starts empty as in a real pass.
func runTextBench() {
    let texts = benchTexts(count: 1_000)
    let scene = ViewNode(StackLayout.vStack(), children: texts.map { ViewNode(TextLeaf($0)) })
    let engineTime = BenchClock.median {
        let options = LayoutOptions(scale: 3, textMeasurer: FontTextMeasurer())
        _ = LayoutEngine.layout(scene, in: ProposedSize(width: 390, height: 844), options: options)
    }
    printTextBenchLine("\(texts.count) leaves", engineTime, per: texts.count, unit: "leaf")

    let requests = texts.map { TextLayoutRequest(text: $0, font: .body, maxWidth: 200) }
    let measureTime = BenchClock.median {
        let measurer = FontTextMeasurer()
        for request in requests { _ = measurer.layoutText(request) }
    }
    printTextBenchLine("\(texts.count) measurer calls at width 200", measureTime, per: texts.count, unit: "call")

    let bytes = BundledFont.interRegular.bytes
    let parseTime = BenchClock.median { _ = try? OpenTypeFont(bytes: bytes) }
    printTextBenchLine("decode Inter-Regular.otf (\(bytes.count) bytes)", parseTime, per: 1, unit: "font")
}

/// "text: 1000 leaves, median 12.34 ms, 12345.67 ns/leaf"
private func printTextBenchLine(_ what: String, _ seconds: Double, per count: Int, unit: String) {
    print("text: \(what), median \(BenchClock.format(seconds * 1e3)) ms, "
        + "\(BenchClock.format(seconds * 1e9 / Double(count))) ns/\(unit)")
}

/// `count` different strings of 2 to 13 words, chosen deterministically.
private func benchTexts(count: Int) -> [String] {
    let words = ["Lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit.", "Hello,", "world",
                 "layout", "SwiftUI", "Text", "wraps", "when", "narrow", "—", "well-known", "(quoted)", "42"]
    var state: UInt64 = 0x5EED_0005
    func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33)
    }
    return (0..<count).map { index in
        let wordCount = 2 + next() % 12
        return "\(index) " + (0..<wordCount).map { _ in words[next() % words.count] }.joined(separator: " ")
    }
}
