import SwiftUI

struct DayForecast: Identifiable {
    let id: Int
    let weekday: String
    let high: Double
    let low: Double
    let condition: Condition

    enum Condition: String {
        case sunny, cloudy, rain

        var symbol: String {
            switch self {
            case .sunny: "sun.max.fill"
            case .cloudy: "cloud.fill"
            case .rain: "cloud.rain.fill"
            }
        }
    }
}

@MainActor
final class ForecastViewModel: ObservableObject {
    @Published var days: [DayForecast] = []
    @Published var isLoading = false
    @Published var city = "Lisbon"

    init(preview: Bool = false) {
        if preview {
            days = [
                DayForecast(id: 0, weekday: "Mon", high: 24.4, low: 16.1, condition: .sunny),
                DayForecast(id: 1, weekday: "Tue", high: 21.0, low: 15.2, condition: .cloudy),
                DayForecast(id: 2, weekday: "Wed", high: 18.7, low: 13.9, condition: .rain),
            ]
        }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 500_000_000)
    }

    var range: ClosedRange<Double> {
        let lows = days.map(\.low)
        let highs = days.map(\.high)
        return (lows.min() ?? 0)...(highs.max() ?? 1)
    }
}

struct ForecastView: View {
    @StateObject var model: ForecastViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(model.city)
                .font(.largeTitle.bold())
            if model.isLoading {
                ProgressView()
            } else {
                ForEach(model.days) { day in
                    HStack {
                        Text(day.weekday)
                            .frame(width: 44, alignment: .leading)
                        Image(systemName: day.condition.symbol)
                            .frame(width: 30)
                        Spacer()
                        Text("\(Int(day.low.rounded()))°")
                            .foregroundStyle(.secondary)
                        Text("\(Int(day.high.rounded()))°")
                    }
                }
            }
        }
        .padding()
        .task {
            await model.load()
        }
    }
}

#Preview {
    ForecastView(model: ForecastViewModel(preview: true))
}
