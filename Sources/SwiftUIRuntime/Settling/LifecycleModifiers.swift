import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// The modifiers whose closures settle a preview: `onAppear`, `task`, `task(id:)`, `onChange(of:)`,
/// `preference(key:value:)`, `onPreferenceChange`, `onGeometryChange(for:of:action:)`.
///
/// None changes a frame by itself (each view is laid out as without it); while a preview is
/// settled (`SettlingLoop.swift`) each records its closure with the view identity and the
/// modifier's pre-order position, and the loop runs them as the canvas would. Outside settling they
/// are pass-through, as before.
extension SwiftUIRuntime {
    static let settlingModifierNames = Set(["onAppear", "task", "onChange", "preference", "onPreferenceChange", "onGeometryChange"])
        .union(SwiftUIRuntime.preferenceModifierNames)

    /// The natives of these modifiers, by name, for the shared modifier table.
    static func makeSettlingModifiers() -> [String: [Function]] {
        var table: [String: [Function]] = [:]
        func modifier(_ name: String, _ make: @escaping (SwiftUIRuntime, NativeArguments, SourceRange?) throws -> ModifierDescription) {
            table[name, default: []].append(.native(name, labels: nil) { interpreter, selfValue, arguments in
                let runtime = try hosting(interpreter)
                if runtime.interpreter.isUnseen(selfValue) { return selfValue }
                let source = runtime.currentLocation
                let description = try make(runtime, NativeArguments(name, arguments), runtime.calleeNameRange(name))
                return runtime.view("ModifiedContent", .modified(base: selfValue, modifier: description), source: source)
            })
        }
        modifier("onAppear") { runtime, arguments, source in
            let action = arguments["perform"].flatMap(Self.function) ?? arguments.trailingClosure
            return ModifierDescription(name: "onAppear") { [unowned runtime] node, _ in
                runtime.recordLifecycle("onAppear", action, at: source, into: \.appearActions)
                return node
            }
        }
        modifier("task") { runtime, arguments, source in
            let action = arguments.trailingClosure
            // `task(id:)` runs again when its id changes (Apple docs, "task(id:priority:_:)").
            let id = arguments["id"].map { "#" + Self.fingerprint($0, depth: 0) } ?? ""
            return ModifierDescription(name: "task") { [unowned runtime] node, _ in
                runtime.recordLifecycle("task" + id, action, at: source, into: \.taskActions)
                return node
            }
        }
        modifier("onChange") { runtime, arguments, source in
            let value = arguments["of"] ?? arguments.unlabelled.first ?? .void
            let initial: Bool
            if case .bool(true)? = arguments["initial"] { initial = true } else { initial = false }
            let action = arguments["perform"].flatMap(Self.function) ?? arguments.trailingClosure
            return ModifierDescription(name: "onChange") { [unowned runtime] node, _ in
                let recorder = runtime.settling
                if recorder.isRecording, let action {
                    recorder.changeObservers.append(ChangeObserver(key: recorder.actionKey("onChange", at: source), value: value,
                                                                   action: action, initial: initial, range: source,
                                                                   environment: runtime.environment))
                }
                return node
            }
        }
        modifier("preference") { runtime, arguments, _ in
            let key = arguments["key"], value = arguments["value"] ?? .void
            return ModifierDescription(name: "preference") { [unowned runtime] node, _ in
                if case let .metatype(type)? = key { runtime.recordPreference(type, value: value) }
                return node
            }
        }
        modifier("onPreferenceChange") { runtime, arguments, source in
            let key = arguments.unlabelled.first
            let action = arguments["perform"].flatMap(Self.function) ?? arguments.trailingClosure
            return ModifierDescription(name: "onPreferenceChange") { [unowned runtime] node, _ in
                let recorder = runtime.settling
                if recorder.isRecording, case let .metatype(type)? = key, let action {
                    recorder.preferenceObservers.append(PreferenceObserver(key: recorder.actionKey("onPreferenceChange", at: source),
                                                                           ticket: recorder.currentTicket, keyType: type, action: action,
                                                                           range: source, environment: runtime.environment))
                }
                return node
            }
        }
        modifier("onGeometryChange") { runtime, arguments, source in
            try runtime.geometryChangeModifier(arguments, at: source)
        }
        registerPreferenceModifiers(modifier)
        return table
    }

    static func function(_ value: Value) -> Function? {
        if case let .function(function) = value { return function }
        return nil
    }

    /// Notes an `onAppear` or `task` closure of the current pass.
    func recordLifecycle(_ name: String, _ action: Function?, at source: SourceRange?,
                         into list: ReferenceWritableKeyPath<SettlingRecorder, [LifecycleAction]>) {
        guard settling.isRecording, let action else { return }
        let key = settling.actionKey(name, at: source)
        settling[keyPath: list].append(LifecycleAction(key: key, ticket: settling.currentTicket, name: name, action: action, range: source,
                                                           environment: environment))
    }

    /// `onGeometryChange(for: T.self, of: { proxy in … }, action: { value in … })`: a reader behind
    /// the view measures it (a background gets the view's frame, as `GeometryReader` in a
    /// `.background` does), and the loop calls `action` when `of` gives a new value.
    private func geometryChangeModifier(_ arguments: NativeArguments, at source: SourceRange?) throws -> ModifierDescription {
        // `of:` and `action:` written out, or as trailing closures (`{ proxy in … } action: { … }`,
        // where the first trailing closure carries no label).
        let closures = arguments.all.filter { Self.function($0.value) != nil && $0.label != "action" }
        guard let transform = arguments["of"].flatMap(Self.function) ?? closures.first.flatMap({ Self.function($0.value) }),
              let action = arguments["action"].flatMap(Self.function) else {
            return ModifierDescription(name: "onGeometryChange") { node, _ in node }
        }
        guard settling.isRecording else { return ModifierDescription(name: "onGeometryChange") { node, _ in node } }
        let key = settling.actionKey("onGeometryChange", at: source)
        let measure = Function.native("onGeometryChange") { [unowned self] interpreter, _, given in
            guard self.settling.isRecording else { return .void }
            let value = try interpreter.call(transform, [given.first?.value ?? .void])
            self.settling.geometryObservers.append(GeometryObserver(key: key, value: value, action: action, range: source,
                                                                    environment: self.environment))
            return .void
        }
        let reader = view("GeometryReader", .geometryReader(content: measure, range: source), source: currentLocation)
        return ModifierDescription(name: "onGeometryChange", secondaries: [reader]) { node, secondaries in
            guard let measured = secondaries.first else { return node }
            return ViewNode(OverlayLayout(alignment: .center, placement: .background), children: [node, measured],
                            label: "onGeometryChange", source: nil)
        }
    }
}
