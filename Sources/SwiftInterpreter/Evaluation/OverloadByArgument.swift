import SwiftFrontEnd

/// Choosing between a method and what shares its base name when labels alone do not decide.
///
/// Swift picks an overload by the types of the arguments, not only by their labels (The Swift
/// Programming Language, "Functions": functions are identified by name and type). Two cases the
/// interpreter's label-based choice got wrong, each checked against swiftc 6.3 by
/// `ContextualTypeCases`:
/// - a user extension `func rounded(_ p: Precision)` next to the standard library's
///   `rounded(_ rule: FloatingPointRoundingRule)`: `x.rounded(.down)` is the standard one because
///   `.down` is no member of `Precision`;
/// - a stored closure property `action: () -> String` next to a method `action(_:)`: `r.action()`
///   calls the property, because the method needs an argument.
extension Interpreter {
    /// The parameter an argument goes to: the one with its label, else the one at its position.
    static func parameter(for label: String?, at index: Int, in body: InterpretedBody) -> ParameterInfo? {
        body.parameters.first { $0.label == label && label != nil }
            ?? (index < body.parameters.count ? body.parameters[index] : nil)
    }

    /// The overload of `name` on `type` that the call's arguments fit, starting from the one the
    /// labels chose (`found`); nil when a stored property of that name should be called instead.
    func refineOverload(_ found: Function?, name: String, in type: TypeInfo, arguments: [PendingArgument]) -> Function? {
        guard let found else { return nil }
        let labels = arguments.map(\.label)
        if !found.canTake(labels), type.slot(of: name) != nil { return nil }
        guard arguments.contains(where: { Self.implicitMemberName($0.expression) != nil }),
              !fitsImplicitMembers(found, arguments) else { return found }
        // The receiver's own overloads, else its protocols' (`View`'s: an extension's
        // `themedFont(_: CGFloat)` beside `themedFont(_: Font.TextStyle)`, called on any view).
        let overloads = type.methods(named: name) ?? methodOverloads(name, in: type) ?? []
        return overloads.first { $0 !== found && $0.canTake(labels) && fitsImplicitMembers($0, arguments) } ?? found
    }

    /// Whether every implicit-member argument (`.down`, `.init(…)`) names a member of the type its
    /// parameter declares; a host function (no declared types) fits any.
    func fitsImplicitMembers(_ function: Function, _ arguments: [PendingArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return true }
        for (index, argument) in arguments.enumerated() {
            guard let member = Self.implicitMemberName(argument.expression) else { continue }
            let parameter = Self.parameter(for: argument.label, at: index, in: body)
            guard let hint = parameter?.hint, let type = implicitMemberType(hint) else { continue }
            if !Self.has(member, type) || !implicitInitializerFits(argument.expression, type) { return false }
        }
        return true
    }

    /// Whether `.member` can be written where `type` is expected.
    static func has(_ member: String, _ type: TypeInfo) -> Bool {
        member == "init" || type.caseIndex[member] != nil || type.staticValues[member] != nil
            || type.staticComputed[member] != nil || type.staticMethods[member] != nil
            || type.staticInitialisers[member] != nil || type.native?.resolveImplicitMember != nil
    }

    /// The name of an implicit member expression (`.down`, `.init(…)`), or of the first member of an
    /// implicit member chain (`white` of `.white.opacity(0.8)`, `palette` of `.palette.swatches[0]`),
    /// the one Swift looks up in the contextual type (SE-0287); nil for other expressions.
    static func implicitMemberName(_ expression: Expr?) -> String? {
        guard var current = expression else { return nil }
        while true {
            switch current.kind {
            case let .memberAccess(access):
                guard let base = access.base else { return access.member.name }
                current = base
            case let .call(call):
                guard case .memberAccess = call.callee.kind else { return nil }
                current = call.callee
            case let .subscript(subscriptExpression): current = subscriptExpression.base
            case let .forceUnwrap(inner), let .optionalChain(inner), let .bindOptional(inner): current = inner
            default: return nil
            }
        }
    }
}

extension Interpreter {
    /// After the arguments are evaluated: when a value is an instance of a nominal type other than
    /// the one its parameter declares (`x.rounded(rule)` with `rule` a
    /// `FloatingPointRoundingRule` and the user's `rounded(_: Precision)` chosen by labels), another
    /// overload with the same labels whose declared types fit, or the host's; `found` otherwise.
    func refineOverload(_ found: Function?, name: String, in type: TypeInfo, values: [CallArgument]) -> Function? {
        // The overloads of the receiver's type, else of its protocols (`View`'s, where an
        // extension's method sits beside SwiftUI's modifier of that name).
        guard let found, case .interpreted = found.body, !fitsValues(found, values),
              let overloads = type.methods(named: name) ?? methodOverloads(name, in: type), overloads.count > 1 else { return found }
        let labels = values.map(\.label)
        return overloads.first { $0 !== found && $0.canTake(labels) && fitsValues($0, values) } ?? found
    }

    /// The global function of `overloads` (same name) whose parameters' declared types the
    /// evaluated `values` fit, when `found` (chosen by labels) does not: `toKey(_ event: Event)`
    /// and `toKey(_ count: Int)` are overloads by type, which Swift chooses between by the
    /// argument (checked with swiftc).
    func globalOverloadFittingValues(_ found: Function, among overloads: [Function], _ values: [CallArgument]) -> Function {
        guard overloads.count > 1, found.isInterpreted, !fitsValues(found, values) else { return found }
        let labels = values.map(\.label)
        return overloads.first { $0 !== found && $0.canTake(labels) && fitsValues($0, values) } ?? found
    }

    /// Whether no struct or enum argument contradicts its parameter's declared named type, and no
    /// string, number or Bool is given where the parameter declares one of the program's own types.
    private func fitsValues(_ function: Function, _ values: [CallArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return true }
        for (index, argument) in values.enumerated() {
            let parameter = Self.parameter(for: argument.label, at: index, in: body)
            // `appending(_: String)` beside `appending(_: Character)`, given a `Character`.
            if let declared = parameter?.hint?.typeName, PlainValueKind.contradicts(declared, argument.value) { return false }
            // `preference(key: K.self, value: true)` beside an extension's `preference(key:value:
            // () -> [V])`: a plain value is no closure (an `@autoclosure` parameter takes it).
            if let parameter, parameter.takesAClosure, !parameter.isAutoclosure, PlainValueKind(value: argument.value) != nil { return false }
            // `modifier(Shimmer())` beside an extension's `modifier(_ transform: (Self) -> Content)`:
            // an instance of a struct, enum or class is no closure either (swiftc picks SwiftUI's
            // `modifier(_: some ViewModifier)`).
            if let parameter, parameter.takesAClosure, !parameter.isAutoclosure, Self.isNominalInstance(argument.value) { return false }
            // `count(for: request)` beside an extension's `count<T>(for entity: T.Type)`: only a
            // type (`Item.self`) is a metatype, an instance never (`MetatypeParameters`).
            if let parameter, parameter.declaresMetatype, Self.isInstance(argument.value) { return false }
            let actual: TypeInfo
            switch argument.value {
            case let .enumValue(instance): actual = instance.type
            case let .structValue(instance): actual = instance.type
            case .string, .int, .double, .cgFloat, .bool:
                if Self.plainValueContradictsCollection(argument.value, parameter) { return false }
                if let declared = parameter?.hint?.typeName,
                   declaredTypeRejectsLibraryValue(declared) || Self.libraryTypesTakingNoLiteral.contains(declared) { return false }
                continue
            // An array evaluated for an optional parameter arrives wrapped (`history.map { [$0] }
            // ?? []` for `history: Int?` beside `history: [Int]`): still an array.
            case let .array(elements), let .optional(.array(elements)?):
                if arrayElementsContradict(elements, declared: parameter?.hint) { return false }
                continue
            case .native, .optional:
                if libraryValueContradicts(argument.value, parameter?.hint) || libraryValueIsNoString(argument.value, for: parameter?.hint) { return false }
                if let name = parameter?.existentialProtocol, libraryValue(argument.value, doesNotConformTo: name) { return false }
                continue
            default: continue
            }
            guard let declared = parameter?.hint?.typeName else { continue }
            // An instance of the program's struct or enum is no number, string or `Bool`
            // (`dsTextStyle(.headline, color)` with `color: ColorKey` is not the `(_:_: CGFloat)`
            // overload): no conversion makes one the other.
            if Self.plainTypeNames.contains(declared), !actual.isLibraryType, actual.native == nil { return false }
            // Nor is it a library value (`textStyle(_ font: Font)` beside `textStyle(_ style:
            // AppTextStyle)`, given an `AppTextStyle`): the program's struct or enum is none of
            // the library's types, and no conversion makes it one.
            if !["Any", "AnyHashable", "AnyObject"].contains(declared),
               let expected = self.type(named: declared), expected.kind == .native, expected.native != nil,
               !actual.isLibraryType, actual.native == nil, actual.kind == .structType || actual.kind == .enumType { return false }
            guard let expected = self.type(named: declared), expected.kind == .enumType || expected.kind == .structType else { continue }
            if expected !== actual { return false }
        }
        return true
    }
}

extension Interpreter {
    /// Whether `value` is an instance of a struct, enum or class of the program.
    static func isNominalInstance(_ value: Value) -> Bool {
        switch value {
        case .structValue, .enumValue, .object: return true
        default: return false
        }
    }

    /// Whether a library value (`Color`), given as is or made optional for its parameter, goes
    /// where the parameter declares the program's own struct or enum, optional or not
    /// (`tint(_ themed: ThemedColor?)` beside SwiftUI's `tint(_: Color?)`): no conversion makes
    /// one the other, so Swift takes another overload (The Swift Programming Language, "Type
    /// Casting": a value converts only to a type it is or conforms to).
    func libraryValueContradicts(_ value: Value, _ hint: TypeHint?) -> Bool {
        var value = value
        if case let .optional(wrapped?) = value { value = wrapped }
        guard case let .native(native) = value, !isUnseen(value),
              let declared = hint?.lookingThroughOptional.typeName, declared != native.type.name else { return false }
        // `days(from: date1, …)` beside `days(from text: String, …)`: a library value such as a
        // `Date` is no string, number or Boolean (Swift converts none into another; swiftc calls
        // the `Date` overload).
        if PlainValueKind(typeName: declared) != nil || declared == "Substring" { return true }
        guard let expected = type(named: declared), expected.native == nil else { return false }
        return expected.kind == .structType || expected.kind == .enumType
    }


    /// Whether `value` is a library value (a `Color`, a `Font`) whose type does not conform to the
    /// program's protocol `name`: `foregroundColor(_ c: (any Palette)?)` in an extension of `View`
    /// does not take a `Color` unless the program makes `Color` a `Palette`, so swiftc calls
    /// SwiftUI's `foregroundColor(_: Color?)` for one (an existential holds only conforming
    /// values: The Swift Programming Language, "Protocols", "Protocols as Types").
    func libraryValue(_ value: Value, doesNotConformTo name: String) -> Bool {
        var value = value
        if case let .optional(wrapped?) = value { value = wrapped }
        guard case let .native(native) = value, !isUnseen(value),
              let expected = type(named: name), expected.kind == .protocolType, expected.native == nil else { return false }
        return !native.type.conforms(to: name)
    }

    /// Library value types no number, string or Boolean literal becomes (none adopts an
    /// `ExpressibleBy…Literal` protocol in Apple's documentation; `Edge.Set` takes an array
    /// literal only): `globalPadding(20)` beside `globalPadding(_ insets: EdgeInsets)` is the
    /// overload taking a `CGFloat`.
    static let libraryTypesTakingNoLiteral: Set<String> = [
        "EdgeInsets", "CGSize", "CGPoint", "CGRect", "CGVector", "Color", "Font", "Date", "URL", "UUID",
        "Edge.Set", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Angle",
    ]

    /// Whether a parameter declared as `name` cannot hold a `String`, number or `Bool` value: the
    /// program declares `name` as its own struct, enum or class, or as an alias of a generic type
    /// it does not know (`typealias FontName = Tagged<Font, String>`). A string *value* converts to
    /// neither (only a literal may, through `ExpressibleByStringLiteral`, and Swift then prefers
    /// `String`, the default literal type: The Swift Programming Language, "Literal Expressions").
    func declaredTypeRejectsLibraryValue(_ name: String) -> Bool {
        if let type = type(named: name) {
            return (type.kind == .structType || type.kind == .enumType || type.kind == .classType) && type.native == nil
        }
        guard let target = typeAliasTarget(name), case let .identifier(base, arguments) = target.kind, !arguments.isEmpty else { return false }
        return !["Optional", "Array", "Set", "Dictionary"].contains(base.name)
    }

    /// After the arguments are evaluated, a static method's overload the values fit (see
    /// `refineOverload(_:name:in:values:)`): `extension Font { static func custom(_ name: FontName,
    /// size: CGFloat) -> Font { .custom(name.rawValue, size: size) } }` hands a `String` on to
    /// SwiftUI's own `Font.custom(_:size:)`, not back to itself.
    ///
    /// The same extension method called again from its own body with a value of a type the
    /// program does not declare (`name.rawValue` of another package's `Tagged`) is that forwarding
    /// too: Swift chose by a type LayoutLens cannot see, and a body that re-enters itself with
    /// the same labels and nothing else would never return, so the library's overload is taken
    /// (the unknown value is reported where it was read).
    func refineStaticOverload(_ found: Function, among overloads: [Function], values: [CallArgument]) -> Function {
        guard case .interpreted = found.body, overloads.count > 1 else { return found }
        let labels = values.map(\.label)
        if runningFunction == ObjectIdentifier(found), values.contains(where: { isUnseen($0.value) }),
           let library = overloads.first(where: { !$0.isInterpreted && $0.canTake(labels) }) {
            return library
        }
        guard !fitsValues(found, values) else { return moreSpecificForArrays(found, among: overloads, values: values) }
        return overloads.first { $0 !== found && $0.canTake(labels) && fitsValues($0, values) } ?? found
    }

    /// Of two overloads with the same labels, one declaring a bare generic parameter of its type
    /// (`next: Element`) and one declaring an array of it (`next: [Element]`), an array argument
    /// calls the second: Swift ranks the overload whose parameter is more specialised first (The
    /// Swift Programming Language, "Generic Parameters and Arguments"; swiftc 6 picks
    /// `buildPartialBlock(accumulated:next: [Element])` for an array beside `next: Element`).
    private func moreSpecificForArrays(_ found: Function, among overloads: [Function], values: [CallArgument]) -> Function {
        guard case let .interpreted(body) = found.body, let owner = body.owner, !owner.genericParameterNames.isEmpty else { return found }
        func isBareGeneric(_ hint: TypeHint?) -> Bool {
            switch hint {
            case let .genericParameter(name)?, let .named(name)?: owner.genericParameterNames.contains(name)
            default: false
            }
        }
        let arrayPositions = values.indices.filter { index in
            guard case .array = values[index].value else { return false }
            return isBareGeneric(Self.parameter(for: values[index].label, at: index, in: body)?.hint)
        }
        guard !arrayPositions.isEmpty else { return found }
        return overloads.first { candidate in
            guard candidate !== found, candidate.labels == found.labels, case let .interpreted(other) = candidate.body else { return false }
            return arrayPositions.allSatisfy { index in
                if case .array? = Self.parameter(for: values[index].label, at: index, in: other)?.hint { return true }
                return false
            } && fitsValues(candidate, values)
        } ?? found
    }
}

extension Interpreter {
    /// Among initializers whose labels tie (`init(size: CGFloat?)` beside `init(size: CGSize?)`,
    /// `init(hex: Int)` beside `init(hex: String)`), the one the evaluated arguments' types fit,
    /// as swiftc's overload resolution picks by the argument's type (The Swift Programming
    /// Language, "Initializers": initializers are told apart by the names *and types* of their
    /// parameters). Only a contradiction both sides make known moves the choice: a value whose
    /// type is known (a number, string or Bool; an instance of a struct, enum or library value
    /// such as `CGSize`) against a parameter declared as another such type. `nil`, a closure, a
    /// class instance, or a parameter of a protocol or generic type decides nothing, and the
    /// choice by labels stands; so it does when no other tied initializer fits, or several do.
    func refineTiedInitializer(_ found: Function, of type: TypeInfo, values: [CallArgument]) -> Function {
        guard case .interpreted = found.body else { return found }
        let labels = values.map(\.label)
        let tied = visibleInitializers(of: type).filter { $0 !== found && $0.isInterpreted && ($0.labels == found.labels || $0.canTake(labels)) }
        if let takingClosure = initializerTakingTheClosure(found, of: type, among: tied, values: values) { return takingClosure }
        guard !tied.isEmpty, contradictsKnownTypes(found, values) else { return found }
        var fitting = tied.filter { !contradictsKnownTypes($0, values) }
        if fitting.count > 1 { fitting = fittingClosureParameterMembers(fitting, values) }
        if fitting.count > 1 { fitting = fittingClosureArgumentTypes(fitting, values) }
        if fitting.count == 1 { return fitting[0] }
        // An array where `found` declares a closure (or the reverse) rules `found` out: of the
        // several that fit, the first not already running (it would re-enter itself).
        if Self.givesArrayAndClosureCrossed(found, values) {
            return fitting.first { runningFunction != ObjectIdentifier($0) } ?? found
        }
        return found
    }

    /// An extension's initializer of a library type taking a type the program does not declare
    /// (`extension Double { init?(_ value: Google_Protobuf_Value) }`, the type a remote package's),
    /// given a number, string or `Bool`: no such value is of that package's type, so Swift calls
    /// the library's own initializer (`Double(count)`), which takes it (The Swift Programming
    /// Language, "Initializers": overloads are told apart by their parameters' types).
    /// So too for a parameter of a library type no literal of the value's kind becomes
    /// (`extension Text { init(_ string: NSAttributedString) }` called as `Text("Hello")`:
    /// `NSAttributedString` is not `ExpressibleByStringLiteral`, so the call is SwiftUI's
    /// `Text(_:)` of a string; `libraryTypeTakesNoLiteral`).
    func libraryInitializerForPlainValues(_ found: Function, of type: TypeInfo, values: [CallArgument]) -> Function {
        guard case let .interpreted(body) = found.body, !values.isEmpty,
              initializerGenericParameters[ObjectIdentifier(found)] == nil else { return found }
        for (index, argument) in values.enumerated() {
            guard let kind = PlainValueKind(value: argument.value),
                  let declared = Self.parameter(for: argument.label, at: index, in: body)?.hint?.lookingThroughOptional.typeName,
                  self.type(named: declared) == nil || libraryTypeTakesNoLiteral(declared, of: kind),
                  !Self.plainTypeNames.contains(declared),
                  !(body.owner?.genericParameterNames.contains(declared) ?? false) else { return found }
        }
        let labels = values.map(\.label)
        return visibleInitializers(of: type).first { !$0.isInterpreted && ($0.labels == nil || $0.labels == labels) } ?? found
    }

    /// Whether an array is given where `function` declares a function type, or a closure where
    /// it declares an array (`init(leadingActions: () -> [any Action])` beside `init(leadingActions:
    /// [any Action])`, called with `[QuickSwipeAction]()`): no conversion joins the two.
    static func givesArrayAndClosureCrossed(_ function: Function, _ values: [CallArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return false }
        for (index, argument) in values.enumerated() {
            guard let hint = parameter(for: argument.label, at: index, in: body)?.hint?.lookingThroughOptional else { continue }
            switch (argument.value, hint) {
            case (.array, .function), (.function, .array): return true
            default: continue
            }
        }
        return false
    }

    /// Whether an argument of known type is given to a parameter declared as another known type.
    private func contradictsKnownTypes(_ function: Function, _ values: [CallArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return false }
        for (index, argument) in values.enumerated() {
            let parameter = Self.parameter(for: argument.label, at: index, in: body)
            switch (argument.value, parameter?.hint?.lookingThroughOptional) {
            case (.array, .function?), (.function, .array?): return true
            // An instance of the program's type is neither an array nor a closure.
            case (.structValue, .array?), (.enumValue, .array?), (.object, .array?):
                if parameter?.isVariadic != true { return true }
            case (.structValue, .function?), (.enumValue, .function?), (.object, .function?):
                if parameter?.isAutoclosure != true { return true }
            // Nor is one of the library's views (`Wrapper(content: self)` in a `View` extension,
            // beside `init(@ViewBuilder content: () -> Content)`): no view converts to a function.
            case let (.native(native), .function?):
                if parameter?.isAutoclosure != true, conformances(of: native.type).contains("View") { return true }
            // Nor is a string, number or Boolean (no literal becomes a function): `init(_ label:
            // String, content: String)` takes `("Plan", content: "Pro")`, not `init(_:content:)`
            // whose `content` is a view builder.
            case (.string, .function?), (.int, .function?), (.double, .function?), (.cgFloat, .function?), (.bool, .function?):
                if parameter?.isAutoclosure != true { return true }
            case (.string, _), (.int, _), (.double, _), (.cgFloat, _), (.bool, _):
                if Self.plainValueContradictsCollection(argument.value, parameter) { return true }
            default: break
            }
            // A closure taking another number of parameters than the declared function type
            // (`{ size in … }` for `() -> Content`): swiftc rejects it ("contextual type for
            // closure argument list expects 1 argument").
            if case let .function(closure) = argument.value, case let .interpreted(closureBody) = closure.body,
               closureBody.isClosure, !closureBody.usesShorthand, let arity = parameter?.functionArity,
               closureBody.parameters.count != arity {
                return true
            }
            guard let declared = parameter?.hint?.lookingThroughOptional.typeName,
                  let actual = knownTypeName(of: argument.value) else { continue }
            if actual == declared { continue }
            let numbers = Self.numberTypeNames, plain = Self.plainTypeNames
            // A literal number may have become any number type here; a string any
            // `ExpressibleByStringLiteral` one: only a plain declared type the value is not decides.
            if numbers.contains(actual) {
                if plain.contains(declared), !numbers.contains(declared) { return true }
                if programTypeTakesNoLiteral(declared, of: actual) { return true }
                continue
            }
            if actual == "String" || actual == "Bool" {
                if plain.contains(declared) { return true }
                if programTypeTakesNoLiteral(declared, of: actual) { return true }
                continue
            }
            // An instance of a struct, enum or library value.
            if plain.contains(declared) { return true }
            if let expected = self.type(named: declared), expected.kind == .structType || expected.kind == .enumType,
               let actualType = self.type(named: actual), actualType !== expected { return true }
        }
        return false
    }

    /// Whether `declared` is the program's own struct, enum or class that adopts no protocol
    /// letting a literal of `actual`'s kind become it (`ExpressibleByStringLiteral` for a string):
    /// neither a value nor a literal of that type can be passed to it, so an overload declaring it
    /// is no candidate (`init(_ strategy: Strategy)` beside `init(_ name: String)`, called with a
    /// `String`). The Swift Programming Language, "Literal Expressions".
    private func programTypeTakesNoLiteral(_ declared: String, of actual: String) -> Bool {
        guard let type = self.type(named: declared), !type.isLibraryType, type.native == nil,
              type.kind == .structType || type.kind == .enumType || type.kind == .classType else { return false }
        let literalProtocols: Set<String> = switch actual {
        case "String": ["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral",
                        "ExpressibleByExtendedGraphemeClusterLiteral"]
        case "Bool": ["ExpressibleByBooleanLiteral"]
        default: ["ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral"]
        }
        return !allConformances(of: type).contains { literalProtocols.contains($0) }
    }

    /// Whether `declared` is a type of Apple's library that no literal of `kind` becomes, so a
    /// plain value of that kind is never passed to it: neither one of the library types that
    /// adopt the literal protocols (`LocalizedStringKey`, `Substring` and `NSString` take a string
    /// literal; `Decimal` and `NSNumber` a number), nor one whose conformances say it does.
    /// The Swift Programming Language, "Literal Expressions": a literal becomes a type adopting
    /// the literal protocol of its kind.
    func libraryTypeTakesNoLiteral(_ declared: String, of kind: PlainValueKind) -> Bool {
        // The program's own struct, class or enum too (`extension Image { init(_ resource:
        // ImageResource) }` beside SwiftUI's `Image(_ name: String)`): none of its values is a
        // `String` unless it adopts the literal protocol. A protocol may be adopted by `String`.
        guard let type = self.type(named: declared), type.kind != .protocolType else { return false }
        let (takingLiterals, literalProtocols): (Set<String>, Set<String>) = switch kind {
        case .string, .character:
            (["LocalizedStringKey", "LocalizedStringResource", "LocalizationValue", "String.LocalizationValue", "Substring",
              "Character", "StaticString", "NSString", "NSMutableString", "Selector", "Unicode.Scalar"],
             ["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral",
              "ExpressibleByExtendedGraphemeClusterLiteral"])
        case .bool: (["NSNumber", "ObjCBool"], ["ExpressibleByBooleanLiteral"])
        case .number: (["Decimal", "NSNumber", "TimeInterval", "Float80", "Float16"],
                       ["ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral"])
        }
        if takingLiterals.contains(declared) { return false }
        return !allConformances(of: type).contains { literalProtocols.contains($0) }
    }

    private static let numberTypeNames: Set<String> = ["Int", "Double", "CGFloat", "Float", "Int8", "Int16", "Int32", "Int64",
                                                       "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    private static let plainTypeNames = numberTypeNames.union(["String", "Bool"])

    /// The type of a value whose type is plainly known: numbers, strings, `Bool`, instances of
    /// structs and enums, library values (`CGSize`); looking through a non-nil optional.
    private func knownTypeName(of value: Value) -> String? {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .cgFloat: return "CGFloat"
        case .string: return "String"
        case .bool: return "Bool"
        case let .optional(wrapped?): return knownTypeName(of: wrapped)
        case let .structValue(instance): return instance.type.name
        case let .enumValue(instance): return instance.type.name
        case let .native(native):
            return ["CGSize", "CGPoint", "CGRect", "CGVector", "Date", "URL", "UUID", "Color", "Font", "EdgeInsets"].contains(native.type.name)
                ? native.type.name : nil
        default: return nil
        }
    }

    /// Of overloads that take the same labels and differ in whether their result is optional
    /// (`func value<T>(forKey:) -> T` beside `-> T?`), the one the call's contextual type fits:
    /// an optional result cannot be used where a non-optional one is expected, so a non-optional
    /// context takes the non-optional overload; an optional context takes the optional one (where
    /// both would fit, swiftc needs `@_disfavoredOverload` on the other to accept the call, which
    /// is how such pairs are written). Without a contextual type, `found` stays.
    func overloadFittingResult(_ found: Function, name: String, in type: TypeInfo, labels: [String?], hint: TypeHint?) -> Function {
        guard let hint, let overloads = type.methods(named: name), overloads.count > 1 else { return found }
        let byResultType = overloadByResultType(found, among: overloads, labels: labels, hint: hint)
        guard byResultType === found, case let .interpreted(body) = found.body, let result = body.returnHint else { return byResultType }
        let wantsOptional = hint.isOptional
        guard result.isOptional != wantsOptional else { return found }
        return overloads.first { candidate in
            guard candidate !== found, candidate.canTake(labels), case let .interpreted(other) = candidate.body,
                  let otherResult = other.returnHint else { return false }
            return otherResult.isOptional == wantsOptional
        } ?? found
    }
}
