import Snapshots

/// A SARIF 2.1.0 log (OASIS "Static Analysis Results Interchange Format" 2.1.0): one run whose
/// tool is LayoutLens, one rule per kind of difference, one result per difference located at
/// the preview's line. GitHub code scanning (`github/codeql-action/upload-sarif`) reads it.
enum SARIFLog {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func report(_ summary: CheckSummary, version: String) -> JSONValue {
        let differences = summary.reportedDifferences
        let rules = ScenarioComparison.Status.allCases.filter { $0 != .unchanged }.map { status in
            JSONValue.object([
                ("id", .string("layout-" + status.rawValue)),
                ("shortDescription", .object([("text", .string(ruleDescription(status)))])),
            ])
        }
        let results = differences.map { scenario in
            JSONValue.object([
                ("ruleId", .string(scenario.ruleID)),
                ("level", .string(scenario.status == .orphaned ? "warning" : "error")),
                ("message", .object([("text", .string(scenario.reporterMessage()))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(scenario.fixture)))])),
                    ("region", .object([("startLine", .number(Double(scenario.line ?? 1)))])),
                ]))])])),
                ("partialFingerprints", .object([("layoutlensScenario/v1", .string(scenario.id))])),
            ])
        }
        return log(rules: rules, results: results, version: version)
    }

    /// The log around `rules` and `results`: one run whose tool is LayoutLens `version`.
    static func log(rules: [JSONValue], results: [JSONValue], version: String) -> JSONValue {
        .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("LayoutLens")),
                    ("version", .string(version)),
                    ("rules", .array(rules)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ])
    }

    static func ruleDescription(_ status: ScenarioComparison.Status) -> String {
        switch status {
        case .unchanged: return "The layout is unchanged."
        case .changed: return "A preview's layout changed."
        case .added: return "A preview has no baseline layout."
        case .renamed: return "A preview moved or was renamed."
        case .removed: return "A preview of the baseline is gone."
        case .orphaned: return "A snapshot has no fixture."
        }
    }

    /// A relative URI reference (SARIF §3.10: forward slashes, percent-encoded where needed).
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if character.isASCII && (character.isLetter || character.isNumber || "-._~/".contains(character)) {
                result.append(character)
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
