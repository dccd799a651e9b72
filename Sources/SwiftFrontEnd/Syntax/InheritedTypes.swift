extension TypeSyntax {
    /// The types an entry of an inheritance clause names: each member of a protocol composition
    /// (`struct Row: View & Identifiable` adopts both `View` and `Identifiable`), else the entry
    /// itself. The Swift Programming Language, "Protocols", "Protocol Composition": a composition
    /// "behaves as if you defined a temporary local protocol that has the combined requirements of
    /// all the protocols in the composition", and Swift's grammar lets one stand in an
    /// inheritance clause (`type-inheritance-clause` → `type-identifier`s or a
    /// `protocol-composition-type`), so a type declared with one conforms to every part.
    public var inheritedParts: [TypeSyntax] {
        switch kind {
        case let .composition(parts): parts.flatMap(\.inheritedParts)
        case let .attributed(_, _, inner): inner.inheritedParts
        default: [self]
        }
    }
}

extension Array where Element == TypeSyntax {
    /// An inheritance clause with its protocol compositions spelled out (`inheritedParts`).
    public var flatteningCompositions: [TypeSyntax] { flatMap(\.inheritedParts) }
}
