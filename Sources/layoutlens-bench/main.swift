// layoutlens-bench: speed figures for the engine, reader, text, renderer and checker.
// Run with `swift run -c release layoutlens-bench` (all benches; `app` is the whole-app bench) or name some:
// `swift run -c release layoutlens-bench user-layout reader`. Figures vary with the machine;
// nothing here is asserted by the tests. With `--tree` it lays out one tree for callgrind instead
// (CallgrindBench, scripts/callgrind-bench.sh).
import Foundation

if CommandLine.arguments.dropFirst().first == "--write-app" {
    exit(writeGeneratedApp(Array(CommandLine.arguments.dropFirst())))
}
if CommandLine.arguments.dropFirst().first == "--lint" {
    exit(benchLintForCallgrind(Array(CommandLine.arguments.dropFirst())))
}
if CommandLine.arguments.dropFirst().first?.hasPrefix("--") == true {
    exit(CallgrindBench.run(Array(CommandLine.arguments.dropFirst())))
}
let benches: [(name: String, run: () -> Void)] = [
    ("engine", EngineBench.run),
    ("reader", benchReader),
    ("front-end", benchFrontEnd),
    ("interpreter", benchInterpreter),
    ("user-layout", benchUserLayout),
    ("nested-stacks", benchNestedStacks),
    ("text", runTextBench),
    ("render", benchRender),
    ("check", benchCheck),
    ("serve", benchServe),
    ("lint", benchLint),
    ("app", { benchApp(sizes: [100, 1000, 1500]) }),
    ("app-100", { benchApp(sizes: [100]) }),
    ("app-1000", { benchApp(sizes: [1000]) }),
    ("app-1500", { benchApp(sizes: [1500]) }),
]
let chosen = Set(CommandLine.arguments.dropFirst())
let unknown = chosen.subtracting(benches.map(\.name))
if !unknown.isEmpty {
    print("unknown bench: \(unknown.sorted().joined(separator: ", ")); the benches are \(benches.map(\.name).joined(separator: ", "))")
    exit(2)
} else {
    for bench in benches where chosen.isEmpty || chosen.contains(bench.name) { bench.run() }
}
