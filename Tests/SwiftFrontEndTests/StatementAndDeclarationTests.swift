import Testing
@testable import SwiftFrontEnd

/// Shapes of statements, declarations, patterns and types.
@Suite struct StatementAndDeclarationTests {
    @Test func ifConditions() {
        guard case .if(let statement)? = bodyStatements("if let a = b, let c, case .some(let d) = e, f > 1, #available(iOS 17, *) { }")?.first?.kind else {
            Issue.record("not an if")
            return
        }
        #expect(statement.conditions.count == 5)
        if case .optionalBinding(.let, _, _, value: nil) = statement.conditions[1].kind {} else { Issue.record("no shorthand binding") }
        if case .matchingPattern(let pattern, _, _) = statement.conditions[2].kind,
           case .enumCase(nil, let name, let arguments?) = pattern.kind {
            #expect(name.name == "some")
            if case .binding(.let, _)? = arguments.first?.pattern.kind {} else { Issue.record("no let in the case pattern") }
        } else {
            Issue.record("no case condition")
        }
        if case .availability(false, let specs) = statement.conditions[4].kind { #expect(specs == ["iOS 17", "*"]) }
    }

    @Test func switchWithPatternsAndWhere() {
        let body = """
        switch value {
        case .a(let x) where x > 1, .b(let x):
            print(x)
        case 1...5, is String:
            fallthrough
        case let (a, b) as (Int, Int):
            break
        @unknown default:
            break
        }
        """
        guard case .switch(let statement)? = bodyStatements(body)?.first?.kind else {
            Issue.record("not a switch")
            return
        }
        #expect(statement.cases.count == 4)
        if case .case(let first) = statement.cases[0], case .case(let items) = first.label {
            #expect(items.count == 2)
            #expect(items[0].whereClause != nil)
        }
        if case .case(let last) = statement.cases[3] { #expect(last.attributes.named("unknown") != nil) }
    }

    @Test func loopsAndLabels() {
        let statements = bodyStatements("""
        outer: for case let x? in xs where x > 0 { continue outer }
        while i < 3 { i += 1 }
        repeat { i -= 1 } while i > 0
        do { try f() } catch let error as MyError where error.code == 1 { } catch { }
        defer { cleanUp() }
        """)
        #expect(statements?.count == 5)
        if case .labeled(let label, let inner)? = statements?.first?.kind, case .forIn(let loop) = inner.kind {
            #expect(label.name == "outer")
            #expect(loop.isCase && loop.whereClause != nil)
        } else {
            Issue.record("no labeled for")
        }
        if case .do(let statement)? = statements?[3].kind { #expect(statement.catchClauses.count == 2) }
    }

    @Test func typeDeclarations() {
        let source = """
        @MainActor struct Card<Content: View>: View where Content: Sendable {
            @State private var count = 0
            @Environment(\\.colorScheme) var scheme
            var body: some View { Text("\\(count)") }
            init?(count: Int = 0, _ values: Int..., into target: inout [Int]) throws { }
            subscript(index: Int) -> Int { get { 0 } set { } }
            var observed: Int = 0 { willSet { } didSet(old) { } }
            static func + (lhs: Card, rhs: Card) -> Card { lhs }
        }
        indirect enum Tree: Equatable { case leaf(Int), node(left: Tree, right: Tree); case empty = 3 }
        protocol Store<Item>: AnyObject { associatedtype Item; var items: [Item] { get set } }
        extension Array: Store where Element: Equatable { typealias Item = Element }
        actor Counter { deinit { } }
        """
        let (file, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        let declarations = file.declarations
        #expect(declarations.count == 5)
        guard case .nominalType(let card) = declarations[0].kind else {
            Issue.record("no struct")
            return
        }
        #expect(declarations[0].attributes.named("MainActor") != nil)
        #expect(card.genericParameters.map(\.name.name) == ["Content"])
        #expect(card.whereClause.count == 1)
        #expect(card.members.count == 7)
        if case .variable(let state) = card.members[0].kind {
            #expect(card.members[0].attributes.named("State") != nil)
            #expect(card.members[0].modifiers.contains("private"))
            #expect(state.bindings.first?.initializer != nil)
        }
        if case .initializer(let initializer) = card.members[3].kind {
            #expect(initializer.optionality == .optional)
            #expect(initializer.parameters.map(\.label) == ["count", nil, "into"])
            #expect(initializer.parameters[1].isVariadic)
            #expect(initializer.effects.throwing == .throws)
        } else {
            Issue.record("no init?")
        }
        if case .variable(let observed) = card.members[5].kind, case .accessors(let accessors, _)? = observed.bindings.first?.accessors {
            #expect(accessors.map(\.kind) == ["willSet", "didSet"])
            #expect(accessors[1].parameterName?.name == "old")
        } else {
            Issue.record("no observers")
        }
        if case .nominalType(let tree) = declarations[1].kind {
            #expect(tree.kind == .enum)
            #expect(declarations[1].modifiers.contains("indirect"))
            if case .enumCase(let cases) = tree.members[0].kind {
                #expect(cases.elements.map(\.name.name) == ["leaf", "node"])
                #expect(cases.elements[1].associatedValues?.map(\.label) == ["left", "right"])
            }
        }
    }

    @Test func ifConfigKeepsEveryClause() {
        let (file, diagnostics) = parse("#if os(iOS)\nlet a = 1\n#elseif DEBUG\nlet a = 2\n#else\nlet a = 3\n#endif\n")
        #expect(diagnostics.isEmpty)
        if case .ifConfig(let clauses)? = file.statements.first?.kind {
            #expect(clauses.map(\.keyword) == [.if, .elseif, .else])
            #expect(clauses.allSatisfy { $0.elements.count == 1 })
        } else {
            Issue.record("no #if")
        }
    }

    /// A `#if` at a line start whose clause begins with `.member` continues the chain before it
    /// (SE-0308): one expression statement, the `#if` around `.padding()` with an empty `#else`,
    /// then `.bold()` applied to the whole.
    @Test func postfixIfConfigContinuesAChain() {
        let (file, diagnostics) = parse("let t = Text(\"a\")\n#if os(iOS)\n  .padding()\n  .italic()\n#else\n#endif\n  .bold()\n")
        #expect(diagnostics.isEmpty)
        #expect(file.statements.count == 1)
        guard case .declaration(let decl)? = file.statements.first?.kind, case .variable(let variable) = decl.kind,
              let value = variable.bindings.first?.initializer,
              case .call(let bold) = value.kind, case .memberAccess(let access) = bold.callee.kind,
              case .postfixIfConfig(let base, let clauses)? = access.base?.kind else {
            Issue.record("no postfix #if under .bold()")
            return
        }
        #expect(access.member.name == "bold")
        if case .call = base.kind {} else { Issue.record("the base is not Text(\"a\")") }
        #expect(clauses.map(\.keyword) == [.if, .else])
        #expect(clauses.map(\.elements.count) == [1, 0])
    }

    /// A `#if` whose clause starts with anything but `.member` after an expression stays a
    /// statement (`Text("a")` then `#if DEBUG Text("b") #endif` in a view builder).
    @Test func ifConfigOfStatementsAfterAnExpressionIsNotPostfix() {
        let (file, diagnostics) = parse("func f() {\n  g()\n  #if DEBUG\n  h()\n  #endif\n}\n")
        #expect(diagnostics.isEmpty)
        guard case .declaration(let decl)? = file.statements.first?.kind, case .function(let function) = decl.kind else {
            Issue.record("no function")
            return
        }
        #expect(function.body?.statements.count == 2)
    }

    @Test func previewMacro() {
        let (file, diagnostics) = parse("#Preview(\"Card\", traits: .sizeThatFitsLayout) {\n    Text(\"x\")\n}\n")
        #expect(diagnostics.isEmpty)
        // At file scope a freestanding macro is a declaration (swiftc's library mode: nothing may
        // follow it on its line).
        guard case .declaration(let decl)? = file.statements.first?.kind, case .macroExpansion(let macro) = decl.kind else {
            Issue.record("no macro expansion")
            return
        }
        #expect(macro.name.name == "Preview")
        #expect(macro.arguments.count == 2)
        #expect(macro.trailingClosures.count == 1)
    }

    @Test func types() {
        // A function type's parameters take `_ label:` only (swiftc: "function types cannot have
        // argument labels" for `label: String`).
        let (file, diagnostics) = parse("let f: @escaping @Sendable (Int, _ label: String) async throws -> [String: Int?]? = g\nlet c: any P & Q = x\nlet m: Foo<Bar>.Baz.Type = y\n")
        #expect(diagnostics.isEmpty)
        guard case .declaration(let decl)? = file.statements.first?.kind, case .variable(let variable) = decl.kind,
              case .attributed(_, let attributes, let inner)? = variable.bindings.first?.type?.kind,
              case .function(let function) = inner.kind else {
            Issue.record("no attributed function type")
            return
        }
        #expect(attributes.map(\.name.name) == ["escaping", "Sendable"])
        #expect(function.parameters.count == 2 && function.effects.isAsync)
        if case .optional(let wrapped) = function.result.kind, case .dictionary = wrapped.kind {} else { Issue.record("no [K: V]?") }
    }

    /// The attributes of the first parameter's type of the file's first function, and the type
    /// they mark; nil (with an issue recorded) when the file has no such parameter.
    private func firstParameterAttributes(_ source: String) -> (attributes: [Attribute], inner: TypeSyntax)? {
        let (file, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        guard case let .function(function)? = file.statements.first.flatMap({ if case let .declaration(d) = $0.kind { d.kind } else { nil } }),
              case let .attributed(_, attributes, inner)? = function.parameters.first?.type?.kind else {
            Issue.record("no function whose first parameter has an attributed type")
            return nil
        }
        return (attributes, inner)
    }

    /// Real view files write `@escaping(Int) -> Void` without a space (an argument-less attribute
    /// followed by the type it marks) and `Task { @MainActor in … }` (a closure whose signature is
    /// its attributes alone); swiftc accepts both.
    @Test func attributesBeforeParenthesesAndAloneInAClosureSignature() {
        guard let (attributes, inner) = firstParameterAttributes("""
        func run(_ work: @escaping(Int) -> Void) { Task { @MainActor in work(1) } }
        """) else { return }
        #expect(attributes.map(\.name.name) == ["escaping"])
        if case .function = inner.kind {} else { Issue.record("not a function type") }
    }

    /// A global actor written against a function type's parameters (`@MainActor([Item]) -> Void`)
    /// marks the function type: an attribute's arguments are never followed by `->`, `async` or
    /// `throws` (swiftc -parse accepts both parameters below).
    @Test func aGlobalActorBeforeParenthesesMarksTheFunctionType() {
        guard let (attributes, inner) = firstParameterAttributes("""
        func setup(update: @escaping @MainActor([Int]) -> Void, other: @Sendable(Int) async throws -> Int) {}
        """) else { return }
        #expect(attributes.map(\.name.name) == ["escaping", "MainActor"])
        #expect(attributes.allSatisfy { $0.arguments == nil })
        if case .function = inner.kind {} else { Issue.record("not a function type") }
    }

    /// SE-0470 (Swift 6.2): a conformance may be marked `nonisolated` or isolated to a global
    /// actor (`struct Note: nonisolated Codable, @MainActor Hashable`); `swiftc -parse` accepts
    /// both, and the conformances are still `Codable` and `Hashable`.
    @Test func isolatedAndNonisolatedConformancesParse() {
        let (file, diagnostics) = parse("struct Note: nonisolated Codable, @MainActor Hashable { let id: Int }\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        guard case .nominalType(let note)? = file.declarations.first?.kind else {
            Issue.record("not a type declaration")
            return
        }
        #expect(note.inheritance.map { file.text(of: $0.span) } == ["Codable", "@MainActor Hashable"])
    }
}
