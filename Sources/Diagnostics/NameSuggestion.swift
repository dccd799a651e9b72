/// "Did you mean …?" suggestions: the candidate closest to a misspelt name by edit distance
/// (insertions, deletions, substitutions and swaps of neighbours each cost 1), if it is close
/// enough to be a plausible typo — at most a third of the name's length, and at least 1.
public enum NameSuggestion {
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The candidate one edit from `name`, letter case counting (`HStak` → `HStack`, `nmae` →
    /// `name`): a name that close to a visible one is a typo, not a name of another file. A plural
    /// (`Strings` beside `String`) or a change of case (`ViewModel` beside `viewModel`) is how apps
    /// name related things, not a typo; nor is another first letter (`Hint` beside `Link`).
    public static func singleEditTypo(of name: String, in candidates: [String]) -> String? {
        guard name.count >= 3 else { return nil }
        return candidates.first { candidate in
            candidate != name && abs(candidate.count - name.count) <= 1
                && candidate.lowercased() != name.lowercased()
                && candidate + "s" != name && name + "s" != candidate
                && !isNumberedSibling(name, candidate)
                && !isPrefixedVariant(name, candidate)
                && !isOtherFirstLetter(name, candidate)
                && !isOtherShortWord(name, candidate)
                && editDistance(name, candidate, ignoringCase: false) == 1
        }
    }

    /// `heading1` beside `heading`, `ChartsShow2View` beside `ChartsShowView`, `Step2` beside
    /// `Step3`: numbered names of their own, not typos (they differ only in digits).
    private static func isNumberedSibling(_ a: String, _ b: String) -> Bool {
        a.filter { !$0.isNumber } == b.filter { !$0.isNumber }
    }

    /// `CButton` beside `Button`, `XText` beside `Text`: a capital letter put before a type's
    /// name is how apps name their own version of it, not a slip of the keyboard (a doubled
    /// first letter, `BButton`, still is).
    private static func isPrefixedVariant(_ name: String, _ candidate: String) -> Bool {
        guard let first = name.first, let candidateFirst = candidate.first, first != candidateFirst,
              first.isUppercase, candidateFirst.isUppercase else { return false }
        return name.dropFirst() == candidate[...]
    }

    /// `Hint` beside `Link`, `Card` beside `Yard`: a word differing only in its first letter is
    /// another word (slips of the keyboard rarely hit a word's first letter).
    private static func isOtherFirstLetter(_ name: String, _ candidate: String) -> Bool {
        guard let first = name.first, let candidateFirst = candidate.first, name.count == candidate.count else { return false }
        return first.lowercased() != candidateFirst.lowercased() && name.dropFirst() == candidate.dropFirst()
    }

    /// `Book` beside `Bool`, `Cart` beside `Card`: in a name of four letters or fewer, one letter
    /// put for another most often makes another word (a dropped, added or swapped letter, `Txet`,
    /// still is a slip).
    private static func isOtherShortWord(_ name: String, _ candidate: String) -> Bool {
        guard name.count == candidate.count, name.count <= 4 else { return false }
        return zip(name, candidate).filter { $0 != $1 }.count == 1
    }

    /// Optimal-string-alignment distance (Damerau–Levenshtein without repeated edits of a substring).
    public static func editDistance(_ lhs: String, _ rhs: String, ignoringCase: Bool = true) -> Int {
        let a = Array(ignoringCase ? lhs.lowercased() : lhs)
        let b = Array(ignoringCase ? rhs.lowercased() : rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
