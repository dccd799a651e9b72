import SwiftFrontEnd

/// What the context says about the type of an expression, as far as the interpreter needs it:
/// literal typing (`let x: CGFloat = 1` is a CGFloat), implicit members (`.center` of the
/// expected type), optional wrapping (`let x: Int? = 1` prints `Optional(1)`), and closure
/// parameters marked with a result builder.
public enum TypeHint: Equatable {
    case named(String)
    /// A generic type written with its arguments (`PagingViewModel<CultureLibrary>`,
    /// `Binding<String>`): the type `name` names, whose generic parameters the arguments bind
    /// where its members are used, as Swift binds them from the contextual type (an implicit
    /// `.init(library: .init())` under it types `library:` as a `CultureLibrary`: The Swift
    /// Programming Language, "Generics" and "Implicit Member Expression").
    indirect case generic(String, arguments: [TypeHint])
    /// A generic parameter of the type declaring a method or initializer, as one of its
    /// parameters is typed (`library: Library` in `class PagingViewModel<Library>`): it names
    /// whatever the type's arguments bind it to, never a type of that name elsewhere (a generic
    /// parameter shadows outer names inside its declaration: The Swift Programming Language,
    /// "Generics", "Type Parameters"). Nothing is known of it until bound (`substituting`).
    case genericParameter(String)
    indirect case optional(TypeHint)
    indirect case array(TypeHint)
    indirect case dictionary(TypeHint, TypeHint)
    indirect case set(TypeHint)
    /// A tuple type; `labels` are its element labels (`(origins: [CGPoint], size: CGSize)`),
    /// which a tuple value takes when it is returned or assigned as that type.
    case tuple([TypeHint?], labels: [String?])
    /// A function type; `parameters` are the types it declares for its parameters
    /// (`(DispatchTimeInterval) -> String` has one), which a closure written under it gives its
    /// parameters (The Swift Programming Language, "Closures": "Inferring Type From Context").
    indirect case function(parameters: [TypeHint?] = [], result: TypeHint?)
    /// `some P` / `any P` / a generic parameter: nothing useful for literals.
    case opaque

    init?(_ syntax: TypeSyntax?) {
        guard let syntax else { return nil }
        switch syntax.kind {
        case let .identifier(identifier, arguments):
            switch (identifier.name, arguments.count) {
            case ("Optional", 1): self = .optional(TypeHint(arguments[0]) ?? .opaque)
            case ("Array", 1): self = .array(TypeHint(arguments[0]) ?? .opaque)
            case ("Set", 1): self = .set(TypeHint(arguments[0]) ?? .opaque)
            // SwiftUI's `FetchedResults<Item>` is a random-access collection of `Item`.
            case ("FetchedResults", 1): self = .array(TypeHint(arguments[0]) ?? .opaque)
            case ("Dictionary", 2): self = .dictionary(TypeHint(arguments[0]) ?? .opaque, TypeHint(arguments[1]) ?? .opaque)
            case ("Float", _), ("Float32", _), ("Float64", _), ("TimeInterval", _), ("CFloat", _), ("CDouble", _): self = .named("Double")
            default:
                if arguments.isEmpty { self = .named(identifier.name); return }
                self = .generic(identifier.name, arguments: arguments.map { TypeHint($0) ?? .opaque })
            }
        case let .member(base, name, arguments):
            let qualified = TypeHint(base)?.typeName.map { $0 + "." + name.name } ?? name.name
            // `SynchronizationPayload.Update<Day>` keeps its arguments, as `Update<Day>` does.
            self = arguments.isEmpty ? .named(qualified) : .generic(qualified, arguments: arguments.map { TypeHint($0) ?? .opaque })
        case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped):
            self = .optional(TypeHint(wrapped) ?? .opaque)
        case let .array(element): self = .array(TypeHint(element) ?? .opaque)
        case let .dictionary(key, value): self = .dictionary(TypeHint(key) ?? .opaque, TypeHint(value) ?? .opaque)
        case let .tuple(elements):
            if elements.count == 1, elements[0].label == nil, let inner = TypeHint(elements[0].type) { self = inner; return }
            self = .tuple(elements.map { TypeHint($0.type) }, labels: elements.map { $0.label?.name })
        case let .function(function): self = .function(parameters: function.parameters.map { TypeHint($0.type) }, result: TypeHint(function.result))
        case let .attributed(_, _, inner): guard let hint = TypeHint(inner) else { return nil }; self = hint
        case .some, .any, .composition: self = .opaque
        default: return nil
        }
    }

    /// The numeric type a literal takes under this hint, if any.
    var numericName: String? {
        switch self {
        case let .named(name) where TypeHint.isNumeric(name): return name
        case let .optional(wrapped): return wrapped.numericName
        default: return nil
        }
    }

    /// `Int`, `Double` or `CGFloat`, told apart by their bytes (`ShortText`): on this hot path
    /// most names are not numeric, and an integer test is cheaper than failed string comparisons.
    private static func isNumeric(_ name: String) -> Bool {
        switch ShortText.bytes(name) {
        case 0x74_6E49, 0x656C_6275_6F44, 0x74_616F_6C46_4743: return true  // Int, Double, CGFloat
        case 0: break  // stored out of line, or longer: compared below
        default: return false
        }
        switch name.utf8.count {
        case 3: return name == "Int"
        case 6: return name == "Double"
        case 7: return name == "CGFloat"
        default: return false
        }
    }

    /// The named type (looking through optionals), for implicit members.
    var nominalName: String? {
        switch self {
        case let .named(name), let .generic(name, _): return name
        case let .optional(wrapped): return wrapped.nominalName
        default: return nil
        }
    }

    /// The type's name when the hint names one, with or without generic arguments (not looking
    /// through optionals): what `.named` alone meant before arguments were kept.
    public var typeName: String? {
        switch self {
        case let .named(name), let .generic(name, _): return name
        default: return nil
        }
    }

    /// The generic arguments written with the type's name (`[CultureLibrary]` for
    /// `PagingViewModel<CultureLibrary>`), looking through optionals; empty when none are.
    public var genericArguments: [TypeHint] {
        switch self {
        case let .generic(_, arguments): return arguments
        case let .optional(wrapped): return wrapped.genericArguments
        default: return []
        }
    }

    var element: TypeHint? {
        switch self {
        case let .array(element), let .set(element): return element
        case let .optional(wrapped): return wrapped.element
        default: return nil
        }
    }

    /// The hint of a value: its runtime numeric type (used to type a literal on the other side
    /// of an operator).
    static func of(_ value: Value) -> TypeHint? {
        switch value {
        case .int: return .named("Int")
        case .uint64: return .named("UInt64")
        case .double: return .named("Double")
        case .cgFloat: return .named("CGFloat")
        case .string: return .named("String")
        case .character: return .named("Character")
        case let .optional(wrapped?): return of(wrapped).map { .optional($0) }
        default: return nil
        }
    }
}
