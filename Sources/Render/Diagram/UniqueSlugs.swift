/// `DiagramIdentifiers.uniqueSlugs` one name at a time, for names that arrive in order (the
/// fixtures `render` reads): each name gets its slug, or the slug with the next free suffix.
public struct UniqueSlugs: Sendable {
    private var used: Set<String> = []
    /// The next suffix to try per base slug, so n equal names take O(n) steps, not O(n²).
    private var nextSuffix: [String: Int] = [:]

    public init() {}

    /// The unique slug of `name` after every name given before it.
    public mutating func next(for name: String) -> String {
        unique(DiagramIdentifiers.slug(name))
    }

    /// `base` itself when no earlier call took it, else `base-2`, `base-3`, … the first one free.
    public mutating func unique(_ base: String) -> String {
        var candidate = base
        var counter = nextSuffix[base] ?? 2
        while used.contains(candidate) {
            candidate = base + "-" + String(counter)
            counter += 1
        }
        if candidate != base { nextSuffix[base] = counter }
        used.insert(candidate)
        return candidate
    }

    /// The slugs among those of `names` that may end up suffixed when any of the names is left
    /// out and the others are given in order: slugs of more than one name, and slugs that look
    /// like such a slug with a suffix (`row-2` beside two `row`s). Every other name's unique slug
    /// is its plain slug, whichever names come before it.
    public static func contested(_ names: [String]) -> Set<String> {
        var counts: [String: Int] = [:]
        for name in names { counts[DiagramIdentifiers.slug(name), default: 0] += 1 }
        let repeated = Set(counts.filter { $0.value > 1 }.keys)
        var contested = repeated
        for slug in counts.keys where !repeated.contains(slug) {
            // `base-<digits>`: the suffix a repeated base gets.
            guard let dash = slug.lastIndex(of: "-") else { continue }
            let digits = slug[slug.index(after: dash)...]
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
               repeated.contains(String(slug[..<dash])) {
                contested.insert(slug)
            }
        }
        return contested
    }
}
