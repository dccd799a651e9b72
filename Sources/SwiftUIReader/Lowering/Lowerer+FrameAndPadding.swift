import Diagnostics
import LayoutEngine

/// `frame` and `padding`: the modifiers whose sizes are validated most carefully.
extension Lowerer {
    /// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// SwiftUI logs "Invalid frame dimension (negative or non-finite)" for bad sizes; here they are errors.
    mutating func lowerFrame(_ arguments: [Argument], nameRange: SourceRange, node: ViewNode, scope: Scope) -> ViewNode? {
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
            guard let value = optionalNumberArgument(argument, scope: scope, domain: .unchecked) else { valid = false; continue }
            guard var number = value else { continue }
            let mayBeInfinite = key.hasPrefix("max")
            // `.greatestFiniteMagnitude` and other absurd maxima mean "no limit", as `.infinity`.
            if mayBeInfinite, number > Self.largestMagnitude { number = .infinity }
            if !mayBeInfinite, number.isFinite, number > Self.largestMagnitude {
                _ = checked(number, argument, .finite)
                valid = false
                continue
            }
            if number.isNaN || number < 0 || (!mayBeInfinite && number.isInfinite) {
                // SwiftUI drops the dimension (with a runtime warning) and lays the frame out.
                sink.add(.droppedFrameDimension(key, value: number.isNaN ? "NaN" : NumberText.format(number, decimals: 4)),
                         at: argument.value.range)
                continue
            }
            values[key] = number
        }
        guard valid else { return nil }
        for axis in ["Width", "Height"] {
            let ordered = ["min", "ideal", "max"].compactMap { prefix in values[prefix + axis].map { (prefix + axis, $0) } }
            for (low, high) in zip(ordered, ordered.dropFirst()) where low.1 > high.1 {
                sink.add(.contradictoryFrame(low.0, NumberText.format(low.1, decimals: 4), high.0, NumberText.format(high.1, decimals: 4)),
                         at: bound[low.0]?.labelRange ?? nameRange)
            }
        }
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
    mutating func lowerPadding(_ arguments: [Argument], nameRange: SourceRange, node: ViewNode, scope: Scope) -> ViewNode? {
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
                var named = first
                named.parameter = "length"
                guard let valid = checked(number, named, .finite) else { return nil }
                length = valid
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
            var named = arguments[1]
            named.parameter = "length"
            guard let value = optionalNumberArgument(named, scope: scope) else { return nil }
            length = value
        }
        return makeNode(PaddingLayout(edges: edgeSet, length: length), children: [node], label: "padding", at: nameRange)
    }
}
