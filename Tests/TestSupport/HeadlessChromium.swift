import Foundation
import Testing

/// Pages loaded in headless Chromium (`ExternalTool.chromium`). Chromium prints every console
/// message as a `…:CONSOLE…` log line on stderr with `--enable-logging=stderr --v=0`.
public enum HeadlessChromium {
    public static let flags = ["--headless", "--disable-gpu", "--no-sandbox", "--enable-logging=stderr", "--v=0"]

    /// Loads `page` (a `file://` URL, possibly with a fragment) and returns the DOM dump with the
    /// log, and the console lines among them.
    public static func load(_ page: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (output: String, console: [Substring]) {
        let dom = try ExternalTool.chromium.run(flags + ["--dump-dom", page], sourceLocation: sourceLocation)
        return (dom.output, dom.output.split(separator: "\n").filter { $0.contains(":CONSOLE") })
    }

    /// Renders `page` into the PNG file `screenshot` (1200 × 2000); returns Chromium's output.
    @discardableResult
    public static func screenshot(_ page: String, to screenshot: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try ExternalTool.chromium.run(flags + ["--screenshot=\(screenshot)", "--window-size=1200,2000", page],
                                      sourceLocation: sourceLocation).output
    }
}
