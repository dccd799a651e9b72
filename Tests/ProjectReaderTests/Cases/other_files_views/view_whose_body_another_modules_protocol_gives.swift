// `struct MovieRow: ConnectedView` with no `body` of its own: a package the file imports (here one
// LayoutLens does not read) declares `protocol ConnectedView: View` and gives it `body` in an
// extension. The app compiles, so the type is a view; its body is code LayoutLens did not read, so
// it is drawn as a stand-in of its name (padded 16 on each side) with a warning, and the rest of
// the preview lays out — not the error "value of type 'MovieRow' is not a View".
// source: The Swift Programming Language, "Protocols — Protocol Extensions": a protocol extension
// source: can provide implementations of the protocol's requirements to conforming types.
// source: the 20 × 20 colour above the stand-in keeps its size.
// expect: no error
// expect: warning [approximatedView] "'ConnectedView'"
// expect: Color.width == 20
// expect: any("MovieRow").count == 1
import SwiftUI
import SwiftUIFlux

struct MovieRow: ConnectedView {
    struct Props { let title: String }
    func map(state: Int) -> Props { Props(title: "Movie") }
    func body(props: Props) -> some View { Text(props.title) }
}

#Preview {
    VStack {
        Color.red.frame(width: 20, height: 20)
        MovieRow()
    }
}
