import Foundation
import LayoutLensCLI

#if canImport(Glibc)
import Glibc

// One malloc arena for the process: the reader runs each file on a worker thread with a large
// stack (`LargeStack`), and glibc gives such a thread an arena of its own, grown and trimmed with
// an `mprotect` call per step (73 000 calls for `render` of 1 000 small files). The CLI reads one
// file at a time, so a shared arena costs no contention. `mallopt` is declared in <malloc.h>,
// which Swift's Glibc module does not export, hence the look-up; M_ARENA_MAX is -8 there.
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-8, 1)
}
#endif

exit(LayoutLens.main(arguments: Array(CommandLine.arguments.dropFirst())))
