import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct NoticeView: View {
    let message: String
    var isUrgent = false

    var body: some View {
        Text(message)
            .padding()
            .if(isUrgent) { view in
                view
                    .background(Color.red.opacity(0.2))
                    .border(Color.red, width: 2)
            }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(spacing: 10) {
        NoticeView(message: "Backup finished")
        NoticeView(message: "Disk almost full", isUrgent: true)
    }
}
