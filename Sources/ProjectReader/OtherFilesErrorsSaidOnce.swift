import Diagnostics

/// An error the run reports at a line of another file of the module (a declaration every preview
/// that reaches it runs into, `calleeHiddenByValue`) and reads past is one problem of that file,
/// said once for the module as swiftc says it once: the first file (in the module's order) whose
/// previews reach it keeps it, the others drop their copies. A file's errors at its own lines
/// stay with it.
enum OtherFilesErrorsSaidOnce {
    /// Drops, from the readings at `indices` (in the module's order), each error at another
    /// file's line that an earlier reading already reports with the same text and range.
    static func apply(to readings: inout [FileReading], at indices: [Int]) {
        var said: Set<SaidError> = []
        for index in indices {
            let file = readings[index].file
            readings[index].diagnostics.removeAll { diagnostic in
                guard diagnostic.severity == .error, diagnostic.file != file else { return false }
                return !said.insert(SaidError(id: diagnostic.id, text: diagnostic.text, range: diagnostic.range)).inserted
            }
        }
    }

    private struct SaidError: Hashable {
        var id: String
        var text: String
        var range: SourceRange
    }
}
