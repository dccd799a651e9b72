import SwiftUI

struct Tip: Identifiable {
    let id: Int
    let title: String
    let body: String
}

final class TipsViewModel: ObservableObject {
    @Published var tips: [Tip] = []
    @Published var expanded: Set<Int> = [2]

    init(tips: [Tip] = Tip.all) { self.tips = tips }

    func isExpanded(_ tip: Tip) -> Bool { expanded.contains(tip.id) }
}

extension Tip {
    static let all: [Tip] = [
        .init(id: 1, title: "Use .task", body: "It cancels when the view disappears."),
        .init(id: 2, title: "Prefer @Observable", body: "Views re-render only for the properties they read."),
    ]
}

struct TipsView: View {
    @ObservedObject var model: TipsViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(model.tips) { tip in
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        Text(tip.title).font(.headline)
                        Spacer()
                        Image(systemName: model.isExpanded(tip) ? "chevron.up" : "chevron.down")
                    }
                    if model.isExpanded(tip) {
                        Text(tip.body)
                            .font(.subheadline)
                            .fixedSize(horizontal: false, vertical: true)
                    }
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
            }
        }
        .padding()
    }
}

#Preview {
    TipsView(model: TipsViewModel())
}
