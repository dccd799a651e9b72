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
import ProjectReader
import SwiftFrontEnd

/// What the rules need to know about a scenario's views beyond their frames, gathered once from
/// the scenario's view tree and source: each `Text`'s string, the fixed-width frame and line
/// limit around it, and the views that have `onTapGesture`.
struct LintSourceFacts: Sendable {
    /// A `.frame(width:)` around a text: where it is written and its width.
    struct FixedWidth: Sendable, Hashable {
        var source: SourceLocation
        var width: Double
    }

    /// The strings of the `Text`s written at each source location (several for a `ForEach`).
    var textContents: [SourceLocation: [String]] = [:]
    /// The innermost fixed-width frame around the texts written at each location.
    var fixedWidths: [SourceLocation: FixedWidth] = [:]
    /// The `lineLimit` upper bound set around the texts written at each location.
    var lineLimits: [SourceLocation: Int] = [:]
    /// Locations of views that `onTapGesture` is applied to (`ModifierReceivers`): each entry is
    /// one call's receiver chain, nearest first, with the file it is in (nil: the scenario's).
    var tapReceiverChains: [[SourceLocation]] = []

    init(root: ViewNode, sources: [String?: [UInt8]]) {
        visit(root, fixedWidth: nil, lineLimit: nil)
        for (file, bytes) in sources.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) {
            for chain in ModifierReceivers.chains(calling: "onTapGesture", in: bytes) {
                tapReceiverChains.append(chain.map { SourceLocation(line: $0.line, column: $0.column, file: file) })
            }
        }
    }

    private mutating func visit(_ node: ViewNode, fixedWidth: FixedWidth?, lineLimit: Int?) {
        var fixedWidth = fixedWidth, lineLimit = lineLimit
        if let frame = node.primitive as? FrameLayout, let width = frame.width, let source = node.source {
            fixedWidth = FixedWidth(source: source, width: width)
        }
        if let modifier = node.primitive as? EnvironmentModifier, case let .lineLimit(_, upper) = modifier.change {
            lineLimit = upper
        }
        if let text = node.primitive as? TextLeaf, let source = node.source {
            textContents[source, default: []].append(text.content)
            if let fixedWidth { fixedWidths[source] = fixedWidth }
            if let lineLimit { lineLimits[source] = lineLimit }
        }
        for child in node.children { visit(child, fixedWidth: fixedWidth, lineLimit: lineLimit) }
    }

    /// Whether `view` (a placed `Text`) shows an ellipsis its string does not have: the measurer
    /// truncated it. Several strings at one location (a `ForEach`): truncated when its lines
    /// have more ellipses than any of them.
    func isTruncated(_ view: PlacedView) -> Bool {
        guard let text = view.text, let source = view.source else { return false }
        let shown = text.lines.reduce(0) { $0 + Self.ellipses(in: $1.text) }
        guard shown > 0 else { return false }
        let written = (textContents[source] ?? [""]).map(Self.ellipses).max() ?? 0
        return shown > written
    }

    /// Whether `view` (a placed `Text`) breaks a line inside a word: between two letters that
    /// have no space, hyphen or slash between them in the string. SwiftUI breaks inside a word
    /// only when the word alone is wider than the line (`text-metrics.md`, line breaking).
    func breaksInsideWord(_ view: PlacedView) -> Bool {
        guard let text = view.text, text.lines.count > 1, let source = view.source else { return false }
        let shownLines = text.lines.map { $0.text.filter { !$0.isWhitespace } }
        for content in textContents[source] ?? [] {
            let letters = Array(content)
            // Each non-space letter with whether a break opportunity follows it.
            var breakAfter: [Bool] = []
            for (index, letter) in letters.enumerated() where !letter.isWhitespace {
                let next = index + 1 < letters.count ? letters[index + 1] : " "
                breakAfter.append(next.isWhitespace || letter == "-" || letter == "/" || letter == "\u{2014}")
            }
            // The lines must be the string's letters (case aside, for `textCase`), else unknown.
            guard shownLines.joined().count == breakAfter.count else { continue }
            var consumed = 0
            for line in shownLines.dropLast() {
                consumed += line.count
                if consumed > 0, !breakAfter[consumed - 1] { return true }
            }
            return false
        }
        return false
    }

    static func ellipses(in text: String) -> Int { text.reduce(0) { $0 + ($1 == "…" ? 1 : 0) } }
}
