// `transformEnvironment(\.key) { value in … }` runs its closure on the value in effect at its
// place (here 20, set above it) and the views below read the result: 20 + 1 = 21 pt between the
// stack's two 10-pt squares, so the second starts 10 + 21 = 31 below the first.
// source: Apple, `transformEnvironment(_:transform:)` ("Transforms the environment value of the
// source: specified key path with the given function"); stack spacing: `VStack(spacing:)`.
// expect: no diagnostic
// expect: Color[1].y - Color[0].y == 31
import SwiftUI
private struct GapKey: EnvironmentKey {
    static let defaultValue: CGFloat = 8
}
extension EnvironmentValues {
    var gap: CGFloat {
        get { self[GapKey.self] }
        set { self[GapKey.self] = newValue }
    }
}
struct Squares: View {
    @Environment(\.gap) private var gap
    var body: some View {
        VStack(spacing: gap) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
    }
}
#Preview {
    Squares()
        .transformEnvironment(\.gap) { gap in
            gap += 1
        }
        .environment(\.gap, 20)
}
