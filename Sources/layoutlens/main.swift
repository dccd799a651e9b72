import Workers
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutLensCLI

#if canImport(Glibc)
import Glibc

// One malloc arena per thread that allocates at the same time: the main thread and one worker
// per core (`OrderedParallelWork`; the reader runs on those workers). A single shared arena made
// the workers queue on its lock (some 35 000 futex calls and 19 000 thread switches for `render`
// of 1 000 small files); a thread per file with an arena of its own cost an `mprotect` per step
// of growth, but the workers now live for the whole command. `mallopt` is declared in
// <malloc.h>, which Swift's Glibc module does not export, hence the look-up; M_ARENA_MAX is -8.
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-8, Int32(clamping: ProcessInfo.processInfo.activeProcessorCount + 1))
}
#endif

// The one variable the commands read (`LayoutLens.main`), looked up alone: the default,
// `ProcessInfo.environment`, copies every variable into a dictionary first (0.8 M instructions,
// 2 % of a small file's cold `frames`, with a shell's usual hundred variables).
let defaultInputs = "LAYOUTLENS_DEFAULT_INPUTS"
let environment = getenv(defaultInputs).map { [defaultInputs: String(cString: $0)] } ?? [:]
exit(LayoutLens.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment))
