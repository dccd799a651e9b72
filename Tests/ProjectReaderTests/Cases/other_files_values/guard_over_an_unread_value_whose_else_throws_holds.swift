// `guard buffer.count >= 4 else { throw Overflow() }` over a value of code LayoutLens did not read
// (a C library's buffer): an `else` that only throws says the author expects the condition to
// hold, as one calling `fatalError` does, so the preview takes the path the app takes when it
// works — the text "read" — and reports the assumption. A condition over such a value whose
// `else` does anything else stays false ("skipped" below).
// source: the rule for `guard let` over such a value whose else traps (docs/interpreter.md,
// source: NilBranchThatTraps); The Swift Programming Language, "Early Exit".
// expect: no error
// expect: Text[0].text == "read"
// expect: Text[1].text == "skipped"
// expect: warning "LayoutLens assumed true"
import SwiftUI
struct Overflow: Error {}
func read(_ buffer: CBuffer) throws -> String {
    guard buffer.count >= 4 else { throw Overflow() }
    return "read"
}
func peek(_ buffer: CBuffer) -> String {
    guard buffer.count >= 4 else { return "skipped" }
    return "peeked"
}
struct Reader: View {
    var body: some View {
        VStack {
            Text((try? read(CBuffer())) ?? "threw")
            Text(peek(CBuffer()))
        }
    }
}
#Preview { Reader() }
