import LayoutEngine

/// An explanation for the terminal: a heading line, then the steps numbered `1.`, `2.`, … with
/// the numbers right-aligned so the sentences line up.
public enum ExplanationText {
    public static func render(_ explanation: Explanation, heading: String) -> String {
        var output = heading + "\n"
        let width = String(explanation.steps.count).count
        for (index, step) in explanation.steps.enumerated() {
            let number = String(index + 1)
            output += String(repeating: " ", count: width - number.count) + number + ". " + step.sentence + "\n"
        }
        return output
    }

    /// `620 × nil`, as the steps write proposals.
    public static func proposal(_ proposal: ProposedSize) -> String { ExplanationNumbers.proposal(proposal) }

    /// `74 × 20.33`, as the steps write sizes.
    public static func size(_ size: Size) -> String { ExplanationNumbers.size(size) }
}
