import SwiftUI

struct Stepper3: View {
    struct Step: Identifiable {
        enum Status { case done, current, upcoming }
        let id: Int
        let name: String
        let status: Status
    }

    let steps: [Step]

    private func color(for status: Step.Status) -> Color {
        switch status {
        case .done: return .green
        case .current: return .blue
        case .upcoming: return .gray
        }
    }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(steps) { step in
                VStack(spacing: 6) {
                    ZStack {
                        Circle()
                            .fill(color(for: step.status))
                            .frame(width: 28, height: 28)
                        if step.status == .done {
                            Image(systemName: "checkmark")
                                .font(.caption.bold())
                                .foregroundStyle(.white)
                        } else {
                            Text("\(step.id)")
                                .font(.caption.bold())
                                .foregroundStyle(.white)
                        }
                    }
                    Text(step.name)
                        .font(.caption)
                }
                if step.id != steps.last?.id {
                    Rectangle()
                        .fill(Color.gray.opacity(0.4))
                        .frame(height: 2)
                        .padding(.bottom, 20)
                }
            }
        }
        .padding()
    }
}

#Preview {
    Stepper3(steps: [
        .init(id: 1, name: "Cart", status: .done),
        .init(id: 2, name: "Address", status: .current),
        .init(id: 3, name: "Payment", status: .upcoming),
    ])
}
