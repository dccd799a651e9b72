import LayoutEngine

/// One smell at one source location, with the matrix cells where it happens. Findings with the
/// same rule, place and text are one finding (`LintFindings.merged`), so a view shown by several
/// previews, or broken on several devices, is reported once.
struct LintFinding: Sendable, Hashable {
    var rule: LintRule
    /// The file as the user named it (or the module file that declares the view).
    var file: String
    var line: Int
    var column: Int
    /// What is wrong, the same in every cell ("Text is truncated by .lineLimit(1)").
    var what: String
    var cells: Set<LintMatrix.Cell>

    struct Key: Hashable, Comparable {
        var file: String
        var line: Int
        var column: Int
        var rule: LintRule
        var what: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.line, lhs.column, lhs.rule.rawValue, lhs.what) < (rhs.file, rhs.line, rhs.column, rhs.rule.rawValue, rhs.what)
        }
    }

    var key: Key { Key(file: file, line: line, column: column, rule: rule, what: what) }

    /// Where it happens, by device in matrix order: "iphone-se at accessibility2, accessibility3;
    /// iphone-xs-max at accessibility5".
    /// A device where it happens at every size of the matrix says "at every size"; a finding
    /// in every cell says "on every device and size".
    func cellList(in matrix: LintMatrix) -> String {
        if matrix.cells.allSatisfy(cells.contains) { return "every device and size" }
        return matrix.devices.compactMap { device -> String? in
            let sizes = matrix.sizes.filter { cells.contains(LintMatrix.Cell(device: device, size: $0)) }
            if sizes.isEmpty { return nil }
            if sizes.count == matrix.sizes.count, sizes.count > 1 { return "\(device.name) at every size" }
            return "\(device.name) at " + sizes.map(\.rawValue).joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// `file:line:col: warning: <what> on <cells>; fix: <fix> [rule-id]`.
    func line(in matrix: LintMatrix) -> String {
        "\(file):\(line):\(column): warning: \(what) on \(cellList(in: matrix)); fix: \(rule.suggestedFix) [\(rule.id)]"
    }
}

enum LintFindings {
    /// Findings with equal keys merged (their cells united), in file, line, column, rule order.
    static func merged(_ findings: [LintFinding]) -> [LintFinding] {
        var byKey: [LintFinding.Key: LintFinding] = [:]
        for finding in findings {
            if var known = byKey[finding.key] {
                known.cells.formUnion(finding.cells)
                byKey[finding.key] = known
            } else {
                byKey[finding.key] = finding
            }
        }
        return byKey.keys.sorted().map { byKey[$0]! }
    }
}
