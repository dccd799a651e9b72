import SwiftInterpreter

/// `@State` that lives as long as its view's identity, across settling passes.
///
/// SwiftUI creates a view's state storage once, when the view with that identity first appears,
/// and keeps it while the identity lasts; initial values written in the view's declaration are
/// ignored after that (Apple docs, "State": "SwiftUI initializes the state … only once for each
/// view instance"… "manages the storage … for the lifetime of the view"). A pass re-evaluates the
/// parents' bodies, which make new view values with fresh storage; before a view's body runs, its
/// `@State` and `@StateObject` storage is swapped for the storage its identity had.
extension SwiftUIRuntime {
    /// The wrappers whose storage SwiftUI keeps for the view's lifetime.
    static let persistentWrappers: Set<String> = ["State", "StateObject"]

    /// `value` with the persistent storage of the view identity `key` (recorded the first time).
    func restoringState(_ value: Value, type: TypeInfo, key: String) -> Value {
        guard settling.isRecording, case var .structValue(instance) = value else { return value }
        let properties = type.storedProperties.filter { $0.wrapper.map { Self.persistentWrappers.contains($0.typeName) } == true }
        guard !properties.isEmpty else { return value }
        if let cells = settling.stateCells[key] {
            for property in properties {
                if let cell = cells[property.slot] { instance.fields[property.slot] = cell.storage }
            }
            return .structValue(instance)
        }
        var cells: [Int: StateCell] = [:]
        for property in properties {
            cells[property.slot] = StateCell(owner: type.name, name: property.name, storage: instance.fields[property.slot])
        }
        settling.stateCells[key] = cells
        return value
    }

    /// The storage of `@Previewable @State var name` in a `#Preview`: kept from the first pass, as
    /// the canvas keeps it (Apple docs, "Previewable()": "The `#Preview` macro will generate an
    /// embedded SwiftUI view; tagged declarations become properties on the view", so it lives as
    /// that view's `@State` does). Kept by name: a preview's closure declares each name once.
    func keptPreviewableStorage(_ name: String, wrapper: String, _ storage: Value) -> Value {
        guard settling.isRecording, Self.persistentWrappers.contains(wrapper) else { return storage }
        let key = "#Preview/" + name
        if let kept = settling.stateCells[key]?[0] { return kept.storage }
        settling.stateCells[key] = [0: StateCell(owner: "#Preview", name: name, storage: storage)]
        return storage
    }

    /// Every persistent state value now, by "identity.property", in a fixed order.
    func stateSnapshot() -> [StateReading] {
        var result: [StateReading] = []
        for key in settling.stateCells.keys.sorted() {
            for (_, cell) in settling.stateCells[key]!.sorted(by: { $0.key < $1.key }) {
                let value = (try? BindingPayload.read(cell.storage)) ?? .void
                result.append(StateReading(name: cell.owner + "." + cell.name + "\u{0}" + key, value: value,
                               fingerprint: Self.fingerprint(value, depth: 0)))
            }
        }
        return result
    }

    /// The state that differs between two snapshots: "Owner.name" with old and new values.
    static func stateChanges(from before: [StateReading], to after: [StateReading]) -> [StateChange] {
        var old: [String: StateReading] = [:]
        for entry in before { old[entry.name] = entry }
        var changes: [StateChange] = []
        for entry in after where old[entry.name]?.fingerprint != entry.fingerprint {
            changes.append(StateChange(name: String(entry.name.prefix { $0 != "\u{0}" }), old: old[entry.name]?.value, new: entry.value))
        }
        return changes
    }

    /// A text that is equal for equal state: a class instance by its fields (an `@StateObject`
    /// model changes in place), a `Binding`'s storage by what it holds, at most 6 levels deep.
    static func fingerprint(_ value: Value, depth: Int) -> String {
        guard depth < 6 else { return "…" }
        switch value {
        case let .object(object):
            return object.type.name + "{" + object.fields.map { fingerprint($0, depth: depth + 1) }.joined(separator: ",") + "}"
        case let .structValue(instance):
            return instance.type.name + "(" + instance.fields.map { fingerprint($0, depth: depth + 1) }.joined(separator: ",") + ")"
        case let .array(elements):
            return "[" + elements.map { fingerprint($0, depth: depth + 1) }.joined(separator: ",") + "]"
        case let .dictionary(dictionary):
            return "[" + zip(dictionary.keys, dictionary.values).map { fingerprint($0, depth: depth + 1) + ":" + fingerprint($1, depth: depth + 1) }
                .joined(separator: ",") + "]"
        case let .tuple(elements, _):
            return "(" + elements.map { fingerprint($0, depth: depth + 1) }.joined(separator: ",") + ")"
        case let .optional(wrapped):
            return wrapped.map { "?" + fingerprint($0, depth: depth + 1) } ?? "nil"
        case let .native(native):
            if let binding = native.payload as? BindingPayload { return fingerprint(binding.box.value, depth: depth + 1) }
            return native.type.name + ":" + String(describing: native.payload)
        case .function:
            return "function"
        default:
            return String(describing: value)
        }
    }
}

/// One persistent state value as a snapshot saw it.
struct StateReading {
    /// "Owner.name", a NUL, then the view identity.
    var name: String
    var value: Value
    var fingerprint: String
}

/// A state value that changed between two snapshots.
struct StateChange {
    var name: String
    var old: Value?
    var new: Value
}
