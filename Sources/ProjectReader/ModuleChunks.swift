/// How the previews of one module are shared among cores: its files in contiguous runs, each run
/// read by a runtime of its own that loads the whole module (so every file still sees every
/// other), the runs taken by the cores as they come, the readings put back in input order.
///
/// Loading the module again costs one registration and one load per run, paid back only when
/// there are many previews to run: a module of fewer than `minimumFiles` files is read in one
/// run, a larger one in `runCount` runs whatever the number of cores, so the runs, and so the
/// output, are the same bytes on one core or many. (A global or static property is initialised
/// on first use once per run, and the warnings its initialiser raises go to the file whose
/// preview first reads it in its run: runs that followed the core count would move them.)
/// The runs hold about equal bytes of source, not equal numbers of files: an app's files in name
/// order put small ones together (`Badge…`, `Model…`) and the screens elsewhere, and a run of
/// screens takes several times as long as a run of components.
enum ModuleChunks {
    /// Fewer files than this are read in one run.
    static let minimumFiles = 64
    /// The runs a module of `minimumFiles` or more is read in: enough for four cores to share;
    /// on fewer cores a core reads several runs one after another (each an extra load).
    static let runCount = 4

    /// The runs of the files whose sizes (in bytes) are `sizes`, in order: one when
    /// `sizes.count < minimumFiles`, else at most `runCount` runs, none empty, run *k* ending at
    /// the first file where the bytes so far reach *k*/`runCount` of the whole.
    static func ranges(sizes: [Int]) -> [Range<Int>] {
        let count = sizes.count
        guard count >= minimumFiles else { return [0..<count] }
        // A file counts at least one byte, so empty files are shared out too.
        let weights = sizes.map { max($0, 1) }
        let total = weights.reduce(0, +)
        var runs: [Range<Int>] = []
        var start = 0, index = 0, bytesSoFar = 0
        for part in 1..<runCount {
            let target = total * part / runCount
            while index < count, bytesSoFar < target {
                bytesSoFar += weights[index]
                index += 1
            }
            if index > start {
                runs.append(start..<index)
                start = index
            }
        }
        if start < count { runs.append(start..<count) }
        return runs
    }
}
