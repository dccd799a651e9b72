import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// What one preview's resolution passes record for settling (`SettlingLoop.swift`): where each
/// user view sits (its identity, so `@State` survives a pass), the modifiers open around each view
/// (pre-order tickets: a preference set inside an `onPreferenceChange`'s view reaches it, in view
/// order), and the lifecycle and geometry closures found in the pass, in the order their
/// modifiers are applied (innermost first, which is the order SwiftUI runs `onAppear` in).
///
/// SwiftUI keeps a view's state for as long as the view keeps its identity, and a view's
/// structural identity is its type and position in the hierarchy (Apple, "Demystify SwiftUI",
/// WWDC21: "structural identity … identified by its type and position in the view hierarchy").
/// The key here is that path: each user view's type and its ordinal among the views of that type
/// its parent view made.
final class SettlingRecorder {
    /// True while a preview is being settled; the lifecycle modifiers record nothing otherwise.
    var isRecording = false

    // MARK: Identity of user views

    private struct ViewFrame {
        var key: String
        var childCounts: [String: Int] = [:]
    }

    private var viewPath = [ViewFrame(key: "")]

    /// The identity of the user view whose body is being resolved ("" at the preview's root).
    var currentViewKey: String { viewPath.last?.key ?? "" }

    /// Opens the user view `typeName` under the current one and returns its identity.
    func enterView(_ typeName: String) -> String {
        let ordinal = viewPath[viewPath.count - 1].childCounts[typeName, default: 0]
        viewPath[viewPath.count - 1].childCounts[typeName] = ordinal + 1
        let key = currentViewKey + "/" + typeName + "#" + String(ordinal)
        viewPath.append(ViewFrame(key: key))
        return key
    }

    func leaveView() {
        if viewPath.count > 1 { viewPath.removeLast() }
    }

    // MARK: Modifier order and preference scopes

    private var nextTicket = 0
    /// Tickets of the modifiers whose subtree is being resolved, outermost first.
    private(set) var openModifiers: [Int] = []

    /// Opens a modifier's subtree; its ticket is its pre-order position in the pass.
    func enterModifier() {
        nextTicket += 1
        openModifiers.append(nextTicket)
    }

    func leaveModifier() {
        if !openModifiers.isEmpty { openModifiers.removeLast() }
    }

    /// The ticket of the modifier being applied (the innermost open one).
    var currentTicket: Int { openModifiers.last ?? 0 }

    /// Where layout-time content (a `GeometryReader`'s) is resolved: the scopes and identity open
    /// where the reader was written.
    struct Context {
        var openModifiers: [Int]
        var viewKey: String
    }

    var context: Context { Context(openModifiers: openModifiers, viewKey: currentViewKey) }

    /// Runs `body` (layout-time content) with the scopes and identity of `context` open.
    func withinLayout<T>(_ context: Context, _ body: () throws -> T) rethrows -> T {
        let savedModifiers = openModifiers, savedPath = viewPath, savedInLayout = isInLayout
        openModifiers = context.openModifiers
        viewPath = [ViewFrame(key: context.viewKey + "/content")]
        isInLayout = true
        defer { openModifiers = savedModifiers; viewPath = savedPath; isInLayout = savedInLayout }
        return try body()
    }

    // MARK: What a pass found

    var appearActions: [LifecycleAction] = []
    var taskActions: [LifecycleAction] = []
    var preferenceValues: [PreferenceValueRecord] = []
    var preferenceObservers: [PreferenceObserver] = []
    var preferenceReaders: [PreferenceReader] = []
    /// How many readers with each `actionKey` this pass has made (a row's reader in a `ForEach`).
    var readerOrdinals: [String: Int] = [:]
    var geometryObservers: [GeometryObserver] = []
    var changeObservers: [ChangeObserver] = []

    /// Forgets what the previous pass found (identities and tickets restart).
    func beginPass() {
        viewPath = [ViewFrame(key: "")]
        openModifiers = []
        nextTicket = 0
        appearActions = []
        taskActions = []
        preferenceValues = []
        preferenceObservers = []
        preferenceReaders = []
        readerOrdinals = [:]
        geometryObservers = []
        changeObservers = []
    }

    /// Forgets the geometry a layout reported (before another layout of the same tree).
    func beginLayout() {
        preferenceValues.removeAll { $0.isFromLayout }
        geometryObservers = []
    }

    /// An identity for a closure written at `location` in the current view: the same closure of
    /// the same view in every pass.
    func actionKey(_ kind: String, at range: SourceRange?) -> String {
        currentViewKey + "|" + kind + "@" + (range.map { "\($0.start.line):\($0.start.column)" } ?? "?")
    }

    /// True while layout-time content is being resolved (its preference values come from layout).
    var isInLayout = false

    // MARK: Across passes

    /// The `@State` storage of each view identity, by property slot.
    var stateCells: [String: [Int: StateCell]] = [:]
    /// Closures that already ran (`onAppear`, `task`), by `actionKey`.
    var ran: Set<String> = []
    /// What each `onPreferenceChange`, `onGeometryChange` and `onChange` last saw, by `actionKey`.
    var lastSeen: [String: Value] = [:]
    /// The value each preference reader's content is made from in the next pass, by its key.
    var readerValues: [String: Value] = [:]
    /// The layout-time bridges the passes made: a failure in a settling layout is forgotten, so the
    /// reader's own layout finds and reports it (`layoutTimeDiagnostics`).
    var bridges: [LayoutTimeHealth] = []
    /// Work queued by `Task { }` and `DispatchQueue.main.async { }`, run after the closure that queued it.
    var queue: [QueuedWork] = []
    /// What the passes did, for the trace and `explain`.
    var story = SettlingStory()
    /// Evaluation steps settling has spent on the current preview (closures run and passes after
    /// the first): at most one preview's budget (`EvaluationLimits.maxSteps`). Each preview has
    /// its own, as each canvas preview runs its lifecycle closures to the end whatever the file's
    /// other previews did; the file's budget (`maxFileSteps`, which the interpreter counts over
    /// every preview, pass and closure) bounds a file of many runaway previews.
    var previewSteps = 0

    /// Forgets everything: a new preview starts with no state, nothing run and nothing seen.
    func reset() {
        beginPass()
        stateCells = [:]
        ran = []
        lastSeen = [:]
        readerValues = [:]
        queue = []
        bridges = []
        story = SettlingStory()
        previewSteps = 0
    }
}

/// An `onAppear` or `task` closure found in a pass.
struct LifecycleAction {
    var key: String
    var ticket: Int
    var name: String
    var action: Function
    var range: SourceRange?
    /// The environment of the view the closure belongs to, in effect while it runs: a closure
    /// reads `@EnvironmentObject` and `@Environment` properties of its view's place in the
    /// hierarchy, whenever it runs (Apple docs, "EnvironmentObject": the object "supplied by a
    /// parent or ancestor view").
    var environment: RuntimeEnvironment
}

/// A value a view set for a preference key (`.preference(key:value:)`, `anchorPreference`), or a
/// `transformPreference` of the values inside it.
struct PreferenceValueRecord {
    var keyType: TypeInfo
    var value: Value
    var ticket: Int
    /// The modifiers open around the view that set it (an observer sees it when it is among them).
    var scopes: [Int]
    var isFromLayout: Bool
    /// `transformPreference`'s callback (`(inout Key.Value) -> Void`), given the value its content
    /// produces; `value` is unused then.
    var transform: Function? = nil
}

/// `overlayPreferenceValue(Key.self) { value in … }` (or `backgroundPreferenceValue`) in a pass:
/// its content was made from `given`; after the layout it is made again when the key's value
/// inside it differs.
struct PreferenceReader {
    /// The same reader of the same view in every pass (`actionKey` and its ordinal in the view).
    var key: String
    var ticket: Int
    var keyType: TypeInfo
    var given: Value
    var name: String
    var range: SourceRange?
}

/// `onPreferenceChange(Key.self) { value in … }`.
struct PreferenceObserver {
    var key: String
    var ticket: Int
    var keyType: TypeInfo
    var action: Function
    var range: SourceRange?
    /// The environment of the view the closure belongs to, in effect while it runs: a closure
    /// reads `@EnvironmentObject` and `@Environment` properties of its view's place in the
    /// hierarchy, whenever it runs (Apple docs, "EnvironmentObject": the object "supplied by a
    /// parent or ancestor view").
    var environment: RuntimeEnvironment
}

/// `onGeometryChange(for:of:action:)`: the value `of` gave for the view's geometry in the last layout.
struct GeometryObserver {
    var key: String
    var value: Value
    var action: Function
    var range: SourceRange?
    /// The environment of the view the closure belongs to, in effect while it runs: a closure
    /// reads `@EnvironmentObject` and `@Environment` properties of its view's place in the
    /// hierarchy, whenever it runs (Apple docs, "EnvironmentObject": the object "supplied by a
    /// parent or ancestor view").
    var environment: RuntimeEnvironment
}

/// `onChange(of: value) { … }`: the value in this pass.
struct ChangeObserver {
    var key: String
    var value: Value
    var action: Function
    var initial: Bool
    var range: SourceRange?
    /// The environment of the view the closure belongs to, in effect while it runs: a closure
    /// reads `@EnvironmentObject` and `@Environment` properties of its view's place in the
    /// hierarchy, whenever it runs (Apple docs, "EnvironmentObject": the object "supplied by a
    /// parent or ancestor view").
    var environment: RuntimeEnvironment
}

/// One `@State` property of one view identity: its storage (shared with the `Binding`s made from it).
struct StateCell {
    var owner: String
    var name: String
    var storage: Value
}
