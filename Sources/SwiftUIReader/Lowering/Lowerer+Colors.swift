import Diagnostics
import LayoutEngine
import SwiftUIRuntime

/// Colours and shape styles in argument position.
extension Lowerer {
    /// A colour or shape style: `Color.red`, `.red`, `Color(red:green:blue:)`.
    mutating func color(_ value: Value, range: SourceRange) -> ColorValue? {
        switch value {
        case .color(let color): return color
        case .member(let name, nil):
            if let color = SystemColor(rawValue: name) { return .system(color) }
            // Materials and hierarchical styles are shape styles too: drawn gray, no layout effect.
            if Self.nonColorShapeStyles.contains(name) { return .system(.gray) }
            noMember(name, type: "Color", candidates: SystemColor.allCases.map(\.rawValue), range: range)
            return nil
        case .member(let name, _?) where Self.gradientStyles.contains(name):
            return .system(.gray)
        case .views(let nodes):
            if nodes.count == 1, let leaf = nodes[0].primitive as? ColorLeaf { return leaf.color }
            fallthrough
        default:
            sink.add(.wrongType(expected: "Color", found: value.typeDescription), at: range)
            return nil
        }
    }

    static let nonColorShapeStyles: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        "tint", "background", "foreground", "separator", "selection", "fill", "tertiary", "quaternary", "quinary",
    ]
    static let gradientStyles: Set<String> = ["linearGradient", "radialGradient", "angularGradient", "ellipticalGradient"]

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`,
    /// `Color("AssetName")`, `Color(.systemBackground)`, `Color(uiColor:)` (platform and asset
    /// colours are drawn gray: they have no layout).
    mutating func colorInitialiser(_ arguments: [Argument], calleeRange: SourceRange, scope: Scope) -> ColorValue? {
        guard let bound = ArgumentMatcher.match(arguments, callee: "Color", calleeRange: calleeRange, signatures: [
            Signature([.labelled("red", optional: false), .labelled("green", optional: false),
                       .labelled("blue", optional: false), .labelled("opacity")]),
            Signature([.labelled("white", optional: false), .labelled("opacity")]),
            Signature([.labelled("hue", optional: false), .labelled("saturation", optional: false),
                       .labelled("brightness", optional: false), .labelled("opacity")]),
            Signature([.unlabelled("name")]),
            Signature([.labelled("uiColor", optional: false)]),
            Signature([.labelled("nsColor", optional: false)]),
            Signature([.labelled("cgColor", optional: false)]),
        ], sink: &sink) else { return nil }
        guard let opacity = numberArgument(bound["opacity"], scope: scope, default: 1) else { return nil }
        switch bound.signature {
        case 0:
            guard let r = numberArgument(bound["red"], scope: scope), let g = numberArgument(bound["green"], scope: scope),
                  let b = numberArgument(bound["blue"], scope: scope) else { return nil }
            return .rgb(red: r, green: g, blue: b, opacity: opacity)
        case 1:
            guard let w = numberArgument(bound["white"], scope: scope) else { return nil }
            return .rgb(red: w, green: w, blue: w, opacity: opacity)
        case 2:
            guard let h = numberArgument(bound["hue"], scope: scope), let s = numberArgument(bound["saturation"], scope: scope),
                  let v = numberArgument(bound["brightness"], scope: scope) else { return nil }
            let (r, g, b) = Self.rgb(hue: h, saturation: s, brightness: v)
            return .rgb(red: r, green: g, blue: b, opacity: opacity)
        case 3:
            // `Color("Asset")` or `Color(.systemBackground)`.
            guard let name = bound["name"], let value = evaluate(name.value, scope: scope) else { return nil }
            switch value {
            case .string, .member: return .system(.gray)
            default:
                sink.add(.wrongType(expected: "String", found: value.typeDescription), at: name.value.range)
                return nil
            }
        default:
            return .system(.gray)
        }
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        ColorConversion.rgb(hue: hue, saturation: saturation, brightness: brightness)
    }
}

extension Lowerer {
    /// The colours and direction of `LinearGradient(colors: [.blue, .purple], startPoint: .top,
    /// endPoint: .bottom)` or `LinearGradient(gradient: Gradient(colors: […]), …)`; nil when the
    /// colours cannot be read (the gradient is then drawn as a plain placeholder).
    mutating func gradientValue(_ arguments: [Argument], scope: Scope) -> GradientValue? {
        var colorList: Expr?
        for argument in arguments {
            if argument.label == "colors" { colorList = argument.value }
            if argument.label == "gradient", case .call(let callee, let inner) = argument.value.kind,
               case .identifier("Gradient") = callee.kind {
                colorList = inner.first { $0.label == "colors" }?.value
            }
        }
        guard let colorList, case .array(let items) = colorList.kind, !items.isEmpty else { return nil }
        var colors: [ColorValue] = []
        for item in items {
            switch evaluate(item, scope: scope) {
            case .color(let color): colors.append(color)
            case .member(let name, nil):
                guard let system = SystemColor(rawValue: name) else { return nil }
                colors.append(.system(system))
            default: return nil
            }
        }
        var gradient = GradientValue(colors: colors)
        for argument in arguments {
            guard case .implicitMember(let name) = argument.value.kind, let point = GradientValue.unitPoint(name) else { continue }
            if argument.label == "startPoint" { (gradient.startX, gradient.startY) = point }
            if argument.label == "endPoint" { (gradient.endX, gradient.endY) = point }
        }
        return gradient
    }
}
