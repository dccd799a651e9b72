/// Bounds on one run, so that no user program can hang or exhaust the host. Each limit reached is
/// a `RuntimeError` of kind `.limit` naming it, at the source range being evaluated.
public struct EvaluationLimits: Sendable {
    /// Statements and expressions evaluated (each loop iteration and call counts).
    public var maxSteps: Int
    /// Nested calls of user functions, methods and closures.
    public var maxCallDepth: Int
    /// Elements created in arrays, strings, dictionaries and objects, in total.
    public var maxAllocations: Int
    /// Expressions nested inside one another (a modifier chain of this many links, say).
    public var maxExpressionDepth: Int = 1_000
    /// Steps of every run of the interpreter together (`Interpreter.resetCounters` starts a new
    /// run, not a new file budget): a file of 200 previews, each just under `maxSteps`, stops
    /// here instead of running 200 budgets.
    public var maxFileSteps: Int = .max
    /// Elements allocated by every run together, for the same reason.
    public var maxFileAllocations: Int = .max

    public init(maxSteps: Int = 10_000_000, maxCallDepth: Int = 1_000, maxAllocations: Int = 5_000_000) {
        self.maxSteps = maxSteps
        self.maxCallDepth = maxCallDepth
        self.maxAllocations = maxAllocations
    }

    public static let `default` = EvaluationLimits()
}

extension Interpreter {
    /// Nested calls past which the expression limit is reported as a recursion (`limit.recursion`):
    /// a compiled program that calls itself without end overflows its stack and crashes (Swift
    /// has no recursion limit of its own); here the nesting limit stops it first. Fewer nested
    /// calls than this is one deep expression (`limit.expressionDepth`). A LayoutLens rule.
    static let recursionCallDepth = 100
}
