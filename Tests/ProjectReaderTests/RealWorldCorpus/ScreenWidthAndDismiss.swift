import SwiftUI

struct PromoSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass

    private var cardWidth: CGFloat {
        UIScreen.main.bounds.width * 0.8
    }

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Spacer()
                Button {
                    dismiss()
                } label: {
                    Image(systemName: "xmark.circle.fill")
                        .font(.title2)
                }
            }
            Text(sizeClass == .compact ? "Go Pro on your phone" : "Go Pro")
                .font(.title.bold())
            Text("Unlock unlimited projects and themes.")
                .foregroundStyle(colorScheme == .dark ? .white : .black)
            RoundedRectangle(cornerRadius: 20)
                .fill(.orange.gradient)
                .frame(width: cardWidth, height: 160)
        }
        .padding()
    }
}

#Preview {
    PromoSheet()
}
