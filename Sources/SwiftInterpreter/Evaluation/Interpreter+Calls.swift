import SwiftFrontEnd

/// Calls: resolving what is called (a method, `init`, a static member, an enum case, a closure,
/// a global or native function), matching arguments to parameters (labels, defaults, variadics,
/// `inout`, trailing closures, result-builder closures), and running interpreted bodies.
extension Interpreter {
    /// An argument as written, before evaluation.
    struct PendingArgument {
        var label: String?
        var expression: Expr?
        var closure: ClosureExpr?
        var isTrailing: Bool
        /// A value made before the call (a `LocalizedStringKey` literal), used as is.
        var value: Value?
        /// Where the label is written (`minWidth` in `frame(minWidth: 50)`).
        var labelSpan: SourceSpan?
    }

    /// `Text("Total \(x)")`: for a type in `literalKeyTypes`, a first unlabelled string literal is
    /// made by the host from its pieces (text, and each interpolated value with its specifier).
    func literalKeyArguments(_ arguments: [PendingArgument], for type: TypeInfo, _ scope: Scope) throws -> [PendingArgument] {
        // The argument is looked at first: hashing the type's name is the dearest test.
        guard let first = arguments.first, first.label == nil, let expression = first.expression,
              case let .stringLiteral(literal) = expression.kind, let make = stringLiteralInitializer,
              literalKeyTypes.contains(type.name) else { return arguments }
        var pieces: [LiteralPiece] = []
        for segment in literal.segments {
            switch segment {
            case let .text(text, _): pieces.append(.text(text))
            case let .interpolation(parts, _):
                guard let part = parts.first else { continue }
                let value = try eval(part.value, scope, nil)
                var formatted: String?
                if let specifier = parts.first(where: { $0.label?.name == "specifier" }),
                   case let .string(format) = try eval(specifier.value, scope, nil) {
                    formatted = try self.format(format, [value])
                }
                if formatted == nil, parts.count > 1 || part.label != nil {
                    let others = try parts.dropFirst().map { (label: $0.label?.name, value: try eval($0.value, scope, nil)) }
                    formatted = try labelledInterpolation?(value, others) ?? describe(value)
                }
                pieces.append(.value(value, formatted: formatted))
            }
        }
        var result = arguments
        // `Text("key", tableName: "Menu", bundle: .module)`: the key is looked up where the later
        // arguments say, so they are evaluated now, in their written order after the key's
        // interpolations (as Swift evaluates arguments), and given to the host with the pieces.
        var lookup: [CallArgument] = []
        for index in result.indices.dropFirst() {
            guard let label = result[index].label, literalKeyLookupLabels.contains(label), let written = result[index].expression else { continue }
            let value = try eval(written, scope, nil)
            result[index].value = value
            result[index].expression = nil
            lookup.append(CallArgument(label, value))
        }
        currentSpan = expression.span
        result[0].value = try make(pieces, lookup)
        result[0].expression = nil
        return result
    }

    func pending(_ arguments: [SwiftFrontEnd.Argument], _ trailing: [TrailingClosure]) -> [PendingArgument] {
        if arguments.isEmpty && trailing.isEmpty { return [] }
        // One array, made at its final size (this runs for every call).
        var result: [PendingArgument] = []
        result.reserveCapacity(arguments.count + trailing.count)
        for argument in arguments {
            result.append(PendingArgument(label: argument.label?.name, expression: argument.value, closure: nil, isTrailing: false,
                                          value: nil, labelSpan: argument.label?.span))
        }
        for closure in trailing {
            // `} _: { … }`: a trailing closure labelled `_` is an unlabelled argument (SE-0279's
            // grammar allows `_:` for a parameter without an argument label).
            let label = closure.label?.name == "_" ? nil : closure.label?.name
            result.append(PendingArgument(label: label, expression: nil, closure: closure.closure, isTrailing: true,
                                          value: nil, labelSpan: closure.label?.span))
        }
        return result
    }

    func evalCall(_ call: CallExpr, _ scope: Scope, _ hint: TypeHint?, span: SourceSpan) throws -> Value {
        switch call.callee.kind {
        case let .memberAccess(access):
            let arguments = pending(call.arguments, call.trailingClosures)
            let name = access.member.name
            guard let baseExpression = access.base else {
                // `.some(x)` where an optional is expected (`Box<Int?>(.some(3))`): Optional's own
                // case, before any member of the wrapped type (`Optional.some(_:)`, Apple docs; an
                // implicit member is looked up in the contextual type, here `Optional<Wrapped>`).
                if case let .optional(wrapped)? = hint, name == "some", arguments.count == 1, arguments[0].label == nil,
                   let argument = arguments[0].expression {
                    return .some(try coerce(try eval(argument, scope, wrapped), to: wrapped))
                }
                // `.init(…)`, `.some(x)`, `.circle(radius: 2)` against the contextual type.
                if let typeName = hint?.nominalName, let type = type(named: typeName), !defersToTheLibrarysProtocolCall(name, on: type) {
                    let function = staticCallee(name, type, arguments)
                    let evaluated = try evaluate(arguments, scope, for: function, span: span, memberwiseOf: name == "init" ? type : nil,
                                                 enumCase: (type, name), bindings: genericBindings(of: type, from: hint))
                    currentSpan = span
                    return try withContextualTypeArguments(of: type, hint) { try callStatic(name, of: type, evaluated.values) }
                }
                if let hint, hint.isCollection, name == "init", let type = implicitMemberType(hint) {
                    // `var cells: [Int] = .init(repeating: 0, count: 3)`
                    let evaluated = try evaluate(arguments, scope, for: nil, span: span)
                    currentSpan = span
                    return try constructCollection(type, hint: hint, evaluated.values)
                }
                let evaluated = try evaluate(arguments, scope, for: nil, span: span)
                currentSpan = span
                return try implicitMember(name, hint, arguments: evaluated.values)
            }
            if case .superExpr = baseExpression.kind { return try callSuper(name, arguments, scope, span: span) }
            // `Int?.some(3)`: Optional's case of the type written with `?` (`optionalTypeCase`).
            if name == "some", case let .function(some)? = try optionalTypeCase(name, of: baseExpression, scope) {
                let evaluated = try evaluate(arguments, scope, for: nil, span: span)
                currentSpan = span
                return try self.call(some, evaluated.values.map(\.value))
            }
            if case .selfExpr = baseExpression.kind, name == "init", let selfBox = scope.selfBox {
                // A delegating initializer: `self.init(…)`.
                let type = scope.selfType ?? typeInfo(of: selfBox.value)
                var function = initializerNamingImplicitMembers(findInitializer(type, labels: arguments.map(\.label)), of: type, arguments)
                if let found = function, runningFunction == ObjectIdentifier(found) {
                    // An initializer delegating to itself would never return: swiftc chose another
                    // overload by the arguments' types (`extension Label { init(_ title: some
                    // StringProtocol, icon: …) { self.init { Text(title) } icon: { … } } }` calls
                    // SwiftUI's `init(title:icon:)`). The next that takes these labels is that one;
                    // with none, `self.init()` in `convenience init(_ c: Config = .init())` is the
                    // class's implicit `init()` (its properties' initial values, already set).
                    let labels = arguments.map(\.label)
                    // An extension of a library type delegates to the library's own initializer
                    // before another of its overloads.
                    let others = type.initializers.filter { $0 !== found && $0.canTake(labels) }
                    function = others.first { !$0.isInterpreted } ?? others.first
                }
                // With no initializer taking them, a struct's memberwise one does, a trailing closure
                // standing for its closure-typed property (`self.init(url: u) { EmptyView() }`).
                let evaluated = try evaluate(arguments, scope, for: function, span: span, memberwiseOf: function == nil ? type : nil)
                currentSpan = span
                // A closure where the chosen initializer declares no function (`self.init { Text(title) }
                // icon: { … }` beside an extension's `init(_ title: some StringProtocol, icon: KeyPath<…>)`)
                // is the library's initializer's, as for `T(…)` (`ClosureArgumentOverload`).
                // `self.init(fontSize.points)` in `extension CGFloat { init(_ fontSize: FontSize) }`
                // beside `init(_ spacing: Spacing)`: a value plainly not the program's parameter
                // type goes to the library's initializer, as for `T(…)` (`LibraryInitializerForOtherTypes`).
                if let function = function.map({
                    libraryInitializerForOtherTypes(refineInitializerForClosures(refineTiedInitializer($0, of: type, values: evaluated.values),
                                                                                 of: type, values: evaluated.values), of: type, values: evaluated.values)
                }) {
                    var value = selfBox.value
                    if case .object = value, type.kind == .classType, !function.isInterpreted {
                        // A class's convenience initializer delegating to one it inherited from a
                        // library superclass (`self.init(context: context)` in an `NSManagedObject`
                        // subclass): that initializer sets up this instance, as `Item(context:)` does.
                        try keepLibraryBase(try self.call(function, evaluated.values, self: &value), of: function, in: value)
                    } else if case .native = function.body {
                        // A built-in type's initializer makes the value (`self.init(red:green:blue:)`).
                        var metatype = Value.metatype(type)
                        value = try self.call(function, evaluated.values, self: &metatype)
                    } else {
                        _ = try self.call(function, evaluated.values, self: &value)
                    }
                    selfBox.value = value
                } else if type.kind == .structType {
                    var value = selfBox.value
                    try memberwise(type, evaluated.values, into: &value)
                    selfBox.value = value
                } else if type.kind == .enumType, type.rawTypeName != nil, evaluated.values.count == 1,
                          evaluated.values[0].label == "rawValue" {
                    // `init?(rawValue: String?) { self.init(rawValue: rawValue ?? "") }`: the
                    // synthesized `init?(rawValue:)` the enum keeps beside its own.
                    let made = synthesizedRawValueCase(type, evaluated.values[0].value)
                    if case let .optional(found?) = made { selfBox.value = found } else { selfBox.value = made }
                } else if type.kind == .native, let standIn = unmodelledInitializer?(type, arguments.map(\.label)) {
                    // `self.init()` in an extension of Apple's type whose initializer LayoutLens
                    // does not model: `self` is a stand-in, never nothing.
                    selfBox.value = standIn
                }
                try evaluated.writeBack(self, scope)
                return .void
            }
            let followsArguments = followsMetatypeArguments(name)
            var receiver: Value? = try evalChainBase(baseExpression, scope, hint)
            let producedArguments = followsArguments ? takeProducedMetatypeArguments(receiver!) : nil
            if case .arrayLiteral = baseExpression.kind, name != "init" { receiver = arrayTypeWrittenAsValue(receiver!, baseExpression) }
            let base = receiver!
            if case let .metatype(outer) = base, name != "init", let nested = programNestedType(name, of: outer) {
                // `Card.Props(kind: .constant(.show))`: the nested type's initializer, its
                // arguments typed by its parameters or stored properties as for `Props(…)`.
                let function = initializerTakingTrailingClosure(findInitializer(nested, labels: arguments.map(\.label)), of: nested, arguments)
                let evaluated = try evaluate(arguments, scope, for: function, span: span, memberwiseOf: nested)
                currentSpan = span
                let result = try construct(nested, evaluated.values, chosen: function)
                try evaluated.writeBack(self, scope)
                return result
            }
            if case let .metatype(type) = base {
                let function = name == "init"
                    ? initializerTakingTrailingClosure(findInitializer(type, labels: arguments.map(\.label)), of: type, arguments)
                    : staticCallee(name, type, arguments)
                let evaluated = try evaluate(arguments, scope, for: function, span: span, memberwiseOf: name == "init" ? type : nil,
                                             enumCase: (type, name))
                currentSpan = span
                let callHint = contextualResultHint(hint, for: function, in: scope)
                let result = try withProducedMetatypeArguments(producedArguments) { try callStatic(name, of: type, evaluated.values, hint: callHint) }
                try evaluated.writeBack(self, scope)
                return result
            }
            let type = typeInfo(of: base)
            let labelled = findMethod(name, in: type, labels: arguments.map(\.label)).map {
                overloadTakingUnlabelledArguments(overloadFittingResult($0, name: name, in: type, labels: arguments.map(\.label), hint: hint),
                                                  name: name, in: type, arguments)
            }.map { arrayOverload(forVariadic: $0, among: methodOverloads(name, in: type) ?? [], arguments, scope) ?? $0 }
            var byArguments = overloadTakingValueArguments(refineOverload(labelled, name: name, in: type, arguments: arguments),
                                                           name: name, in: type, arguments)
            if let chosen = byArguments, runningFunction == ObjectIdentifier(chosen), let overloads = methodOverloads(name, in: type) {
                byArguments = libraryOverloadOnReentry(chosen, among: overloads, labels: arguments.map(\.label))
            }
            // A stand-in's own method the program's method of that name cannot stand for (`callMethod`).
            if let chosen = byArguments, chosen.isInterpreted, isUnseen(base), !chosen.canTake(arguments.map(\.label)) { byArguments = nil }
            if labelled != nil, byArguments == nil, case let .function(closure) = try member(of: base, named: name) {
                // `row.action()` with a stored `action: () -> Void` beside a method `action(_:)`.
                let evaluated = try evaluate(arguments, scope, for: closure, span: span)
                currentSpan = span
                return try self.call(closure, arguments: evaluated.values)
            }
            var evaluated = try evaluate(arguments, scope, for: byArguments, span: span, receiver: base, method: name,
                                         insertedElement: try insertedElementHint(name, into: base, baseExpression, scope))
            let fittingKeyPaths = byArguments.map { overloadFittingKeyPaths($0, among: methodOverloads(name, in: type) ?? [], values: evaluated.values) }
            var method = refineOverload(fittingKeyPaths, name: name, in: type, values: evaluated.values)
            if let chosen = method, runningFunction == ObjectIdentifier(chosen), let overloads = methodOverloads(name, in: type) {
                method = libraryOverloadForwardedTo(stringTwinOnReentry(chosen, among: overloads), among: overloads, values: evaluated.values,
                                                    written: arguments, in: scope)
                if let method, !method.isInterpreted { evaluated.values = valuesAsWritten(evaluated.values, arguments, scope) }
            }
            // A method call is located at the method's name (`.padding()` in a modifier chain),
            // as swiftc points at it.
            currentSpan = SourceSpan(start: access.member.span.start, end: span.end)
            let result: Value
            if let method, method.isMutating, isPlace(baseExpression) {
                // Drop this reference so the stored array or struct is changed in place, not copied.
                receiver = nil
                _ = consume base
                var output = Value.void
                try modify(baseExpression, scope) { selfValue in
                    output = try withContextualResult(for: method, contextualResultHint(hint, for: method, in: scope)) { try self.call(method, evaluated.values, self: &selfValue) }
                }
                result = output
            } else {
                var copy = receiver ?? .void
                receiver = nil
                result = try withContextualResult(for: method, contextualResultHint(hint, for: method, in: scope)) { try callMethod(name, on: &copy, evaluated.values, found: method) }
            }
            try evaluated.writeBack(self, scope)
            return result
        case let .identifier(identifier):
            return try callName(identifier.name, call, scope, hint, span: span)
        case let .specialize(base, typeArguments) where isTypeName(base, scope):
            // `PagingViewModel<CultureLibrary>(library: .init())`: the written arguments bind the
            // type's generic parameters, as a contextual type's would (`GenericArgumentBindings`).
            // (`isTypeName` holds only for a bare name.)
            guard case let .identifier(identifier) = base.kind else { return try callValue(try eval(base, scope, nil), pending(call.arguments, call.trailingClosures), scope, span: span) }
            let written = TypeHint.generic(identifier.name, arguments: typeArguments.map { TypeHint($0) ?? .opaque })
            return try callName(identifier.name, call, scope, written, span: span)
        case let .bindOptional(inner) where isTypeName(inner, scope):
            // `GitRemote?(nil)`, `Int?(5)`: `Optional<Wrapped>`'s `init(_ some:)` or
            // `init(nilLiteral:)`, spelled with the sugared type (swiftc accepts both); the
            // parser reads the `?` as an optional chain's, whose chain gives the optional as is.
            let evaluated = try evaluate(pending(call.arguments, call.trailingClosures), scope, for: nil, span: span)
            currentSpan = span
            guard evaluated.values.count == 1, evaluated.values[0].label == nil else {
                throw error(.noMatchingInitializer("Optional", labels: evaluated.values.map { ($0.label ?? "_") + ":" }.joined()))
            }
            let value = evaluated.values[0].value
            if case .optional = value { return value }
            return .some(value)
        default:
            let callee = try eval(call.callee, scope, nil)
            return try callValue(callee, pending(call.arguments, call.trailingClosures), scope, span: span)
        }
    }

    /// `min(self.count, start + count)` in `extension String`: unqualified lookup finds the
    /// sequence's own `min()`, which takes no value (Apple docs: `Sequence.min()`, `min(by:)`),
    /// so Swift's type checker tries the outer candidates, the standard library's global
    /// `min(_:_:)` (swiftc 6.3 compiles such an extension and calls the global).
    private func globalTakesInsteadOfSequenceMember(_ member: Function, _ name: String, _ arguments: [PendingArgument]) -> Bool {
        guard !member.isInterpreted, name == "min" || name == "max", arguments.count >= 2 else { return false }
        return nativeFunction(name) != nil
    }

    /// The program's struct or class `name` nested in `outer` (`Props` in `Card.Props(…)`), when
    /// no static method or case of `outer` has that name.
    private func programNestedType(_ name: String, of outer: TypeInfo) -> TypeInfo? {
        guard let nested = outer.nestedTypes[name], nested.native == nil, nested.kind == .structType || nested.kind == .classType,
              outer.staticMethods[name] == nil, outer.caseIndex[name] == nil else { return nil }
        return nested
    }

    /// Whether `expression` is a bare name that names a type here, not a value (`GitRemote` in
    /// `GitRemote?(nil)`, where `handler?(x)` calls an optional closure).
    private func isTypeName(_ expression: Expr, _ scope: Scope) -> Bool {
        guard case let .identifier(identifier) = expression.kind, scope.lookupBelowGlobals(identifier.name) == nil,
              globals.localBox(identifier.name) == nil else { return false }
        return nestedTypeInScope(identifier.name, from: scope.selfType) ?? type(named: identifier.name) != nil
    }

    /// True for expressions that name storage (so a `mutating` method can change it).
    func isPlace(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier, .selfExpr: return true
        case let .memberAccess(access): return access.base.map(isPlace) ?? false
        case let .subscript(subscriptExpression): return isPlace(subscriptExpression.base)
        case let .forceUnwrap(inner), let .bindOptional(inner), let .parenthesized(inner), let .optionalChain(inner):
            return isPlace(inner)
        default: return false
        }
    }

    /// `bool(key)` inside `func bool(forKey key: String) -> Bool? { bool(key) }` of a type that
    /// also stores `var bool: (String) -> Bool?`: the method cannot take these labels (Swift's
    /// overload resolution matches argument labels), so the call is the stored closure's.
    func isPropertyClosureCall(_ name: String, in type: TypeInfo, notTakenBy method: Function, labels: [String?]) -> Bool {
        guard method.isInterpreted, !method.canTake(labels) else { return false }
        return type.slot(of: name) != nil || (!type.computedProperties.isEmpty && type.computedProperties[name] != nil)
    }

    func staticCallee(_ name: String, _ type: TypeInfo, _ arguments: [PendingArgument]) -> Function? {
        if name == "init" { return findInitializer(type, labels: arguments.map(\.label)) }
        if let overloads = type.staticMethods[name] {
            // A case whose labels the call has (`case field(text:width:)` beside `static func
            // field(text:)`, or with `width` left to its default) is made by `callStatic`, not by
            // the method.
            let labels = arguments.map(\.label)
            if let index = type.caseIndex[name], type.cases[index].accepts(labels: labels), !overloads.contains(where: { $0.labels == labels }) {
                return nil
            }
            if Self.libraryAnswers(type, besides: overloads, labels: labels) { return nil }
            return choose(overloads, labels: labels).map { staticOverloadFittingImplicitMembers($0, among: overloads, arguments) }
        }
        if type.kind == .classType, let inherited = inheritedStaticMethods(name, of: type, labels: arguments.map(\.label)) {
            return choose(inherited, labels: arguments.map(\.label))
        }
        return nil
    }

    /// `method(…)` called on `self` (in place when it is `mutating`), its arguments evaluated for it.
    /// When `method` re-enters itself (`reentering` names it and its type), the overload the
    /// values fit instead, as in `self.method(…)`: another of the program's, or the library's
    /// that Swift would give them to (`libraryOverloadForwardedTo`).
    private func callOnSelf(_ method: Function, _ arguments: [PendingArgument], _ scope: Scope, span: SourceSpan,
                            reentering: (name: String, type: TypeInfo, overloads: [Function])? = nil, hint: TypeHint? = nil) throws -> Value {
        var evaluated = try evaluate(arguments, scope, for: method, span: span)
        currentSpan = span
        var method = method
        if let reentering, runningFunction == ObjectIdentifier(method) {
            let fitting = refineOverload(method, name: reentering.name, in: reentering.type, values: evaluated.values) ?? method
            method = libraryOverloadForwardedTo(fitting, among: reentering.overloads, values: evaluated.values, written: arguments, in: scope)
            if !method.isInterpreted { evaluated.values = valuesAsWritten(evaluated.values, arguments, scope) }
        }
        // `modifier(Lifted())` in `extension View` beside the extension's `modifier(_ transform:
        // (Self) -> Content)`: the overload the values fit (SwiftUI's), as `x.modifier(…)` gets.
        if method.isInterpreted, let type = scope.selfType, let refined = refineOverload(method, name: method.name, in: type, values: evaluated.values),
           refined !== method {
            var copy = scope.selfValue ?? .void
            let result = try callMethod(method.name, on: &copy, evaluated.values, found: refined)
            try evaluated.writeBack(self, scope)
            return result
        }
        var result = Value.void
        if method.isMutating, let selfBox = scope.selfBox {
            try modify(selfBox) { selfValue in result = try withContextualResult(for: method, contextualResultHint(hint, for: method, in: scope)) { try self.call(method, evaluated.values, self: &selfValue) } }
        } else {
            var copy = scope.selfValue ?? .void
            result = try withContextualResult(for: method, contextualResultHint(hint, for: method, in: scope)) { try self.call(method, evaluated.values, self: &copy) }
        }
        try evaluated.writeBack(self, scope)
        return result
    }

    /// `name(…)`: a local closure, a method of `self`, a global function, a type's initializer, an
    /// enum case of `self`'s type, or a native function.
    func callName(_ name: String, _ call: CallExpr, _ scope: Scope, _ hint: TypeHint?, span: SourceSpan) throws -> Value {
        // Gathered when a branch needs them (a plain memberwise initializer reads the call's own).
        lazy var arguments = pending(call.arguments, call.trailingClosures)
        if let box = scope.lookupBelowGlobals(name),
           !reportsCalleeHiddenByValue(box.value, name, labels: arguments.map(\.label), scope, span: span) {
            return try callValue(box.value, arguments, scope, span: span)
        }
        if let type = scope.selfType {
            if !scope.isStaticContext, scope.hasSelf, let labelled = findMethod(name, in: type, labels: arguments.map(\.label)),
               !globalTakesInsteadOfSequenceMember(labelled, name, arguments),
               !isPropertyClosureCall(name, in: type, notTakenBy: labelled, labels: arguments.map(\.label)) {
                var method = overloadTakingUnlabelledArguments(overloadFittingResult(labelled, name: name, in: type, labels: arguments.map(\.label), hint: hint),
                                                               name: name, in: type, arguments)
                var reentering: (name: String, type: TypeInfo, overloads: [Function])?
                // `log(items)` in `func log(_ items: String...)` beside `func log(_ items: [String])`.
                if let overloads = methodOverloads(name, in: type) {
                    method = arrayOverload(forVariadic: method, among: overloads, arguments, scope) ?? method
                }
                if runningFunction == ObjectIdentifier(method), let overloads = methodOverloads(name, in: type) {
                    reentering = (name, type, overloads)
                    method = stringTwinOnReentry(method, among: overloads)
                    method = libraryOverloadOnReentry(method, among: overloads, labels: arguments.map(\.label))
                }
                return try callOnSelf(method, arguments, scope, span: span, reentering: reentering, hint: hint)
            }
            if !scope.isStaticContext, let selfValue = scope.selfValue,
               type.slot(of: name) != nil || (!type.computedProperties.isEmpty && type.computedProperties[name] != nil) {
                // `content()`: a stored (or computed) property holding a closure, called.
                return try callValue(try member(of: selfValue, named: name), arguments, scope, span: span)
            }
            if (!type.staticMethods.isEmpty && type.staticMethods[name] != nil) || (!type.caseIndex.isEmpty && type.caseIndex[name] != nil)
                || scope.isStaticContext && type.kind == .classType && inheritedStaticMethods(name, of: type, labels: arguments.map(\.label)) != nil {
                let callee = staticCallee(name, type, arguments)
                let evaluated = try evaluate(arguments, scope, for: callee, span: span, enumCase: (type, name))
                currentSpan = span
                // The contextual type picks among static overloads that differ only in their
                // result (`asset(_:) -> UIColor` and `-> Color` in two constrained extensions).
                return try callStatic(name, of: type, evaluated.values, hint: contextualResultHint(hint, for: callee, in: scope))
            }
            // `prepare()` in a `PreviewProvider`'s `previews`, declared by `extension
            // PreviewProvider { static func prepare() }`: a static member of a protocol the type
            // conforms to is found from the type's static context as its own statics are.
            if scope.isStaticContext, let function = conformedProtocols(of: type).lazy
                .compactMap({ $0.staticMethods[name].flatMap { self.choose($0, labels: arguments.map(\.label)) } }).first {
                let evaluated = try evaluate(arguments, scope, for: function, span: span)
                currentSpan = span
                return try callStatic(name, of: type, evaluated.values)
            }
            // `reduce(0) { … }` in `extension Sequence`: the conforming value's own method.
            if let conformingType = conformingSelfType(in: type, scope),
               let method = findMethod(name, in: conformingType, labels: arguments.map(\.label)) {
                return try callOnSelf(method, arguments, scope, span: span, hint: hint)
            }
            if !scope.isStaticContext, scope.hasSelf, let method = unseenProtocolMember(name, of: type, labels: arguments.map(\.label)) {
                return try callOnSelf(method, arguments, scope, span: span, hint: hint)
            }
        }
        if let box = globals.localBox(name) { return try callValue(box.value, arguments, scope, span: span) }
        if let overloads = globalFunctionOverloads(name).map(visibleFromCurrentFile), var function = choose(overloads, labels: arguments.map(\.label)),
           function.canTake(arguments.map(\.label)) || !isAlsoATypeName(name, scope) {
            function = arrayOverload(forVariadic: function, among: overloads, arguments, scope) ?? function
            let evaluated = try evaluate(arguments, scope, for: function, span: span)
            currentSpan = span
            var noSelf = Value.void
            let fitting = globalOverloadFittingValues(function, among: overloads, evaluated.values)
            let chosen = overloadByResultType(fitting, among: overloads, labels: arguments.map(\.label), hint: hint)
            let result = try withContextualResult(for: chosen, contextualResultHint(hint, for: chosen, in: scope)) { try self.call(chosen, evaluated.values, self: &noSelf) }
            try evaluated.writeBack(self, scope)
            return result
        }
        // `Self(…)` in a type's member: that type's initializer.
        if var type = nestedTypeInScope(name, from: scope.selfType)
            ?? type(named: name).flatMap({ lentNestedTypeRefuses($0, name, arguments.map(\.label)) ? nil : $0 })
            ?? (name == "Self" ? scope.selfType : nil) {
            // `List { … }` where another module of the app declares a model `struct List`: no
            // initializer of the program's type takes these arguments, so Swift's overload
            // resolution takes the library's type of that name (both are visible through their
            // imports), and the arguments are evaluated for its initializer, not the model's.
            if let library = shadowedLibraryTypes[type.name], library !== type, initializer(of: type, labels: arguments.map(\.label)) == nil,
               !implicitInitializerTakes(type, arguments.map(\.label)) {
                type = library
            }
            if let instance = try plainMemberwiseInstance(type, call, scope, span: span) { return instance }
            // `CGFloat(.body)` beside `init(_: Spacing)` and `init(_: FontSize)`: the overload whose
            // parameter type has the member (`DelegationByImplicitMember`), before the library's.
            let function = libraryInitializerForImplicitMembers(initializerNamingImplicitMembers(
                initializerTakingTrailingClosure(initializer(of: type, labels: arguments.map(\.label)), of: type, arguments), of: type, arguments),
                of: type, arguments)
            let keyedArguments = try literalKeyArguments(arguments, for: type, scope)
            // `let model: Box<Item> = Box(item: .init())`: Swift infers the generic arguments from
            // the contextual type when it names this type.
            let bindings = hint?.lookingThroughOptional.typeName.map { $0 == type.name || $0 == type.qualifiedName } == true
                ? resolvingOwnGenericParameters(genericBindings(of: type, from: hint), scope) : [:]
            let evaluated = try evaluate(keyedArguments, scope, for: function, span: span, memberwiseOf: type, bindings: bindings)
            writtenArgumentsForLibraryInitializer(keyedArguments, of: type, evaluatedFor: function)
            currentSpan = span
            let result: Value
            let savedTypeArguments = writtenTypeArguments
            writtenTypeArguments = type.native != nil && hint?.typeName == type.name ? hint?.genericArguments ?? [] : []
            defer { writtenTypeArguments = savedTypeArguments }
            do {
                result = try construct(type, evaluated.values, chosen: function, genericArguments: bindings)
            } catch let failure as RuntimeError where failure.mayBeAnotherFilesOverload {
                // `ProgressView(progress: 0.3)`: no initializer of the host's type takes these
                // labels, so the app declares its own type of that name in another file.
                result = try answerToRefusedOverload(failure, "init", .metatype(type))
            }
            try evaluated.writeBack(self, scope)
            return result
        }
        if name == "swap", arguments.count == 2, let a = arguments[0].expression, let b = arguments[1].expression {
            let first = try eval(a, scope, nil), second = try eval(b, scope, nil)
            try assignValue(a, second, scope)
            try assignValue(b, first, scope)
            return .void
        }
        if let function = nativeFunction(name) {
            let evaluated = try evaluate(arguments, scope, for: function, span: span)
            currentSpan = span
            return try self.call(function, arguments: evaluated.values)
        }
        currentSpan = span
        // `label()` in a nested type: its outer type's `static func label()`.
        if let outer = enclosingTypeDeclaringStatic(name, scope) {
            let evaluated = try evaluate(arguments, scope, for: staticCallee(name, outer, arguments), span: span, enumCase: (outer, name))
            currentSpan = span
            return try callStatic(name, of: outer, evaluated.values)
        }
        if let value = undefinedNameValue(name, scope) { return try callValue(value, arguments, scope, span: span) }
        throw error(.cannotFindInScope(name), naming: name)
    }

    /// Arguments of a call through a function value (`coloring(hovering, selected)` of a property
    /// holding `Palette.colorFor(isHovering:isSelected:)`): a function type has no argument labels
    /// (SE-0111), so the arguments take the declared function's parameters in order, labels and
    /// all. Arguments written with labels, or more of them than parameters, are left to the match.
    static func positional(_ arguments: [PendingArgument], for function: Function) -> [PendingArgument] {
        guard !arguments.isEmpty, case let .interpreted(body) = function.body, body.parameters.count == arguments.count,
              arguments.allSatisfy({ $0.label == nil && !$0.isTrailing }), body.parameters.contains(where: { $0.label != nil }),
              !body.parameters.contains(where: \.isVariadic) else { return arguments }
        var relabelled = arguments
        for index in relabelled.indices { relabelled[index].label = body.parameters[index].label }
        return relabelled
    }

    /// Calls a value: a function or closure, a metatype (`T(…)`), a key path is not callable.
    func callValue(_ callee: Value, _ arguments: [PendingArgument], _ scope: Scope, span: SourceSpan) throws -> Value {
        switch callee {
        case let .function(function):
            let evaluated = try evaluate(Self.positional(arguments, for: function), scope, for: function, span: span)
            currentSpan = span
            let result = try call(function, arguments: evaluated.values)
            try evaluated.writeBack(self, scope)
            return result
        case let .metatype(type):
            let function = initializerTakingTrailingClosure(findInitializer(type, labels: arguments.map(\.label)), of: type, arguments)
            let chosen = libraryInitializerForImplicitMembers(function, of: type, arguments)
            let evaluated = try evaluate(arguments, scope, for: chosen, span: span, memberwiseOf: type)
            writtenArgumentsForLibraryInitializer(arguments, of: type, evaluatedFor: chosen)
            currentSpan = span
            return try construct(type, evaluated.values, chosen: chosen)
        case let .array(elements) where elements.count == 1:
            // `[Int]()`, `[String](repeating: "", count: 2)`: the array type's initializer; also
            // `[Park]()` with `Park` of another file and `[(url: URL, date: Date)]()`.
            guard Self.isTypeWrittenAsValue(elements[0]) else { break }
            let evaluated = try evaluateArrayTypeInitializerArguments(element: elements[0], arguments, scope, span: span)
            currentSpan = span
            return try construct(builtins.array, evaluated.values)
        case let .unresolvedMember(member) where member.arguments == nil:
            // `.move(edge: .bottom).combined(with: .opacity)`: a member of an implicit-member chain
            // whose type is unknown, called; the chain keeps the arguments for the host.
            let evaluated = try evaluate(arguments, scope, for: nil, span: span)
            currentSpan = span
            return .unresolvedMember(member.called(with: evaluated.values))
        case let .keyPath(path) where arguments.count == 1:
            // A key path stored as a function (SE-0249: `let pick: (Palette) -> Color = \.accent`),
            // called: the key path applied to its argument.
            let evaluated = try evaluate(arguments, scope, for: nil, span: span)
            currentSpan = span
            return try apply(path, to: evaluated.values[0].value)
        case let .dictionary(dictionary) where dictionary.count == 1:
            guard let key = dictionary.keys.first, Self.isTypeWrittenAsValue(key) else { break }
            let evaluated = try evaluate(arguments, scope, for: nil, span: span)
            currentSpan = span
            return try construct(builtins.dictionary, evaluated.values)
        default: break
        }
        // A value whose type has `callAsFunction` (SE-0253) is called through it.
        if let function = findMethod("callAsFunction", in: typeInfo(of: callee), labels: arguments.map(\.label)) {
            let evaluated = try evaluate(arguments, scope, for: function, span: span)
            currentSpan = span
            var base = callee
            let result = try call(function, evaluated.values, self: &base)
            try evaluated.writeBack(self, scope)
            return result
        }
        currentSpan = span
        throw error(.notCallable(typeName(of: callee)))
    }

    /// Classes of Apple's SDKs a user class may inherit from without the interpreter modelling them.
    static let sdkRootClasses: Set<String> = ["NSObject", "UIResponder", "UIViewController", "UIView", "NSView", "NSViewController"]

    /// `super.method(…)` / `super.init(…)`.
    func callSuper(_ name: String, _ arguments: [PendingArgument], _ scope: Scope, span: SourceSpan) throws -> Value {
        guard let owner = currentOwner(scope), let superclass = owner.superclass, let selfBox = scope.selfBox else {
            // A class of an SDK type the interpreter does not model (`class Model: NSObject`,
            // `class Delegate: UIResponder`): the code compiled, so the superclass is there; its
            // `init` and methods have nothing the layout reads, and run as nothing. The names are
            // searched, not only the first: an extension read before the class declaration
            // (`extension Service: ServiceProtocol {}` above `class Service: NSObject`) lists its
            // protocols first, though Swift takes the superclass only from the declaration.
            if let owner = currentOwner(scope), owner.kind == .classType, owner.superclass == nil,
               owner.conformances.contains(where: { type(named: $0) == nil || Self.sdkRootClasses.contains($0) }) {
                return .void
            }
            currentSpan = span
            throw error(.invalid, "'super' is only available in a class with a superclass")
        }
        let function = name == "init" ? findInitializer(superclass, labels: arguments.map(\.label))
            : findMethod(name, in: superclass, labels: arguments.map(\.label))
        let evaluated = try evaluate(arguments, scope, for: function, span: span)
        currentSpan = span
        if name == "init", superclass.kind == .native {
            return try initializeLibraryBase(of: selfBox, as: superclass, evaluated.values)
        }
        guard let function else {
            if name == "init" { return .void }
            throw error(.invalid, "'\(superclass.name)' has no member '\(name)'")
        }
        var value = selfBox.value
        let result = try call(function, evaluated.values, self: &value)
        selfBox.value = value
        try evaluated.writeBack(self, scope)
        return result
    }

    // MARK: Arguments

    /// Evaluated arguments and the `inout` places to write back after the call.
    struct EvaluatedArguments {
        var values: [CallArgument]
        var writeBacks: [(Expr, Box)] = []

        /// A projected value passed in-out (`assign(to: &$title)`, `&self.$title`) is not written
        /// back: only `@Published`'s is settable (swiftc rejects `&$flag` of a `@State`), and the
        /// callee subscribes to the publisher it was given rather than replacing it.
        func writeBack(_ interpreter: Interpreter, _ scope: Scope) throws {
            for (expression, box) in writeBacks where !Self.namesProjectedValue(expression) {
                try interpreter.assignValue(expression, box.value, scope)
            }
        }

        /// `$title` or `self.$title`; not a closure's `$0`, an in-out parameter whose changes
        /// are written back like any other (`update(&values[i]) { double(&$0) }`).
        static func namesProjectedValue(_ expression: Expr) -> Bool {
            let name: String
            switch expression.kind {
            case let .identifier(identifier): name = identifier.name
            case let .memberAccess(access): name = access.member.name
            default: return false
            }
            let bytes = name.utf8.prefix(2)
            guard bytes.count == 2, bytes.first == UInt8(ascii: "$"), let second = bytes.last else { return false }
            return !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(second)
        }
    }

    /// Evaluates call arguments, typed by the parameters of `function` when it is interpreted
    /// (literal typing, implicit members, closures built with a result builder, `inout`), by the
    /// stored properties for a memberwise initializer, else by their siblings.
    func evaluate(_ arguments: [PendingArgument], _ scope: Scope, for function: Function?, span: SourceSpan,
                  receiver: Value? = nil, method: String? = nil, insertedElement: TypeHint? = nil, memberwiseOf type: TypeInfo? = nil,
                  enumCase: (TypeInfo, String)? = nil, bindings: [String: TypeHint] = [:]) throws -> EvaluatedArguments {
        if case let .interpreted(body)? = function?.body, !body.usesShorthand {
            // `row.body()`: nothing to match or evaluate.
            if arguments.isEmpty && body.parameters.isEmpty { return EvaluatedArguments(values: []) }
            // The contextual type's generic arguments bind its parameters (`GenericArgumentBindings`).
            if !bindings.isEmpty {
                return try evaluate(arguments, scope, parameters: Self.specialised(body.parameters, bindings), defaultsScope: body.defaultArgumentScope,
                                    defaultsFile: body.file, defaultsBindings: bindings, span: span)
            }
            if let owner = body.owner, !owner.genericParameterNames.isEmpty, let bindings = genericArguments(of: owner, for: scope) {
                return try evaluate(arguments, scope, parameters: Self.specialised(body.parameters, bindings), defaultsScope: body.defaultArgumentScope, defaultsFile: body.file, span: span)
            }
            // A protocol extension's method: its associated types are the receiver's (`AssociatedTypeParameters`).
            if let receiver, body.owner?.kind == .protocolType, let parameters = parametersReadInReceiver(body.parameters, receiver: receiver) {
                return try evaluate(arguments, scope, parameters: parameters, defaultsScope: body.defaultArgumentScope, defaultsFile: body.file, span: span)
            }
            // A generic parameter one argument fixes types another's implicit members (`GenericArgumentsFromSiblings`).
            if case .initializer = body.kind, let owner = body.owner,
               let (prepared, bindings) = try genericArgumentsFromSiblings(arguments, scope, parameters: body.parameters, owner: owner) {
                return try evaluate(prepared, scope, parameters: Self.specialised(body.parameters, bindings), defaultsScope: body.defaultArgumentScope,
                                    defaultsFile: body.file, defaultsBindings: bindings, span: span)
            }
            return try evaluate(arguments, scope, parameters: body.parameters, defaultsScope: body.defaultArgumentScope, defaultsFile: body.file, span: span)
        }
        if function == nil, let (caseType, caseName) = enumCase, let index = caseType.caseIndex[caseName] {
            let enumCase = caseType.cases[index]
            let parameters = enumCase.payloadHints.indices.map { index in
                // Read inside the enum: `Self.Scale` and a bare nested name are its nested types.
                var parameter = ParameterInfo(label: enumCase.payloadLabels[index], hint: hintInContext(enumCase.payloadHints[index], caseType))
                parameter.defaultValue = enumCase.payloadDefaults.indices.contains(index) ? enumCase.payloadDefaults[index] : nil
                return parameter
            }
            // Associated values with defaults may be left out (`.horizontal()` for `case
            // horizontal(spacing: CGFloat = 4)`, SE-0155): the defaults fill them.
            if parameters.count == arguments.count || enumCase.accepts(labels: arguments.map(\.label)) {
                return try evaluate(arguments, scope, parameters: parameters, defaultsScope: globals, span: span)
            }
        }
        if function == nil, let type, type.kind == .structType || type.kind == .classType {
            // A memberwise call's generic parameter fixed by a sibling argument (`GenericArgumentsFromSiblings`).
            if bindings.isEmpty, !type.genericParameterNames.isEmpty,
               let (prepared, inferred) = try genericArgumentsFromSiblings(arguments, scope, parameters: memberwiseParameters(of: type), owner: type) {
                return try evaluateMemberwise(prepared, scope, of: type, bindings: inferred)
            }
            return try evaluateMemberwise(arguments, scope, of: type, bindings: bindings)
        }
        if function == nil, let type, type.kind == .enumType, arguments.count == 1, arguments[0].label == "rawValue" {
            let hint = type.rawTypeName.map { TypeHint.named($0) }
            return EvaluatedArguments(values: [CallArgument("rawValue", try evaluateOne(arguments[0], scope, hint: hint, builder: nil))])
        }
        // Natives: literals follow their unlabelled siblings (`max(x, 1)` with x a Double is 1.0), or
        // the receiver's elements (`doubles.append(1)`).
        var result = EvaluatedArguments(values: [])
        result.values.reserveCapacity(arguments.count)
        let receiverHint: TypeHint? = {
            switch receiver {
            case let .array(elements)?: return elements.first.flatMap(hintOfValue)
            case let .double(v)?: _ = v; return .named("Double")
            case .cgFloat?: return .named("CGFloat")
            default: return nil
            }
        }()
        let allUnlabelled = arguments.count > 1 && arguments.allSatisfy { $0.label == nil && $0.expression != nil }
        var shared: [Value]?
        if allUnlabelled {
            var expressions: [Expr] = []
            expressions.reserveCapacity(arguments.count)
            for argument in arguments { if let expression = argument.expression { expressions.append(expression) } }
            shared = try siblingTyped(expressions, scope, nil)
        }
        for (index, argument) in arguments.enumerated() {
            if let shared {
                result.values.append(CallArgument(nil, shared[index]))
                continue
            }
            if let expression = argument.expression, case let .inOut(inner) = expression.kind {
                let box = Box(try eval(inner, scope, nil))
                result.writeBacks.append((inner, box))
                result.values.append(CallArgument(argument.label, .native(NativeValue(type: builtins.void, payload: InoutReference(box: box)))))
                continue
            }
            // The receiver's numeric type types literals (`doubles.append(1)`), not implicit members
            // (`price.formatted(.currency(code: "USD"))` names a format style, not a Double).
            var hint = argument.expression.map { implicitChainHint($0, .named("_")) != nil } == true ? nil : receiverHint
            // `doubles.prefix(2)`, `doubles.remove(at: 0)`: a count or an index is an `Int` (`CollectionPositions`).
            if case .array? = receiver, let method, Self.takesCountOrIndex(method, label: argument.label) { hint = nil }
            if let insertedElement, argument.label == nil { hint = insertedElement }
            if let labelled = Self.libraryArgumentHint(label: argument.label) { hint = labelled }
            result.values.append(CallArgument(argument.label, try evaluateOne(argument, scope, hint: hint, builder: nil)))
        }
        // Where each argument of the native about to be called is written, for its diagnostics.
        nativeArgumentsAsWritten = arguments
        return result
    }

    /// Arguments of a synthesised memberwise initializer, typed by the stored property each one
    /// initialises: its declared type (a `@Binding`'s parameter is the `Binding` itself), its result
    /// builder (`@ViewBuilder var content: () -> Content`). A trailing closure initialises the next
    /// parameter that takes a function, as Swift's forward scan matches it, and is labelled with it.
    private func evaluateMemberwise(_ arguments: [PendingArgument], _ scope: Scope, of type: TypeInfo,
                                    bindings: [String: TypeHint]) throws -> EvaluatedArguments {
        let properties = type.storedProperties
        func hint(_ properties: [StoredProperty], _ index: Int) -> TypeHint? {
            if properties[index].wrapper?.typeName == "Binding" { return .named("Binding") }
            // A generic struct's property typed by its parameter, bound by the contextual type.
            if !bindings.isEmpty { return properties[index].hint?.substituting(bindings) }
            return properties[index].hint
        }
        var result = EvaluatedArguments(values: [])
        result.values.reserveCapacity(arguments.count)
        var position = 0
        for (argumentIndex, argument) in arguments.enumerated() {
            var matched: Int?
            var index = position
            // Properties read in place (a copy of a `StoredProperty` retains all its parts).
            while index < properties.count {
                if Self.isMemberwiseParameter(properties, index) {
                    if let name = argument.label {
                        if Self.memberwiseLabel(properties, index) == name { matched = index; break }
                    } else if argument.isTrailing, isFunctionHint(properties[index].hint) || properties[index].builderName != nil,
                              !Self.forwardScanSkips(properties, index, remaining: arguments.count - argumentIndex - 1) {
                        matched = index
                        break
                    }
                }
                index += 1
            }
            guard let found = matched else {
                result.values.append(CallArgument(argument.label, try evaluateOne(argument, scope, hint: nil, builder: nil)))
                continue
            }
            position = found + 1
            let builderName = properties[found].builderName
            var parameter = ParameterInfo(label: argument.label, hint: hint(properties, found))
            if bindings.isEmpty, let hint = parameter.hint {
                // Typed by the type's own unbound, constrained generic parameter (`let edge: Edge`,
                // `Edge: Shape`): read as that parameter, not a type of its name.
                let marked = hintInContext(hint, type, markingGenericParameters: true)
                if let conformance = conformanceHint(of: marked, in: type) {
                    parameter.hint = marked
                    parameter.conformanceHint = conformance
                }
            }
            var value = try evaluateOne(argument, scope, hint: parameter.argumentHint(for: argument.expression), builder: builderName,
                                        coercingDeferredTo: parameter)
            // `@ViewBuilder let content: Content`: the initializer takes a builder closure and
            // stores what it builds.
            if builderName != nil, !isFunctionHint(properties[found].hint), case let .function(closure) = value {
                value = try call(closure, [])
            }
            result.values.append(CallArgument(Self.memberwiseLabel(properties, found), value))
        }
        return result
    }

    /// One argument evaluated under `hint`; a member still deferred where `parameter` is an unbound
    /// generic parameter is converted to its constraint (`GenericParameterConformance`).
    private func evaluateOne(_ argument: PendingArgument, _ scope: Scope, hint: TypeHint?, builder: String?,
                             coercingDeferredTo parameter: ParameterInfo? = nil) throws -> Value {
        if let value = argument.value { return value }
        if let closure = argument.closure { return .function(makeClosure(closure, scope, hint: hint, builderName: builder)) }
        guard let expression = argument.expression else { return .void }
        if let builder, case let .closure(closure) = expression.kind {
            return .function(makeClosure(closure, scope, hint: hint, builderName: builder))
        }
        let value = try eval(expression, scope, hint)
        if let parameter, parameter.conformanceHint != nil { return try coerce(value, to: parameter.coercionHint(for: value)) }
        return try coerce(value, to: hint)
    }

    /// Matches arguments to declared parameters (labels in order; defaults fill gaps; a variadic
    /// parameter takes the following unlabelled arguments but a trailing closure, unless it is of
    /// function type; trailing closures match the next parameter) and evaluates each with its parameter's type.
    /// A default value is evaluated in `defaultsFile`, the file declaring the function, where
    /// swiftc type-checks it and reports what it finds.
    /// `defaultsBindings` are the generic arguments the call gives the declaring type
    /// (`Chips<Size>(…)`): a default reading its generic parameter (`options: [Option] =
    /// Array(Option.allCases)`) reads them (`DefaultArgumentScope`).
    func evaluate(_ arguments: [PendingArgument], _ scope: Scope, parameters: [ParameterInfo], defaultsScope: Scope,
                  defaultsFile: SourceFileSyntax? = nil, defaultsBindings: [String: TypeHint] = [:], span: SourceSpan) throws -> EvaluatedArguments {
        var result = EvaluatedArguments(values: [])
        result.values.reserveCapacity(parameters.count)
        var index = 0
        for (parameterIndex, parameter) in parameters.enumerated() {
            let available = index < arguments.count ? arguments[index] : nil
            if parameter.isVariadic {
                var values: [Value] = []
                // A trailing closure is not gathered by a variadic of another type: it goes to
                // the closure parameter after it (`init(_ keys: KeyPath<T, String>..., rowContent:)`).
                while index < arguments.count, values.isEmpty ? arguments[index].label == parameter.label : arguments[index].label == nil,
                      !arguments[index].isTrailing || isFunctionHint(parameter.hint) {
                    values.append(try evaluateOne(arguments[index], scope, hint: parameter.hint, builder: nil))
                    index += 1
                }
                if values.count == 1, let forwarded = forwardedVariadic(arguments[index - 1], values[0], elementHint: parameter.hint, scope) {
                    values = forwarded
                }
                result.values.append(CallArgument(parameter.label, .native(NativeValue(type: builtins.void, payload: VariadicPack(values: values)))))
                continue
            }
            // An unlabelled trailing closure skips a defaulted parameter that takes no function
            // (SE-0286's forward scan: `section { … }` for `section(_ title: String? = nil,
            // spacing: CGFloat = 5, content: () -> V)` gives `content`; swiftc 6 agrees).
            let labelMatches = available.map { argument in
                argument.label == parameter.label
                    && !(argument.isTrailing && argument.label == nil && parameter.defaultValue != nil && !isFunctionHint(parameter.hint))
            } ?? false
            // SE-0286's forward scan: a trailing closure skips a defaulted parameter (even of
            // function type, `onLongPress: (() -> Void)? = nil`) when a later parameter without a
            // default would otherwise have no argument left (`callback: @escaping () -> Void`).
            // The scan is the unlabelled trailing closure's only: a labelled one (SE-0279's
            // `} menu: { … }`) matches its parameter by label, like any labelled argument, so a
            // defaulted closure parameter before it keeps its default (swiftc 6 prints
            // `sent default b given c` for `f(a: 1) { "sent" } c: { "given c" }` with `f(a: Int,
            // send: () -> String, b: () -> String = { "default b" }, c: () -> String = …)`).
            let trailingTakes = available.map {
                $0.isTrailing && (parameter.defaultValue == nil
                    || $0.label == nil && isFunctionHint(parameter.hint)
                        && !Self.laterParametersNeed(more: arguments.count - index - 1, parameters, after: parameterIndex))
            } ?? false
            if let argument = available, labelMatches || trailingTakes || parameter.defaultValue == nil {
                index += 1
                if parameter.isInout, let expression = argument.expression {
                    let inner: Expr
                    if case let .inOut(target) = expression.kind { inner = target } else { inner = expression }
                    let box = Box(try eval(inner, scope, nil))
                    result.writeBacks.append((inner, box))
                    result.values.append(CallArgument(parameter.label, .native(NativeValue(type: builtins.void, payload: InoutReference(box: box)))))
                    continue
                }
                if parameter.isAutoclosure, let expression = argument.expression {
                    result.values.append(CallArgument(parameter.label, autoclosure(expression, scope, hint: parameter.hint)))
                    continue
                }
                result.values.append(CallArgument(parameter.label, try evaluateOne(argument, scope, hint: parameter.argumentHint(for: argument.expression),
                                                                                   builder: parameter.builderName, coercingDeferredTo: parameter)))
            } else if let defaultValue = parameter.defaultValue {
                if parameter.isAutoclosure {
                    result.values.append(CallArgument(parameter.label, inFile(defaultsFile) { autoclosure(defaultValue, defaultsScope, hint: parameter.hint) }))
                    continue
                }
                let value = try inFile(defaultsFile) {
                    try withGenericArguments(defaultsBindings, of: defaultsScope.selfType) {
                        let value = try eval(defaultValue, defaultsScope, parameter.argumentHint(for: defaultValue))
                        return try coerce(value, to: parameter.coercionHint(for: value))
                    }
                }
                result.values.append(CallArgument(parameter.label, value))
            } else {
                currentSpan = span
                throw error(.missingArgument(parameter.label ?? parameter.localName ?? "_", callee: nil))
            }
        }
        if index < arguments.count {
            currentSpan = span
            throw error(.extraArgument(arguments[index].label ?? "_", callee: nil))
        }
        return result
    }

    /// A function type, optional or not, written or through a `typealias` (`Handler?`), generic
    /// or not (`typealias Callback<T> = (T) -> Void`; `Callback<Int>?` is a function type, so a
    /// trailing closure's forward scan stops at it, SE-0286).
    private func isFunctionHint(_ hint: TypeHint?) -> Bool {
        switch hint {
        case .function?, .optional(.function)?: return true
        case let .named(name)?, let .optional(.named(name))?,
             let .generic(name, _)?, let .optional(.generic(name, _))?: return functionTypeAliased(by: name) != nil
        default: return false
        }
    }

    // MARK: Closures

    func makeClosure(_ closure: ClosureExpr, _ scope: Scope, hint: TypeHint?, builderName: String?) -> Function {
        var parameters: [ParameterInfo] = []
        var usesShorthand = false
        switch closure.parameters {
        case let .names(names)?: parameters = names.map { ParameterInfo(name: $0.name) }
        case let .list(list)?: parameters = list.map { ParameterInfo($0, isClosure: true) }
        case nil: usesShorthand = true
        }
        let contextualParameters = Self.closureParameterTypes(from: hint)
        if !usesShorthand, contextualParameters.count == parameters.count {
            for index in parameters.indices where parameters[index].hint == nil { parameters[index].hint = contextualParameters[index] }
        }
        var returnHint = TypeHint(closure.returnType)
        if returnHint == nil, case let .function(_, result)? = hint { returnHint = result }
        var captured = scope
        if !closure.captures.isEmpty {
            // `[x = value]` and `[weak self]`: capture lists copy the value now.
            captured = Scope(parent: scope)
            for item in closure.captures {
                if let initializer = item.initializer {
                    captured.declare(item.name.name, (try? eval(initializer, scope, nil)) ?? .void, isLet: true)
                } else if item.name.name != "self", let value = try? lookupName(item.name.name, scope) {
                    captured.declare(item.name.name, item.specifier == "weak" ? .some(value) : value, isLet: true)
                }
            }
        }
        let builder = builderName ?? builderAttribute(closure.attributes)
        let body = InterpretedBody(kind: .closure, statements: closure.statements, parameters: parameters, usesShorthand: usesShorthand,
                                   returnHint: returnHint, captured: captured, owner: nil, isStatic: false, builderName: builder,
                                   file: currentFile, span: closure.span)
        if usesShorthand { body.shorthandHints = contextualParameters }
        body.genericParameterNames = runningGenericParameterNames
        return Function(name: "closure", body: .interpreted(body))
    }

    // MARK: Running interpreted code

    func callInterpreted(_ function: Function, _ body: InterpretedBody, _ arguments: [CallArgument],
                         self selfValue: inout Value) throws -> Value {
        try enterCall()
        let savedRunning = runningFunction
        runningFunction = ObjectIdentifier(function)
        // Most bodies and their callers have no generic parameter: nothing is swapped then.
        let savedGenericNames = runningGenericParameterNames
        let swapsGenericNames = !savedGenericNames.isEmpty || !body.genericParameterNames.isEmpty
        if swapsGenericNames { runningGenericParameterNames = body.genericParameterNames }
        defer {
            leaveCall()
            runningFunction = savedRunning
            if swapsGenericNames { runningGenericParameterNames = savedGenericNames }
        }
        let savedSpan = currentSpan
        // The body's file in effect while it runs; most calls stay in the file already in effect
        // (then nothing is swapped, which would retain and release it twice).
        var savedFile: SourceFileSyntax??
        if let file = body.file, currentFile.map({ !$0.isSameFile(as: file) }) ?? true {
            savedFile = currentFile
            currentFile = file
        }
        defer {
            if let savedFile { currentFile = savedFile }
            currentSpan = savedSpan
        }
        var scope: Scope
        switch body.kind {
        case .method where !body.isStatic && body.spareCallScope != nil:
            // The last call's scope, emptied: the same parent, owner and result type (and, for
            // an instance of the same user type, the same `self` type).
            scope = body.spareCallScope.take()!
            if let instanceType = Self.instanceType(of: selfValue), scope.hasSelfType(instanceType) {
                scope.reuse(forCallWithSelf: selfValue)
            } else {
                let type = typeInfo(of: selfValue)
                var selfType = type.kind == .builtin && body.owner != nil ? body.owner : type
                if case .native = selfValue { selfType = body.owner ?? type }
                scope.reuse(forCallWithSelf: selfValue, type: selfType)
            }
        case .method, .initializer:
            var isInitializer = false
            if case .initializer = body.kind { isInitializer = true }
            if body.isStatic {
                var selfType = body.owner
                // Called as the protocol's (`.primary` for a `ButtonStyle`), a static of
                // `extension P where Self == Concrete` still has `Self` be `Concrete`.
                if case let .metatype(type) = selfValue, type.kind != .protocolType || body.owner?.kind == .protocolType { selfType = type }
                scope = Scope(callIn: body.captured, selfValue: nil, selfType: selfType, isStatic: true, owner: body.owner,
                              isInitializer: isInitializer, returnHint: body.returnHint)
            } else {
                let type = typeInfo(of: selfValue)
                var selfType = type.kind == .builtin && body.owner != nil ? body.owner : type
                if case .native = selfValue { selfType = body.owner ?? type }
                scope = Scope(callIn: body.captured, selfValue: selfValue, selfType: selfType, isStatic: false, owner: body.owner,
                              isInitializer: isInitializer, returnHint: body.returnHint)
            }
        case .function, .closure:
            scope = Scope(callIn: body.captured, returnHint: body.returnHint)
        }
        // The call's contextual type, for generic parameters only the result binds.
        var resultHint: TypeHint?
        if !body.resultBoundGenericParameters.isEmpty { resultHint = contextualResultHint; contextualResultHint = nil }
        // Nothing to bind without arguments or parameters (a computed property's getter).
        if !arguments.isEmpty || !body.parameters.isEmpty { try bindParameters(body, arguments, scope) }
        if let resultHint { bindGenericParameters(byResult: resultHint, body, scope) }
        var result: Value
        if let builderName = body.builderName, let builder = resultBuilders[builderName], !Self.returnsExplicitly(body.statements) {
            result = try build(body.statements, scope, builder)
            if let final = builder.buildFinalResult { result = try final(self, result) }
        } else if let (expression, span) = body.singleExpression {
            currentSpan = span
            result = try eval(expression, scope, body.returnHint)
            if case .initializer = body.kind { result = .void }
        } else if body.statements.count == 1, body.returnHint != nil || body.isClosure && isSingleExpressionBranching(body.statements[0]),
                  let value = try singleBranchingValue(body.statements[0], scope, body.returnHint) {
            result = value
        } else {
            switch try execStatements(body.statements, scope) {
            case let .returned(value): result = value
            default: result = .void
            }
        }
        switch body.kind {
        case let .initializer(failable):
            selfValue = scope.selfValue ?? selfValue
            if failable, case .optional(nil) = result { selfValue = .nil }
            return .void
        case .method:
            if function.isMutating, let value = scope.selfValue { selfValue = value }
            // Kept for the next call when nothing else holds it (a closure made in the body would).
            if !body.isStatic, body.spareCallScope == nil, isKnownUniquelyReferenced(&scope), scope.emptiedAfterMethodCall() {
                body.spareCallScope = consume scope
            }
        default: break
        }
        return try coerce(result, to: body.returnHint)
    }

    /// `if`/`switch` as the only statement of a function with a result: its branches' values.
    private func singleBranchingValue(_ statement: Stmt, _ scope: Scope, _ hint: TypeHint?) throws -> Value? {
        switch statement.kind {
        case let .if(ifStatement) where ifStatement.elseBranch != nil && !containsReturn(ifStatement.body.statements):
            return try evalIfValue(ifStatement, scope, hint)
        case let .switch(switchStatement) where !flattenCases(switchStatement.cases).contains(where: { containsReturn($0.statements) }):
            return try evalSwitchValue(switchStatement, scope, hint)
        case let .ifConfig(clauses):
            // `var size: CGSize { #if os(iOS) CGSize(…) #else … #endif }`: the active clause's one
            // expression is the body's implicit return, as the compiler sees it after `#if`.
            guard let clause = activeClause(clauses), clause.elements.count == 1 else { return nil }
            if case let .expression(expression) = clause.elements[0].kind {
                currentSpan = clause.elements[0].span
                return try eval(expression, scope, hint)
            }
            return try singleBranchingValue(clause.elements[0], scope, hint)
        default: return nil
        }
    }

    private func containsReturn(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .return, .throw: return true
            case .expression: return false
            default: return statements.count > 1
            }
        }
    }

    private func bindParameters(_ body: InterpretedBody, _ arguments: [CallArgument], _ scope: Scope) throws {
        if body.usesShorthand {
            var values = arguments.map(\.value)
            if values.count == 1, case let .tuple(elements, _) = values[0], body.referencesShorthand(1) { values = elements }
            for (index, value) in values.enumerated() {
                if case let .native(native) = value, let reference = native.payload as? InoutReference {
                    scope.declare("$\(index)", box: reference.box)
                } else if index < body.shorthandHints.count, let declared = body.shorthandHints[index] {
                    bind("$\(index)", try coerce(value, to: declared), hint: declared, scope)
                } else {
                    bind("$\(index)", value, hint: nil, scope)
                }
            }
            return
        }
        let parameters = body.parameters
        var values = arguments.map(\.value)
        if parameters.count > 1, values.count == 1, case let .tuple(elements, _) = values[0], elements.count == parameters.count {
            values = elements
        }
        let gathered = values.contains { if case let .native(native) = $0 { return native.payload is VariadicPack }; return false }
        if gathered {
            values = values.map { value in
                if case let .native(native) = value, let pack = native.payload as? VariadicPack { return .array(pack.values) }
                return value
            }
        } else if values.count != parameters.count || parameters.contains(where: \.isVariadic) {
            values = try positional(arguments, parameters, body)
        }
        for (parameter, value) in zip(parameters, values) {
            guard let name = parameter.localName else { continue }
            if case let .native(native) = value, let reference = native.payload as? InoutReference {
                // `func f(_ a: inout Int8) { a += 1 }`: the store inside `f` traps at its line.
                if reference.box.hint == nil { reference.box.hint = FixedWidthIntegerType.placeHint(parameter.hint) }
                scope.declare(name, box: reference.box)
                continue
            }
            if name.utf8.first == UInt8(ascii: "$"), name.utf8.count > 1 {
                // `{ $item in … }` (SE-0293): the argument is a `Binding`; `$item` is it and
                // `item` its wrapped value.
                let wrapped = try propertyWrappers["Binding"].map { try $0.wrappedValue(self, value) } ?? value
                bind(String(name.dropFirst()), wrapped, hint: nil, scope)
            }
            // A variadic parameter `args: T...` is an `[T]` in the body.
            let declared = parameter.isVariadic ? parameter.hint.map { TypeHint.array($0) } : parameter.hint
            bind(name, try coerce(value, to: parameter.isVariadic ? declared : parameter.coercionHint(for: value)), hint: declared, scope)
            if let binding = parameter.bindsGenericParameter { bindGenericParameter(binding, to: value, scope) }
        }
    }


    private func bind(_ name: String, _ value: Value, hint: TypeHint?, _ scope: Scope) {
        scope.declare(name, value, isLet: true, hint: hint)
    }

    /// Arguments from native callers (positional, maybe fewer than the parameters): match by label,
    /// fill defaults, gather variadics.
    private func positional(_ arguments: [CallArgument], _ parameters: [ParameterInfo], _ body: InterpretedBody) throws -> [Value] {
        var result: [Value] = []
        var index = 0
        for (position, parameter) in parameters.enumerated() {
            // A trailing closure skips a defaulted parameter that takes no function when a later
            // one does (`Button("More", icon: x) { … }` for `init(_:icon:role: ButtonRole? = nil,
            // action:)`): SE-0286's forward scan.
            if index < arguments.count, arguments[index].label == nil, case .function = arguments[index].value,
               let defaultValue = parameter.defaultValue, !parameter.takesAClosure,
               parameters[(position + 1)...].contains(where: \.takesAClosure) {
                result.append(try inFile(body.file) { try eval(defaultValue, body.defaultArgumentScope, parameter.hint) })
                continue
            }
            if parameter.isVariadic {
                // Its label on the first argument (or none), none on the rest; a labelled argument
                // after them is the next parameter's.
                var values: [Value] = []
                while index < arguments.count, arguments[index].label == nil || values.isEmpty && arguments[index].label == parameter.label {
                    values.append(arguments[index].value)
                    index += 1
                }
                result.append(.array(values))
            } else if index < arguments.count, arguments[index].label == nil || arguments[index].label == parameter.label {
                result.append(arguments[index].value)
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                result.append(try inFile(body.file) { try eval(defaultValue, body.defaultArgumentScope, parameter.hint) })
            } else if index < arguments.count {
                result.append(arguments[index].value)
                index += 1
            } else {
                throw error(.missingArgument(parameter.label ?? parameter.localName ?? "_", callee: nil))
            }
        }
        return result
    }
}

extension Interpreter {
    /// Whether a stored property is a parameter of the memberwise initializer (a `let` with an
    /// initial value is not).
    static func isMemberwiseParameter(_ property: StoredProperty) -> Bool { !(property.isLet && property.initialValue != nil) }

    /// `isMemberwiseParameter` of the stored property at `index`, read in place.
    @inline(__always)
    static func isMemberwiseParameter(_ properties: [StoredProperty], _ index: Int) -> Bool {
        !(properties[index].isLet && properties[index].initialValue != nil)
    }

    /// `memberwiseLabel` of the stored property at `index`, read in place.
    @inline(__always)
    static func memberwiseLabel(_ properties: [StoredProperty], _ index: Int) -> String {
        if properties[index].wrapper != nil && properties[index].name.hasPrefix("_") { return String(properties[index].name.dropFirst()) }
        return properties[index].name
    }

    /// The memberwise initializer's label for a stored property (`_title` of `@State var title`
    /// is `title`).
    static func memberwiseLabel(_ property: StoredProperty) -> String {
        property.wrapper != nil && property.name.hasPrefix("_") ? String(property.name.dropFirst()) : property.name
    }

    /// Positional arguments given to an initializer used as a function value (`names.map(Tag.init)`)
    /// take the labels of the initializer with that many parameters — a declared one, else the
    /// memberwise one — as Swift picks `Tag.init(name:)` from the context.
    /// Standard-library types whose unlabeled initializers (`String(_:)`, `Int(_:)`) are built
    /// into their construction rather than declared as `initializers`.
    static let unlabeledConversionTypes: Set<String> = ["String", "Substring", "Character", "Int", "Double", "Float", "CGFloat",
                                                        "Bool", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
                                                        "UInt32", "UInt64", "Array", "Set", "Dictionary"]

    func labelledForReference(_ type: TypeInfo, _ arguments: [CallArgument]) -> [CallArgument] {
        guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == nil }) else { return arguments }
        let sameCount = type.initializers.filter { $0.labels?.count == arguments.count }
        // An initializer taking the arguments unlabeled is what an unlabeled call reaches; the
        // standard library's value types convert unlabeled (`String.init` over Characters is
        // `String(_:)`, never `String(contentsOf:)`), which their native construction does.
        if sameCount.contains(where: { $0.labels?.allSatisfy { $0 == nil } == true })
            || Self.unlabeledConversionTypes.contains(type.name) {
            return arguments
        }
        var labels: [String?]?
        if let declared = sameCount.first {
            labels = declared.labels
        } else if type.kind == .structType, !type.hasExplicitInit {
            let parameters = type.storedProperties.filter(Self.isMemberwiseParameter).map(Self.memberwiseLabel)
            if parameters.count == arguments.count { labels = parameters }
        } else if type.kind == .enumType, type.rawTypeName != nil, arguments.count == 1 {
            // A raw-value enum's synthesized `init?(rawValue:)` (The Swift Programming Language,
            // "Initializing from a Raw Value"): `.flatMap(Zone.init)` reaches it.
            labels = ["rawValue"]
        }
        guard let labels else { return arguments }
        return zip(labels, arguments).map { CallArgument($0, $1.value) }
    }
}

/// The arguments of a variadic parameter, gathered by the caller.
struct VariadicPack {
    var values: [Value]
}

extension InterpretedBody {
    /// Whether a shorthand closure uses `$n` (then a single tuple argument is split: `{ $0 + $1 }`
    /// over dictionary pairs).
    func referencesShorthand(_ index: Int) -> Bool {
        guard let file else { return false }
        return file.text(of: span).contains("$\(index)")
    }
}

extension Interpreter {
    /// Whether the parameters after `index` that need an argument (no default, not variadic)
    /// outnumber the `remaining` arguments.
    static func laterParametersNeed(more remaining: Int, _ parameters: [ParameterInfo], after index: Int) -> Bool {
        parameters[(index + 1)...].filter { $0.defaultValue == nil && !$0.isVariadic }.count > remaining
    }

    /// SE-0286's forward scan in a memberwise initializer: the unlabelled trailing closure skips a
    /// closure property with a default (`var onAppear: (() -> Void)? = nil`) when the later
    /// properties without one would otherwise be left without arguments (`Shell(title: "T") { … }
    /// content: { … }` gives the first closure to `header`; swiftc 6 prints the header's result).
    static func forwardScanSkips(_ properties: [StoredProperty], _ index: Int, remaining: Int) -> Bool {
        guard memberwiseParameterHasDefault(properties, index) else { return false }
        let needed = properties.indices.dropFirst(index + 1).filter {
            isMemberwiseParameter(properties, $0) && !memberwiseParameterHasDefault(properties, $0)
        }
        return needed.count > remaining
    }

    /// Whether the memberwise initializer's parameter for the property at `index` has a default:
    /// its initial value, `nil` for an optional `var`, or a wrapper made from its attribute's
    /// arguments (SE-0258, "Memberwise initializers").
    static func memberwiseParameterHasDefault(_ properties: [StoredProperty], _ index: Int) -> Bool {
        properties[index].initialValue != nil || properties[index].defaultsToNil || properties[index].wrapper?.arguments != nil
    }
}
