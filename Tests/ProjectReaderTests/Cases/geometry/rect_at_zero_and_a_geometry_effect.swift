// `CGRect(origin: .zero, size: proxy.size)`: the parameter's type resolves `.zero`. A user
// `GeometryEffect` given to `.modifier` only transforms the drawing: the content keeps its frame,
// the inner frame half the reader's 200 = 100 wide, 20 high.
// source: a twenty-fourth sample (32 files of a book's sample code and video-series projects;
// source: 28 → 30 lay out); Apple, `GeometryEffect` ("an effect that changes the visual appearance").
// expect: no error
// expect: frame[*].size contains 100×20
import SwiftUI
struct Nudge: GeometryEffect {
    var amount: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
    }
}
struct Board: View {
    var body: some View {
        GeometryReader { proxy in
            let rect = CGRect(origin: .zero, size: proxy.size)
            Color.green
                .frame(width: rect.width / 2, height: 20)
                .modifier(Nudge(amount: 30))
        }
        .frame(width: 200, height: 100)
    }
}
#Preview { Board() }
