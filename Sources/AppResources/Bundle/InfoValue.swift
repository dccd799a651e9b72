/// A value of a bundle's Info.plist as `Bundle.infoDictionary` gives it: `NSString`, `NSNumber`
/// (integer, real or Boolean), `NSDate`, `NSData`, `NSArray`, `NSDictionary` (Apple,
/// "Information Property List": the plist types).
public indirect enum InfoValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    /// `<date>`: its ISO 8601 text.
    case date(String)
    /// `<data>`: its base64 text.
    case data(String)
    case array([InfoValue])
    /// Keys sorted, so the dictionary prints the same every run.
    case dictionary([InfoEntry])

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

public struct InfoEntry: Sendable, Equatable {
    public var key: String
    public var value: InfoValue

    public init(key: String, value: InfoValue) {
        self.key = key
        self.value = value
    }
}
