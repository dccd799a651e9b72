// layoutlens-bench: speed figures for the engine, reader, text, renderer and checker.
// Run with `swift run -c release layoutlens-bench`. Figures vary with the machine; nothing here
// is asserted by the tests. With `--tree` it runs one tree for callgrind instead (CallgrindBench).
import Foundation

if CommandLine.arguments.count > 1 {
    exit(CallgrindBench.run(Array(CommandLine.arguments.dropFirst())))
}
EngineBench.run()
benchReader()
benchFrontEnd()
benchInterpreter()
runTextBench()
benchRender()
benchCheck()
