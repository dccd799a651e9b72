import Diagnostics
import LayoutEngine

/// `alignmentGuide(_:computeValue:)`.
extension Lowerer {
    /// `.alignmentGuide(.leading) { d in d[.leading] + 10 }`: the closure is compiled to a
    /// `GuideFormula` over the view's dimensions.
    mutating func lowerAlignmentGuide(_ arguments: [Argument], nameRange: SourceRange, node: ViewNode,
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
