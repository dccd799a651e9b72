import SwiftUI

struct Message: Identifiable {
    enum Sender { case me, them }
    let id: Int
    let sender: Sender
    let text: String
}

struct Bubble: View {
    let message: Message

    private var isMine: Bool { message.sender == .me }

    var body: some View {
        HStack {
            if isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(isMine ? Color.blue : Color(.systemGray5))
                .foregroundStyle(isMine ? .white : .primary)
                .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
            if !isMine { Spacer(minLength: 60) }
        }
    }
}

struct ConversationView: View {
    let messages = [
        Message(id: 1, sender: .them, text: "Are we still on for Friday?"),
        Message(id: 2, sender: .me, text: "Yes! 7pm at the usual place."),
        Message(id: 3, sender: .them, text: "Perfect 👍"),
    ]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(messages) { Bubble(message: $0) }
        }
        .padding()
    }
}

#Preview {
    ConversationView()
}
