import SwiftUI
import UIKit

// A chat bubble that shares its font with a UIKit text view elsewhere in the app: the font is a
// UIFont constant handed to SwiftUI through Core Text, sizes are derived from its point size.
struct ChatBubble: View {
    let text: String
    let isOutgoing: Bool

    var body: some View {
        HStack {
            if isOutgoing { Spacer(minLength: Layout.sideGap) }
            Text(text)
                .font(Font(Layout.messageFont as CTFont))
                .foregroundStyle(isOutgoing ? Color.white : Color.primary)
                .padding(.horizontal, Layout.horizontalInset)
                .padding(.vertical, Layout.verticalInset)
                .background(isOutgoing ? Color.blue : Color(white: 0.92), in: .rect(cornerRadius: Layout.cornerRadius))
            if !isOutgoing { Spacer(minLength: Layout.sideGap) }
        }
    }
}

private extension ChatBubble {
    enum Layout {
        static let messageFont: UIFont = .systemFont(ofSize: 16)
        static let captionFont = UIFont.preferredFont(forTextStyle: .caption1)
        static let horizontalInset = messageFont.pointSize * 0.75
        static let verticalInset: CGFloat = 8
        static let cornerRadius: CGFloat = 18
        static let sideGap: CGFloat = 48
    }
}

struct ChatTranscript: View {
    let messages: [(String, Bool)] = [
        ("Are we still on for Saturday?", false),
        ("Yes! 10 am at the trailhead.", true),
        ("Perfect, see you there", false),
    ]

    var body: some View {
        VStack(spacing: 6) {
            ForEach(messages.indices, id: \.self) { index in
                ChatBubble(text: messages[index].0, isOutgoing: messages[index].1)
            }
            Text("Read 9:41")
                .font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding()
    }
}

#Preview {
    ChatTranscript()
}
