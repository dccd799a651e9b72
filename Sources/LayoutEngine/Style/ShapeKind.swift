/// The built-in shapes. All of them size like a colour: they take the whole proposal and
/// answer 10 on an unspecified axis (`swiftui-layout-facts.md` §B12).
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
    /// iOS 17's `UnevenRoundedRectangle`: a radius per corner.
    case unevenRoundedRectangle(CornerRadii)

    /// The SwiftUI type name (`RoundedRectangle`).
    public var name: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        case .unevenRoundedRectangle: return "UnevenRoundedRectangle"
        }
    }
}
