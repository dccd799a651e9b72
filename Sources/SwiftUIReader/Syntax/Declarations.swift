import Diagnostics

/// A stored or computed property of a view struct, or a top-level constant.
public struct PropertyDecl: Sendable {
    public var name: String
    public var nameRange: SourceRange
    /// The type as written (`String`, `CGFloat`, `some View`), nil when inferred.
    public var typeText: String?
    public var defaultValue: Expr?
    /// The getter's statements for `var x: some View { … }`.
    public var computedBody: [Statement]?
    public var isLet: Bool
    public var isStatic: Bool
    /// Property wrapper and other attributes without `@` (`State`, `Binding`).
    public var attributes: [String]

    public init(name: String, nameRange: SourceRange, typeText: String?, defaultValue: Expr?,
                computedBody: [Statement]?, isLet: Bool, isStatic: Bool, attributes: [String]) {
        self.name = name
        self.nameRange = nameRange
        self.typeText = typeText
        self.defaultValue = defaultValue
        self.computedBody = computedBody
        self.isLet = isLet
        self.isStatic = isStatic
        self.attributes = attributes
    }

    /// Stored properties take part in the memberwise initialiser.
    public var isStored: Bool { computedBody == nil && !isStatic }

    /// Property wrappers that initialise themselves (`@Environment(\.x)`, `@EnvironmentObject`,
    /// `@Namespace`, `@FocusState`): not parameters of the memberwise initialiser.
    public var isSelfInitialisingWrapper: Bool {
        attributes.contains { $0.hasPrefix("Environment") || $0 == "Namespace" || $0 == "FocusState" || $0 == "EnvironmentObject" }
    }

    /// `sizeCategory` for `@Environment(\.sizeCategory)`.
    public var environmentKey: String? {
        for attribute in attributes where attribute.hasPrefix("Environment(") {
            return String(attribute.dropFirst("Environment(".count).dropLast())
        }
        return nil
    }
}

/// `struct Name: View { … }` (or a `PreviewProvider`).
public struct StructDecl: Sendable {
    public var name: String
    public var nameRange: SourceRange
    public var inherited: [String]
    public var properties: [PropertyDecl]
    public var functions: [FunctionDecl]
    /// Generic parameters constrained to `View` (`struct Card<Content: View>`).
    public var genericViewParameters: [String]
    public var range: SourceRange
    /// The parser reported an error inside the struct; previews that use it are not laid out.
    public var hasSyntaxErrors = false

    public init(name: String, nameRange: SourceRange, inherited: [String], properties: [PropertyDecl],
                functions: [FunctionDecl] = [], genericViewParameters: [String] = [], range: SourceRange) {
        self.genericViewParameters = genericViewParameters
        self.name = name
        self.nameRange = nameRange
        self.inherited = inherited
        self.properties = properties
        self.functions = functions
        self.range = range
    }

    public var isView: Bool { inherited.contains("View") }
    public var isPreviewProvider: Bool { inherited.contains("PreviewProvider") }
    public func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name } }
}

/// `#Preview("title", traits: …) { … }`.
public struct PreviewDecl: Sendable {
    /// The unlabelled first string argument, if any.
    public var title: String?
    /// All arguments of the macro (the title included), e.g. `traits:`.
    public var arguments: [Argument]
    public var body: [Statement]?
    /// The `#Preview` token.
    public var range: SourceRange
    /// The parser reported an error inside the preview; it is not laid out.
    public var hasSyntaxErrors: Bool
    /// From `#Preview` to its closing brace: the preview's source text.
    public var fullRange: SourceRange

    public init(title: String?, arguments: [Argument], body: [Statement]?, range: SourceRange, hasSyntaxErrors: Bool = false,
                fullRange: SourceRange? = nil) {
        self.title = title
        self.arguments = arguments
        self.body = body
        self.range = range
        self.hasSyntaxErrors = hasSyntaxErrors
        self.fullRange = fullRange ?? range
    }
}

/// A whole file as read: its view structs, previews and top-level constants, in source order.
public struct SourceFileSyntax: Sendable {
    public var file: String
    public var structs: [StructDecl]
    public var previews: [PreviewDecl]
    public var constants: [PropertyDecl]
    /// Top-level `func`s.
    public var functions: [FunctionDecl]

    public init(file: String, structs: [StructDecl] = [], previews: [PreviewDecl] = [], constants: [PropertyDecl] = [],
                functions: [FunctionDecl] = []) {
        self.file = file
        self.structs = structs
        self.previews = previews
        self.constants = constants
        self.functions = functions
    }
}
