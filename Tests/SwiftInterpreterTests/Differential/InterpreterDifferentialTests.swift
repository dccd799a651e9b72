import Foundation
import Testing
@testable import SwiftInterpreter

/// The oracle: the same programs printed by the interpreter and by the real compiler must agree
/// line for line. A fixed seeded sample of generated programs plus the hand-written feature cases
/// run in `swift test`; `scripts/interp-differential.sh COUNT SEED` runs a long sample.
@Suite(.serialized) struct InterpreterDifferentialTests {
    static let compiler = SwiftCompiler.find()

    static func generated(count: Int, seed: UInt64, offset: Int = 0) -> [DifferentialRun.Program] {
        (offset..<(offset + count)).map { index in
            var generator = ProgramGenerator(seed: seed, index: index)
            let program = generator.generate()
            return DifferentialRun.Program(name: "generated-\(seed)-\(index)", source: program.source, entry: "p\(index)")
        }
    }

    @Test(.enabled(if: compiler != nil, "swiftc is not on PATH: the differential test against the compiler is skipped"))
    func generatedSampleAgreesWithSwiftc() throws {
        let compiler = try #require(Self.compiler)
        let run = try DifferentialRun.compare(Self.generated(count: 40, seed: 2026), compiler: compiler,
                                              folder: scratchFolder("generated-sample"))
        print(run.report())
        #expect(run.mismatches.isEmpty, "\(run.report())")
    }

    @Test(.enabled(if: compiler != nil, "swiftc is not on PATH: the differential test against the compiler is skipped"))
    func handWrittenCasesAgreeWithSwiftc() throws {
        let compiler = try #require(Self.compiler)
        let programs = (HandWrittenCases.all + ContextualTypeCases.all + InitializerMatchingCases.all
                        + ConstrainedExtensionCases.all + GenericParameterCases.all).map { DifferentialRun.Program(name: $0.name, source: $0.source, entry: $0.name) }
        let run = try DifferentialRun.compare(programs, compiler: compiler, folder: scratchFolder("hand-written"))
        print(run.report(limit: 10))
        #expect(run.mismatches.isEmpty, "\(run.report(limit: 10))")
    }

    /// The long run (`scripts/interp-differential.sh`): COUNT programs from SEED in batches of 100.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["INTERP_DIFF_COUNT"] != nil && compiler != nil,
                   "set INTERP_DIFF_COUNT (scripts/interp-differential.sh) for the long differential run"))
    func longRun() throws {
        let compiler = try #require(Self.compiler)
        let environment = ProcessInfo.processInfo.environment
        let count = Int(environment["INTERP_DIFF_COUNT"] ?? "") ?? 200
        let seed = UInt64(environment["INTERP_DIFF_SEED"] ?? "") ?? 1
        var agreed = 0, total = 0
        var examples: [String] = []
        var offset = 0
        while offset < count {
            let batch = min(100, count - offset)
            let run = try DifferentialRun.compare(Self.generated(count: batch, seed: seed, offset: offset), compiler: compiler,
                                                  folder: scratchFolder("long-run"))
            agreed += run.agreed
            total += run.total
            if run.mismatches.count > 0, examples.count < 3 { examples.append(run.report(limit: 1)) }
            offset += batch
        }
        let percent = total == 0 ? 0 : Double(agreed) * 100 / Double(total)
        print("interpreter vs swiftc: \(agreed) of \(total) generated programs agree (\(String(format: "%.1f", percent)) %), seed \(seed)")
        for example in examples { print(example) }
        #expect(agreed == total)
    }
}
