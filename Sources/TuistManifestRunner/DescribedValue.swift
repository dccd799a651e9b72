import SwiftInterpreter

/// A value of the modelled ProjectDescription: which initializer or static member made it and
/// the arguments it was given, as written (any labels, any order: Tuist's API changed its labels
/// between versions — `platform:` in Tuist 3, `destinations:` in Tuist 4 — and LayoutLens reads
/// only the arguments its project model needs).
///
/// Two are equal when made by the same member with equal arguments: ProjectDescription's types
/// are `Equatable` (tuist/tuist `cli/Sources/ProjectDescription/Product.swift`: `enum Product:
/// String, Codable, Equatable, Sendable`; `TargetDependency`, `Path` and the others alike),
/// so a helper's `config.product == .app` or `switch config.product { case .framework: … }`
/// compares them.
struct DescribedValue: Hashable {
    /// `Project` for `Project(…)`, `target` for `.target(…)` or `Target.target(…)`.
    var name: String
    /// Whether it was made by the type's initializer (`Project(…)`) rather than a static member.
    var isInitializer: Bool
    /// Nil for a member without a call (`.framework`).
    var arguments: [CallArgument]?

    static func == (lhs: DescribedValue, rhs: DescribedValue) -> Bool {
        guard lhs.name == rhs.name, lhs.isInitializer == rhs.isInitializer else { return false }
        switch (lhs.arguments, rhs.arguments) {
        case (nil, nil): return true
        case let (left?, right?):
            return left.count == right.count && zip(left, right).allSatisfy { $0.label == $1.label && $0.value == $1.value }
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isInitializer)
        hasher.combine(arguments?.count)
    }
}
