import Foundation
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
private let mutationPlanted = FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(".mutation-planted").path)

/// `scripts/mutate.sh` plants each documented rule break by replacing an anchor text in the
/// sources (docs/testing.md, "Mutation check"). When the code an anchor names is rewritten, the
/// break no longer applies and nobody knows whether the suite still guards that rule; this test
/// notices it at the next `swift test` instead of the next mutation run.
///
/// Skipped inside the script's scratch copy while a break is planted (its marker file
/// `.mutation-planted` is present): there the planted anchor is meant to be gone.
@Suite(.enabled(if: !mutationPlanted, "a mutation is planted in this copy"))
struct MutationAnchorTests {
    static let root = packageRoot

    /// One line of the script's table: name, where to look, anchor (replacement and rule unused).
    struct Row {
        var name: String
        var place: String
        var anchor: String
    }

    /// The rows between `mutations=$(cat <<'EOF'` and `EOF`.
    static func rows() throws -> [Row] {
        let script = try String(contentsOf: root.appendingPathComponent("scripts/mutate.sh"), encoding: .utf8)
        let opening = try #require(script.range(of: "mutations=$(cat <<'EOF'\n"))
        let closing = try #require(script.range(of: "\nEOF\n", range: opening.upperBound..<script.endIndex))
        return script[opening.upperBound..<closing.lowerBound].split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(name: fields[0], place: fields.count > 1 ? fields[1] : "", anchor: fields.count > 2 ? fields[2] : "")
        }
    }

    /// The Swift files at or below `place` (relative to the package), path → contents.
    static func swiftFiles(below place: String) -> [String: String] {
        let base = root.appendingPathComponent(place)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base.path, isDirectory: &isDirectory) else { return [:] }
        let paths = isDirectory.boolValue
            ? (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []).map { place + "/" + $0 }
            : [place]
        var result: [String: String] = [:]
        for path in paths where path.hasSuffix(".swift") {
            result[path] = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        return result
    }

    @Test func everyBreakIsAnchoredInExactlyOneFile() throws {
        let rows = try Self.rows()
        // The breaks docs/testing.md lists; more may be added, none silently dropped.
        #expect(Set(rows.map(\.name)).count >= 20)
        var cache: [String: [String: String]] = [:]
        for row in rows {
            #expect(!row.anchor.isEmpty, "\(row.name): no anchor")
            let files = cache[row.place] ?? Self.swiftFiles(below: row.place)
            cache[row.place] = files
            let holders = files.filter { $0.value.contains(row.anchor) }.keys.sorted()
            #expect(holders.count == 1, "\(row.name): anchor '\(row.anchor)' found in \(holders) below \(row.place)")
        }
    }
}
