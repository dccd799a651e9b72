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
    /// A `Path` shown as a view, or a program's `Shape` whose `path(in:)` ran with the view's
    /// frame: the outline in the view's own coordinates (its top-leading corner is 0, 0).
    case path(ShapePath)
    /// A program's `Shape` whose `path(in:)` could not run (it threw, or reached a limit): drawn
    /// as its frame, with the reason in a `shapePathNotRun` warning.
    case unrunPath(typeName: String, reason: String)

    /// The SwiftUI type name (`RoundedRectangle`).
    public var name: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        case .unevenRoundedRectangle: return "UnevenRoundedRectangle"
        case .path: return "Path"
        case .unrunPath(let typeName, _): return typeName
        }
    }
}

extension ShapeKind {
    /// The shape drawn `amount` inside its frame (`InsettableShape.inset(by:)`): a rounded
    /// rectangle's radii shrink with it so its corners stay concentric (unverified); the other
    /// shapes follow the box they are drawn in.
    public func inset(by amount: Double) -> ShapeKind {
        switch self {
        case .roundedRectangle(let radius): return .roundedRectangle(cornerRadius: max(radius - amount, 0))
        case .unevenRoundedRectangle(let radii): return .unevenRoundedRectangle(radii.grown(by: -amount))
        default: return self
        }
    }
}
