/// A global or static property whose initial value stops (`let shared = Store(path: bundled!)`
/// with no such file, `static let first = items[0]` of an empty array).
///
/// Swift initialises a global or static stored property lazily, on its first use, and a trap in
/// its initial value stops the program there (The Swift Programming Language, "Global and Local
/// Variables": global constants and variables are computed lazily; "Type Properties": stored type
/// properties are lazily initialized on their first access). The interpreter takes the
/// initialiser when it runs it, so a later read finds no value and its name is a stand-in; the
/// error is kept by name, so the stand-in's warning can say the name is the program's and where
/// its initial value stopped, rather than that no file declares it.
extension Interpreter {
    /// The value `thunk` makes for `name` (a global's name, or `Type.name` for a static), the
    /// error it stopped at remembered under `name` before it is thrown on.
    func initialValue(of name: String, _ thunk: Thunk) throws -> Value {
        // A preview after the first makes a value again (`InitialProgramState`): its warnings
        // were reported when it was first made, at the declaration, and are not repeated.
        let remaking = !initialValuesMade.insert(name).inserted
        if remaking { initialValuesBeingRemade += 1 }
        defer { if remaking { initialValuesBeingRemade -= 1 } }
        do {
            return try thunk(self)
        } catch let stop as RuntimeError {
            if stoppedInitialValues[name] == nil { stoppedInitialValues[name] = stop }
            throw stop
        }
    }

    /// Whether an initial value made before is being made again (for a later preview): the host
    /// does not repeat the warnings it made the first time.
    public var isRemakingInitialValue: Bool { initialValuesBeingRemade > 0 }

    /// The stopped initial value `path` reads (`sharedSettings.title` reads `sharedSettings`;
    /// `Theme.accent` is itself one), the longest name that matches; nil when it reads none.
    public func stoppedInitialValue(readBy path: String) -> (name: String, error: RuntimeError)? {
        guard !stoppedInitialValues.isEmpty else { return nil }
        var candidate = Substring(path)
        while true {
            if let error = stoppedInitialValues[String(candidate)] { return (String(candidate), error) }
            guard let dot = candidate.lastIndex(of: ".") else { return nil }
            candidate = candidate[..<dot]
        }
    }
}
