// A colour made from components another file (or data a preview never has) gives: a colour sizes
// nothing, so each unknown component is taken as 0.5 with a warning naming it, and the preview is
// laid out instead of stopping at the colour. The capsule behind the text takes the text's size.
// source: Apple, "Color": `init(red: Double, green: Double, blue: Double, opacity: Double = 1)`,
// source: `init(hue:saturation:brightness:opacity:)`, `init(white:opacity:)`; the 0.5 is
// source: LayoutLens's neutral value (docs/diagnostics.md, assumedValue), unverified.
// expect: no error
// expect: 5 × warning [assumedValue] "0.5 (a colour component changes no frame)"
// expect: background.width == Text.width
import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New")
            .background(Color(red: Palette.accent.red, green: Palette.accent.green, blue: 0.2), in: Capsule())
            .overlay(Color(hue: Palette.hue, saturation: 0.5, brightness: Palette.brightness).opacity(0.1))
            .border(Color(white: Palette.white))
    }
}

#Preview { Badge() }
