import Diagnostics
import LayoutEngine

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
            var styled = node
            guard let first = arguments.first, first.label == nil,
                  let value = evaluate(first.value, scope: scope) else {
                if arguments.isEmpty, name == "fill" || name == "stroke" { return node }
                return arguments.isEmpty ? node : nil
            }
            // Gradients and other styles have no single colour; they still do not affect layout.
            guard let colorValue = colorIfAny(value) else { return node }
            if name == "stroke" || name == "strokeBorder" {
                styled.style.stroke = colorValue
                if let width = arguments.first(where: { $0.label == "lineWidth" }) {
                    guard let lineWidth = numberArgument(width, scope: scope) else { return nil }
                    styled.style.lineWidth = lineWidth
                }
            } else {
                styled.style.fill = colorValue
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

    // MARK: - frame

    /// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// SwiftUI logs "Invalid frame dimension (negative or non-finite)" for bad sizes; here they are errors.
    private mutating func lowerFrame(_ arguments: [Argument], nameRange: SourceRange, node: ViewNode, scope: Scope) -> ViewNode? {
        guard let bound = ArgumentMatcher.match(arguments, callee: "frame", calleeRange: nameRange, signatures: [
            Signature([.labelled("width"), .labelled("height"), .labelled("alignment")]),
            Signature([.labelled("minWidth"), .labelled("idealWidth"), .labelled("maxWidth"), .labelled("minHeight"),
                       .labelled("idealHeight"), .labelled("maxHeight"), .labelled("alignment")]),
        ], sink: &sink) else { return nil }
        guard let alignment = bound.has("alignment") ? alignmentArgument(bound["alignment"], scope: scope) : .center else { return nil }
        let keys = bound.signature == 0 ? ["width", "height"]
            : ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        var values: [String: Double] = [:]
        var valid = true
        for key in keys {
            guard let argument = bound[key] else { continue }
            guard let value = optionalNumberArgument(argument, scope: scope) else { valid = false; continue }
            guard let number = value else { continue }
            let mayBeInfinite = key.hasPrefix("max")
            if number.isNaN || number < 0 || (!mayBeInfinite && number.isInfinite) {
                sink.add(.invalidFrameDimension(key, value: number.isNaN ? "NaN" : NumberText.format(number)),
                         at: argument.value.range)
                valid = false
                continue
            }
            values[key] = number
        }
        guard valid else { return nil }
        let primitive: any LayoutPrimitive = bound.signature == 0
            ? FrameLayout(width: values["width"], height: values["height"], alignment: alignment)
            : FlexibleFrameLayout(minWidth: values["minWidth"], idealWidth: values["idealWidth"], maxWidth: values["maxWidth"],
                                  minHeight: values["minHeight"], idealHeight: values["idealHeight"],
                                  maxHeight: values["maxHeight"], alignment: alignment)
        return makeNode(primitive, children: [node], label: "frame", at: nameRange)
    }

    // MARK: - padding

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.top, 8)`, `padding(EdgeInsets(…))`;
    /// the default length is the engine's (16 on iOS).
    private mutating func lowerPadding(_ arguments: [Argument], nameRange: SourceRange, node: ViewNode, scope: Scope) -> ViewNode? {
        if let labelled = arguments.first(where: { $0.label != nil }) {
            sink.add(.incorrectArgumentLabel(callee: "padding", have: labelled.label ?? "", expected: ["_"]),
                     at: labelled.labelRange ?? labelled.value.range)
            return nil
        }
        guard arguments.count <= 2 else {
            sink.add(.extraArgument("", callee: "padding"), at: arguments[2].value.range)
            return nil
        }
        var edgeSet = EdgeSet.all
        var length: Double?
        if let first = arguments.first {
            guard let value = evaluate(first.value, scope: scope) else { return nil }
            switch value {
            case .number(let number, _) where arguments.count == 1:
                length = number
            case .insets(let insets) where arguments.count == 1:
                return makeNode(PaddingLayout(insets: insets), children: [node], label: "padding", at: nameRange)
            case .none where arguments.count == 1:
                break
            default:
                guard let set = edges(value, range: first.value.range) else { return nil }
                edgeSet = set
            }
        }
        if arguments.count == 2 {
            guard let value = optionalNumberArgument(arguments[1], scope: scope) else { return nil }
            length = value
        }
        if let length, length.isNaN || length.isInfinite {
            sink.add(.wrongType(expected: "a finite CGFloat", found: NumberText.format(length)), at: nameRange)
            return nil
        }
        return makeNode(PaddingLayout(edges: edgeSet, length: length), children: [node], label: "padding", at: nameRange)
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
        case .number(let number, _) where number >= 1 && number == number.rounded() && number < 1e6:
            guard let reserves = boolArgument(bound["reservesSpace"], scope: scope, default: false) else { return nil }
            change = .lineLimit(lower: reserves ? Int(number) : nil, upper: Int(number))
        case .range(let lower, let upper, let isClosed) where lower >= 0 && upper >= lower:
            change = .lineLimit(lower: Int(lower), upper: Int(isClosed ? upper : upper - 1))
        default:
            sink.add(.wrongType(expected: "Int?", found: value.typeDescription), at: limitArgument.value.range)
            return nil
        }
        return makeNode(EnvironmentModifier(change), children: [node], label: "lineLimit", at: nameRange)
    }

    // MARK: - overlay / background

    /// `.overlay(Text("x"))`, `.overlay(alignment: .top) { … }`, `.background(.red)`, `.background(Color.blue)`.
    private mutating func lowerSecondary(_ name: String, arguments: [Argument], nameRange: SourceRange, node: ViewNode,
                                         scope: Scope) -> ViewNode? {
        guard let bound = ArgumentMatcher.match(arguments, callee: name, calleeRange: nameRange, signatures: [
            Signature([.unlabelled("style"), .labelled("alignment")]),
            Signature([.labelled("alignment"), .closure("content")]),
            Signature([.unlabelled("style"), .labelled("in", optional: false)]),
        ], sink: &sink) else { return nil }
        guard let alignment = bound.has("alignment") ? alignmentArgument(bound["alignment"], scope: scope) : .center else { return nil }
        var secondaries: [ViewNode] = []
        if let closure = bound["content"] {
            guard let nodes = lowerClosure(closure, scope: scope) else { return nil }
            secondaries = nodes
        } else if let style = bound["style"] {
            guard let value = evaluate(style.value, scope: scope) else { return nil }
            switch value {
            case .views(let nodes):
                secondaries = nodes
            default:
                guard let color = color(value, range: style.value.range) else { return nil }
                if let shapeArgument = bound["in"] {
                    guard let shape = lowerView(shapeArgument.value, scope: scope) else { return nil }
                    var filled = shape
                    filled.style.fill = color
                    secondaries = [filled]
                } else {
                    guard let leaf = makeNode(ColorLeaf(color), at: style.value.range) else { return nil }
                    secondaries = [leaf]
                }
            }
        }
        let placement: OverlayLayout.Placement = name == "overlay" ? .overlay : .background
        return makeNode(OverlayLayout(alignment: alignment, placement: placement), children: [node] + secondaries,
                        label: name, at: nameRange)
    }

    // MARK: - alignmentGuide

    /// `.alignmentGuide(.leading) { d in d[.leading] + 10 }`: the closure is compiled to a
    /// `GuideFormula` over the view's dimensions.
    private mutating func lowerAlignmentGuide(_ arguments: [Argument], nameRange: SourceRange, node: ViewNode,
                                              scope: Scope) -> ViewNode? {
        guard let bound = ArgumentMatcher.match(arguments, callee: "alignmentGuide", calleeRange: nameRange, signatures: [
            Signature([.unlabelled("guide"), .closure("computeValue")]),
        ], sink: &sink), let guideArgument = bound["guide"], let closureArgument = bound["computeValue"],
            let guideValue = evaluate(guideArgument.value, scope: scope) else { return nil }
        var horizontal: HorizontalAlignment?
        var vertical: VerticalAlignment?
        switch guideValue {
        case .horizontal(let h): horizontal = h
        case .vertical(let v): vertical = v
        case .member(let guideName, nil):
            if let entry = Self.horizontalTable.first(where: { $0.0 == guideName }) {
                horizontal = entry.1
            } else if let entry = Self.verticalTable.first(where: { $0.0 == guideName }) {
                vertical = entry.1
            } else {
                noMember(guideName, type: "HorizontalAlignment", candidates: (Self.horizontalTable.map(\.0) + Self.verticalTable.map(\.0)),
                         range: guideArgument.value.range)
                return nil
            }
        default:
            sink.add(.wrongType(expected: "HorizontalAlignment", found: guideValue.typeDescription), at: guideArgument.value.range)
            return nil
        }
        guard case .closure(let closure) = closureArgument.value.kind else {
            sink.add(.wrongType(expected: "(ViewDimensions) -> CGFloat", found: "value"), at: closureArgument.value.range)
            return nil
        }
        let axis: Axis = horizontal != nil ? .horizontal : .vertical
        guard let formula = compileGuide(closure, axis: axis, scope: scope) else { return nil }
        let primitive: AlignmentGuideModifier = horizontal.map { AlignmentGuideModifier($0, compute: formula.compute) }
            ?? AlignmentGuideModifier(vertical ?? .center, compute: formula.compute)
        return makeNode(primitive, children: [node], label: "alignmentGuide", at: nameRange)
    }
}
