// SE-0286 (forward-scan matching of trailing closures): the unlabelled first trailing closure
// skips a defaulted parameter whose type is not a function, so `Menu(size:actions:label:)` called
// as `Menu { … } label: { … }` binds the closures to `actions` and `label`, and `size` keeps its
// default 50: 50 wide, 50 × 2 actions = 100 tall.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); SE-0286.
// expect: no diagnostic
// expect: Color.frame == (0, 0, 50, 100)
import SwiftUI
struct Menu<Label: View>: View {
    var size: CGFloat
    var actions: [String]
    var label: () -> Label
    init(size: CGFloat = 50, actions: () -> [String], @ViewBuilder label: @escaping () -> Label) {
        self.size = size
        self.actions = actions()
        self.label = label
    }
    var body: some View {
        label().frame(width: size, height: size * CGFloat(actions.count))
    }
}
#Preview(traits: .sizeThatFitsLayout) {
    Menu { ["a", "b"] } label: { Color.red }
}
