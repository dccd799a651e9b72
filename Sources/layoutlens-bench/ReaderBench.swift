import ProjectReader

/// Reader speed (issue 4): a 10 000-line SwiftUI file generated in memory — 400 copies of a
/// 25-line view struct with a preview, each with stacks, modifiers, a ForEach and comments —
/// read (lexed, parsed, lowered into scenarios) as a whole. Prints the median of 11 runs:
/// "reader: 10000 lines, median X ms (N scenarios, D diagnostics)".
func benchReader() {
    let source = readerBenchSource(copies: 400)
    let bytes = Array(source.utf8)
    let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    var scenarios = 0
    var diagnostics = 0
    let seconds = BenchClock.median {
        let reading = SwiftUIFileReader.read(bytes: bytes, file: "Bench.swift", assets: ImageAssets(directory: nil))
        scenarios = reading.scenarios.count
        diagnostics = reading.diagnostics.count
    }
    print("reader: \(lineCount) lines, median \(BenchClock.format(seconds * 1000)) ms"
          + " (\(scenarios) scenarios, \(diagnostics) diagnostics)")
}

/// 25 lines per copy.
private func readerBenchSource(copies: Int) -> String {
    var source = ""
    for index in 0..<copies {
        source += """
        // Row \(index): a card with a title, a subtitle and three tags.
        struct Row\(index): View {
            let title: String
            var count = 3
            var body: some View {
                HStack(alignment: .top, spacing: 12) {
                    Circle().fill(Color.blue).frame(width: 40, height: 40)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(title).font(.headline).lineLimit(1)
                        Text("Subtitle \\(count)").font(.subheadline)
                        HStack {
                            ForEach(0..<count, id: \\.self) { i in
                                Text("#\\(i)").padding(.horizontal, 6)
                            }
                        }
                    }
                    Spacer(minLength: 0)
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
            }
        }
        #Preview("row \(index)", traits: .sizeThatFitsLayout) {
            Row\(index)(title: "Title \(index)").frame(maxWidth: .infinity)
        }

        """
    }
    return source
}
