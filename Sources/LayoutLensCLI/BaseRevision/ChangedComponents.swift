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
import Snapshots

/// Names, for a preview whose layout changed between the base revision and the working tree, the
/// files of its module that changed and that it depends on, so a preview changed by a component
/// edited in another file is reported with that file.
///
/// "Depends on" is by name (unverified approximation, warning-free because it only adds words to
/// a report): starting from the identifiers of the preview's source, a file is reached when it
/// declares one of them as a type (`struct`, `class`, `enum`, `protocol`, `actor`, `extension`,
/// `typealias`), and the identifiers of a reached file are followed in turn. Top-level functions
/// and constants are not followed; when nothing reached changed and the preview's own file did
/// not either, every changed file of the module is named.
struct ChangedComponents {
    var layouts: BaseRevisionLayouts
    private var contents: [String: Bool] = [:]
    private var declarations: [String: (declared: Set<String>, used: Set<String>)] = [:]

    init(layouts: BaseRevisionLayouts) { self.layouts = layouts }

    /// `outcome` with `changedThrough` filled in when the check compared with a revision.
    static func attributed(_ outcome: CheckRunner.Outcome, base: BaseRevisionLayouts?, files: [FixtureFile]) -> CheckRunner.Outcome {
        guard let base else { return outcome }
        var outcome = outcome
        var components = ChangedComponents(layouts: base)
        outcome.summary = components.attribute(outcome.summary, files: files)
        return outcome
    }

    /// `summary` with `changedThrough` filled in for its changed scenarios.
    mutating func attribute(_ summary: CheckSummary, files: [FixtureFile]) -> CheckSummary {
        var summary = summary
        let fileByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for index in summary.scenarios.indices where summary.scenarios[index].status == .changed {
            let scenario = summary.scenarios[index]
            guard let file = fileByPath[scenario.fixture], let source = scenario.after?.source else { continue }
            summary.scenarios[index].changedThrough = changedFiles(for: source, in: file)
        }
        return summary
    }

    /// The changed files other than the preview's own that `source` reaches in `file`'s module.
    mutating func changedFiles(for source: String, in file: FixtureFile) -> [String] {
        var moduleFiles = [file.path]
        for path in file.context?.contextPaths ?? [] where !moduleFiles.contains(path) { moduleFiles.append(path) }
        let changed = moduleFiles.filter { differs($0) }
        guard !changed.isEmpty else { return [] }
        var reached = Set<String>()
        var names = Self.identifiers(in: source)
        var visited = Set<String>()
        while true {
            let newNames = names.subtracting(visited)
            if newNames.isEmpty { break }
            visited.formUnion(newNames)
            for path in moduleFiles where !reached.contains(path) {
                let declared = declarationsOf(path)
                if !declared.declared.isDisjoint(with: newNames) {
                    reached.insert(path)
                    names.formUnion(declared.used)
                }
            }
        }
        let others = changed.filter { $0 != file.path && reached.contains($0) }
        if others.isEmpty && !changed.contains(file.path) { return changed }
        return others
    }

    /// Whether the working tree's file differs from the revision's (or the revision lacks it).
    private mutating func differs(_ path: String) -> Bool {
        if let known = contents[path] { return known }
        let now = FileManager.default.contents(atPath: path)
        let before = layouts.basePath(ofUser: path).flatMap { FileManager.default.contents(atPath: $0) }
        let result = now != before
        contents[path] = result
        return result
    }

    private mutating func declarationsOf(_ path: String) -> (declared: Set<String>, used: Set<String>) {
        if let known = declarations[path] { return known }
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let words = Self.words(in: text)
        var declared = Set<String>()
        for (keyword, name) in zip(words, words.dropFirst()) where Self.typeKeywords.contains(keyword) { declared.insert(name) }
        let result = (declared, Set(words))
        declarations[path] = result
        return result
    }

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension", "typealias"]

    static func identifiers(in text: String) -> Set<String> { Set(words(in: text)) }

    /// In Foundation's `CharacterSet.alphanumerics`: Unicode General Categories L*, M* and N*
    /// (Apple, "CharacterSet", `alphanumerics`).
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    /// The identifier-like words of `text`, in order (comments and strings included: a name
    /// mentioned there only adds a file that may not matter).
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.unicodeScalars {
            if character == "_" || Self.isAlphanumeric(character) {
                current.unicodeScalars.append(character)
            } else if !current.isEmpty {
                if !(current.first?.isNumber ?? false) { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty, !(current.first?.isNumber ?? false) { words.append(current) }
        return words
    }
}
