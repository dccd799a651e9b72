/// A declaration with its attributes, modifiers and exact span (from the first attribute or
/// modifier to the end).
public struct Decl: Sendable {
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var kind: DeclKind
    public var span: SourceSpan

    public init(attributes: [Attribute] = [], modifiers: [Modifier] = [], kind: DeclKind, span: SourceSpan) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
        self.span = span
    }
}

public indirect enum DeclKind: Sendable {
    case `import`(ImportDecl)
    /// `struct`, `class`, `actor`, `enum`, `protocol`.
    case nominalType(NominalTypeDecl)
    case `extension`(ExtensionDecl)
    case `typealias`(TypeAliasDecl)
    /// `associatedtype` (in protocols).
    case associatedType(AssociatedTypeDecl)
    case function(FunctionDecl)
    case initializer(InitializerDecl)
    case deinitializer(DeinitializerDecl)
    case `subscript`(SubscriptDecl)
    /// `let` / `var` with one or more bindings.
    case variable(VariableDecl)
    /// `case a, b(Int), c = 3` inside an enum.
    case enumCase(EnumCaseDecl)
    /// `infix operator <>: AdditionPrecedence`
    case `operator`(OperatorDecl)
    case precedenceGroup(PrecedenceGroupDecl)
    /// `macro name(…) = #externalMacro(…)` (signature kept, definition as an expression).
    case macro(MacroDecl)
    /// A freestanding macro at declaration level: `#Preview("Card") { CardView() }`.
    case macroExpansion(MacroExpansion)
    /// `#if` among declarations (members or top level): every clause is kept.
    case ifConfig([IfConfigClause<Decl>])
    /// Inserted by error recovery for members that could not be parsed.
    case missing
}

/// `import Foundation`, `import struct Swift.Array`, `@testable import X`.
public struct ImportDecl: Sendable {
    /// `struct`, `func`, … for a scoped import, else nil.
    public var importKind: String?
    public var path: [Identifier]

    public init(importKind: String?, path: [Identifier]) {
        self.importKind = importKind
        self.path = path
    }
}

/// Which keyword introduced a nominal type.
public enum NominalKind: String, Sendable {
    case `struct`
    case `class`
    case actor
    case `enum`
    case `protocol`
}

/// `struct Name<T>: Inherited where … { members }` and its class/actor/enum/protocol siblings.
public struct NominalTypeDecl: Sendable {
    public var kind: NominalKind
    public var name: Identifier
    /// Generic parameters (`<T>`); for a protocol, its primary associated types (`protocol P<Element>`).
    public var genericParameters: [GenericParameter]
    /// Superclass, protocols, raw type (for enums): `: View`, `: Int, CaseIterable`.
    public var inheritance: [TypeSyntax]
    public var whereClause: [GenericRequirement]
    public var members: [Decl]
    /// The span of the name's keyword line up to the opening brace is in `Decl.span`; this is
    /// the span of `{ … }`.
    public var bodySpan: SourceSpan

    public init(kind: NominalKind, name: Identifier, genericParameters: [GenericParameter], inheritance: [TypeSyntax],
                whereClause: [GenericRequirement], members: [Decl], bodySpan: SourceSpan) {
        self.kind = kind
        self.name = name
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
        self.bodySpan = bodySpan
    }
}

/// `extension Type: Protocols where … { members }`
public struct ExtensionDecl: Sendable {
    public var extendedType: TypeSyntax
    public var inheritance: [TypeSyntax]
    public var whereClause: [GenericRequirement]
    public var members: [Decl]

    public init(extendedType: TypeSyntax, inheritance: [TypeSyntax], whereClause: [GenericRequirement], members: [Decl]) {
        self.extendedType = extendedType
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
    }
}

/// `typealias Name<T> = Type`
public struct TypeAliasDecl: Sendable {
    public var name: Identifier
    public var genericParameters: [GenericParameter]
    public var type: TypeSyntax
    public var whereClause: [GenericRequirement]

    public init(name: Identifier, genericParameters: [GenericParameter], type: TypeSyntax, whereClause: [GenericRequirement]) {
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
        self.whereClause = whereClause
    }
}

/// `associatedtype Element: Equatable = Int where …`
public struct AssociatedTypeDecl: Sendable {
    public var name: Identifier
    public var inheritance: [TypeSyntax]
    public var defaultType: TypeSyntax?
    public var whereClause: [GenericRequirement]

    public init(name: Identifier, inheritance: [TypeSyntax], defaultType: TypeSyntax?, whereClause: [GenericRequirement]) {
        self.name = name
        self.inheritance = inheritance
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}

/// A parameter of a function, initializer, subscript, enum case or closure:
/// `x: Int`, `_ x: Int`, `label x: Int = 3`, `values: Int...`, `value: inout Int`, `a` (closure).
public struct Parameter: Sendable {
    /// The name written first (the argument label for functions; `_` is kept as the name `_`).
    public var firstName: Identifier?
    /// The name written second (the parameter's local name when different from the label).
    public var secondName: Identifier?
    /// nil for closure parameters without a type, and for unnamed enum associated values it is the
    /// whole element (`case a(Int)` has `firstName == nil`).
    public var type: TypeSyntax?
    public var isVariadic: Bool
    public var defaultValue: Expr?
    public var attributes: [Attribute]
    public var span: SourceSpan

    public init(firstName: Identifier?, secondName: Identifier?, type: TypeSyntax?, isVariadic: Bool = false,
                defaultValue: Expr? = nil, attributes: [Attribute] = [], span: SourceSpan) {
        self.firstName = firstName
        self.secondName = secondName
        self.type = type
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
        self.attributes = attributes
        self.span = span
    }

    /// The argument label callers write, nil for `_` or no name. For function and initializer
    /// parameters the first name is the label; subscripts and closures have no labels unless
    /// two names are written (callers of those decide).
    public var label: String? {
        guard let firstName, firstName.name != "_" else { return nil }
        return firstName.name
    }

    /// The name the body uses: the second name if written, else the first (nil for `_`).
    public var localName: String? {
        let name = (secondName ?? firstName)?.name
        return name == "_" ? nil : name
    }
}

/// `func name<T>(parameters) async throws -> Result where … { body }`; operator functions have
/// an operator as name (`static func + (…)`).
public struct FunctionDecl: Sendable {
    public var name: Identifier
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var effects: EffectSpecifiers
    public var returnType: TypeSyntax?
    public var whereClause: [GenericRequirement]
    /// nil for protocol requirements.
    public var body: CodeBlock?

    public init(name: Identifier, genericParameters: [GenericParameter], parameters: [Parameter], effects: EffectSpecifiers,
                returnType: TypeSyntax?, whereClause: [GenericRequirement], body: CodeBlock?) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.returnType = returnType
        self.whereClause = whereClause
        self.body = body
    }
}

/// `init`, `init?`, `init!`.
public enum InitializerOptionality: String, Sendable {
    case none = ""
    case optional = "?"
    case implicitlyUnwrapped = "!"
}

/// `init?<T>(parameters) throws where … { body }`
public struct InitializerDecl: Sendable {
    public var optionality: InitializerOptionality
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var effects: EffectSpecifiers
    public var whereClause: [GenericRequirement]
    public var body: CodeBlock?

    public init(optionality: InitializerOptionality, genericParameters: [GenericParameter], parameters: [Parameter],
                effects: EffectSpecifiers, whereClause: [GenericRequirement], body: CodeBlock?) {
        self.optionality = optionality
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.whereClause = whereClause
        self.body = body
    }
}

/// `deinit { body }`
public struct DeinitializerDecl: Sendable {
    public var body: CodeBlock?

    public init(body: CodeBlock?) { self.body = body }
}

/// `subscript<T>(parameters) -> Result where … { accessors }`
public struct SubscriptDecl: Sendable {
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var returnType: TypeSyntax
    public var whereClause: [GenericRequirement]
    public var accessors: AccessorBlock?

    public init(genericParameters: [GenericParameter], parameters: [Parameter], returnType: TypeSyntax,
                whereClause: [GenericRequirement], accessors: AccessorBlock?) {
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.whereClause = whereClause
        self.accessors = accessors
    }
}

/// `let`/`var` with comma-separated bindings: `var a = 1, b: Int { get }`.
public struct VariableDecl: Sendable {
    public var bindingKind: BindingKind
    public var bindings: [PatternBinding]

    public init(bindingKind: BindingKind, bindings: [PatternBinding]) {
        self.bindingKind = bindingKind
        self.bindings = bindings
    }
}

/// `pattern: Type = initializer { accessors }`
public struct PatternBinding: Sendable {
    public var pattern: Pattern
    public var type: TypeSyntax?
    public var initializer: Expr?
    public var accessors: AccessorBlock?
    public var span: SourceSpan

    public init(pattern: Pattern, type: TypeSyntax?, initializer: Expr?, accessors: AccessorBlock?, span: SourceSpan) {
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
        self.span = span
    }
}

/// The braces after a property or subscript.
public enum AccessorBlock: Sendable {
    /// `var x: Int { statements }`: a read-only computed property's getter body.
    case getter(CodeBlock)
    /// `{ get set }`, `{ get { } set(v) { } }`, `{ willSet { } didSet { } }`.
    case accessors([Accessor], span: SourceSpan)
}

/// One accessor: `get`, `set(newValue)`, `didSet`, `willSet`, `_read`, `_modify`, `init`, …
public struct Accessor: Sendable {
    /// The accessor keyword (`get`, `set`, `didSet`, `willSet`, `_modify`, `_read`, `init`, …).
    public var kind: String
    public var attributes: [Attribute]
    /// `mutating`, `nonmutating`, `__consuming` …
    public var modifiers: [Modifier]
    /// `set(value)` / `willSet(newTitle)` / `didSet(oldTitle)`: the explicit parameter name.
    public var parameterName: Identifier?
    public var effects: EffectSpecifiers
    /// nil in protocol requirements (`{ get set }`).
    public var body: CodeBlock?
    public var span: SourceSpan

    public init(kind: String, attributes: [Attribute] = [], modifiers: [Modifier] = [], parameterName: Identifier?,
                effects: EffectSpecifiers = .none, body: CodeBlock?, span: SourceSpan) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.parameterName = parameterName
        self.effects = effects
        self.body = body
        self.span = span
    }
}

/// `case a, b(Int, label: String), c = 3` (with `indirect` as a modifier of the `Decl`).
public struct EnumCaseDecl: Sendable {
    public var elements: [EnumCaseElement]

    public init(elements: [EnumCaseElement]) { self.elements = elements }
}

public struct EnumCaseElement: Sendable {
    public var name: Identifier
    /// `(Int, label: String = "x")`; nil when no parentheses are written.
    public var associatedValues: [Parameter]?
    /// `= 3`, `= "name"`.
    public var rawValue: Expr?
    public var span: SourceSpan

    public init(name: Identifier, associatedValues: [Parameter]?, rawValue: Expr?, span: SourceSpan) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
        self.span = span
    }
}

/// `prefix operator √`, `infix operator <>: AdditionPrecedence`, `postfix operator !!`.
public struct OperatorDecl: Sendable {
    public enum Fixity: String, Sendable {
        case prefix
        case infix
        case postfix
    }

    public var fixity: Fixity
    public var name: Identifier
    /// The precedence group of an infix operator (nil: `DefaultPrecedence`).
    public var precedenceGroup: Identifier?

    public init(fixity: Fixity, name: Identifier, precedenceGroup: Identifier?) {
        self.fixity = fixity
        self.name = name
        self.precedenceGroup = precedenceGroup
    }
}

/// `precedencegroup Name { higherThan: A lowerThan: B associativity: left assignment: true }`
public struct PrecedenceGroupDecl: Sendable {
    public enum Associativity: String, Sendable {
        case left
        case right
        case none
    }

    public var name: Identifier
    public var higherThan: [Identifier]
    public var lowerThan: [Identifier]
    public var associativity: Associativity
    public var isAssignment: Bool

    public init(name: Identifier, higherThan: [Identifier], lowerThan: [Identifier], associativity: Associativity,
                isAssignment: Bool) {
        self.name = name
        self.higherThan = higherThan
        self.lowerThan = lowerThan
        self.associativity = associativity
        self.isAssignment = isAssignment
    }
}

/// `macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")`
public struct MacroDecl: Sendable {
    public var name: Identifier
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var returnType: TypeSyntax?
    public var definition: Expr?
    public var whereClause: [GenericRequirement]

    public init(name: Identifier, genericParameters: [GenericParameter], parameters: [Parameter], returnType: TypeSyntax?,
                definition: Expr?, whereClause: [GenericRequirement]) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.definition = definition
        self.whereClause = whereClause
    }
}
