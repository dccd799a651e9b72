import LayoutEngine
/// Where the report's `file:line` links go. By default a path relative to the report folder (so
/// the link works from the report opened beside the checkout, and the folder can move with the
/// checkout); with a template such as
/// `https://github.com/owner/repo/blob/<sha>/{file}#L{line}`, the template with the fixture's
/// path (as given to `check`) and the preview's line filled in.
public struct SourceLinks: Sendable {
    public var template: String?
    /// The report folder and the working directory `check` ran in, to resolve relative paths.
    public var reportFolder: String
    public var workingDirectory: String

    public init(template: String? = nil, reportFolder: String = ".", workingDirectory: String = "/") {
        self.template = template
        self.reportFolder = reportFolder
        self.workingDirectory = workingDirectory
    }

    /// Whether `template` is a web address a report may link to: `http://` or `https://` and a
    /// host (a `javascript:` or `data:` link would run or show anything when clicked, issue 36).
    public static func isWebTemplate(_ template: String) -> Bool {
        let lowered = template.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return false }
        let host = lowered.dropFirst(scheme.count).prefix { $0 != "/" }
        return !host.isEmpty && !template.unicodeScalars.contains { $0.value < 0x21 || $0.value == 0x7F }
    }

    public func href(file: String, line: Int?) -> String {
        if let template, Self.isWebTemplate(template) {
            let path = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
            return template.replacingEvery("{file}", with: Self.percentEncoded(path))
                .replacingEvery("{line}", with: line.map(String.init) ?? "1")
        }
        let target = Self.components(absolute(file)), base = Self.components(absolute(reportFolder))
        var shared = 0
        while shared < min(target.count - 1, base.count), target[shared] == base[shared] { shared += 1 }
        let relative = Array(repeating: "..", count: base.count - shared) + target[shared...]
        return Self.percentEncoded(relative.joined(separator: "/")) + (line.map { "#L\($0)" } ?? "")
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : SnapshotStore.join(workingDirectory, path)
    }

    /// Path components with `.` and `..` resolved.
    static func components(_ path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { if !result.isEmpty { result.removeLast() } } else { result.append(String(part)) }
        }
        return result
    }

    /// Escapes what a URL path cannot hold as is (`%`, spaces, `#`, `?`, quotes, non-ASCII).
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "-._~/:@!$&'()*+,;=".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
