/// `FloatingPointRoundingRule` as a real enum, so a rule stored in a variable or property
/// (`let rule: FloatingPointRoundingRule = .down; x.rounded(rule)`) or compared and switched over
/// is a value of a known type rather than an implicit member no context resolves. Its six cases
/// are those of the standard library (Apple docs, "FloatingPointRoundingRule").
extension Interpreter {
    static let roundingRuleCases = ["toNearestOrAwayFromZero", "toNearestOrEven", "up", "down", "towardZero", "awayFromZero"]

    func registerRoundingRule() {
        let type = declareType("FloatingPointRoundingRule", kind: .enumType)
        type.conformances = ["Hashable", "Equatable"]
        for name in Interpreter.roundingRuleCases { type.addCase(EnumCase(name: name)) }
    }
}
