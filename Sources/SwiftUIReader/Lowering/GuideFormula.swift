import LayoutEngine

/// The arithmetic of an `alignmentGuide` closure (`{ d in d[.leading] + 10 }`, `{ $0.width / 2 }`),
/// compiled from the source into a value that the engine evaluates against the view's
/// `ViewDimensions` at layout time. Constants from the enclosing scope are folded in when lowering.
indirect enum GuideFormula: Sendable {
    case constant(Double)
    case width
    case height
    case guide(AlignmentKey)
    case binary(Operator, GuideFormula, GuideFormula)
    case negate(GuideFormula)
    case minimum(GuideFormula, GuideFormula)
    case maximum(GuideFormula, GuideFormula)

    enum Operator: String, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    func evaluate(_ dimensions: ViewDimensions) -> Double {
        switch self {
        case .constant(let value): return value
        case .width: return dimensions.width
        case .height: return dimensions.height
        case .guide(let key): return dimensions[key]
        case .negate(let inner): return -inner.evaluate(dimensions)
        case .minimum(let a, let b): return Swift.min(a.evaluate(dimensions), b.evaluate(dimensions))
        case .maximum(let a, let b): return Swift.max(a.evaluate(dimensions), b.evaluate(dimensions))
        case .binary(let op, let lhs, let rhs):
            let a = lhs.evaluate(dimensions)
            let b = rhs.evaluate(dimensions)
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return b == 0 ? 0 : a / b
            }
        }
    }

    /// The closure handed to the engine's `AlignmentGuideModifier`.
    var compute: @Sendable (ViewDimensions) -> Double {
        let formula = self
        return { formula.evaluate($0) }
    }
}
