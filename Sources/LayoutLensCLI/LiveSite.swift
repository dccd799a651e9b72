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
import LayoutEngine
import Workers

/// The site `serve` shows, drawn by `render` into a folder of the server's own (never into the
/// project), once per variant and per generation of the inputs.
///
/// Every change to the inputs starts a new generation; a variant is drawn again when it is next
/// asked for, and the variants viewed most recently are drawn at once (`inputsChanged`), so the
/// page that reloads finds them ready. Each drawing goes into a new folder, so no request ever
/// reads a half-written file; the variant's previous folder is then deleted (a file a request
/// already opened stays readable until it is closed).
final class LiveSite: @unchecked Sendable {
    /// One drawing of a variant.
    struct Rendering: Sendable {
        /// The generation of the inputs it shows.
        var generation: Int
        /// The folder holding `index.html`; the previous drawing's when this one made none (no preview left).
        var folder: String?
        /// What `render` printed to standard error: diagnostics with their source lines.
        var diagnostics: String
        /// `render`'s summary line.
        var summary: String
        var seconds: Double
    }

    let inputs: [String]
    /// `render` options passed through from `serve` (`--target`, `--font`, …).
    let passThrough: [String]
    /// The server's folder, outside the project.
    let workFolder: String
    private let lock = MutualExclusion()
    /// Held while drawing: one drawing at a time (it already uses every core).
    private let renderLock = MutualExclusion()
    private var generation = 1
    private var renderings: [String: Rendering] = [:]
    private var folderCount = 0
    /// The variants asked for, most recent first (at most `recentLimit`).
    private var recent: [SiteVariant] = []
    private let recentLimit = 3
    /// When each drawn variant was last asked for (a count of requests).
    private var lastUse: [String: Int] = [:]
    private var useCount = 0
    /// Drawings kept at most; the least recently used one's folder is deleted beyond that (the
    /// switches allow 6 devices × 12 sizes × 3 appearances × 5 label policies = 1 080 variants).
    private let keptLimit = 12

    init(inputs: [String], passThrough: [String], workFolder: String) {
        self.inputs = inputs
        self.passThrough = passThrough
        self.workFolder = workFolder
    }

    var currentGeneration: Int { lock.withLock { generation } }

    /// The variant's drawing of the current generation, drawn now if it is missing or stale.
    func rendering(for variant: SiteVariant) -> Rendering {
        lock.withLock {
            recent.removeAll { $0 == variant }
            recent.insert(variant, at: 0)
            if recent.count > recentLimit { recent.removeLast() }
            useCount += 1
            lastUse[variant.key] = useCount
        }
        return renderLock.withLock {
            let (wanted, existing) = lock.withLock { (generation, renderings[variant.key]) }
            if let existing, existing.generation == wanted { return existing }
            let drawn = draw(variant, generation: wanted, previous: existing)
            let evicted = lock.withLock { () -> String? in
                renderings[variant.key] = drawn
                guard renderings.count > keptLimit,
                      let oldest = renderings.keys.filter({ $0 != variant.key }).min(by: { lastUse[$0, default: 0] < lastUse[$1, default: 0] })
                else { return nil }
                lastUse[oldest] = nil
                return renderings.removeValue(forKey: oldest)?.folder
            }
            if let evicted { try? FileManager.default.removeItem(atPath: evicted) }
            return drawn
        }
    }

    /// Starts a new generation and draws the recently viewed variants of it; returns the generation.
    func inputsChanged() -> Int {
        let (next, viewed) = lock.withLock { () -> (Int, [SiteVariant]) in
            generation += 1
            return (generation, recent)
        }
        for variant in viewed { _ = rendering(for: variant) }
        return next
    }

    private func draw(_ variant: SiteVariant, generation: Int, previous: Rendering?) -> Rendering {
        let folder = lock.withLock { () -> String in
            folderCount += 1
            return workFolder + "/site-\(folderCount)"
        }
        let captured = CapturedOutput()
        let clock = ContinuousClock()
        let start = clock.now
        let arguments = ["render"] + inputs + ["--out", folder, "--allow-errors"] + variant.renderArguments + passThrough
        // The reader recurses as deep as the source nests: it runs on a thread with a large stack.
        _ = LargeStack.run { LayoutLens.main(arguments: arguments, io: captured.io) }
        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let drewIndex = FileManager.default.fileExists(atPath: folder + "/index.html")
        if drewIndex, let old = previous?.folder { try? FileManager.default.removeItem(atPath: old) }
        if !drewIndex { try? FileManager.default.removeItem(atPath: folder) }
        return Rendering(generation: generation, folder: drewIndex ? folder : previous?.folder,
                         diagnostics: captured.error,
                         // The server's folder says nothing to the reader of the page.
                         summary: captured.output.replacingEvery(" into \(folder)/index.html", with: "")
                             .trimmedOfWhitespaceAndNewlines(),
                         seconds: seconds)
    }
}

/// What a command run in-process printed, kept apart from the terminal.
final class CapturedOutput: @unchecked Sendable {
    private let lock = MutualExclusion()
    private var out = ""
    private var err = ""
    var output: String { lock.withLock { out } }
    var error: String { lock.withLock { err } }

    var io: CommandIO {
        CommandIO(output: { text in self.lock.withLock { self.out += text } },
                  error: { text in self.lock.withLock { self.err += text } })
    }
}
