import SwiftUI

final class TimerModel: ObservableObject {
    @Published var seconds: Int
    @Published var isRunning = false

    init(seconds: Int = 90) {
        self.seconds = seconds
    }

    var display: String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return String(format: "%d:%02d", minutes, rest)
    }
}

struct TimerView: View {
    @ObservedObject var model: TimerModel
    @State private var laps: [Int]
    private let title: String

    init(model: TimerModel, title: String = "Timer") {
        self.model = model
        self.title = title
        _laps = State(initialValue: [12, 30, 47])
    }

    var body: some View {
        VStack(spacing: 16) {
            Text(title)
                .font(.headline)
            Text(model.display)
                .font(.system(size: 64, weight: .thin, design: .monospaced))
            HStack(spacing: 24) {
                Button(model.isRunning ? "Pause" : "Start") {
                    model.isRunning.toggle()
                }
                Button("Lap") {
                    laps.append(model.seconds)
                }
            }
            ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
                HStack {
                    Text("Lap \(index + 1)")
                    Spacer()
                    Text("\(lap) s")
                }
            }
        }
        .padding()
    }
}

#Preview {
    TimerView(model: TimerModel(seconds: 125))
}
