import SwiftInterpreter

/// A value of the modelled ProjectDescription: which initializer or static member made it and
/// the arguments it was given, as written (any labels, any order: Tuist's API changed its labels
/// between versions — `platform:` in Tuist 3, `destinations:` in Tuist 4 — and LayoutLens reads
/// only the arguments its project model needs).
struct DescribedValue {
    /// `Project` for `Project(…)`, `target` for `.target(…)` or `Target.target(…)`.
    var name: String
    /// Whether it was made by the type's initializer (`Project(…)`) rather than a static member.
    var isInitializer: Bool
    /// Nil for a member without a call (`.framework`).
    var arguments: [CallArgument]?
}
