public struct Forecast: Sendable {
    public var high: Double
    public var low: Double
    public static let preview = Forecast(high: 21, low: 12)
}
