// UIKit's haptic generators are kept by a view and called from its actions: making one, preparing
// it and playing a haptic do nothing in a preview, and none is a stand-in. The button's label is
// laid out as a plain text of the same words beside it.
// source: Apple, `UIImpactFeedbackGenerator` (`init(style:)`, `prepare()`, `impactOccurred()`),
// `UISelectionFeedbackGenerator` (`selectionChanged()`), `UINotificationFeedbackGenerator`
// (`notificationOccurred(_:)`, `FeedbackType.success`).
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: Text[0].width == Text[1].width
import SwiftUI
import UIKit

struct Liker: View {
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private let selection = UISelectionFeedbackGenerator()
    private let notification = UINotificationFeedbackGenerator()
    var body: some View {
        VStack {
            Button("Like") {
                impact.impactOccurred()
                selection.selectionChanged()
                notification.notificationOccurred(.success)
            }
            .onAppear { impact.prepare() }
            Text("Like")
        }
    }
}

#Preview { Liker() }
