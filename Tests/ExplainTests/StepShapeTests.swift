import Explain
import LayoutEngine
import Testing

/// Explanations are for newcomers: each step is one sentence plus its arithmetic, the same
/// layout always gives the same bytes, and `--view` keeps only what decides one view.
@Suite("Explanation steps: one sentence each, deterministic, focusable")
struct StepShapeTests {
    /// Scenes that exercise every kind of step: stacks with and without spacing, priorities,
    /// overflow, nested stacks, an unspecified axis, padding, frames, overlays and text.
    static var scenes: [(name: String, explanation: Explanation)] {
        [
            ("seed 001 priority", explain(HStack(spacing: 10) {
                Color.blue
                Color.green
                Color.yellow.relativeProposed(width: 0.5).layoutPriority(1)
            }, width: 620, height: 80, probes: true)),
            ("seed 002 overflow", explain(HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }.frame(width: 150).border(.black), width: 400, height: 100, probes: true)),
            ("nested stacks with text", explain(VStack(alignment: .leading) {
                Text("Title").font(.headline)
                HStack {
                    Text("Left")
                    Spacer()
                    Text("Right").padding(4)
                }
            }.padding(), width: 320, height: nil, probes: true)),
            ("ideal width", explain(HStack {
                Color.blue.frame(width: 40)
                Text("Hi")
            }, width: nil, height: nil)),
        ]
    }

    @Test("No step is more than one sentence plus its arithmetic")
    func oneSentence() {
        for (name, explanation) in Self.scenes {
            #expect(!explanation.steps.isEmpty, "\(name)")
            for step in explanation.steps {
                // The words: no full stop, question or exclamation mark followed by a new sentence,
                // no colon before the arithmetic, no line break.
                let words = step.text
                #expect(!words.contains("\n"), "\(name): \(words)")
                #expect(!words.hasSuffix("."), "\(name): \(words)")
                for terminator in [". ", "! ", "? ", "; "] {
                    #expect(!words.contains(terminator), "\(name): two sentences in \(words)")
                }
                #expect(words.first.map { $0.isLetter } == true, "\(name): \(words)")
                // The arithmetic: numbers, operators and `=`, nothing else (at most the axis letter
                // of a position and `max`).
                if let arithmetic = step.arithmetic {
                    #expect(arithmetic.contains("="), "\(name): \(arithmetic)")
                    let allowed = Set("0123456789.+−×/()=;, ∞xymax")
                    #expect(arithmetic.allSatisfy { allowed.contains($0) }, "\(name): \(arithmetic)")
                }
                // One sentence as printed: the words, the arithmetic after one colon, one full stop.
                #expect(step.sentence.hasSuffix("."))
                #expect(step.sentence.filter { $0 == "\n" }.isEmpty)
            }
        }
    }

    @Test("The same layout gives byte-identical explanations")
    func deterministic() {
        let first = Self.scenes.map { ExplanationText.render($0.explanation, heading: $0.name) }
        let second = Self.scenes.map { ExplanationText.render($0.explanation, heading: $0.name) }
        #expect(first == second)
        #expect(Array(first.joined().utf8) == Array(second.joined().utf8))
    }

    @Test("--view keeps ancestors' decisions and siblings' answers, not siblings' inner steps")
    func focus() {
        // Seed 001 "order matters": why is the yellow view 300 wide? Blue's and the modifier's
        // answers (200 and 100) decide what is left; the modifier's halving is its own business.
        let explanation = explainSeed001Middle()
        let focused = explanation.focused(on: "HStack[2]/Color")
        let sentences = focused.steps.map(\.sentence)
        #expect(sentences.contains("relativeProposed(width: 0.5) of Color.green becomes 100 pt wide, less than offered, leaving 300 pt: 400 − 100 = 300."))
        #expect(sentences.contains("HStack offers Color.yellow all of the 300 pt left: 300 / 1 = 300."))
        #expect(!sentences.contains("relativeProposed(width: 0.5) of Color.green proposes 100 × 80 to Color.green."))
        #expect(focused.steps.count < explanation.steps.count)
        // Focusing on the modifier keeps its inner step.
        #expect(explanation.focused(on: "HStack[1]/relativeProposed").steps.map(\.sentence)
            .contains("relativeProposed(width: 0.5) of Color.green proposes 100 × 80 to Color.green."))
    }

    @Test("Control characters in a Text's words never reach the terminal")
    func controlCharacters() {
        let explanation = explain(HStack { Text("a\u{1B}[31mb") }, width: 300, height: 100)
        #expect(explanation.steps.contains { $0.text.contains("Text(\"a?[31mb\")") })
        #expect(!explanation.steps.contains { $0.sentence.unicodeScalars.contains { $0.properties.generalCategory == .control } })
    }

    @Test("Paths nest by / and [n]/ only")
    func ancestors() {
        #expect(ViewPath.isAncestor("HStack", of: "HStack[1]/frame"))
        #expect(ViewPath.isAncestor("frame", of: "frame/HStack[0]/Color"))
        #expect(!ViewPath.isAncestor("HStack", of: "HStackX/frame"))
        #expect(!ViewPath.isAncestor("HStack[1]", of: "HStack[10]/Color"))
        #expect(!ViewPath.isAncestor("HStack", of: "HStack"))
    }

    @Test("A pass without a trace records no decisions")
    func untracedPassRecordsNothing() {
        let scene = HStack(spacing: 10) { Color.blue; Color.green }
        let result = LayoutEngine.layout(scene.node, in: ProposedSize(width: 100, height: 10))
        #expect(result.narrative.stacks.isEmpty)
        #expect(result.narrative.names.isEmpty)
        #expect(result.trace.isEmpty)
    }

    @Test("The first differing step tells why a layout changed")
    func firstDifference() {
        // Seed 001 without the modifier on the middle child: the steps agree until the second
        // offer (400 / 2 = 200 both times), which now goes to Color.green itself.
        let middle = explainSeed001Middle()
        let plain = explain(HStack(spacing: 10) { Color.blue; Color.green; Color.yellow }, width: 620, height: 80)
        let index = plain.firstDifference(from: middle)
        #expect(index.map { plain.steps[$0].sentence } == "HStack offers Color.green half of the 400 pt left: 400 / 2 = 200.")
        #expect(plain.firstDifference(from: plain) == nil)
    }
}
