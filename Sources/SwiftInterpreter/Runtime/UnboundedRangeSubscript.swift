import SwiftFrontEnd

/// `items[...]`: the unbounded range operator written alone as a subscript's argument is the
/// whole collection (The Swift standard library, `UnboundedRange`: "`numbers[...]` … a slice of
/// the entire collection"; `RangeExpression` subscripts of `Array`, `ArraySlice` and `String`).
/// The argument is the operator `...` itself (a function of `UnboundedRange_`), so here it is the
/// range with neither bound, which slices from the start to the end.
extension Interpreter {
    /// `values` with the range of no bounds where `arguments` write the bare `...`.
    func unboundedRanges(_ values: [CallArgument], written arguments: [Argument]) -> [CallArgument] {
        guard arguments.contains(where: Self.isUnboundedRange) else { return values }
        var values = values
        for (index, argument) in arguments.enumerated() where index < values.count && Self.isUnboundedRange(argument) {
            values[index] = CallArgument(values[index].label, .range(RangeValue(lower: nil, upper: nil, isClosed: false)))
        }
        return values
    }

    private static func isUnboundedRange(_ argument: Argument) -> Bool {
        if case .operatorReference("...") = argument.value.kind { return true }
        return false
    }
}
