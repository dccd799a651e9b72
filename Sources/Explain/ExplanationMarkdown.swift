/// An explanation for a blog post: a heading, the diagram embed, and the numbered steps with
/// the arithmetic as code, ready to paste.
public enum ExplanationMarkdown {
    /// `heading` is Markdown already (see `escape`); `diagram` is the Markdown image of the
    /// scenario's diagram, or nil for none.
    public static func render(_ explanation: Explanation, heading: String, diagram: String?) -> String {
        var output = "### " + heading + "\n\n"
        if let diagram { output += diagram + "\n\n" }
        for (index, step) in explanation.steps.enumerated() {
            output += "\(index + 1). " + escape(step.text)
            if let arithmetic = step.arithmetic { output += ": `" + arithmetic + "`" }
            output += ".\n"
        }
        return output
    }

    /// Backslash-escapes the characters Markdown would read as formatting in a sentence.
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
