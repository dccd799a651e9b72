import Diagnostics
import SwiftFrontEnd
import SwiftInterpreter

/// What the app's launch left for the previews: the delegate it made and what it reported.
final class AppLaunchRecord {
    var hasRun = false
    /// The app delegate the launch made (`UIApplication.shared.delegate`); nil without one.
    var delegate: Value?
    /// The delegate adaptors an `App` made while it was initialised (`@UIApplicationDelegateAdaptor`).
    var adaptors: [DelegateAdaptorStorage] = []
    /// The launch's warnings, each reported by the reading of the file it points into.
    var diagnostics: [Diagnostic] = []
}

/// Xcode's canvas builds the app and launches its process before it shows a preview, so what the
/// app sets up at launch is set when a preview reads it: Stack Overflow 61148251 ("In preview
/// mode, Xcode actually runs the app and calls AppDelegate.applicationDidFinishLaunching"); a
/// preview is shown by starting the preview app and running the `#Preview` body in it (onee.me,
/// "How SwiftUI Preview Works Under the Hood"). The launch modelled, once per program before its
/// first preview:
/// 1. a SwiftUI `App`'s `init()`, with its stored properties' initial values (`App.main()`
///    "initializes and runs the app", Apple docs, "App");
/// 2. the app delegate: the class an `@UIApplicationDelegateAdaptor`/`@NSApplicationDelegateAdaptor`
///    of the `App` names ("SwiftUI initializes the delegate and manages its lifetime", Apple docs,
///    "UIApplicationDelegateAdaptor.init(_:)"), or the `@main` delegate class of a UIKit/AppKit
///    app, made with its `init()`;
/// 3. its launch methods in UIKit's order (Apple docs, "About the app launch sequence":
///    `UIApplicationMain` creates the app object and the delegate, then calls
///    `application(_:willFinishLaunchingWithOptions:)`, restores state, then
///    `application(_:didFinishLaunchingWithOptions:)`), or AppKit's
///    `applicationWillFinishLaunching(_:)` then `applicationDidFinishLaunching(_:)`.
///
/// Not modelled: state restoration, scene delegates, the root scene's views and their
/// `onAppear` (a preview shows the preview's view, not the app's window), and work the launch
/// queues (`Task { }`). The launch has one run's step and allocation budget; I/O, networking and
/// timers are refused as everywhere. A step that stops (a trap, an unmodelled call, the budget) is
/// an `appLaunchStopped` warning at the line where it stopped, and the next step still runs: the
/// previews start from whatever the launch set. Its state is the state each preview starts from
/// (`InitialProgramState`).
extension SwiftUIRuntime {
    /// Runs the app's launch once for this program; later calls do nothing.
    func launchAppOnce() {
        guard !launch.hasRun else { return }
        launch.hasRun = true
        let entries = LaunchEntry.entries(in: moduleFiles, compiledBy: interpreter)
        guard let entry = entries.first else { return }
        let savedFile = file
        let savedWarnings = warnings
        file = entry.file
        interpreter.currentFile = entry.file
        warnings = []
        beginLaunchRun()
        defer {
            warnAboutOpaqueNames()
            launch.diagnostics = warnings
            warnings = savedWarnings
            file = savedFile
            interpreter.currentFile = savedFile
            // Every preview starts from the state the launch left.
            interpreter.recordInitialStateAfresh()
        }
        let declaration = entry.file.range(of: entry.span)
        guard entries.count == 1 else {
            let names = entries.map { "'\($0.typeName)'" }.joined(separator: ", ")
            for other in entries {
                warn(.appLaunchNotRun("the module marks \(entries.count) types '@main' (\(names)); Swift allows one"),
                     at: other.file.range(of: other.span))
            }
            return
        }
        switch entry.kind {
        case .customMain:
            warn(.appLaunchNotRun("'\(entry.typeName)' declares its own 'static func main()', which LayoutLens does not run"), at: declaration)
        case .app:
            launchApp(named: entry.typeName, at: declaration)
        case .delegate:
            guard let type = interpreter.type(named: entry.typeName) else { return }
            if let delegate = launchStep("'\(entry.typeName).init()'", at: declaration, { try interpreter.construct(type, []) }) {
                launch.delegate = delegate
                tellLaunch(delegate, appKit: type.conforms(to: "NSApplicationDelegate"), at: declaration)
            }
        }
    }

    /// Steps 1–3 for a SwiftUI `App`.
    private func launchApp(named name: String, at declaration: SourceRange) {
        guard let type = interpreter.type(named: name) else { return }
        _ = launchStep("'\(name).init()'", at: declaration) { try interpreter.construct(type, []) }
        guard let adaptor = launch.adaptors.first, let delegateType = adaptor.delegateType else { return }
        if let delegate = launchStep("'\(delegateType.name).init()'", at: declaration, { try makeDelegate(of: adaptor) }) {
            tellLaunch(delegate, appKit: adaptor.isAppKit, at: declaration)
        }
    }

    /// The delegate of `adaptor`, made on first use (by the launch, or by `App.init()` reading
    /// its adaptor's property first); it is the launch's delegate.
    func makeDelegate(of adaptor: DelegateAdaptorStorage) throws -> Value {
        if let delegate = adaptor.delegate { return delegate }
        guard let type = adaptor.delegateType else { return .nil }
        let delegate = try interpreter.construct(type, [])
        adaptor.delegate = delegate
        if launch.delegate == nil { launch.delegate = delegate }
        return delegate
    }

    /// Calls the delegate's launch methods it implements, in UIKit's (or AppKit's) order. A
    /// scene-based app gets nil launch options (Apple docs, "application(_:didFinishLaunchingWithOptions:)":
    /// "If the app supports scenes, this is nil"); a preview has no launch reason either.
    private func tellLaunch(_ delegate: Value, appKit: Bool, at declaration: SourceRange) {
        let type = interpreter.typeInfo(of: delegate)
        var target = delegate
        if appKit {
            for (name, notification) in [("applicationWillFinishLaunching", "NSApplicationWillFinishLaunchingNotification"),
                                         ("applicationDidFinishLaunching", "NSApplicationDidFinishLaunchingNotification")]
            where Self.declaredMethod(name, labels: [nil], in: type) {
                _ = launchStep("'\(name)(_:)'", at: declaration) {
                    try interpreter.callMethod(name, on: &target, [CallArgument(nil, try launchNotification(notification))])
                }
            }
            return
        }
        let application = interpreter.nativeValue("UIApplication", 0)
        for label in ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions"]
        where Self.declaredMethod("application", labels: [nil, label], in: type) {
            _ = launchStep("'application(_:\(label):)'", at: declaration) {
                try interpreter.callMethod("application", on: &target, [CallArgument(nil, application), CallArgument(label, .nil)])
            }
        }
        // The older method, which UIKit calls only when the newer one is not implemented
        // (Apple docs, "applicationDidFinishLaunching(_:)": "Don't use this method … instead, use
        // … application(_:didFinishLaunchingWithOptions:)"; that UIKit then skips it is unverified).
        if !Self.declaredMethod("application", labels: [nil, "didFinishLaunchingWithOptions"], in: type),
           Self.declaredMethod("applicationDidFinishLaunching", labels: [nil], in: type) {
            _ = launchStep("'applicationDidFinishLaunching(_:)'", at: declaration) {
                try interpreter.callMethod("applicationDidFinishLaunching", on: &target, [CallArgument(nil, application)])
            }
        }
    }

    /// AppKit's launch notification (`Notification(name:object:)`), as the delegate is given it.
    private func launchNotification(_ rawName: String) throws -> Value {
        guard let type = interpreter.type(named: "Notification") else { return .void }
        return try interpreter.construct(type, [CallArgument("name", interpreter.nativeValue("Notification.Name", rawName))])
    }

    /// Whether the program declares method `name` with these labels on `type` or a superclass.
    private static func declaredMethod(_ name: String, labels: [String?], in type: TypeInfo) -> Bool {
        var current: TypeInfo? = type
        while let candidate = current {
            let declared = candidate.methods[name]?.contains { method in
                guard case .interpreted = method.body else { return false }
                return method.labels == labels
            }
            if declared == true { return true }
            current = candidate.superclass
        }
        return false
    }

    /// Runs one step of the launch; a step that stops is a warning where it stopped.
    private func launchStep(_ step: String, at declaration: SourceRange, _ body: () throws -> Value) -> Value? {
        do {
            return try body()
        } catch let error as RuntimeError {
            warn(.appLaunchStopped(step, reason: error.message), at: error.range ?? declaration)
        } catch let thrown as ThrownError {
            let text = (try? interpreter.describe(thrown.value)) ?? "an error"
            warn(.appLaunchStopped(step, reason: "it threw \(text)"), at: thrown.range ?? declaration)
        } catch {
            warn(.appLaunchStopped(step, reason: "\(error)"), at: declaration)
        }
        return nil
    }

    /// The launch is a run of its own: one run's budget, and the names it meets reported by it.
    private func beginLaunchRun() {
        interpreter.resetCounters()
        forgetTheLastRunsNames()
    }
}
