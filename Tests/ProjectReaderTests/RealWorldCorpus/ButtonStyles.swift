import SwiftUI

struct PillButtonStyle: ButtonStyle {
    var background: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(background, in: Capsule())
            .opacity(configuration.isPressed ? 0.7 : 1)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}

struct CheckoutButtons: View {
    var body: some View {
        VStack(spacing: 16) {
            Button("Pay now") {
                print("pay")
            }
            .buttonStyle(.pill)
            Button {
                print("later")
            } label: {
                Text("Save for later")
            }
            .buttonStyle(PillButtonStyle(background: .gray))
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    CheckoutButtons()
        .padding()
}
