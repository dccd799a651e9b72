// Two wrapped views each nest a class named `Coordinator`. A name inside a type is looked up in
// that type first, so the key monitor's own coordinator (which only forwards a flag) is the one
// its code uses, not the label view's (which makes a `UILabel`): the monitor draws nothing and is
// laid out as a blank view taking the overlay's 150 × 60; the label view stays a stand-in.
// source: The Swift Programming Language, "Nested Types" (a nested type is named within its
// source: enclosing type); Apple, "UIView.draw(_:)" (draws nothing by default).
// expect: UIViewRepresentable.size == 150×60
// expect: UIViewRepresentable.label == "KeyMonitor"
// expect: 1 × warning [approximatedView]
import SwiftUI
import UIKit

struct KeyMonitor: UIViewRepresentable {
    @Binding var isPressed: Bool

    final class Coordinator {
        var isPressed: Binding<Bool>
        init(isPressed: Binding<Bool>) { self.isPressed = isPressed }
    }

    func makeCoordinator() -> Coordinator { Coordinator(isPressed: $isPressed) }

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ view: UIView, context: Context) {}
}

struct CaptionLabel: UIViewRepresentable {
    final class Coordinator {
        let label = UILabel()
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIView { context.coordinator.label }

    func updateUIView(_ view: UIView, context: Context) {}
}

struct MonitoredCard: View {
    @State private var pressed = false

    var body: some View {
        VStack {
            Color.mint
                .frame(width: 150, height: 60)
                .overlay(KeyMonitor(isPressed: $pressed))
            CaptionLabel()
        }
    }
}

#Preview { MonitoredCard() }
