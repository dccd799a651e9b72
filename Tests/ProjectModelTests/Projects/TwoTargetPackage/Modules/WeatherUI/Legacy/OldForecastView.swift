// Excluded by the manifest: not part of WeatherUI.
struct OldForecastView {}
