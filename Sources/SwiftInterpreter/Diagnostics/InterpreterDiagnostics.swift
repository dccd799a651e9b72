import Diagnostics

/// The interpreter's own messages: traps (where a compiled Swift program stops, worded as the
/// Swift runtime prints them: "Fatal error: Index out of range"), limits (where LayoutLens stops a
/// run that would not finish) and what it does not run. Each `id` names one kind of message;
/// `trap.`, `limit.` and `unsupported.` ids make a `RuntimeError` of that kind (see
/// `RuntimeError.Kind(id:)`). Messages swiftc also gives at compile time are in
/// `Diagnostics/DiagnosticCatalogue.swift`.
extension DiagnosticMessage {
    private static func trap(_ id: String, _ text: String) -> Self { Self(id: "trap." + id, severity: .error, text: text) }
    private static func limitMessage(_ id: String, _ text: String) -> Self { Self(id: "limit." + id, severity: .error, text: text) }

    // MARK: Traps (the Swift runtime's wording)

    public static func trapIndexOutOfRange(_ text: String = "Index out of range") -> Self {
        trap("indexOutOfRange", "Fatal error: \(text)")
    }
    public static func trapDivisionByZero(remainder: Bool = false) -> Self {
        trap("divisionByZero", "Fatal error: Division by zero\(remainder ? " in remainder operation" : "")")
    }
    /// Swift traps on overflow without a message of its own; its backtracer names it this way
    /// (checked with swiftc 6.3.1, `-Onone`, Linux).
    public static func trapOverflow() -> Self { trap("overflow", "Swift runtime failure: arithmetic overflow") }
    public static func trapRangeBounds() -> Self { trap("rangeBounds", "Fatal error: Range requires lowerBound <= upperBound") }
    public static func trapNilUnwrap() -> Self {
        trap("nilUnwrap", "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    }
    public static func trapNoSwitchCase(_ type: String) -> Self {
        trap("noSwitchCase", "Fatal error: no case of the switch matched a value of type '\(type)'")
    }
    /// `fatalError(…)`, `preconditionFailure(…)`: "Fatal error" with the program's message.
    public static func trapFatalError(_ message: String?) -> Self {
        trap("fatalError", "Fatal error" + (message.map { $0.isEmpty ? "" : ": \($0)" } ?? ""))
    }
    public static func trapPrecondition(_ message: String?) -> Self {
        trap("precondition", "Precondition failed" + (message.map { ": \($0)" } ?? ""))
    }
    public static func trapAssertion(_ message: String?) -> Self {
        trap("assertion", "Assertion failed" + (message.map { ": \($0)" } ?? ""))
    }
    /// A collection used past what it holds ("Can't remove last element from an empty collection").
    public static func trapCollection(_ text: String) -> Self { trap("collection", "Fatal error: \(text)") }
    public static func trapStrideZero() -> Self { trap("strideZero", "Fatal error: Stride size must not be zero") }
    public static func trapTryFailed(_ description: String) -> Self {
        trap("tryFailed", "Fatal error: 'try!' expression unexpectedly raised an error: \(description)")
    }
    public static func trapCast(_ type: String, to target: String) -> Self {
        trap("cast", "Could not cast value of type '\(type)' to '\(target)'.")
    }

    /// A value Swift's conversions refuse at run time (`Int(Double.nan)`).
    public static func trapConversion(_ text: String) -> Self { trap("conversion", "Fatal error: \(text)") }
    public static func trapPatternMismatch() -> Self { trap("patternMismatch", "Fatal error: the value does not match the pattern") }

    /// A Swift error thrown by the program and caught by nothing (a compiled program stops too).
    public static func trapUncaughtError(_ description: String, duringLayout: Bool = false) -> Self {
        trap("uncaughtError", "an error was thrown\(duringLayout ? " during layout" : "") and not caught: \(description)")
    }

    // MARK: Limits

    public static func limitSteps(_ limit: Int) -> Self { limitMessage("steps", "evaluation step limit of \(limit) reached") }
    public static func limitAllocations(_ limit: Int) -> Self { limitMessage("allocations", "allocation limit of \(limit) elements reached") }
    /// The budget every run of one file shares (`EvaluationLimits.maxFileSteps`).
    public static func limitFileSteps(_ limit: Int) -> Self {
        limitMessage("fileSteps", "the file's evaluation step limit of \(limit) reached (its previews and their layouts share one budget)")
    }
    /// The allocation budget every run of one file shares (`EvaluationLimits.maxFileAllocations`).
    public static func limitFileAllocations(_ limit: Int) -> Self {
        limitMessage("fileAllocations", "the file's allocation limit of \(limit) elements reached (its previews and their layouts share one budget)")
    }
    public static func limitCallDepth(_ limit: Int) -> Self { limitMessage("callDepth", "call depth limit of \(limit) reached") }
    /// The expression limit reached `calls` calls deep (`Interpreter.recursionCallDepth`).
    public static func limitRecursion(calls: Int, expressions: Int) -> Self {
        limitMessage("recursion", "calls nested \(calls) deep without returning: a function, property, initializer or closure that calls itself without end? (a compiled program would overflow its stack and crash; LayoutLens stops at \(expressions) nested expressions)")
    }
    public static func limitExpressionDepth(_ limit: Int) -> Self {
        limitMessage("expressionDepth", "expression nesting limit of \(limit) reached")
    }

    /// More elements than LayoutLens lays out in one `ForEach` or `List` (1000).
    public static func limitElements(_ container: String, count: Int) -> Self {
        limitMessage("elements", "\(container) of \(count) elements; at most 1000 are laid out")
    }

    // MARK: Valid Swift the interpreter does not run (yet)

    private static func unsupported(_ id: String, _ text: String) -> Self { Self(id: "unsupported." + id, severity: .error, text: text) }
    public static func unsupportedStatement() -> Self { unsupported("statement", "this statement is not supported by the interpreter") }
    public static func unsupportedMacro(_ name: String) -> Self { unsupported("macro", "the macro '#\(name)' is not run by the interpreter") }
    public static func unsupportedRegex() -> Self { unsupported("regex", "regex literals are not supported") }
    /// A regex whose repetition nests (`(a+)+`): matching may backtrack exponentially, so it is not run.
    public static func unsupportedNestedRepetition(_ source: String) -> Self {
        unsupported("regexNestedRepetition", "the regex \(source) repeats a repetition, which may take exponential time to match; LayoutLens does not run it")
    }
    /// A regex Swift's own regex engine does not accept (swiftc would reject the literal).
    public static func invalidRegex(_ source: String, reason: String) -> Self {
        Self(id: "invalidRegex", severity: .error, text: "the regex \(source) is not valid: \(reason)")
    }
    public static func unsupportedLiteral(_ text: String) -> Self { unsupported("literal", "floating-point literal '\(text)' is not supported") }
    /// A sequence the interpreter cannot iterate (a one-sided range, a type it does not know).
    public static func unsupportedIteration(_ what: String) -> Self { unsupported("iteration", "iterating \(what) is not supported") }
    public static func unsupportedFormat(_ spec: String) -> Self {
        unsupported("formatSpecifier", "String(format:) specifier '\(spec)' is not supported")
    }

    // MARK: What swiftc rejects (the interpreter's checks)

    /// swiftc: "cannot assign to property: 'x' is a get-only property".
    public static func getOnlyProperty(_ name: String) -> Self {
        Self(id: "getOnlyProperty", severity: .error, text: "cannot assign to property: '\(name)' is a get-only property")
    }
    /// swiftc: "cannot call value of non-function type 'Int'".
    public static func notCallable(_ type: String) -> Self {
        Self(id: "notCallable", severity: .error, text: "cannot call value of non-function type '\(type)'")
    }
    /// swiftc's "cannot call value of non-function type 'Shade'" for a call whose name a local
    /// value hides from a function of that name (`ShadowedCallee`); the run calls the function.
    public static func calleeHiddenByValue(_ type: String, name: String) -> Self {
        Self(id: "calleeHiddenByValue", severity: .error,
             text: "cannot call value of non-function type '\(type)' (the local '\(name)' hides the function '\(name)'; LayoutLens calls the function and reads on)")
    }
    /// swiftc: "closure containing control flow statement cannot be used with result builder 'ViewBuilder'".
    public static func controlFlowInResultBuilder(_ builder: String) -> Self {
        Self(id: "controlFlowInResultBuilder", severity: .error,
             text: "closure containing control flow statement cannot be used with result builder '\(builder)'")
    }
    /// swiftc: "integer literal '99999999999999999999' overflows when stored into 'Int'".
    public static func integerLiteralOverflow(_ text: String) -> Self {
        Self(id: "integerLiteralOverflow", severity: .error, text: "integer literal '\(text)' overflows when stored into 'Int'")
    }
    /// swiftc: "for-in loop requires 'Int' to conform to 'Sequence'".
    public static func notASequence(_ type: String) -> Self {
        Self(id: "notASequence", severity: .error, text: "for-in loop requires '\(type)' to conform to 'Sequence'")
    }
    /// Arguments no initializer of a type takes (swiftc: "no exact matches in call to initializer").
    public static func noMatchingInitializer(_ type: String, labels: String) -> Self {
        Self(id: "noMatchingInitializer", severity: .error, text: "no initializer of '\(type)' takes (\(labels))")
    }
}
