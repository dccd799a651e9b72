/// How the previews of one module are shared among cores: its files in contiguous runs, one
/// per core, each run read by a runtime of its own that loads the whole module (so every file
/// still sees every other), its readings put back in input order.
///
/// Loading the module again costs one registration and one load per extra core, paid back
/// only when there are many previews to run: a module of fewer than `minimumFiles` files is read
/// in one run. The split depends only on the file count and the core count, and each file's
/// reading depends only on the program, so the output is the same bytes with one core or many.
enum ModuleChunks {
    /// Fewer files than this are read on one core.
    static let minimumFiles = 64

    /// The runs of `0..<count`, in order: one when `count < minimumFiles` or `threads <= 1`,
    /// else `threads` runs whose lengths differ by at most one.
    static func ranges(count: Int, threads: Int) -> [Range<Int>] {
        guard count >= minimumFiles, threads > 1 else { return [0..<count] }
        return (0..<threads).map { part in (count * part / threads)..<(count * (part + 1) / threads) }
    }
}
