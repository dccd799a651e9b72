import Foundation
import SwiftUI

protocol WeatherService: Sendable {
    associatedtype Forecast: Decodable
    func forecast(for city: String) async throws -> Forecast
}

struct DayForecast: Decodable, Identifiable {
    var id: Date { date }
    let date: Date
    let high: Double
    let low: Double
    let symbol: String?
}

enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(any Error)

    var value: Value? {
        if case let .loaded(value) = self { return value }
        return nil
    }
}

@MainActor
final class WeatherViewModel: ObservableObject {
    @Published private(set) var state: LoadState<[DayForecast]> = .idle
    @Published var city = "Lisbon" {
        didSet { if oldValue != city { refreshTask?.cancel() } }
    }
    private var refreshTask: Task<Void, Never>?
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    var temperatureRange: ClosedRange<Double>? {
        guard let days = state.value, let low = days.map(\.low).min(), let high = days.map(\.high).max() else {
            return nil
        }
        return low...high
    }

    func refresh<Service: WeatherService>(using service: Service) where Service.Forecast == [DayForecast] {
        refreshTask = Task { [weak self, city] in
            guard let model = self else { return }
            model.state = .loading
            do {
                let days = try await service.forecast(for: city)
                model.state = .loaded(days)
            } catch let error as URLError where error.code == .notConnectedToInternet {
                model.state = .failed(error)
            } catch {
                model.state = .failed(error)
            }
        }
    }

    func label(for day: DayForecast) -> String {
        let symbol = day.symbol ?? "cloud"
        return "\(symbol): \(Int(day.low.rounded()))° – \(Int(day.high.rounded()))°"
    }
}

struct ForecastView: View {
    @ObservedObject var model: WeatherViewModel

    var body: some View {
        switch model.state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let days):
            List(days) { day in
                Text(model.label(for: day))
            }
        case .failed(let error):
            Text(error.localizedDescription)
                .foregroundStyle(.red)
        }
    }
}
