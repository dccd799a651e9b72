import Diagnostics

/// `func row(_ title: String, count: Int = 1) -> some View { … }`: a helper that builds views (or
/// computes a value) from its parameters. Called by name from bodies in the same struct or file.
public struct FunctionDecl: Sendable {
    public struct Parameter: Sendable {
        /// The argument label; nil for `_`.
        public var label: String?
        /// The name inside the body.
        public var name: String
        public var typeText: String?
        public var defaultValue: Expr?
    }

    public var name: String
    public var nameRange: SourceRange
    public var parameters: [Parameter]
    public var returnTypeText: String?
    public var body: [Statement]
    public var isStatic: Bool
}
