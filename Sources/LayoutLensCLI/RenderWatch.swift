import ArgumentParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LocalServer
import Workers

/// `render --watch`: draws the site, then draws it again after every save of an input (or of a
/// font or template it uses) until Ctrl-C; no server. The output folder itself is not watched,
/// so writing the site does not start another drawing.
enum RenderWatch {
    static let flag = ArgumentSpec.flag("watch", help: "Stay running and draw the site again whenever an input is saved (Ctrl-C stops).")

    /// Runs `draw` once and again after each change, until `stop`; returns the last drawing's status.
    static func run(_ arguments: ParsedArguments, io: CommandIO, stop: StopRequest, forcePolling: Bool = false,
                    draw: (ParsedArguments, CommandIO) -> Int32) -> Int32 {
        var status = draw(arguments, io)
        let changes = PendingChanges()
        stop.onStop { changes.finish() }
        let watched = arguments.strings("inputs") + arguments.strings("font") + (arguments.string("templates").map { [$0] } ?? [])
        let watcher = FileWatcher(paths: watched, excluding: arguments.string("out").map { [$0] } ?? [],
                                  forcePolling: forcePolling) { changes.add($0) }
        io.output("Watching for changes (by \(watcher.method.rawValue)); Ctrl-C stops.\n")
        while let changed = changes.next() {
            io.output("Changed \(ChangedFiles.names(changed))\n")
            status = draw(arguments, io)
        }
        watcher.stop()
        stop.wait()
        return status
    }

    /// Changes reported by the watcher and not yet drawn, gathered into one drawing.
    private final class PendingChanges: @unchecked Sendable {
        private let condition = ConditionLock()
        private var paths: Set<String> = []
        private var finished = false

        func add(_ changed: [String]) {
            condition.withLock {
                paths.formUnion(changed)
                condition.signal()
            }
        }

        func finish() {
            condition.withLock {
                finished = true
                condition.signal()
            }
        }

        /// The next set of changed paths, or nil once finished.
        func next() -> [String]? {
            condition.withLock {
                while paths.isEmpty && !finished { condition.wait() }
                guard !finished else { return nil }
                defer { paths = [] }
                return paths.sorted()
            }
        }
    }
}
