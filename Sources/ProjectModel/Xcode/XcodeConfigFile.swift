/// A build configuration file (`.xcconfig`) an Xcode build configuration bases itself on
/// (`XCBuildConfiguration.baseConfigurationReference`), read into its assignments in file order.
///
/// The format (Xcode Help, "Configuration Settings File (xcconfig) format"): one
/// `NAME = value` a line; a comment runs from `//` to the end of the line, also after a value —
/// so `https://host` is cut to `https:`, which is why apps write `https:$(SLASH)/host`; the value
/// is the rest of the line as written, quotes included. `#include "path"` reads another file in
/// place, its path relative to the including file's folder unless it starts with `/`;
/// `#include? "path"` is the same but a missing file is no error. A later assignment of a name
/// replaces an earlier one, and its `$(inherited)` or `$(NAME)` is the value so far
/// (`XcodeBuildSettings.merged` applies them in order).
///
/// Conditional assignments (`NAME[sdk=iphoneos*] = …`) are left out: which one applies depends on
/// the SDK, architecture and configuration of a build (unverified which a preview build matches).
/// A missing `#include` file is skipped with nothing more: CocoaPods' `Pods/Target Support Files`
/// configurations are commonly not checked in, and a setting only they give stays unset.
public enum XcodeConfigFile {
    /// Larger than any real configuration file.
    static let sizeLimit = 1 << 20
    /// Includes nest at most this deep, so a file that includes itself ends.
    static let includeDepthLimit = 16
    private static let blanks = " \t"

    /// The assignments of the file at `path` and of the files it includes, in the order Xcode
    /// applies them; empty when the file cannot be read.
    public static func assignments(at path: String) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        read(ProjectPath.normalize(path), depth: 0, into: &result)
        return result
    }

    private static func read(_ path: String, depth: Int, into result: inout [(name: String, value: String)]) {
        guard depth < includeDepthLimit, case .success(let bytes) = FileSystem.readText(path, limit: sizeLimit) else { return }
        let folder = ProjectPath.parent(path)
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            line = Substring(line.trimmed(of: blanks))
            if line.hasSuffix(";") { line = Substring(line.dropLast().trimmed(of: blanks)) }
            if line.hasPrefix("#include") {
                if let included = includedPath(line, folder: folder) { read(included, depth: depth + 1, into: &result) }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmed(of: blanks)
            guard !name.isEmpty, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { continue }
            result.append((name, line[line.index(after: equals)...].trimmed(of: blanks)))
        }
    }

    /// `#include "Shared.xcconfig"` or `#include? "…"` → the file's path.
    private static func includedPath(_ line: Substring, folder: String) -> String? {
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { return nil }
        let written = String(line[line.index(after: open)..<close])
        guard !written.isEmpty else { return nil }
        return written.hasPrefix("/") ? ProjectPath.normalize(written) : ProjectPath.join(folder, written)
    }
}
