import Foundation
@testable import SwiftInterpreter

/// Runs programs through the interpreter and through `swiftc` and compares what they print,
/// program by program. All programs are compiled as one file (each a function `pN()`, called in
/// turn after a marker line), because one compilation costs seconds.
struct DifferentialRun {
    struct Program {
        var name: String
        /// Top-level declarations plus a function `entry` that prints.
        var source: String
        var entry: String
    }

    struct Mismatch {
        var name: String
        var expected: String
        var actual: String
        var source: String
    }

    var agreed = 0
    var mismatches: [Mismatch] = []
    var total: Int { agreed + mismatches.count }

    static let marker = "@@@ program "

    /// Compares every program; throws only when the compiler side cannot run at all.
    static func compare(_ programs: [Program], compiler: SwiftCompiler, folder: URL) throws -> DifferentialRun {
        var bundle = "import Foundation\n"
        for program in programs { bundle += program.source + "\n" }
        for (index, program) in programs.enumerated() {
            bundle += "print(\"\(marker)\(index)\")\n\(program.entry)()\n"
        }
        let output = try compiler.compileAndRun(bundle, in: folder)
        let expected = sections(output, count: programs.count)
        var run = DifferentialRun()
        for (index, program) in programs.enumerated() {
            let actual = interpret(program.source + "\n\(program.entry)()\n", name: program.name)
            if actual == expected[index] {
                run.agreed += 1
            } else {
                run.mismatches.append(Mismatch(name: program.name, expected: expected[index], actual: actual, source: program.source))
            }
        }
        return run
    }

    /// Splits the compiled program's output at the marker lines.
    static func sections(_ output: String, count: Int) -> [String] {
        var result = [String](repeating: "", count: count)
        var current = -1
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(marker), let index = Int(line.dropFirst(marker.count)) {
                current = index
                continue
            }
            if current >= 0 && current < count { result[current] += line + "\n" }
        }
        // The split leaves one extra newline on the last section (the output ends with "\n").
        if count > 0, result[count - 1].hasSuffix("\n\n") { result[count - 1].removeLast() }
        return result
    }

    /// What the interpreter prints for a program; a runtime error is appended as a line so that
    /// it shows in the comparison.
    static func interpret(_ source: String, name: String) -> String {
        let interpreter = Interpreter()
        do {
            try interpreter.run(try parseForTest(source, file: name + ".swift"))
            return interpreter.output
        } catch {
            return interpreter.output + "<interpreter error: \(error)>\n"
        }
    }

    /// A readable report of the first mismatches.
    func report(limit: Int = 3) -> String {
        var text = "agreement: \(agreed) of \(total) programs\n"
        for mismatch in mismatches.prefix(limit) {
            text += "--- \(mismatch.name)\n\(mismatch.source)\n--- swiftc printed:\n\(mismatch.expected)--- interpreter printed:\n\(mismatch.actual)"
            text += "--- first differing line: \(firstDifference(mismatch.expected, mismatch.actual))\n"
        }
        return text
    }

    private func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let x = index < left.count ? String(left[index]) : "<none>"
            let y = index < right.count ? String(right[index]) : "<none>"
            if x != y { return "line \(index + 1): swiftc '\(x)' vs interpreter '\(y)'" }
        }
        return "none"
    }
}
