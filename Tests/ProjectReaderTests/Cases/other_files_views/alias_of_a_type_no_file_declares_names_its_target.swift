// `typealias AppBackground = NeuBackground` where no file read declares `NeuBackground` (a
// remote package's view): `AppBackground()` is drawn as a stand-in of `NeuBackground`, the name
// that is missing; the alias itself is declared, so no warning says it is not.
// source: The Swift Programming Language, "Type Alias Declaration": after the declaration the
// source: alias "can be used instead of the existing type everywhere in your program" (a music
// source: player's background view had this shape).
// expect: warning [standInView] "'NeuBackground'"
// expect: no diagnostic "'AppBackground'"
import SwiftUI

typealias AppBackground = NeuBackground

struct PlayerScreen: View {
    var body: some View {
        ZStack {
            AppBackground()
            Text("Now playing")
        }
    }
}

#Preview { PlayerScreen() }
