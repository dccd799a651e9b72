/// A global or static property initialised on its first use (Swift runs a global's or a static
/// stored property's initialiser lazily, once, the first time it is read), with the initialiser
/// that made it, so it can be made uninitialised again.
enum FirstUse {
    case global(String, Thunk)
    case staticProperty(TypeInfo, String, Thunk)

    /// Forgets the value and gives the initialiser back: the next use initialises it again.
    func undo(in interpreter: Interpreter) {
        switch self {
        case let .global(name, thunk):
            interpreter.globals.removeLocal(name)
            interpreter.globalInitialisers[name] = thunk
        case let .staticProperty(type, name, thunk):
            type.staticValues[name] = nil
            type.staticInitialisers[name] = thunk
        }
    }
}
