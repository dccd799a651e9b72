import Testing
@testable import SwiftFrontEnd

/// The shapes the parser builds for expressions. Expected trees follow Swift's precedence groups
/// (The Swift Programming Language, "Operator Declarations": Multiplication > Addition >
/// RangeFormation > Casting > NilCoalescing > Comparison > LogicalConjunction > Ternary >
/// Assignment; NilCoalescing and Ternary are right-associative).
@Suite struct ExpressionTreeTests {
    @Test func multiplicationBindsTighterThanAddition() {
        #expect(expression("1 + 2 * 3").map(render) == "(1 + (2 * 3))")
        #expect(expression("1 * 2 + 3").map(render) == "((1 * 2) + 3)")
    }

    @Test func additionIsLeftAssociativeAndNilCoalescingRight() {
        #expect(expression("a - b - c").map(render) == "((a - b) - c)")
        #expect(expression("a ?? b ?? c").map(render) == "(a ?? (b ?? c))")
    }

    @Test func comparisonAndLogicalOperators() {
        #expect(expression("a < b && c == d || e").map(render) == "(((a < b) && (c == d)) || e)")
        #expect(expression("0..<n + 1").map(render) == "(0 ..< (n + 1))")
    }

    @Test func ternaryAndAssignmentAreLowest() {
        let statements = bodyStatements("x = a ? b : c + 1")
        guard case .expression(let expr)? = statements?.first?.kind else {
            Issue.record("no expression statement")
            return
        }
        #expect(render(expr) == "(x = (a ? b : (c + 1)))")
    }

    @Test func castsBindTighterThanComparison() {
        #expect(expression("a as? Int == nil").map(render) == "((a as? T) == ?)")
        #expect(expression("x is String && y").map(render) == "((x is T) && y)")
    }

    @Test func operatorsDeclaredInTheFileFold() {
        let source = """
        precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }
        infix operator **: PowerPrecedence
        let x = 2 * 3 ** 2 ** 4
        """
        let (file, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        guard case .declaration(let decl)? = file.statements.last?.kind, case .variable(let variable) = decl.kind,
              let value = variable.bindings.first?.initializer else {
            Issue.record("no variable")
            return
        }
        #expect(render(value) == "(2 * (3 ** (2 ** 4)))")
    }

    @Test func prefixAndPostfixBySpacing() {
        #expect(expression("-a + b").map(render) == "(-a + b)")
        #expect(expression("a! + b").map(render) == "(a! + b)")
        if case .forceUnwrap? = expression("a!")?.kind {} else { Issue.record("a! is not a force unwrap") }
        let (_, diagnostics) = parse("let x = - a\n")
        #expect(diagnostics.first?.text == "unary operator cannot be separated from its operand")
    }

    @Test func tryCoversTheRestOfTheSequence() {
        #expect(expression("try a + b").map(render) == "try (a + b)")
        #expect(expression("try? f()").map(render) == "try? f(…)")
    }

    @Test func trailingClosuresAndLabels() {
        guard case .call(let call)? = expression("f(1, label: 2) { $0 } second: { }")?.kind else {
            Issue.record("not a call")
            return
        }
        #expect(call.arguments.map { $0.label?.name } == [nil, "label"])
        #expect(call.trailingClosures.map { $0.label?.name } == [nil, "second"])
    }

    @Test func closureSignature() {
        guard case .closure(let closure)? = expression("{ [weak self] (a: Int, b) async throws -> Int in a + b }")?.kind else {
            Issue.record("not a closure")
            return
        }
        #expect(closure.captures.map(\.specifier) == ["weak"])
        guard case .list(let parameters)? = closure.parameters else {
            Issue.record("no parameter list")
            return
        }
        #expect(parameters.count == 2)
        #expect(closure.effects.isAsync && closure.effects.throwing == .throws)
        #expect(closure.returnType != nil)
    }

    @Test func stringInterpolationHoldsParsedExpressions() {
        guard case .stringLiteral(let literal)? = expression(#""a\(b + 1)c""#)?.kind else {
            Issue.record("not a string")
            return
        }
        #expect(literal.segments.count == 3)
        if case .interpolation(let arguments, let span) = literal.segments[1] {
            #expect(render(arguments[0].value) == "(b + 1)")
            // `let x = "a\(b + 1)c"`: the interpolation `\(b + 1)` starts at byte 10 and ends at 18.
            #expect(span == SourceSpan(start: 10, end: 18))
        } else {
            Issue.record("no interpolation")
        }
    }

    @Test func multilineAndRawStrings() {
        guard case .stringLiteral(let literal)? = expression("\"\"\"\n    one\n      two\n    \"\"\"")?.kind else {
            Issue.record("not a string")
            return
        }
        #expect(literal.isMultiline)
        #expect(literal.staticValue == "one\n  two")
        guard case .stringLiteral(let raw)? = expression(##"#"a\nb"#"##)?.kind else {
            Issue.record("not a raw string")
            return
        }
        #expect(raw.rawDelimiterCount == 1)
        #expect(raw.staticValue == #"a\nb"#)
    }

    @Test func keyPaths() {
        guard case .keyPath(let path)? = expression(#"\Person.address.city"#)?.kind else {
            Issue.record("not a key path")
            return
        }
        #expect(path.root != nil)
        #expect(path.components.count == 2)
        guard case .keyPath(let inferred)? = expression(#"\.[0]"#)?.kind else {
            Issue.record("not a key path")
            return
        }
        #expect(inferred.root == nil)
        if case .subscript = inferred.components.first?.kind {} else { Issue.record("no subscript component") }
    }

    @Test func optionalChainIsDelimited() {
        guard case .optionalChain(let chain)? = expression("a?.b.c")?.kind,
              case .memberAccess(let outer) = chain.kind, case .memberAccess(let inner)? = outer.base?.kind,
              case .bindOptional? = inner.base?.kind else {
            Issue.record("unexpected optional chain shape")
            return
        }
    }

    @Test func genericSpecializationAndTypeValues() {
        if case .call(let call)? = expression("Array<Int>()")?.kind, case .specialize = call.callee.kind {} else {
            Issue.record("Array<Int>() is not a specialized call")
        }
        #expect(expression("a < b").map(render) == "(a < b)")
        if case .memberAccess(let member)? = expression("[String].self")?.kind {
            #expect(member.member.name == "self")
        } else {
            Issue.record("[String].self is not a member access")
        }
    }

    @Test func ifExpression() {
        if case .ifExpr(let statement)? = expression("if a { 1 } else { 2 }")?.kind {
            #expect(statement.conditions.count == 1)
        } else {
            Issue.record("not an if expression")
        }
    }
}
