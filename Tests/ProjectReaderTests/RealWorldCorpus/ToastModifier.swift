import SwiftUI

struct Toast: ViewModifier {
    @Binding var isShowing: Bool
    let message: String

    func body(content: Content) -> some View {
        ZStack(alignment: .bottom) {
            content
            if isShowing {
                Text(message)
                    .padding()
                    .background(.black.opacity(0.8))
                    .foregroundColor(.white)
                    .cornerRadius(10)
                    .padding(.bottom, 40)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}

extension View {
    func toast(isShowing: Binding<Bool>, message: String) -> some View {
        modifier(Toast(isShowing: isShowing, message: message))
    }
}

struct ToastDemo: View {
    @State private var saved = true
    var body: some View {
        Color.mint.opacity(0.2)
            .ignoresSafeArea()
            .toast(isShowing: $saved, message: "Saved!")
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { saved = false }
            }
    }
}

#Preview { ToastDemo() }
