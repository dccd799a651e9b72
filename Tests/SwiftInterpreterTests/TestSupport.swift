import Diagnostics
import Foundation
import SwiftFrontEnd
@testable import SwiftInterpreter

/// Parses Swift source with the front end; a syntax error fails the test's run with its message.
func parseForTest(_ source: String, file: String = "test.swift") throws -> SourceFileSyntax {
    let (syntax, diagnostics) = SwiftParser.parse(text: source, file: file)
    if let first = diagnostics.first {
        throw RuntimeError(.invalid, "syntax: " + DiagnosticFormatter().format(first, source: syntax.lineTable))
    }
    return syntax
}

/// Runs a program and returns what it printed (or throws its runtime error).
func run(_ source: String, configure: (Interpreter) -> Void = { _ in }) throws -> String {
    let interpreter = Interpreter()
    configure(interpreter)
    try interpreter.run(try parseForTest(source))
    return interpreter.output
}

/// Runs a program that must fail, returning the error.
func runError(_ source: String, limits: EvaluationLimits = .default) -> RuntimeError? {
    let interpreter = Interpreter(limits: limits)
    do {
        try interpreter.run(try parseForTest(source))
        return nil
    } catch let error as RuntimeError {
        return error
    } catch {
        return RuntimeError(.invalid, "\(error)")
    }
}

/// What a program printed when it ran to the end, else its error's message.
func outcome(_ source: String, limits: EvaluationLimits = .default) -> String {
    let interpreter = Interpreter(limits: limits)
    do {
        try interpreter.run(try parseForTest(source))
        return interpreter.output
    } catch let error as RuntimeError {
        return error.message
    } catch {
        return "\(error)"
    }
}

/// A scratch folder for compiled programs (never inside the repository), one per test process:
/// two checkouts testing at once must not compile each other's half-written programs.
func scratchFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-interpreter-tests")
        .appendingPathComponent(String(ProcessInfo.processInfo.processIdentifier)).appendingPathComponent(name)
}
