import SwiftUI

/// The card every menu section sits on.
struct CardStyle: ViewModifier {
    var inset: CGFloat = Metrics.cardInset

    func body(content: Content) -> some View {
        content
            .padding(inset)
            .background(Color.surface, in: RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    func cardStyle(inset: CGFloat = Metrics.cardInset) -> some View {
        modifier(CardStyle(inset: inset))
    }
}
