#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
/// `// layoutlens:disable:next rule-id [rule-id …]` comments: the rules named are not reported on
/// the next line that holds code (blank lines and other comments between are skipped, so several
/// such comments can stand above one line), as SwiftLint's `swiftlint:disable:next` works.
struct LintSuppressions: Sendable {
    static let marker = "layoutlens:disable:next"

    /// Rule ids by the line they silence.
    private(set) var rulesByLine: [Int: Set<String>] = [:]
    /// Ids in comments that name no rule, with their line, to be reported.
    private(set) var unknownIDs: [(line: Int, id: String)] = []

    init(source: String) {
        var pending: Set<String> = []
        // Split on the scalar: Swift's "\r\n" is one Character, which a Character split would miss.
        for (index, rawLine) in source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(String.UnicodeScalarView(rawLine)).trimmedOfWhitespaceAndNewlines()
            if let range = line.firstRange(of: "// " + Self.marker) ?? line.firstRange(of: "//" + Self.marker), line.hasPrefix("//") {
                let ids = line[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
                for id in ids {
                    if LintRule(rawValue: id) == nil { unknownIDs.append((index + 1, id)) } else { pending.insert(id) }
                }
                continue
            }
            if line.isEmpty || line.hasPrefix("//") { continue }
            if !pending.isEmpty {
                rulesByLine[index + 1] = pending
                pending = []
            }
        }
    }

    func silences(_ rule: LintRule, onLine line: Int) -> Bool { rulesByLine[line]?.contains(rule.id) ?? false }
}
