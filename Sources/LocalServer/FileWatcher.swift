#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Workers

/// Calls `onChange` after files under the watched paths change: through inotify(7) on Linux
/// (the kernel reports each write, so a save is seen at once), else by comparing every file's
/// modification time and size every `pollInterval` seconds.
///
/// Changes are gathered until none has come for `settle` seconds (an editor's save is several
/// events: write a temporary file, rename it over the old one), then reported once. A folder
/// created under a watched folder is watched as well.
public final class FileWatcher: @unchecked Sendable {
    /// How the watcher learns of changes.
    public enum Method: String, Sendable { case inotify, polling }

    public let method: Method
    private let inputs: [String]
    /// Folders whose changes are not reported (an output folder inside a watched one).
    private let excluded: [String]
    private let settle: Double
    private let pollInterval: Double
    private let onChange: @Sendable ([String]) -> Void
    private let lock = MutualExclusion()
    private var stopping = false
    private let finished = CountingSemaphore()
    #if os(Linux)
    private var inotify: InotifyWatch?
    #endif

    /// Starts watching `paths` (files or folders), except what is under `excluding` (folders
    /// LayoutLens writes itself). `forcePolling` uses polling even on Linux.
    public init(paths: [String], excluding: [String] = [], settle: Double = 0.03, pollInterval: Double = 0.25,
                forcePolling: Bool = false, onChange: @escaping @Sendable ([String]) -> Void) {
        inputs = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        excluded = excluding.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        self.settle = settle
        self.pollInterval = pollInterval
        self.onChange = onChange
        #if os(Linux)
        inotify = forcePolling ? nil : InotifyWatch(folders: WatchedFiles.folders(for: inputs, excluding: excluded))
        method = inotify == nil ? .polling : .inotify
        #else
        method = .polling
        #endif
        DetachedThread.start { [self] in
            if method == .inotify { inotifyLoop() } else { pollingLoop() }
            finished.signal()
        }
    }

    /// Stops watching and waits for the watching thread to end.
    public func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopping = true }
            return !stopping
        }
        guard first else { return }
        finished.wait()
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    private func inotifyLoop() {
        #if os(Linux)
        guard let inotify else { return }
        defer { inotify.close() }
        while !isStopping {
            var changed = inotify.changes(waitingUpTo: 0.2)
            guard !changed.isEmpty else { continue }
            // Gather the rest of the save.
            while true {
                let more = inotify.changes(waitingUpTo: settle)
                if more.isEmpty { break }
                changed += more
            }
            let relevant = Array(Set(changed.filter { WatchedFiles.matters($0, inputs: inputs, excluding: excluded) })).sorted()
            if !relevant.isEmpty { onChange(relevant) }
        }
        #endif
    }

    private func pollingLoop() {
        var last = Self.fingerprints(inputs, excluding: excluded)
        while !isStopping {
            let end = SocketCalls.monotonicSeconds() + pollInterval
            while SocketCalls.monotonicSeconds() < end, !isStopping { usleep(20_000) }
            let now = Self.fingerprints(inputs, excluding: excluded)
            guard now != last else { continue }
            let changed = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }.sorted()
            last = now
            onChange(changed)
        }
    }

    /// Modification time and size of every watched file.
    private struct Fingerprint: Equatable {
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
        var size: Int
    }

    private static func fingerprints(_ inputs: [String], excluding excluded: [String]) -> [String: Fingerprint] {
        var result: [String: Fingerprint] = [:]
        for folder in WatchedFiles.folders(for: inputs, excluding: excluded) {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !WatchedFiles.isIgnored(entry) {
                let path = folder + "/" + entry
                var info = stat()
                guard WatchedFiles.matters(path, inputs: inputs, excluding: excluded),
                      lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                #if os(Linux)
                let modified = info.st_mtim
                #else
                let modified = info.st_mtimespec
                #endif
                result[path] = Fingerprint(modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
                                           size: Int(info.st_size))
            }
        }
        return result
    }
}
