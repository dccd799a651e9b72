/// CLDR plural categories (Unicode TR35, Part 3 "Numbers", Language Plural Rules).
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}
