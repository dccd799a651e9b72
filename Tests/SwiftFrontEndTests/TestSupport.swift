import Diagnostics
import Foundation
@testable import SwiftFrontEnd

/// Parses `text` and returns the tree and the error diagnostics.
func parse(_ text: String, file: String = "test.swift") -> (SourceFileSyntax, [Diagnostic]) {
    SwiftParser.parse(text: text, file: file)
}

/// The single expression of `let x = <expression>`.
func expression(_ source: String) -> Expr? {
    let (file, diagnostics) = parse("let x = \(source)\n")
    guard diagnostics.isEmpty, case .declaration(let decl)? = file.statements.first?.kind,
          case .variable(let variable) = decl.kind else { return nil }
    return variable.bindings.first?.initializer
}

/// The statements of the body of `func f() { <body> }`.
func bodyStatements(_ body: String) -> [Stmt]? {
    let (file, diagnostics) = parse("func f() {\n\(body)\n}\n")
    guard diagnostics.isEmpty, case .declaration(let decl)? = file.statements.first?.kind,
          case .function(let function) = decl.kind else { return nil }
    return function.body?.statements
}

/// A compact rendering of a folded expression: `(a + (b * c))`.
func render(_ expr: Expr) -> String {
    switch expr.kind {
    case .identifier(let name): return name.name
    case .integerLiteral(let text), .floatLiteral(let text): return text
    case .sequence(let sequence): return render(sequence.folded)
    case .infix(let infix): return "(\(render(infix.lhs)) \(infix.operator.name) \(render(infix.rhs)))"
    case .assignment(let target, let value): return "(\(render(target)) = \(render(value)))"
    case .ternary(let condition, let then, let otherwise): return "(\(render(condition)) ? \(render(then)) : \(render(otherwise)))"
    case .prefixOperator(let op, let operand): return "\(op)\(render(operand))"
    case .postfixOperator(let op, let operand): return "\(render(operand))\(op)"
    case .cast(let operand, let kind, _): return "(\(render(operand)) \(kind.rawValue) T)"
    case .typeCheck(let operand, _): return "(\(render(operand)) is T)"
    case .parenthesized(let inner): return render(inner)
    case .try(let kind, let inner): return "\(kind.rawValue) \(render(inner))"
    case .await(let inner): return "await \(render(inner))"
    case .memberAccess(let member): return (member.base.map(render) ?? "") + "." + member.member.name
    case .call(let call): return render(call.callee) + "(…)"
    case .booleanLiteral(let value): return "\(value)"
    case .forceUnwrap(let inner): return render(inner) + "!"
    default: return "?"
    }
}

/// Folder of this test file (for the corpus).
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
