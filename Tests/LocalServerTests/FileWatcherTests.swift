import Foundation
import Testing
@testable import LocalServer

struct FileWatcherTests {
    /// Waits (up to `timeout`) for the watcher's first report after `change` runs.
    private func firstReport(forcePolling: Bool, change: (String) throws -> Void) throws -> (paths: [String], method: FileWatcher.Method) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Sub", withIntermediateDirectories: true)
        try Data("a".utf8).write(to: URL(fileURLWithPath: folder + "/Sub/View.swift"))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reported = Reports()
        let watcher = FileWatcher(paths: [folder], pollInterval: 0.05, forcePolling: forcePolling) { reported.add($0) }
        defer { watcher.stop() }
        // Polling compares with what it saw first, and on a loaded machine its first look may come
        // after the change: the change is made again (each save a new modification time) until a
        // report comes, so what is checked is that a save after the first look is reported.
        if forcePolling { usleep(100_000) }
        try change(folder)
        guard forcePolling else { return (reported.wait(timeout: 20), watcher.method) }
        for _ in 0..<40 {
            let paths = reported.wait(timeout: 0.5)
            if !paths.isEmpty { return (paths, watcher.method) }
            try change(folder)
        }
        return ([], watcher.method)
    }

    private final class Reports: @unchecked Sendable {
        private let condition = NSCondition()
        private var paths: [String]?
        func add(_ changed: [String]) { condition.withLock { if paths == nil { paths = changed }; condition.signal() } }
        func wait(timeout: Double) -> [String] {
            condition.withLock {
                let end = Date().addingTimeInterval(timeout)
                while paths == nil, condition.wait(until: end) {}
                return paths ?? []
            }
        }
    }

    @Test(arguments: [false, true])
    func aSavedFileInASubfolderIsReported(forcePolling: Bool) throws {
        let result = try firstReport(forcePolling: forcePolling) { folder in
            try Data("ab".utf8).write(to: URL(fileURLWithPath: folder + "/Sub/View.swift"))
        }
        #if os(Linux)
        #expect(result.method == (forcePolling ? .polling : .inotify))
        #endif
        #expect(result.paths.contains { $0.hasSuffix("/Sub/View.swift") }, "reported: \(result.paths)")
    }

    @Test func anEditorsSaveByRenameIsReported() throws {
        let result = try firstReport(forcePolling: false) { folder in
            let temporary = folder + "/Sub/View.swift.tmp-save"
            try Data("abc".utf8).write(to: URL(fileURLWithPath: temporary))
            _ = rename(temporary, folder + "/Sub/View.swift")
        }
        #expect(result.paths.contains { $0.hasSuffix("/Sub/View.swift") }, "reported: \(result.paths)")
    }

    @Test func hiddenAndBackupFilesAreNotChanges() {
        #expect(WatchedFiles.isIgnored(".View.swift.swp"))
        #expect(WatchedFiles.isIgnored("View.swift~"))
        #expect(WatchedFiles.isIgnored(".build"))
        #expect(!WatchedFiles.isIgnored("View.swift"))
    }

    @Test func changesInsideAnExcludedFolderDoNotMatter() {
        // `render Project --out Project/site --watch`: writing the site is not a save.
        #expect(WatchedFiles.matters("/p/View.swift", inputs: ["/p"], excluding: ["/p/site"]))
        #expect(!WatchedFiles.matters("/p/site/index.html", inputs: ["/p"], excluding: ["/p/site"]))
        #expect(!WatchedFiles.matters("/p/site", inputs: ["/p"], excluding: ["/p/site"]))
        #expect(WatchedFiles.matters("/p/sites/a.swift", inputs: ["/p"], excluding: ["/p/site"]))
        #expect(!WatchedFiles.matters("/other/View.swift", inputs: ["/p"]))
    }
}
