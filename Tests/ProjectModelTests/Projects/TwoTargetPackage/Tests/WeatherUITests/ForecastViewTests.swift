import Testing
@testable import WeatherUI
import WeatherCore

@Test func previewForecastIsWarm() { #expect(Forecast.preview.high > Forecast.preview.low) }
