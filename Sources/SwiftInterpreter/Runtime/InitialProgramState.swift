/// The program's global and static state as loading left it, so that each preview starts from it.
///
/// Xcode's canvas shows a preview by starting a new instance of the preview app and running the
/// `#Preview` macro's body in it (onee.me, "How SwiftUI Preview Works Under the Hood", Xcode 16;
/// that every preview of a file gets a fresh process is unverified, docs/interpreter.md), so a
/// `static var` or a global one preview's code changes (`Counter.next += 1`,
/// `Store.shared.items.append(…)`) is at its initial value in the next; and a preview's output
/// must not depend on which previews ran before it. Swift initialises globals and static stored properties lazily, on first use (The Swift
/// Programming Language, "Global and Local Variables", "Type Properties"), and so does the
/// interpreter: it keeps each initialiser until it is first read. Restoring therefore puts back
/// the initialisers not yet run at load, drops the values made since, and gives every variable
/// that had a value at load that value again; an initialiser then runs again on its first use
/// in the next preview, making new objects as a new process would.
struct InitialProgramState {
    var globalInitialisers: [String: Thunk]
    var globalVariables: [(name: String, box: Box, value: Value)]
    /// Each type with statics of the program's, with its static initialisers and values at load.
    var statics: [ObjectIdentifier: (type: TypeInfo, initialisers: [String: Thunk], values: [String: Value])]
    /// The type table's `namesPutCount` when the types were last walked: the next walk looks only
    /// at the names put since.
    var namesWalked: Int
}

extension Interpreter {
    /// Records the program's global and static state now (after `load`), as the state each
    /// preview starts from. Called again after types are declared anew (`redeclareTypes`), it adds
    /// the types not recorded yet and keeps what it recorded before.
    public func recordInitialState() {
        var statics = initialState?.statics ?? [:]
        func record(_ type: TypeInfo) {
            guard statics[ObjectIdentifier(type)] == nil, Self.hasProgramStatics(type) else { return }
            statics[ObjectIdentifier(type)] = (type, type.staticInitialisers, type.staticValues)
        }
        // A type still waiting for its registration (`TypeTable`) has not been named by the
        // program, so it holds nothing of the program's: the walk leaves it waiting.
        if let recorded = initialState {
            // A type the last walk saw is recorded already or declared no statics then, and a
            // type's statics are declared with it (a registration run since that adds some records
            // them itself, `recordStaticsOfLateRegistration`): only the types put under a name
            // since (declared anew for this file, local types, library types first named) are new.
            for name in types.namesPut(since: recorded.namesWalked) {
                if let type = types.registeredType(named: name) { record(type) }
            }
            initialState = InitialProgramState(globalInitialisers: recorded.globalInitialisers, globalVariables: recorded.globalVariables,
                                               statics: statics, namesWalked: types.namesPutCount)
        } else {
            for type in types.registeredValues { record(type) }
            initialState = InitialProgramState(globalInitialisers: globalInitialisers, globalVariables: globals.variablesNow(),
                                               statics: statics, namesWalked: types.namesPutCount)
        }
    }

    /// Records the statics of the types a library registration that waited for a look-up
    /// (`registerOnFirstLookUp`) declared under `names`, when it ran after the state was recorded:
    /// a preview that first names `UserDefaults` registers it then, before reading its statics,
    /// so they are as loading would have recorded them had it registered before the program
    /// loaded, and every later preview starts from them again. A type recorded before (one the
    /// registration adds statics to) keeps its record and gains the statics it did not have.
    /// Only the registration's own names are looked at: a type the program declared since (a
    /// local type) stays unrecorded, as before.
    func recordStaticsOfLateRegistration(_ names: [String]) {
        guard var statics = initialState?.statics else { return }
        for name in names {
            guard let type = types.registeredType(named: name), Self.hasProgramStatics(type) else { continue }
            guard var record = statics[ObjectIdentifier(type)] else {
                statics[ObjectIdentifier(type)] = (type, type.staticInitialisers, type.staticValues)
                continue
            }
            for (key, initialiser) in type.staticInitialisers where record.initialisers[key] == nil && record.values[key] == nil {
                record.initialisers[key] = initialiser
            }
            for (key, value) in type.staticValues where record.initialisers[key] == nil && record.values[key] == nil {
                record.values[key] = value
            }
            statics[ObjectIdentifier(type)] = record
        }
        initialState?.statics = statics
    }

    /// Puts the globals and statics back as `recordInitialState` found them (nothing before it
    /// was called).
    public func restoreInitialState() {
        guard let initialState else { return }
        globalInitialisers = initialState.globalInitialisers
        globals.restoreVariables(initialState.globalVariables)
        for (type, initialisers, values) in initialState.statics.values {
            type.staticInitialisers = initialisers
            type.staticValues = values
        }
        keepStoppedInitialValuesStopped(initialState)
    }

    /// An initial value that stopped stays stopped: its stop was reported where it happened, and
    /// a later preview reads a stand-in that says so (`InitialValueStops.swift`) rather than
    /// stopping again at the same line. A static beside a method of its name keeps its
    /// initialiser, as `staticMember` does.
    private func keepStoppedInitialValuesStopped(_ initialState: InitialProgramState) {
        guard !stoppedInitialValues.isEmpty else { return }
        // A file-private global is kept under its file's key (`FilePrivateGlobals.swift`); its
        // stop is remembered by name, so every key of that name stays stopped (two files' private
        // globals of one name, only one of which stopped, is the approximation).
        for name in stoppedInitialValues.keys {
            globalInitialisers[name] = nil
            for key in filePrivateGlobalNames[name] ?? [] { globalInitialisers[key] = nil }
            // So is every module's global of that name (`ModuleScopedGlobals`), the same approximation.
            if moduleOfBareGlobal[name] != nil {
                for module in Set(moduleOfFile.values) { globalInitialisers[TypeInfo.moduleScopedKey(name, module: module)] = nil }
            }
        }
        for (type, initialisers, _) in initialState.statics.values {
            for name in initialisers.keys where stoppedInitialValues[type.name + "." + name] != nil && type.staticMethods[name] == nil {
                type.staticInitialisers[name] = nil
            }
        }
    }

    /// Whether `type` has statics the program declares (a type of its own, or a library type
    /// it extends with `static let`).
    private static func hasProgramStatics(_ type: TypeInfo) -> Bool {
        !type.staticInitialisers.isEmpty || !type.programStatics.isEmpty || !type.fileScopedStatics.isEmpty
    }
}

extension Interpreter {
    /// Records the state now as the state each preview starts from, forgetting what was recorded
    /// before: after the app's launch has run (`SwiftUIRuntime.launchAppOnce`), the globals and
    /// statics it set are what every preview starts from, as in the launched preview process.
    public func recordInitialStateAfresh() {
        initialState = nil
        recordInitialState()
    }
}
