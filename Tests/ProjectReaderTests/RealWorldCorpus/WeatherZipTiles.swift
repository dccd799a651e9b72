import SwiftUI

enum Weather: CaseIterable {
    case sunny, rainy, snowy

    var icon: String {
        switch self {
        case .sunny: return "sun.max"
        case .rainy: return "cloud.rain"
        case .snowy: return "snowflake"
        }
    }
}

struct WeatherTile: View {
    let weather: Weather
    let temperature: Int
    var unit: String = "C"

    var temperatureText: String {
        let value = unit == "F" ? temperature * 9 / 5 + 32 : temperature
        return "\(value)°\(unit)"
    }

    var body: some View {
        VStack {
            Image(systemName: weather.icon)
                .resizable()
                .scaledToFit()
                .frame(width: 40, height: 40)
            Text(temperatureText)
                .font(.title3)
        }
        .frame(width: 90, height: 110)
        .background(Color.blue.opacity(0.1))
        .clipShape(.rect(cornerRadius: 12))
    }
}

struct WeekView: View {
    let temps = [21, 18, -2]
    var body: some View {
        HStack {
            ForEach(Array(zip(Weather.allCases, temps)), id: \.0) { pair in
                WeatherTile(weather: pair.0, temperature: pair.1, unit: "F")
            }
        }
    }
}

#Preview { WeekView() }
