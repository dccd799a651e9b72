import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// A preview as the canvas shows it: after `onAppear` and `.task` have run and after state written
/// from measured geometry has been applied, laid out again until nothing changes.
///
/// Each pass resolves the preview (bodies evaluated with the state so far; `StatePersistence.swift`),
/// then runs, in this order: `onChange(of:)` for values that differ from the last pass;
/// `onAppear` of views appearing for the first time, the most deeply nested first (a child's
/// before its parent's, as measured on iOS 17; see the docs); their `.task`s; the
/// work those queued (`Task { }`, `DispatchQueue.main.async { }`). When none of that changed state,
/// the pass is laid out and the geometry is delivered: preference values, reduced, to
/// `onPreferenceChange`; `onGeometryChange` values; state a `GeometryReader`'s content wrote. When
/// state changed, the next pass resolves again. The order and its sources are in
/// `docs/reader-design.md` ("Settling"). User actions (buttons, gestures, `onSubmit`), timers and
/// `onDisappear` never run.
///
/// Bounded: at most `maximumSettlingPasses` passes; a preview still changing then keeps its last
/// pass and a warning names the state that kept changing at the closure that last changed it.
extension SwiftUIRuntime {
    /// SwiftUI reports an update loop (an `onChange` "tried to update multiple times per frame")
    /// rather than a number; eight passes covers every chain of measure → store → re-layout seen
    /// in real files with room to spare (unverified as SwiftUI's own bound).
    public static let maximumSettlingPasses = 8

    /// The preview's root after settling; `resolvePass` resolves the preview's content once.
    func settled(trait: PreviewLayoutTrait, _ resolvePass: () throws -> ViewNode) throws -> ViewNode {
        let proposal = canvasProposal(for: trait)
        // Laid out as the reader lays the scenario out, so a reader's global frame is the one shown.
        let fitsCanvasToRoot = trait == .sizeThatFits
        registerDeferredWork()
        settling.reset()
        settling.isRecording = true
        let savedAwait = interpreter.awaited, savedPreviewable = interpreter.previewableStorage
        interpreter.awaited = { [unowned self] value in try self.awaitedWhileSettling(value) }
        interpreter.previewableStorage = { [unowned self] name, wrapper, storage in
            self.keptPreviewableStorage(name, wrapper: wrapper, storage)
        }
        defer {
            settling.isRecording = false
            interpreter.awaited = savedAwait
            interpreter.previewableStorage = savedPreviewable
        }
        settling.beginPass()
        var root = try resolvePass()
        var pass = 1
        var previousLayout: LayoutResult?
        while true {
            var changes = runChangeObservers(pass: pass)
            // In the order the modifiers are applied: innermost first, so a child's before its
            // parent's, and a view's own in the order written; every `task` after every `onAppear`.
            changes += runLifecycle(settling.appearActions, pass: pass)
            changes += runLifecycle(settling.taskActions, pass: pass)
            changes += drainQueue(pass: pass)
            if changes.isEmpty, needsGeometry {
                let before = stateSnapshot()
                settling.beginLayout()
                let layout = settlingLayout(root, proposal, fitsCanvasToRoot)
                settling.story.noteMoves(pass: pass, from: previousLayout, to: layout)
                previousLayout = layout
                let written = Self.stateChanges(from: before, to: stateSnapshot())
                if !written.isEmpty { changes.append(note(written, by: "GeometryReader content", at: nil, pass: pass)) }
                changes += deliverPreferences(pass: pass)
                changes += deliverPreferenceReaders(pass: pass)
                changes += deliverGeometry(pass: pass)
                // Closures of views a `GeometryReader` made while the pass was laid out
                // (`GeometryReader { proxy in Color.clear.onAppear { height = proxy.size.height } }`).
                changes += runLifecycle(settling.appearActions, pass: pass)
                changes += runLifecycle(settling.taskActions, pass: pass)
                changes += drainQueue(pass: pass)
            }
            if changes.isEmpty { break }
            if settling.previewSteps > interpreter.limits.maxSteps {
                settling.story.settled = false
                warn(.settlingActionStopped("settling", reason: budgetSpent), at: changes.last?.range ?? interpreter.currentRange)
                break
            }
            if pass >= Self.maximumSettlingPasses {
                settling.story.settled = false
                let names = Array(Set(changes.flatMap { $0.names })).sorted()
                warn(.settlingDidNotSettle(names.map { "'\($0)'" }.joined(separator: ", "), passes: pass),
                     at: changes.last?.range ?? interpreter.currentRange)
                break
            }
            pass += 1
            settling.story.passes = pass
            interpreter.resetCounters()
            settling.beginPass()
            root = try resolvePass()
            // The pass's own steps: `steps` counts the whole file's (every preview before this one).
            settling.previewSteps += interpreter.stepsThisRun
        }
        if let previousLayout, settling.story.passes > 1, needsGeometry {
            // The moves of the last pass, when it was not laid out above (settled after lifecycle).
            if settling.story.moves[pass] == nil {
                settling.story.noteMoves(pass: pass, from: previousLayout, to: settlingLayout(root, proposal, fitsCanvasToRoot))
            }
        }
        return root
    }

    /// A layout of a pass. Errors of user code it meets are forgotten and its bridges made
    /// healthy again: the reader's own layout of the settled tree finds and reports them.
    private func settlingLayout(_ root: ViewNode, _ proposal: ProposedSize, _ fitsCanvasToRoot: Bool) -> LayoutResult {
        let savedErrors = layoutTimeErrors
        defer {
            layoutTimeErrors = savedErrors
            for bridge in settling.bridges { bridge.hasFailed = false }
        }
        return LayoutEngine.layout(root, in: proposal, fitsCanvasToRoot: fitsCanvasToRoot)
    }

    private var budgetSpent: String {
        "the preview's budget of \(interpreter.limits.maxSteps) evaluation steps for settling is spent"
    }

    /// Whether a layout can change state: a preference or geometry observer, or layout-time user
    /// code (a `GeometryReader`'s content) in a preview with state to write. Otherwise the preview
    /// is not laid out here (the reader lays it out once, as before).
    private var needsGeometry: Bool {
        !settling.preferenceObservers.isEmpty || !settling.preferenceReaders.isEmpty || !settling.geometryObservers.isEmpty
            || (!settling.stateCells.isEmpty && layoutTimeBridgesMade > 0)
    }

    /// What one closure changed: the state names and where the closure is written.
    struct ClosureEffect {
        var names: [String]
        var range: SourceRange?
    }

    // MARK: Running closures

    /// Runs `body` (a closure the canvas would run); a failure stops that closure only, with a warning.
    private func runClosure(_ name: String, at range: SourceRange?, in closureEnvironment: RuntimeEnvironment, pass: Int,
                            _ body: () throws -> Void) -> ClosureEffect? {
        let before = stateSnapshot()
        let saved = environment
        environment = closureEnvironment
        defer { environment = saved }
        let startSteps = interpreter.steps
        defer { settling.previewSteps += max(0, interpreter.steps - startSteps) }
        guard settling.previewSteps <= interpreter.limits.maxSteps else {
            warn(.settlingActionStopped("'\(name)'", reason: budgetSpent), at: range)
            return nil
        }
        do {
            try body()
        } catch let suspension as SettlingSuspension {
            warn(.settlingNeverRuns(suspension.what + " in '\(name)'"), at: suspension.range ?? range)
        } catch let error as RuntimeError {
            warn(.settlingActionStopped("'\(name)'", reason: error.message), at: error.range ?? range)
        } catch let thrown as ThrownError {
            let text = (try? interpreter.describe(thrown.value)) ?? "an error"
            warn(.settlingActionStopped("'\(name)'", reason: "it threw \(text)"), at: thrown.range ?? range)
        } catch {
            warn(.settlingActionStopped("'\(name)'", reason: "\(error)"), at: range)
        }
        let changes = Self.stateChanges(from: before, to: stateSnapshot())
        guard !changes.isEmpty else { return nil }
        return note(changes, by: name, at: range, pass: pass)
    }

    /// Tells the story of `changes` under the pass that will show them.
    private func note(_ changes: [StateChange], by name: String, at range: SourceRange?, pass: Int) -> ClosureEffect {
        let told = changes.map { change in
            let property = change.name.split(separator: ".").last.map(String.init) ?? change.name
            return "\(property) \(change.old.map(shortDescription) ?? "–") → \(shortDescription(change.new))"
        }
        let source = range.map { SourceLocation(line: $0.start.line, column: $0.start.column) }
        settling.story.steps.append(SettlingStory.Step(pass: pass + 1, closure: name, source: source, changes: told))
        return ClosureEffect(names: changes.map(\.name), range: range)
    }

    private func shortDescription(_ value: Value) -> String {
        let text = (try? interpreter.describe(value)) ?? "?"
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    /// Calls `action` with as many of `values` as it declares parameters (from the end: `(new)`
    /// or `(old, new)`), or `usual` of them when it declares none (`$0`).
    private func callAction(_ action: Function, _ values: [Value], usual: Int) throws {
        let declared = interpreter.parameterSlots(of: action)?.count ?? usual
        let count = min(values.count, declared == 0 ? usual : declared)
        _ = try interpreter.call(action, Array(values.suffix(count)))
    }

    private func runLifecycle(_ actions: [LifecycleAction], pass: Int) -> [ClosureEffect] {
        var effects: [ClosureEffect] = []
        for action in actions where !settling.ran.contains(action.key) {
            settling.ran.insert(action.key)
            let name = action.name.hasPrefix("task") ? "task" : action.name
            if let effect = runClosure(name, at: action.range, in: action.environment, pass: pass, { _ = try interpreter.call(action.action, []) }) {
                effects.append(effect)
            }
            effects += drainQueue(pass: pass)
        }
        return effects
    }

    /// Runs queued work in order, including work it queues, at most 1 000 closures per drain.
    private func drainQueue(pass: Int) -> [ClosureEffect] {
        var effects: [ClosureEffect] = []
        var budget = 1_000
        while !settling.queue.isEmpty, budget > 0 {
            budget -= 1
            let work = settling.queue.removeFirst()
            if let effect = runClosure(work.name, at: work.range, in: work.environment, pass: pass, { _ = try interpreter.call(work.action, []) }) {
                effects.append(effect)
            }
        }
        if !settling.queue.isEmpty {
            warn(.settlingActionStopped("queued work", reason: "more than 1000 closures queued one another"), at: settling.queue.first?.range)
            settling.queue = []
        }
        return effects
    }

    private func runChangeObservers(pass: Int) -> [ClosureEffect] {
        var effects: [ClosureEffect] = []
        for observer in settling.changeObservers {
            let old: Value
            if let previous = observe(observer.value, key: observer.key) {
                guard Self.differ(previous, observer.value) else { continue }
                old = previous
            } else {
                // `onChange(of:initial: true)` runs once when the view appears (Apple docs,
                // "onChange(of:initial:_:)": "whether the action should be run when this view initially appears").
                guard observer.initial else { continue }
                old = observer.value
            }
            if let effect = runClosure("onChange(of:)", at: observer.range, in: observer.environment, pass: pass, {
                try callAction(observer.action, [old, observer.value], usual: 1)
            }) { effects.append(effect) }
        }
        return effects
    }

    /// Remembers `value` as what the observer `key` (an `onChange`, `onPreferenceChange` or
    /// `onGeometryChange`) sees in this pass; returns what it saw in the pass before, nil the first time.
    @discardableResult
    private func observe(_ value: Value, key: String) -> Value? {
        settling.lastSeen.updateValue(value, forKey: key)
    }

    /// True when an observer sees a change: the two values differ as state does between passes
    /// (their fingerprints; `StatePersistence.swift`).
    private static func differ(_ previous: Value, _ value: Value) -> Bool {
        fingerprint(previous, depth: 0) != fingerprint(value, depth: 0)
    }

    private func deliverPreferences(pass: Int) -> [ClosureEffect] {
        var effects: [ClosureEffect] = []
        for observer in settling.preferenceObservers {
            let name = "onPreferenceChange(\(observer.keyType.name))"
            var value = Value.void
            if let effect = runClosure(name, at: observer.range, in: observer.environment, pass: pass, {
                value = try reducedPreference(for: observer)
                // Called when the value differs from the one it was last given (a first value
                // equal to the key's default is not a change; unverified for every SwiftUI release).
                // (What it saw is remembered only once the default is known, so a default that
                // cannot be made is tried again next pass.)
                let previous = try settling.lastSeen[observer.key] ?? interpreter.staticMember("defaultValue", of: observer.keyType)
                observe(value, key: observer.key)
                guard Self.differ(previous, value) else { return }
                try callAction(observer.action, [value], usual: 1)
            }) { effects.append(effect) }
        }
        return effects
    }

    /// `overlayPreferenceValue`/`backgroundPreferenceValue` whose key now has another value than
    /// the one their content was made from: the next pass makes it from the new value (as SwiftUI
    /// updates the overlay when the preference changes; the value includes anchors measured in
    /// this layout, so the content sees them resolved).
    private func deliverPreferenceReaders(pass: Int) -> [ClosureEffect] {
        var effects: [ClosureEffect] = []
        for reader in settling.preferenceReaders {
            var value: Value?
            _ = runClosure(reader.name, at: reader.range, in: environment, pass: pass) {
                value = try reducedPreference(reader.keyType, inside: reader.ticket)
            }
            guard let value, Self.differ(reader.given, value) else { continue }
            settling.readerValues[reader.key] = value
            var effect = note([StateChange(name: "value", old: reader.given, new: value)], by: reader.name, at: reader.range, pass: pass)
            effect.names = [reader.name]
            effects.append(effect)
        }
        return effects
    }

    private func deliverGeometry(pass: Int) -> [ClosureEffect] {
        var effects: [ClosureEffect] = []
        var delivered: Set<String> = []
        for observer in settling.geometryObservers where delivered.insert(observer.key).inserted {
            let previous = observe(observer.value, key: observer.key)
            if let previous, !Self.differ(previous, observer.value) { continue }
            // The first value is delivered too: the action is how the view learns its geometry
            // (Apple docs, "onGeometryChange(for:of:action:)"; unverified whether SwiftUI calls it
            // for the initial value on every release).
            if let effect = runClosure("onGeometryChange", at: observer.range, in: observer.environment, pass: pass, {
                try callAction(observer.action, [previous ?? observer.value, observer.value], usual: 1)
            }) { effects.append(effect) }
        }
        return effects
    }
}
