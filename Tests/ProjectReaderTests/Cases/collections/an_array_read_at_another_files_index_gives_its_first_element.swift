// An array read at an index another file holds (`Self.titles[controls.trackIndex]`, the
// controls a type no file read declares): the element is one of the array's, so the first is
// taken and the index is named in an `assumedValue` warning; the text is that element's.
// source: The Swift Programming Language, "Collection Types" ("Accessing and Modifying an Array":
// source: a subscript returns the element at that index; an index outside the array traps).
// expect: no error
// expect: Text.text == "One"
// expect: warning [assumedValue] "trackIndex" "first element"
import SwiftUI

struct TrackLabel: View {
    let controls: PlayerControls
    static let titles = ["One", "Two"]

    var body: some View {
        Text(Self.titles[controls.trackIndex])
    }
}

#Preview {
    TrackLabel(controls: .preview)
}
