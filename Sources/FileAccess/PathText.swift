/// The path-text rules of Foundation's `NSString` path members (`lastPathComponent`,
/// `deletingLastPathComponent`, `pathExtension`, `deletingPathExtension`,
/// `appendingPathComponent`), on `String`, without linking Foundation. Only the text is looked
/// at, never the file system, and the answers are Foundation's to the character
/// (`PathTextTests` compares them with `NSString`'s over every short path of a small alphabet).
///
/// Foundation's rules (Apple, "NSString", Working with Paths; swift-corelibs-foundation's
/// `NSPathUtilities.swift` on Linux): a path is first tidied — each run of `/` becomes one, and
/// one trailing `/` is dropped unless the path is `/` itself (so `//` becomes empty) — and
/// characters are compared as `Character`s (a `/` with a combining mark is not a separator).
/// A path of at most one UTF-16 unit is its own last component and has no extension. The
/// extension is what follows the last `.` of the last component, unless that `.` starts the
/// component (`.profile`) or the component is `..`.
public enum PathText {
    /// `NSString.lastPathComponent`: `/a/b.txt` → `b.txt`, `/a/` → `a`, `/` → `/`.
    public static func lastComponent(_ path: String) -> String {
        let tidy = tidied(path)
        guard tidy.utf16.count > 1 else { return tidy }
        return String(tidy[startOfLastComponent(tidy)...])
    }

    /// `NSString.deletingLastPathComponent`: `/a/b.txt` → `/a`, `/a` → `/`, `a` → empty.
    public static func deletingLastComponent(_ path: String) -> String {
        let tidy = tidied(path)
        guard tidy != "/", !tidy.isEmpty else { return tidy }
        let start = startOfLastComponent(tidy)
        if start == tidy.startIndex { return "" }
        if start == tidy.index(after: tidy.startIndex) { return "/" }
        return String(tidy[..<tidy.index(before: start)])
    }

    /// `NSString.pathExtension`: `a/b.tar.gz` → `gz`, `a/.profile` → empty, `a.` → empty.
    public static func pathExtension(_ path: String) -> String {
        let tidy = tidied(path)
        guard tidy.utf16.count > 1, let start = startOfExtension(tidy) else { return "" }
        return String(tidy[start...])
    }

    /// `NSString.deletingPathExtension`: `a/b.tar.gz` → `a/b.tar`, `a/` → `a`.
    public static func deletingPathExtension(_ path: String) -> String {
        let tidy = tidied(path)
        guard tidy.utf16.count > 1, let start = startOfExtension(tidy) else { return tidy }
        return String(tidy[..<tidy.index(before: start)])
    }

    /// `NSString.appendingPathComponent`: `a` + `b` → `a/b`, `a/` + `b` → `a/b`; an empty side
    /// gives the other unchanged. Runs of `/` are kept as written.
    public static func appendingComponent(_ component: String, to path: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// Runs of `/` made one, one trailing `/` dropped; `/` itself kept.
    static func tidied(_ path: String) -> String {
        guard path != "/" else { return path }
        var result = ""
        var afterSeparator = false
        for character in path {
            let isSeparator = character == "/"
            if !(isSeparator && afterSeparator) { result.append(character) }
            afterSeparator = isSeparator
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// Where the last component starts: after the last `/`, or at the start.
    private static func startOfLastComponent(_ tidy: String) -> String.Index {
        var position = tidy.endIndex
        while position > tidy.startIndex {
            let previous = tidy.index(before: position)
            if tidy[previous] == "/" { break }
            position = previous
        }
        return position
    }

    /// Where the extension starts (after its `.`), if the last component has one.
    private static func startOfExtension(_ tidy: String) -> String.Index? {
        let component = startOfLastComponent(tidy)
        var position = tidy.endIndex
        while position > component {
            let previous = tidy.index(before: position)
            if tidy[previous] == "." {
                if previous == component { return nil }
                let beforeDot = tidy.index(before: previous)
                let isDotDot = position == tidy.endIndex && beforeDot == component && tidy[beforeDot] == "."
                return isDotDot ? nil : position
            }
            position = previous
        }
        return nil
    }
}
