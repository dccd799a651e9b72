import Diagnostics
import LayoutEngine
import SwiftUIRuntime

extension Lowerer {
    /// Applies `.name(arguments)` to `node`: layout modifiers wrap it in a primitive, text
    /// modifiers wrap it in an environment change, paint modifiers set its style, render-only
    /// modifiers leave it as is, unmodelled layout modifiers warn, unknown ones are errors.
    mutating func applyModifier(_ name: String, nameRange: SourceRange, arguments: [Argument], to node: ViewNode,
                                scope: Scope) -> ViewNode? {
        func bind(_ signatures: [Signature]) -> BoundArguments? {
            ArgumentMatcher.match(arguments, callee: name, calleeRange: nameRange, signatures: signatures, sink: &sink)
        }
        func wrap(_ primitive: any LayoutPrimitive, extra: [ViewNode] = [], label: String? = nil) -> ViewNode? {
            makeNode(primitive, children: [node] + extra, label: label ?? name, at: nameRange)
        }
        func environment(_ change: TextEnvironmentChange) -> ViewNode? { wrap(EnvironmentModifier(change)) }
        switch name {
        case "frame":
            return lowerFrame(arguments, nameRange: nameRange, node: node, scope: scope)
        case "padding":
            return lowerPadding(arguments, nameRange: nameRange, node: node, scope: scope)
        case "fixedSize":
            guard let bound = bind([Signature([]), Signature([.labelled("horizontal", optional: false), .labelled("vertical", optional: false)])]),
                  let horizontal = boolArgument(bound["horizontal"], scope: scope, default: true),
                  let vertical = boolArgument(bound["vertical"], scope: scope, default: true) else { return nil }
            return wrap(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
        case "layoutPriority":
            guard let bound = bind([Signature([.unlabelled("value")])]),
                  let priority = numberArgument(bound["value"], scope: scope) else { return nil }
            return wrap(LayoutPriorityModifier(priority))
        case "alignmentGuide":
            return lowerAlignmentGuide(arguments, nameRange: nameRange, node: node, scope: scope)
        case "offset":
            guard let bound = bind([Signature([.labelled("x"), .labelled("y")])]),
                  let x = numberArgument(bound["x"], scope: scope, default: 0),
                  let y = numberArgument(bound["y"], scope: scope, default: 0) else { return nil }
            return wrap(OffsetModifier(x: x, y: y))
        case "rotationEffect", "scaleEffect":
            return lowerRenderEffect(name, arguments: arguments, nameRange: nameRange, node: node, scope: scope)
        case "position":
            guard let bound = bind([Signature([.labelled("x"), .labelled("y")])]),
                  let x = numberArgument(bound["x"], scope: scope, default: 0),
                  let y = numberArgument(bound["y"], scope: scope, default: 0) else { return nil }
            return wrap(PositionLayout(x: x, y: y))
        case "aspectRatio":
            guard let bound = bind([Signature([.unlabelled("ratio", optional: true), .labelled("contentMode")])]),
                  let ratio = optionalNumberArgument(bound["ratio"], scope: scope),
                  let mode = bound.has("contentMode") ? contentModeArgument(bound["contentMode"], scope: scope) : .fit else { return nil }
            return wrap(AspectRatioLayout(ratio: ratio, contentMode: mode))
        case "scaledToFit", "scaledToFill":
            guard bind([Signature([])]) != nil else { return nil }
            return wrap(AspectRatioLayout(ratio: nil, contentMode: name == "scaledToFit" ? .fit : .fill))
        case "relativeProposed":
            guard let bound = bind([Signature([.labelled("width"), .labelled("height")])]),
                  let width = optionalNumberArgument(bound["width"], scope: scope),
                  let height = optionalNumberArgument(bound["height"], scope: scope) else { return nil }
            return wrap(RelativeProposedLayout(width: width, height: height))
        case "overlay", "background":
            return lowerSecondary(name, arguments: arguments, nameRange: nameRange, node: node, scope: scope)
        case "border":
            guard let bound = bind([Signature([.unlabelled("content"), .labelled("width")])]),
                  let styleValue = bound["content"].flatMap({ evaluate($0.value, scope: scope) }),
                  let color = color(styleValue, range: bound["content"]?.value.range ?? nameRange),
                  let width = numberArgument(bound["width"], scope: scope, default: 1) else { return nil }
            guard var stroke = makeNode(ShapeLeaf(.rectangle), label: "border", at: nameRange) else { return nil }
            stroke.style = ViewStyle(stroke: color, lineWidth: width)
            return wrap(OverlayLayout(alignment: .center, placement: .overlay), extra: [stroke], label: "border")
        case "font":
            guard let bound = bind([Signature([.unlabelled("font")])]),
                  let value = bound["font"].flatMap({ evaluate($0.value, scope: scope) }) else { return nil }
            if case .none = value { return node }
            guard let font = font(value, range: bound["font"]?.value.range ?? nameRange, scope: scope) else { return nil }
            return environment(.font(font))
        case "fontWeight":
            guard let bound = bind([Signature([.unlabelled("weight")])]),
                  let weight = weightArgument(bound["weight"], scope: scope) else { return nil }
            return environment(.fontWeight(weight))
        case "bold":
            guard let bound = bind([Signature([.unlabelled("isActive", optional: true)])]),
                  let active = boolArgument(bound["isActive"], scope: scope, default: true) else { return nil }
            return active ? environment(.fontWeight(.bold)) : node
        case "lineLimit":
            return lowerLineLimit(arguments, nameRange: nameRange, node: node, scope: scope)
        case "truncationMode":
            guard let bound = bind([Signature([.unlabelled("mode")])]),
                  let mode = truncationArgument(bound["mode"], scope: scope) else { return nil }
            return environment(.truncationMode(mode))
        case "lineSpacing":
            guard let bound = bind([Signature([.unlabelled("lineSpacing")])]),
                  let spacing = numberArgument(bound["lineSpacing"], scope: scope) else { return nil }
            return environment(.lineSpacing(spacing))
        case "multilineTextAlignment":
            guard let bound = bind([Signature([.unlabelled("alignment")])]),
                  let alignment = textAlignmentArgument(bound["alignment"], scope: scope) else { return nil }
            return environment(.multilineTextAlignment(alignment))
        case "measure":
            guard bind([Signature([])]) != nil else { return nil }
            var measured = node
            measured.isMeasured = true
            return measured
        case "resizable":
            guard bind([Signature([.labelled("capInsets"), .labelled("resizingMode")])]) != nil else { return nil }
            guard var image = node.primitive as? ImageLeaf else {
                sink.add(.unsupportedExpression("'resizable()' on '\(node.label)' (it is only available on Image)"), at: nameRange)
                return nil
            }
            image.isResizable = true
            var resized = node
            resized.primitive = image
            return resized
        case "fill", "foregroundColor", "foregroundStyle", "tint", "stroke", "strokeBorder":
            // Paint only: never fails the view. Problems in the arguments are still reported.
            var styled = node
            var colorValue: ColorValue?
            if let first = arguments.first, first.label == nil, let value = evaluate(first.value, scope: scope) {
                // Gradients and other styles have no single colour; they do not affect layout either.
                colorValue = colorIfAny(value)
                if name == "fill" || name == "foregroundStyle", case .views(let nodes) = value,
                   let gradient = nodes.first?.style.gradient {
                    styled.style.gradient = gradient
                }
            }
            if name == "stroke" || name == "strokeBorder" {
                styled.style.stroke = colorValue ?? styled.style.stroke
                if let width = arguments.first(where: { $0.label == "lineWidth" }), let lineWidth = numberArgument(width, scope: scope) {
                    styled.style.lineWidth = lineWidth
                }
            } else if let colorValue {
                styled.style.fill = colorValue
            }
            return styled
        case "cornerRadius":
            guard let radius = arguments.first.flatMap({ numberArgument($0, scope: scope) }) else { return node }
            var styled = node
            styled.style.cornerRadius = radius
            return styled
        case "clipShape":
            // Rounded corners of a clip by a rounded rectangle or capsule; other shapes are not drawn.
            guard let value = arguments.first.flatMap({ evaluate($0.value, scope: scope) }),
                  case .views(let nodes) = value, let shape = (nodes.first?.primitive as? ShapeLeaf)?.shape else { return node }
            var styled = node
            switch shape {
            case .roundedRectangle(let radius): styled.style.cornerRadius = radius
            case .capsule, .circle: styled.style.cornerRadius = .infinity
            default: break
            }
            return styled
        case "opacity":
            guard let bound = bind([Signature([.unlabelled("value")])]),
                  let opacity = numberArgument(bound["value"], scope: scope) else { return nil }
            var styled = node
            styled.style.opacity = opacity
            return styled
        default:
            if ModifierCatalogue.renderOnly.contains(name) { return node }
            if ModifierCatalogue.unmodelledLayout.contains(name) {
                sink.add(.unmodelledModifier(name), at: nameRange)
                return node
            }
            var notes: [DiagnosticNote] = []
            var fixIt: FixIt?
            if let suggestion = NameSuggestion.closest(to: name, in: ModifierCatalogue.allNames) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: nameRange))
                fixIt = FixIt(range: nameRange, replacement: suggestion)
            }
            sink.add(.unknownModifier(name), at: nameRange, notes: notes, fixIt: fixIt)
            return nil
        }
    }

    private func colorIfAny(_ value: Value) -> ColorValue? {
        switch value {
        case .color(let color): return color
        case .member(let name, nil): return SystemColor(rawValue: name).map { .system($0) }
        case .views(let nodes): return (nodes.first?.primitive as? ColorLeaf)?.color
        default: return nil
        }
    }

    // MARK: - lineLimit

    /// `lineLimit(2)`, `lineLimit(nil)`, `lineLimit(2...4)`, `lineLimit(2...)`, `lineLimit(3, reservesSpace: true)`.
    private mutating func lowerLineLimit(_ arguments: [Argument], nameRange: SourceRange, node: ViewNode, scope: Scope) -> ViewNode? {
        guard let bound = ArgumentMatcher.match(arguments, callee: "lineLimit", calleeRange: nameRange, signatures: [
            Signature([.unlabelled("limit"), .labelled("reservesSpace")]),
        ], sink: &sink), let limitArgument = bound["limit"],
            let value = evaluate(limitArgument.value, scope: scope) else { return nil }
        let change: TextEnvironmentChange
        switch value {
        case .none:
            change = .lineLimit(lower: nil, upper: nil)
        case .number(let number, _) where number == number.rounded():
            // Apple's `lineLimit(_:)`: a limit below 1 counts as 1. Absurdly large limits are
            // no limit in practice; they are capped so they stay integers.
            let limit = Int(min(max(number, 1), 1e6))
            guard let reserves = boolArgument(bound["reservesSpace"], scope: scope, default: false) else { return nil }
            change = .lineLimit(lower: reserves ? limit : nil, upper: limit)
        case .range(let lower, let upper, let isClosed) where upper >= lower && (lower.isInfinite || lower < 1e6)
            && (upper.isInfinite || upper < 1e6) && (lower.isInfinite || lower >= 0):
            // `2...4`, `2...` (no upper limit), `...4` (no lower limit).
            let low = lower.isFinite ? Int(lower) : nil
            let high = upper.isFinite ? Int(isClosed ? upper : upper - 1) : nil
            change = .lineLimit(lower: low, upper: high)
        default:
            sink.add(.wrongType(expected: "Int?", found: value.typeDescription), at: limitArgument.value.range)
            return nil
        }
        return makeNode(EnvironmentModifier(change), children: [node], label: "lineLimit", at: nameRange)
    }
}
