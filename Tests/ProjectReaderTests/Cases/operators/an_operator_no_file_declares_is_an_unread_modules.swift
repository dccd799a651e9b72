// A preview builds its sample value with an operator neither Swift's standard library nor any
// file read declares (`|>`, the pipe-forward operator of a functional-programming package the
// file imports). The file compiles in its app, so the imported module LayoutLens does not read
// declares it: its result is a stand-in value naming the operator, with a warning, and the
// preview is laid out, its own texts read from its own code.
// source: The Swift Programming Language, "Advanced Operators", "Custom Operators": a new
// source: operator is declared at global level with the `operator` keyword; Apple, Swift,
// source: "Operator Declarations" lists the standard library's, and `|>` is not among them.
// source: the card shows two texts; the second is its own literal, one line.
// expect: no error
// expect: warning "|>"
// expect: Text.count == 2
// expect: Text[1].text == "Caption"
import SwiftUI
import Pipes

struct Card {
    var title = "Card"
    var note = ""
}

struct CardView: View {
    let card: Card

    var body: some View {
        VStack {
            Text(card.title)
            Text("Caption")
        }
    }
}

#Preview {
    let card = Card() |> \.note .~ "Updated"
    CardView(card: card)
}
