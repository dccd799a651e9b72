/// The interpreter's named types, and the library registrations still waiting for a first
/// look-up of one of their names.
///
/// A host's library declares hundreds of types (Foundation's formatters, Combine's subjects,
/// UIKit's colours) that a small file never names; registering them all before the file loaded
/// was 11 % of a cold debug run, and copying the library snapshot's types 4 % (docs/performance.md,
/// issue 37, eighth pass). The snapshot's types are copied when first looked up, and a host may
/// hand a registration in with the names it declares, adds members to or reads
/// (`Interpreter.registerOnFirstLookUp`): it runs the
/// first time any of those names is read or written, before the read answers or the write
/// happens, so the program sees the same table as if it had run at once:
/// - a program's type declared under a pending name reads the name first (to see whether it
///   shadows a library type), which registers the library's type, and then replaces it, as
///   when the library had registered it before the program loaded;
/// - registrations that declare the same name run in the order they were handed in, so the
///   first one's type is the one kept, as when they ran in order;
/// - a walk over the whole table (`values`, `keys`, `count`) runs every pending registration
///   first, in order, so suggestions and searches see every type.
/// A registration must declare only types (and their members) under the names it lists, and run
/// the same whenever it runs: the host checks that (`AppleLibraryRegistrationTests`).
///
/// The interpreter runs one file on one thread; the table is not thread-safe.
public final class TypeTable {
    /// The types registered, under every name they were registered by.
    @exclusivity(unchecked) private var entries: [String: TypeInfo] = [:]
    /// The library the interpreter started from (`LibrarySnapshot.install`): each of its types
    /// is copied into the table the first time one of its names is looked up.
    @exclusivity(unchecked) private var library: LibrarySnapshot?
    /// The copy of each library type made so far, by the library's type.
    @exclusivity(unchecked) private var copies: [ObjectIdentifier: TypeInfo] = [:]
    /// The library's names the program removed (`types[name] = nil`): no copy is made for them.
    @exclusivity(unchecked) private var removedLibraryNames: Set<String> = []
    /// Registrations handed in, in order, with the names each declares (`register` nil once run).
    @exclusivity(unchecked) private var pending: [(names: [String], register: (() -> Void)?)] = []
    /// For each name a pending registration declares, those registrations (indices into
    /// `pending`), in order.
    @exclusivity(unchecked) private var pendingByName: [String: [Int]] = [:]
    /// While a registration runs, its index: a name it reads runs only the registrations handed
    /// in before it, since those after it had not run when it would have run in order.
    @exclusivity(unchecked) private var runningBefore = Int.max
    /// The registrations run since the outermost one began, whose names are still to be swept.
    @exclusivity(unchecked) private var ranSinceOutermost: [Int] = []
    /// Each name a type was put under, in order (again each time the name's type is replaced):
    /// the walk that records the program's statics before each file's previews
    /// (`Interpreter.recordInitialState`) reads only the names put since its last walk, not the
    /// whole table (thousands of names) for every file of a module.
    @exclusivity(unchecked) private var namesInOrder: [String] = []
    /// Told every name read or written (tests: which names a registration reads).
    @exclusivity(unchecked) var lookUpObserver: ((String) -> Void)?

    init() {}

    /// The type registered under `name`, running the pending registrations that declare it first.
    public subscript(name: String) -> TypeInfo? {
        get {
            if let lookUpObserver { lookUpObserver(name) }
            if let found = entries[name] { return found }
            if let library, let copy = copyFromLibrary(name, library) { return copy }
            if pendingByName.isEmpty { return nil }
            runPending(declaring: name)
            return entries[name]
        }
        set {
            if let lookUpObserver { lookUpObserver(name) }
            if !pendingByName.isEmpty { runPending(declaring: name) }
            if newValue == nil, let library, library.types[name] != nil { removedLibraryNames.insert(name) }
            entries[name] = newValue
            if newValue != nil { namesInOrder.append(name) }
            TypeStructureGeneration.bump()
        }
    }

    /// The copy of the library's type `name`, made now and kept under that name, unless the
    /// library has none or the program removed it.
    private func copyFromLibrary(_ name: String, _ library: LibrarySnapshot) -> TypeInfo? {
        guard let original = library.types[name], removedLibraryNames.isEmpty || !removedLibraryNames.contains(name) else { return nil }
        let copy = copy(of: original, library)
        entries[name] = copy
        namesInOrder.append(name)
        return copy
    }

    /// This interpreter's copy of the library's `original`, made on first use: a copy is made
    /// first and filled in afterwards, so a type that refers back to one being copied finds its
    /// copy; references to the library's other types point at their copies, made as needed.
    private func copy(of original: TypeInfo, _ library: LibrarySnapshot) -> TypeInfo {
        if let made = copies[ObjectIdentifier(original)] { return made }
        let copy = TypeInfo(name: original.name, kind: original.kind)
        copy.isLibraryType = true
        copies[ObjectIdentifier(original)] = copy
        original.copyMembers(into: copy) { type in
            library.holds(type) ? self.copy(of: type, library) : type
        }
        return copy
    }

    /// Every type, under each of its names (every pending registration run first).
    public var all: [String: TypeInfo] {
        copyAllOfLibrary()
        runAllPending()
        return entries
    }

    /// Copies every library type not copied yet under each of its names.
    private func copyAllOfLibrary() {
        guard let library else { return }
        for (name, original) in library.types where entries[name] == nil && !removedLibraryNames.contains(name) {
            entries[name] = copy(of: original, library)
            namesInOrder.append(name)
        }
        self.library = nil
    }

    /// Every registered type, each once per name it is registered by (pending registrations run first).
    public var values: Dictionary<String, TypeInfo>.Values { all.values }
    /// Every name a type is registered by (pending registrations run first).
    public var keys: Dictionary<String, TypeInfo>.Keys { all.keys }
    /// How many names name a type (pending registrations run first).
    public var count: Int { all.count }

    /// The types registered so far, without running what is pending or copying what the library
    /// holds: only for a walk that looks for what the program did to types (a type still pending
    /// or not copied has not been named by the program, so nothing of the program's is in it).
    public var registeredValues: Dictionary<String, TypeInfo>.Values { entries.values }

    /// The type registered under `name` so far, without running what is pending or copying what
    /// the library holds (a registration's own names, once it has run).
    public func registeredType(named name: String) -> TypeInfo? { entries[name] }

    /// How many times a type has been put under a name so far: a mark for `namesPut(since:)`.
    public var namesPutCount: Int { namesInOrder.count }

    /// The names a type was put under since `mark` (an earlier `namesPutCount`), in order; a
    /// name may repeat, and one removed since still appears (`registeredType(named:)` says what
    /// it names now).
    public func namesPut(since mark: Int) -> ArraySlice<String> { namesInOrder[min(mark, namesInOrder.count)...] }

    /// Whether some registration is waiting for a look-up.
    public var hasPending: Bool { !pendingByName.isEmpty }

    /// Starts the table of a fresh interpreter from `library`'s types, each copied on first use.
    func start(from library: LibrarySnapshot) {
        precondition(entries.isEmpty && pending.isEmpty, "a snapshot is installed into a fresh interpreter")
        self.library = library
        TypeStructureGeneration.bump()
    }

    /// Keeps `register` until one of `names` is looked up; runs it now when one of them is
    /// already registered (so a registered name never waits for a registration).
    func registerOnFirstLookUp(of names: [String], _ register: @escaping () -> Void) {
        let index = pending.count
        if names.isEmpty || names.contains(where: { entries[$0] != nil || library?.types[$0] != nil }) {
            pending.append((names, nil))
            run(register, as: index)
            return
        }
        pending.append((names, register))
        for name in names { pendingByName[name, default: []].append(index) }
    }

    /// Runs, in order, the pending registrations that declare `name` (those handed in before
    /// the one running, if one is).
    private func runPending(declaring name: String) {
        guard let indices = pendingByName[name] else { return }
        for index in indices where index < runningBefore { run(index) }
    }

    /// Runs every pending registration, in the order they were handed in (those before the one
    /// running, if one is).
    func runAllPending() {
        guard !pendingByName.isEmpty else { return }
        for index in pending.indices where index < runningBefore { run(index) }
    }

    /// Runs registration `index` unless it has run. It leaves the pending lists first, so a
    /// registration that reads one of its own names (to see whether the name is taken) finds
    /// it absent, as it would have when it ran in order. Once the outermost registration is
    /// done, every registration that lists a name of one that ran runs too: a registration may
    /// list a type another declares because it adds members to it (Combine's publishers on
    /// `URLSession`), and those members must be there before the program sees the type.
    private func run(_ index: Int) {
        guard let register = pending[index].register else { return }
        pending[index].register = nil
        for name in pending[index].names {
            guard var waiting = pendingByName[name] else { continue }
            waiting.removeAll { $0 == index }
            pendingByName[name] = waiting.isEmpty ? nil : waiting
        }
        let outermost = runningBefore == Int.max
        run(register, as: index)
        ranSinceOutermost.append(index)
        guard outermost else { return }
        while let ran = ranSinceOutermost.popLast() {
            for name in pending[ran].names { runPending(declaring: name) }
        }
    }

    private func run(_ register: () -> Void, as index: Int) {
        let saved = runningBefore
        runningBefore = index
        defer { runningBefore = saved }
        register()
    }
}
