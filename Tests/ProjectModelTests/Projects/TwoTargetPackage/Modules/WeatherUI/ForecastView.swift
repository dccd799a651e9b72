import SwiftUI
import WeatherCore
import Algorithms

public struct ForecastView: View {
    var forecast: Forecast
    public var body: some View {
        HStack { Text("high \(forecast.high)"); Text("low \(forecast.low)") }
    }
}

#Preview { ForecastView(forecast: .preview) }
