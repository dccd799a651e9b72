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
import Render
import SwiftUIRuntime

/// `layoutlens serve`: the site `render` draws, served on this machine and drawn again on every
/// save; the page reloads itself.
enum ServeCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "serve",
            abstract: "Serve the rendered site on this machine and draw it again on every save.",
            discussion: "Draws the inputs as render does, into a temporary folder of its own (never into the project), and serves "
                + "that site at http://HOST:PORT/. The page has device, Dynamic Type, appearance and label switches, shows the "
                + "problems of the last drawing with their source lines, and reloads when a watched file is saved "
                + "(inotify on Linux, polling elsewhere). Only GET and HEAD are served, and only files of the site. "
                + "Ctrl-C stops the server and deletes its folder.",
            arguments: [
                .positional("inputs", help: "Swift files, or folders searched for Swift files.", repeating: true),
                .option("port", valueName: "port", .integer, help: "The TCP port; 0 picks a free one.", default: "8080"),
                .option("host", valueName: "address",
                        help: "The IPv4 address to listen on. The default serves this machine only; 0.0.0.0 serves the network.",
                        default: "127.0.0.1"),
                DeviceOption.argument, DeviceOption.dynamicTypeArgument, DeviceOption.localeArgument, TargetOption.argument, PathExclusion.argument,
                .option("theme", valueName: "theme", .choice(DiagramTheme.allCases.map(\.rawValue)),
                        help: "The appearance the page starts with (auto, light or dark).", default: DiagramTheme.auto.rawValue),
                .option("labels", valueName: "policy", .choice(MeasureMode.allCases.map(\.labelPolicy)),
                        help: "The label policy the page starts with (as render --labels).", default: MeasureMode.auto.labelPolicy),
                .flag("no-steps", help: "Leave out the step-by-step explanations (faster drawing of large inputs)."),
                .option("font", valueName: "path", help: "Measure system text with this font file (as render --font).", repeating: true),
                .option("templates", valueName: "dir", help: "Read the site's templates from this folder (as render --templates)."),
                .flag("poll", help: "Watch files by polling their modification times even where inotify is available."),
            ],
            examples: [
                .init("layoutlens serve Sources/Previews", "Serve the previews at http://127.0.0.1:8080/."),
                .init("layoutlens serve Fixtures --port 0 --device iphone-se", "Pick a free port; start on the iPhone SE."),
            ])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let inputs = arguments.strings("inputs")
        guard let port = arguments.integer("port"), (0...65_535).contains(port) else {
            io.error("error: --port must be a number from 0 to 65535\nSee 'layoutlens serve --help'.\n")
            return 2
        }
        let defaults = SiteVariant(device: arguments.string("device") ?? PreviewDevice.default.name,
                                   dynamicType: arguments.string("dynamic-type") ?? "large",
                                   theme: arguments.string("theme") ?? "auto",
                                   labels: arguments.string("labels") ?? "auto")
        var passThrough: [String] = []
        for name in ["locale", "target", "templates"] {
            if let value = arguments.string(name) { passThrough += ["--\(name)", value] }
        }
        for font in arguments.strings("font") { passThrough += ["--font", font] }
        for pattern in arguments.strings("exclude") { passThrough += ["--exclude", pattern] }
        if arguments.flag("no-steps") { passThrough.append("--no-steps") }
        let stop = StopRequest.onInterrupt()
        let session: ServeSession
        do {
            session = try ServeSession(inputs: inputs, passThrough: passThrough, defaults: defaults,
                                       host: arguments.string("host") ?? "127.0.0.1", port: port,
                                       forcePolling: arguments.flag("poll"), io: io)
        } catch {
            io.error("error: \(error)\n")
            return 1
        }
        io.output("Serving \(inputs.joined(separator: " ")) at \(session.url) (watching by \(session.watcher.method.rawValue); Ctrl-C stops)\n")
        stop.wait()
        session.stop()
        io.output("Stopped.\n")
        return 0
    }
}
