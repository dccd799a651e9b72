import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// The one door through which the engine's pass enters user code (a `Layout`'s methods, an
/// `alignmentGuide` closure, an `AlignmentID`'s `defaultValue(in:)`, a `GeometryReader`'s content).
///
/// SwiftUI calls this code while it lays out, long after the preview's body was evaluated, so
/// its failures cannot stop the reading: the call answers a neutral value and the error is kept
/// in `layoutTimeErrors`, which `layoutTimeDiagnostics(of:proposal:)` turns into the preview's
/// `file:line:col` errors. Each outermost call gets the preview's step budget afresh (a pass
/// may be run many times: checked, rendered, explained), and a bridge whose code failed once is
/// not called again, so a layout that loops forever costs one budget, never one per question.
extension SwiftUIRuntime {
    /// Runs `body` (user code called by the pass) for `bridge`; nil when it failed or has failed.
    /// Calls that name their `pass` share one step budget per pass (a pass of a thousand layouts
    /// that each nearly exhaust a budget still ends); others get a budget per call.
    ///
    /// The passes of a module's scenarios may run on several threads at once and share this
    /// runtime: an outermost call waits for its turn (`LayoutTimeGate`), so each call finds the
    /// interpreter as it would alone and the output is the same bytes on one core or many.
    func runAtLayoutTime<T>(_ callee: String, for bridge: LayoutTimeHealth, pass: AnyObject? = nil,
                            _ body: @escaping () throws -> T) -> T? {
        // Called from user code this thread runs for the pass that holds the turn: straight in.
        if layoutTimeGate.isHeldByCallingThread { return calling(callee, for: bridge, body) }
        return layoutTimeGate.inTurn {
            guard !bridge.hasFailed else { return nil }
            orientation = bridge.orientation
            if pass == nil || pass !== layoutTimeBudgetPass {
                interpreter.resetCounters()
                layoutTimeBudgetPass = pass
            }
            viewCount = 0
            let gate = layoutTimeGate
            return calling(callee, for: bridge) { [interpreter] in try interpreter.onLargeStack { try gate.running(body) } }
        }
    }

    /// `body`'s value, or nil (the error kept, `bridge` marked failed) when it throws or `bridge`
    /// has failed before.
    private func calling<T>(_ callee: String, for bridge: LayoutTimeHealth, _ body: () throws -> T) -> T? {
        guard !bridge.hasFailed else { return nil }
        do {
            return try body()
        } catch {
            bridge.hasFailed = true
            recordLayoutTimeError(error, callee: callee)
            return nil
        }
    }

    /// Notes a bridge made while the current preview is evaluated (so its layout may run user
    /// code), stamped with the preview's orientation for the code it will run.
    func registerBridge(_ health: LayoutTimeHealth) {
        layoutTimeBridgesMade += 1
        health.orientation = orientation
        if settling.isRecording { settling.bridges.append(health) }
    }

    private func recordLayoutTimeError(_ error: Error, callee: String) {
        guard var runtimeError = error as? RuntimeError else {
            layoutTimeErrors.append(error)
            return
        }
        if runtimeError.kind == .limit {
            // A limit reached in a nested call is reached again by every caller around it: the
            // innermost report is the one that points at the runaway code.
            if layoutTimeErrors.contains(where: { ($0 as? RuntimeError)?.kind == .limit }) { return }
            let runaway = ["step limit", "depth limit", "nesting limit"].contains { runtimeError.message.contains($0) }
            runtimeError.message += " while SwiftUI ran '\(callee)' during layout" + (runaway ? "; does it loop or recurse forever?" : "")
        }
        layoutTimeErrors.append(runtimeError)
    }

    /// Every warning so far: those of running the file (`run()`'s) and those user code raised
    /// while `layoutTimeDiagnostics(of:proposal:)` laid a preview out (a `GeometryReader`'s content
    /// giving a frame a non-finite width), each once.
    public var warningsIncludingLayoutTime: [Diagnostic] { warnings }

    /// Lays out `run`'s view once with `proposal`, as the canvas will, and returns the errors its
    /// layout-time user code raised, as diagnostics at the code that failed. Empty for a preview
    /// whose layout runs no user code.
    public func layoutTimeDiagnostics(of run: PreviewRun, proposal: ProposedSize) -> [Diagnostic] {
        guard run.runsUserCodeDuringLayout, let root = run.root else { return [] }
        orientation = run.orientation
        layoutTimeErrors = []
        _ = LayoutEngine.layout(root, in: proposal)
        let fallback = file.range(of: .empty(at: 0))
        var diagnostics: [Diagnostic] = []
        for error in layoutTimeErrors {
            let diagnostic: Diagnostic
            switch error {
            case let error as RuntimeError:
                diagnostic = error.diagnostic(fallback: fallback)
            case let thrown as ThrownError:
                let message = DiagnosticMessage.trapUncaughtError((try? interpreter.describe(thrown.value)) ?? "error", duringLayout: true)
                diagnostic = Diagnostic(message, at: thrown.range ?? fallback)
            default:
                diagnostic = Diagnostic(DiagnosticMessage(id: "interpreter-error", severity: .error, text: "\(error)"), at: fallback)
            }
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        }
        layoutTimeErrors = []
        return diagnostics
    }
}

/// Whether one bridge's user code has failed during layout (then it is not called again).
final class LayoutTimeHealth: @unchecked Sendable {
    var hasFailed = false
    /// How the device of the preview that made the bridge is held: user code called during its
    /// layout reads the screen (`UIScreen.main.bounds`) in that orientation.
    var orientation = PreviewOrientation.portrait
}
