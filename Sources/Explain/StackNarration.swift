import LayoutEngine

/// A stack's algorithm told step by step from its `StackDecision` (seeds 001, 002 and 004):
/// spacing, priority groups, flexibility order, one offer and one answer per child with the
/// arithmetic, what was left over or overflowed, and where the children went.
extension Narration {
    /// `name`: what the stack is called when it is not the view itself (a button's label).
    mutating func tellStack(_ view: PlacedView, _ decision: StackDecision, name: String? = nil) {
        let stack = name ?? names.name(view)
        let axis = decision.axis
        let length = axis == .horizontal ? "width" : "height"
        let extent = axis == .horizontal ? "wide" : "high"
        let children = view.children
        guard children.count == decision.children.count else { return tellContainer(view) }
        let childNames = children.map { names.name($0) }
        var placing = decision.proposal
        if placing[axis.other] == nil { placing[axis.other] = decision.size[axis.other] }

        guard let major = placing[axis] else {
            add(.offer, "\(stack) has no \(length) proposed, so it asks each child for its ideal \(length)",
                owner: view.path, proposal: decision.proposal)
            for (index, child) in children.enumerated() {
                add(.proposal, "\(stack) proposes \(N.proposal(child.proposal)) to \(childNames[index])",
                    owner: view.path, subject: child.path, proposal: child.proposal)
                tell(child)
                add(.answer, "\(childNames[index]) is \(N.format(child.frame.size[axis])) pt \(extent)",
                    owner: view.path, subject: child.path, answer: child.frame.size)
            }
            tellPlacement(view, decision, stack: stack)
            return
        }

        let spacingTerm = spacingExpression(decision)
        let afterSpacing = major - decision.totalSpacing
        if children.count > 1 {
            if let spacingTerm {
                add(.spacing, "\(stack) subtracts the spacing between its \(children.count) children from the \(N.format(major)) pt proposed",
                    arithmetic: "\(N.format(major)) − \(spacingTerm) = \(N.format(afterSpacing))", owner: view.path,
                    proposal: decision.proposal)
            } else {
                add(.spacing, "\(stack) has no spacing between its children, so all \(N.format(major)) pt are available",
                    owner: view.path, proposal: decision.proposal)
            }
        }
        if includesProbes {
            for (index, child) in decision.children.enumerated() {
                add(.probe, "Proposed 0 and ∞ pt, \(childNames[index]) answers \(N.format(child.minimum)) and \(N.format(child.maximum)) pt, so its flexibility is \(N.format(child.flexibility))",
                    arithmetic: "\(N.format(child.maximum)) − \(N.format(child.minimum)) = \(N.format(child.flexibility))",
                    owner: view.path, subject: child.path)
            }
        }
        if decision.groups.count > 1 {
            let groups = decision.groups.map { group in
                "priority \(N.format(decision.children[group[0]].priority)) (\(N.list(group.map { childNames[$0] })))"
            }
            let later = decision.groups.dropFirst().flatMap { $0 }
            add(.priority, "\(stack) serves \(N.list(groups)) in that order, setting aside the minimum \(length)s of the later groups first",
                arithmetic: "\(N.format(afterSpacing)) − \(N.grouped(later.map { N.format(decision.children[$0].minimum) })) = \(N.format(afterSpacing - decision.reserved))",
                owner: view.path)
        }
        tellOrder(view, decision, stack: stack, childNames: childNames)

        var previousGroup = 0
        for (position, offer) in decision.offers.enumerated() {
            let childIndex = offer.child
            let child = children[childIndex]
            if offer.group != previousGroup {
                previousGroup = offer.group
                let group = decision.groups[offer.group]
                let restored = group.reduce(0) { $0 + decision.children[$1].minimum }
                add(.priority, "The priority \(N.format(decision.children[group[0]].priority)) group gets back the \(N.format(restored)) pt set aside for it",
                    arithmetic: "\(N.format(offer.available - restored)) + \(N.format(restored)) = \(N.format(offer.available))",
                    owner: view.path)
            }
            let word = position == 0 ? "available" : "left"
            var arithmetic = "\(N.format(offer.available)) / \(offer.remaining) = \(N.format(offer.offer))"
            if position == 0, decision.groups.count == 1, let spacingTerm {
                arithmetic = "(\(N.format(major)) − \(spacingTerm)) / \(offer.remaining) = \(N.format(offer.offer))"
            }
            if offer.available < 0 {
                arithmetic = "max(\(N.format(offer.available)) / \(offer.remaining), 0) = \(N.format(offer.offer))"
            }
            add(.offer, "\(stack) offers \(childNames[childIndex]) \(N.share(offer.remaining)) of the \(N.format(offer.available)) pt \(word)",
                arithmetic: arithmetic, owner: view.path, subject: child.path, proposal: child.proposal)
            tell(child)
            let rest = offer.available - offer.answer
            let verdict: String
            if offer.answer == offer.offer {
                verdict = "accepts and becomes \(N.format(offer.answer)) pt \(extent)"
            } else if offer.answer < offer.offer {
                verdict = "becomes \(N.format(offer.answer)) pt \(extent), less than offered"
            } else {
                verdict = "becomes \(N.format(offer.answer)) pt \(extent), more than offered"
            }
            let leaving = rest >= 0 ? "leaving \(N.format(rest)) pt" : "\(N.format(-rest)) pt more than was left"
            add(.answer, "\(childNames[childIndex]) \(verdict), \(leaving)",
                arithmetic: "\(N.format(offer.available)) − \(N.format(offer.answer)) = \(N.format(rest))",
                owner: view.path, subject: child.path, answer: child.frame.size)
        }
        tellTotal(view, decision, stack: stack, major: major, spacingTerm: spacingTerm)
        tellPlacement(view, decision, stack: stack)
    }

    /// `2 × 10` when the gaps are equal, `8 + 10` when not, nil without spacing.
    func spacingExpression(_ decision: StackDecision) -> String? {
        let gaps = decision.children.dropFirst().map(\.spacingBefore)
        guard decision.totalSpacing != 0, let first = gaps.first else { return nil }
        if gaps.allSatisfy({ $0 == first }) {
            return gaps.count == 1 ? N.format(first) : "\(gaps.count) × \(N.format(first))"
        }
        return "(" + N.sum(gaps.map(N.format)) + ")"
    }

    mutating func tellOrder(_ view: PlacedView, _ decision: StackDecision, stack: String, childNames: [String]) {
        guard decision.children.count > 1 else { return }
        let order = decision.groups.flatMap { $0 }
        let equal = decision.groups.allSatisfy { group in
            group.allSatisfy { decision.children[$0].flexibility == decision.children[group[0]].flexibility }
        }
        let sourceOrder = decision.groups.allSatisfy { $0 == $0.sorted() }
        if equal && sourceOrder {
            let text = decision.groups.count > 1
                ? "Within each group the children are equally flexible, so \(stack) keeps their source order"
                : "The children are equally flexible (\(N.format(decision.children[order[0]].flexibility))), so \(stack) keeps their source order"
            add(.order, text, owner: view.path)
            return
        }
        let listed = order.map { "\(childNames[$0]) (\(N.format(decision.children[$0].flexibility)))" }
        let arithmetic = order.filter { decision.children[$0].minimum.isFinite }.map { index in
            let child = decision.children[index]
            return "\(N.format(child.maximum)) − \(N.format(child.minimum)) = \(N.format(child.flexibility))"
        }.joined(separator: "; ")
        add(.order, "\(stack) serves the least flexible child first, so the order by flexibility (maximum minus minimum \(decision.axis == .horizontal ? "width" : "height")) is \(listed.joined(separator: ", then "))",
            arithmetic: arithmetic.isEmpty ? nil : arithmetic, owner: view.path)
    }

    mutating func tellTotal(_ view: PlacedView, _ decision: StackDecision, stack: String, major: Double, spacingTerm: String?) {
        let used = decision.size[decision.axis]
        var terms = decision.children.map { N.format($0.length) }
        if let spacingTerm { terms.append(spacingTerm.hasPrefix("(") ? String(spacingTerm.dropFirst().dropLast()) : spacingTerm) }
        let sum = "\(N.sum(terms)) = \(N.format(used))"
        let extent = decision.axis == .horizontal ? "wide" : "high"
        if abs(used - major) < 1e-9 {
            add(.total, "The children and spacing fill the \(N.format(major)) pt exactly, so \(stack) is \(N.format(used)) pt \(extent)",
                arithmetic: sum, owner: view.path, subject: view.path, answer: decision.size)
        } else if used < major {
            add(.total, "The children and spacing take \(N.format(used)) pt, so \(N.format(major - used)) pt stay unused and \(stack) is just \(N.format(used)) pt \(extent)",
                arithmetic: "\(sum); \(N.format(major)) − \(N.format(used)) = \(N.format(major - used))",
                owner: view.path, subject: view.path, answer: decision.size)
        } else {
            add(.total, "The children and spacing need \(N.format(used)) pt, so \(stack) overflows the \(N.format(major)) pt proposed by \(N.format(used - major)) pt",
                arithmetic: "\(sum); \(N.format(used)) − \(N.format(major)) = \(N.format(used - major))",
                owner: view.path, subject: view.path, answer: decision.size)
        }
    }

    mutating func tellPlacement(_ view: PlacedView, _ decision: StackDecision, stack: String) {
        let axis = decision.axis
        let letter = axis == .horizontal ? "x" : "y"
        let positions = decision.children.map { child in
            "(\(N.format(child.origin.x)), \(N.format(child.origin.y)))"
        }
        var chain: [String] = []
        for index in decision.children.indices.dropFirst() {
            let previous = decision.children[index - 1]
            let current = decision.children[index]
            var terms = [N.format(previous.origin[axis]), N.format(previous.length)]
            if current.spacingBefore != 0 { terms.append(N.format(current.spacingBefore)) }
            chain.append("\(letter) = \(N.sum(terms)) = \(N.format(current.origin[axis]))")
        }
        add(.placement, "\(stack) lines its children up on their \(decision.alignment) guides and places them at \(N.list(positions))",
            arithmetic: chain.isEmpty ? nil : chain.joined(separator: "; "), owner: view.path, subject: view.path,
            answer: decision.size)
    }
}
