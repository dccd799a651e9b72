import FileAccess

/// A path pattern as Tuist's `SourceFilesList`/`ResourceFileElements` and xcodegen's
/// `includes`/`excludes` write them: `*` matches within one path component, `?` one character,
/// `**` any number of whole components (`Sources/**` is every file below `Sources`,
/// `Sources/**/*.swift` the Swift files at any depth, `Sources/` itself included), `{a,b}` either
/// spelling. A pattern with none of these names one file or folder (a folder stands for what is
/// below it). Matched against paths relative to the manifest's folder, bytewise; Tuist and
/// xcodegen both expand globs this way (Tuist docs, "SourceFilesList"; xcodegen
/// Docs/ProjectSpec.md, "Sources") — brace sets are Tuist's and unverified for xcodegen.
struct FileGlob: Equatable, Sendable {
    let pattern: String
    private let components: [String]

    init(_ pattern: String) {
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        while text.hasSuffix("/") && text.count > 1 { text.removeLast() }
        self.pattern = text
        self.components = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Whether the pattern climbs above the folder it is relative to (`../Shared/**`, `/etc/**`).
    var leavesRoot: Bool {
        if pattern.hasPrefix("/") { return true }
        var depth = 0
        for component in components {
            if component == ".." { depth -= 1 } else if component != "." { depth += 1 }
            if depth < 0 { return true }
        }
        return false
    }

    var hasWildcard: Bool { pattern.contains { "*?{[".contains($0) } }

    /// Whether `relativePath` (components joined by `/`, no leading `./`) matches; a literal
    /// pattern also matches everything below the folder it names.
    func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !hasWildcard {
            return parts.count >= components.count && Array(parts.prefix(components.count)) == components
        }
        return Self.match(components[...], parts[...], budget: 10_000)
    }

    /// Whether the pattern matches `relativePath` or a folder above it (`**/qqq.lproj` leaves
    /// out what is inside such a folder).
    func matchesItselfOrFolder(of relativePath: String) -> Bool {
        var path = Substring(relativePath)
        while true {
            if matches(String(path)) { return true }
            guard let slash = path.lastIndex(of: "/") else { return false }
            path = path[..<slash]
        }
    }

    /// Component-wise matching with `**`; `budget` bounds the backtracking of many `**`s.
    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>, budget: Int) -> Bool {
        var remaining = budget
        func step(_ p: ArraySlice<String>, _ s: ArraySlice<String>) -> Bool {
            remaining -= 1
            if remaining < 0 { return false }
            guard let head = p.first else { return s.isEmpty }
            if head == "**" {
                // `**` last matches every file below; otherwise try each split.
                if p.count == 1 { return true }
                var rest = s
                while true {
                    if step(p.dropFirst(), rest) { return true }
                    guard !rest.isEmpty else { return false }
                    rest = rest.dropFirst()
                }
            }
            guard let name = s.first, componentMatches(head, name) else { return false }
            return step(p.dropFirst(), s.dropFirst())
        }
        return step(pattern, path)
    }

    /// One component against one name: `*`, `?`, `{a,b}` and `[abc]`, each brace spelling
    /// matched as a `GlobPattern` (no `/` inside a component, so its `*` stays within it); an
    /// unclosed `[` makes a spelling that never matches.
    static func componentMatches(_ pattern: String, _ name: String) -> Bool {
        expandBraces(pattern).contains { alternative in (try? GlobPattern(alternative))?.matches(name) ?? false }
    }

    /// `a{b,c}d` → `abd`, `acd` (one level of braces; at most 64 spellings).
    static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else { return [pattern] }
        let head = pattern[..<open], tail = String(pattern[pattern.index(after: close)...])
        let choices = pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
        var result: [String] = []
        for choice in choices.prefix(64) {
            for rest in expandBraces(tail).prefix(64) { result.append(head + choice + rest) }
        }
        return Array(result.prefix(64))
    }
}
