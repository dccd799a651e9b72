/// SwiftUI's `Font.Weight`, ordered from lightest to heaviest.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType `usWeightClass` value conventionally used for the weight.
    public var weightClass: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.weightClass < rhs.weightClass }
}
