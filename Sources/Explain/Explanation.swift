import LayoutEngine

/// The narrated account of one layout: numbered steps in the order SwiftUI takes them, as the
/// seed articles explain stacks ("The HStack proposes one third of its available space to the
/// blue view: (620 – 20) / 3 = 200").
public struct Explanation: Hashable, Sendable {
    public var steps: [ExplanationStep]

    public init(steps: [ExplanationStep]) {
        self.steps = steps
    }

    /// Only the steps that explain the view at `path`: the decisions of its ancestors (with the
    /// offers and answers of its siblings, which decide what is left for it) and everything inside
    /// the view itself; the inner stories of siblings are left out.
    public func focused(on path: String) -> Explanation {
        Explanation(steps: steps.filter { step in
            step.owner.isEmpty || ViewPath.isAncestor(step.owner, of: path) || step.owner == path
                || ViewPath.isAncestor(path, of: step.owner)
        })
    }

    /// The index of the first step whose proposal or answer differs from `other`'s step at the
    /// same position (or where one of them ends), for telling why a layout changed.
    public func firstDifference(from other: Explanation) -> Int? {
        for index in 0..<max(steps.count, other.steps.count) {
            guard index < steps.count, index < other.steps.count else { return index }
            let a = steps[index], b = other.steps[index]
            if a.subject != b.subject || a.proposal != b.proposal || a.answer != b.answer || a.arithmetic != b.arithmetic {
                return index
            }
        }
        return nil
    }
}

/// Paths of views (`HStack[1]/frame/Color`) and how they nest.
public enum ViewPath {
    /// Whether `ancestor` contains `path`: `path` continues it with `/…` or `[n]/…`.
    public static func isAncestor(_ ancestor: String, of path: String) -> Bool {
        guard path.count > ancestor.count, path.hasPrefix(ancestor) else { return false }
        let rest = path.dropFirst(ancestor.count)
        if rest.hasPrefix("/") { return true }
        guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return false }
        let digits = rest[rest.index(after: rest.startIndex)..<close]
        return !digits.isEmpty && digits.allSatisfy(\.isNumber) && rest[rest.index(after: close)...].hasPrefix("/")
    }
}
