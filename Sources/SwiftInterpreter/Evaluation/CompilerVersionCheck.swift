/// `#if swift(>=5.9)` and `#if compiler(<6.3)`: the version a preview's build compiles with.
///
/// `compiler(…)` tests the compiler's version and `swift(…)` the language version it compiles in
/// (The Swift Programming Language, "Compiler Control Statements"; SE-0212). LayoutLens takes
/// both to be 6.2, the Swift of Xcode 26 (Apple, Xcode 26 release notes), in the Swift 6
/// language mode. Unverified for a target in the Swift 5 mode, where `swift(…)` compares 5.10
/// instead (`swift(>=6.0)` is false there): the mode is not read from the project.
enum CompilerVersionCheck {
    /// The version compared: Swift 6.2.
    static let assumed = [6, 2]

    /// Whether `argument` (`>=5.9`, `<6.0`, `>=5.5.1`) holds for the assumed version; a version
    /// that does not read as one is false.
    static func holds(_ argument: String) -> Bool {
        let text = argument.filter { !$0.isWhitespace }
        let (comparison, rest): (String, Substring) = text.hasPrefix(">=") ? (">=", text.dropFirst(2))
            : text.hasPrefix("<") ? ("<", text.dropFirst()) : ("", Substring(text))
        guard !comparison.isEmpty else { return false }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return false }
        let wanted = parts.compactMap { $0 }
        let atLeast = !isBelow(assumed, wanted)
        return comparison == ">=" ? atLeast : !atLeast
    }

    /// Whether `version` sorts before `other`, missing components being 0 (6 is 6.0.0).
    private static func isBelow(_ version: [Int], _ other: [Int]) -> Bool {
        for index in 0..<max(version.count, other.count) {
            let left = index < version.count ? version[index] : 0
            let right = index < other.count ? other[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
