// A program's `Shape` is laid out as every shape (it takes the size it is offered,
// swiftui-layout-facts.md §B12) and its `path(in:)` builds a `Path` with Apple's API: moves,
// lines, an arc, a quadratic curve, a close (Apple, "Path"). A `Path` built in a view's body
// is a shape too. Nothing is approximated: no diagnostic.
// source: written for this case from Apple's documentation (a speech-bubble badge and a
// chart's baseline), the shapes apps under /work/apps13–20 draw most.
// expect: no diagnostic
// expect: Rectangle[0].label == "Bubble"
// expect: Rectangle[0].size == 120×80
// expect: Rectangle[1].label == "Path"
// expect: Rectangle[1].size == 120×20
// expect: root.size == 120×100
import SwiftUI

struct Bubble: Shape {
    var tail: CGFloat = 12

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - tail)
        path.move(to: CGPoint(x: body.minX + 8, y: body.minY))
        path.addLine(to: CGPoint(x: body.maxX - 8, y: body.minY))
        path.addArc(center: CGPoint(x: body.maxX - 8, y: body.minY + 8), radius: 8,
                    startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: body.maxX, y: body.maxY))
        path.addQuadCurve(to: CGPoint(x: body.midX, y: rect.maxY), control: CGPoint(x: body.midX + tail, y: body.maxY))
        path.addLine(to: CGPoint(x: body.minX, y: body.maxY))
        path.closeSubpath()
        return path
    }
}

struct Badge: View {
    var body: some View {
        VStack(spacing: 0) {
            Bubble()
                .fill(.blue)
                .frame(width: 120, height: 80)
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 120, y: 0))
            }
            .stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 2]))
            .frame(width: 120, height: 20)
        }
    }
}

#Preview { Badge() }
