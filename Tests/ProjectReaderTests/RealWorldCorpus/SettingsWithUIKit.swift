import SwiftUI
import UIKit

// A settings screen the way older apps write it: UIKit appearance set in `init`, a wrapped
// UIKit text view, a toggle whose binding animates, accessibility and app-wide environment values.
struct GrowingTextView: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.isScrollEnabled = false
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        view.text = text
    }
}

struct SettingsWithUIKit: View {
    @State private var notes = ""
    @State private var compact = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.appTheme) private var theme

    init() {
        UITableView.appearance().backgroundColor = .clear
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Compact rows", isOn: $compact.animation(reduceMotion ? nil : .easeInOut))
            GrowingTextView(text: $notes)
                .frame(height: 120)
        }
        .padding()
    }
}

#Preview {
    SettingsWithUIKit()
}
