import LayoutEngine
import PrintfFormatting

/// What settling did to a preview, pass by pass, for the trace and `explain`: which closure
/// changed which state, and which views moved or resized because of it.
///
/// Pass 1 is the preview as first resolved; a closure that runs after pass N's resolution or
/// layout changes what pass N + 1 shows, so its step is told under pass N + 1
/// ("pass 2: onPreferenceChange(WidthKey) set width 0 → 120; Color.orange 0 → 120 wide").
public struct SettlingStory: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        /// The pass whose view shows the change.
        public var pass: Int
        /// The closure, as written: `onAppear`, `task`, `onPreferenceChange(WidthKey)`, …
        public var closure: String
        public var source: SourceLocation?
        /// "width 0 → 120", one per state property the closure changed.
        public var changes: [String]
    }

    public var steps: [Step] = []
    /// Views whose frame differs from the previous laid-out pass ("Color.orange 0 → 120 wide"), by pass.
    public var moves: [Int: [String]] = [:]
    /// How many times the preview was resolved.
    public var passes = 1
    /// False when the bound was reached with state still changing.
    public var settled = true

    /// The story as lines, one per pass that changed something.
    public var lines: [String] {
        var result: [String] = []
        for pass in 2...max(2, passes) {
            let steps = self.steps.filter { $0.pass == pass }
            guard !steps.isEmpty else { continue }
            let told = steps.map { step -> String in
                let at = step.source.map { " (\($0.line):\($0.column))" } ?? ""
                return step.closure + at + " set " + step.changes.joined(separator: ", ")
            }
            let moved = moves[pass] ?? []
            result.append("pass \(pass): " + told.joined(separator: "; ") + (moved.isEmpty ? "" : "; " + moved.joined(separator: "; ")))
        }
        if !settled { result.append("pass \(passes): stopped at the bound with state still changing; this pass is shown") }
        return result
    }

    /// Notes what moved between two layouts of consecutive passes (at most eight views, by path).
    mutating func noteMoves(pass: Int, from previous: LayoutResult?, to current: LayoutResult) {
        guard let previous else { return }
        var before: [String: Rect] = [:]
        for view in previous.root.allViews { before[view.path] = view.frame }
        var moved: [String] = []
        for view in current.root.allViews where view.children.isEmpty {
            guard let old = before[view.path] else { continue }
            let new = view.frame
            if old.size.width != new.size.width {
                moved.append("\(view.label) \(Self.number(old.size.width)) → \(Self.number(new.size.width)) wide")
            } else if old.size.height != new.size.height {
                moved.append("\(view.label) \(Self.number(old.size.height)) → \(Self.number(new.size.height)) tall")
            } else if old.origin != new.origin {
                moved.append("\(view.label) moved to (\(Self.number(new.origin.x)), \(Self.number(new.origin.y)))")
            }
            if moved.count == 8 { break }
        }
        if !moved.isEmpty { moves[pass] = moved }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : PrintfFormat.text("%.1f", value)
    }
}
