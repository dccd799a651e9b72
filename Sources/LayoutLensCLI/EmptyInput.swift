import ArgumentParsing

/// A run that found no scenario at all is an error: a mistyped CI path (`check empty-folder`)
/// must not pass green with "Checked 0 scenarios". `--allow-empty` accepts it.
enum EmptyInput {
    /// The `--allow-empty` flag shared by `render`, `frames` and `check`.
    static let flag = ArgumentSpec.flag("allow-empty", help: "Succeed when the inputs hold no preview at all (by default that is an error, exit 2).")

    /// The error text naming the inputs, or nil when the run may go on.
    static func problem(scenarioCount: Int, errorCount: Int, inputs: [String], command: String, allowed: Bool) -> String? {
        // A fixture with errors already fails the run and says why.
        guard scenarioCount == 0, errorCount == 0, !allowed else { return nil }
        let names = inputs.map { "'\($0)'" }.joined(separator: ", ")
        return "error: no scenarios in \(names): no #Preview or PreviewProvider was found\n"
            + "Pass --allow-empty to accept a run without scenarios.\n"
            + "See 'layoutlens \(command) --help'.\n"
    }
}
