// `Path.applying(_:)` returns the path with every point mapped by a `CGAffineTransform` (Apple,
// "Path", `applying(_:)`), so its `boundingRect` is the mapped rectangle. A path flipped upside
// down and moved back by its height is how text outlines from Core Text are turned into SwiftUI's
// coordinates. Not a modifier: no warning.
// source: Apple, "CGAffineTransform": a point maps to (a·x + c·y + tx, b·x + d·y + ty);
// `translatedBy(x:y:)` applies the translation first, then the receiver.
// source: moved: rect (10, 20, 30, 40) translated by (5, 7) is (15, 27, 30, 40): width 15, height 27.
// source: flipped: scale (2, −1) after translation (0, −40) maps y ∈ [20, 60] to
// −(y − 40) ∈ [−20, 20] and x ∈ [10, 40] to 2x ∈ [20, 80]: boundingRect (20, −20, 60, 40).
// expect: no warning [undefinedModifier]
// expect: Color[0].size == 15×27
// expect: Color[1].size == 60×40
// expect: Color[2].size == 20×20
import SwiftUI

struct TransformedPaths: View {
    var body: some View {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let moved = Path(rect).applying(CGAffineTransform(translationX: 5, y: 7))
        let flipped = Path(rect).applying(CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: 0, y: -40))
        VStack(spacing: 0) {
            Color.red.frame(width: moved.boundingRect.minX, height: moved.boundingRect.minY)
            Color.green.frame(width: flipped.boundingRect.width, height: flipped.boundingRect.height)
            Color.blue.frame(width: flipped.boundingRect.minX, height: -flipped.boundingRect.minY)
        }
    }
}

#Preview { TransformedPaths() }
