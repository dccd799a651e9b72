// A custom `ShapeStyle` whose `resolve(in:)` returns a `Gradient` (a station's background that
// picks its colours by the colour scheme): a `Gradient` is a shape style too, so `.fill(_:)` and
// `.background(_:)` take it; the gradient only paints, so the shape keeps its 80 × 40 frame.
// source: Apple docs, `ShapeStyle` ("implementing the required resolve function to return a shape
// source: style"; "one of the gradient types") and `Gradient` (iOS 16: a `ShapeStyle`). The shape
// source: is a radio app's background style. Size: the frame's 80 × 40 as written.
// expect: no error
// expect: RoundedRectangle.size == 80×40
import SwiftUI

struct StationBackground: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Gradient {
        environment.colorScheme == .dark
            ? Gradient(colors: [.black, .indigo])
            : Gradient(colors: [.orange, .pink])
    }
}

struct StationCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(StationBackground())
            .frame(width: 80, height: 40)
    }
}

#Preview { StationCard() }
