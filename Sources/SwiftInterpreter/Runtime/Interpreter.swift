import DeterministicRandom
import Diagnostics
import SwiftFrontEnd

/// Runs Swift: holds the types (user, built-in and host-registered), the global scope, the limits
/// and their counters, what `print` wrote, and warnings. One interpreter per file being read; not
/// thread-safe (the host runs each file on one thread).
public final class Interpreter {
    @exclusivity(unchecked) public var limits: EvaluationLimits { didSet { setCeilings() } }
    /// Steps evaluated since the interpreter was made (every run of the file).
    @exclusivity(unchecked) public private(set) var steps = 0
    /// `steps` and `allocations` when the current run began (`resetCounters`).
    @exclusivity(unchecked) private var runStartSteps = 0
    @exclusivity(unchecked) private var runStartAllocations = 0
    /// The counts `steps` and `allocations` may reach in this run: the run's own limit or the
    /// file's, whichever comes first (one comparison per step).
    @exclusivity(unchecked) private var stepCeiling = 0
    @exclusivity(unchecked) private var allocationCeiling = 0
    @exclusivity(unchecked) public private(set) var callDepth = 0
    /// The interpreted function whose body is running (innermost), by identity.
    @exclusivity(unchecked) var runningFunction: ObjectIdentifier?
    /// The generic parameters in scope in the body running (`InterpretedBody.genericParameterNames`).
    @exclusivity(unchecked) var runningGenericParameterNames: Set<String> = []
    /// Expressions being evaluated inside one another (see `EvaluationLimits.maxExpressionDepth`).
    @exclusivity(unchecked) var expressionDepth = 0
    /// Elements allocated since the interpreter was made.
    @exclusivity(unchecked) public private(set) var allocations = 0
    /// Steps of the current run.
    public var stepsThisRun: Int { steps - runStartSteps }
    /// Everything `print` wrote, in order. User code never performs I/O; the host decides what to do
    /// with this text.
    @exclusivity(unchecked) public var output = ""
    /// Things the caller should know about a run that are not errors (e.g. "random numbers come
    /// from a fixed seed").
    @exclusivity(unchecked) public private(set) var warnings: [RuntimeWarning] = []
    /// Named types: built-ins, host-registered natives and the user's declarations, and the
    /// host's registrations waiting for a first look-up (`registerOnFirstLookUp`). Every read
    /// and write of a type by name goes through it.
    public let types = TypeTable()
    public let globals = Scope(parent: nil)
    /// The module name used when Swift prints a qualified type name (`[main.Point(x: 1)]`).
    @exclusivity(unchecked) public var moduleName = "main"
    /// The file being run and the span being evaluated (cheap to update on every step); errors
    /// turn them into a `SourceRange` with lines and columns.
    @exclusivity(unchecked) public var currentFile: SourceFileSyntax?
    @exclusivity(unchecked) public var currentSpan = SourceSpan(start: 0, end: 0)
    /// The literal kind of the all-literal operand about to be evaluated (`LiteralOperandKinds`).
    @exclusivity(unchecked) var knownLiteralOperand: (span: SourceSpan, kind: LiteralKind)?
    /// The compilation conditions each file's module sets besides `DEBUG` (`SWIFT_PACKAGE`,
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`), by file name: `#if NAME` holds in that file.
    @exclusivity(unchecked) public var compilationConditionsByFile: [String: Set<String>] = [:]
    /// While a module's files are loaded together (`load(_:)` of several files), each file's
    /// top-level declarations, so a superclass declared in another file is defined with its file.
    @exclusivity(unchecked) var loadingFiles: [(file: SourceFileSyntax, declarations: [Decl])] = []
    /// The program's `typealias`es: what top-level ones name (`FontName` is `Tagged<Font,
    /// String>`), those of numeric types, nested tuple aliases (`TypeAliasTable`).
    var typeAliases = TypeAliasTable()
    /// The collection type `self` has in each initializer of an extension of a collection with a
    /// known element (`extension [Widget] { init }`), by the initializer (`CollectionExtensionSelfHint`).
    @exclusivity(unchecked) var collectionInitializerSelfHints: [ObjectIdentifier: TypeHint] = [:]
    /// The requirements of the constrained extension each instance method or computed getter was
    /// declared in, by the function (`ConstrainedExtensionMembers`).
    @exclusivity(unchecked) var memberConstraints: [ObjectIdentifier: ConstrainedMember] = [:]
    /// The names of the methods in `memberConstraints`: a call of another name is not looked at again.
    @exclusivity(unchecked) var constrainedMethodNames: Set<String> = []
    /// Every computed property of a name that constrained extensions of one type declare more than
    /// once, by the getter of the one the type's table kept (`computedChosenByConstraint`).
    @exclusivity(unchecked) var computedAlternatives: [ObjectIdentifier: [ComputedProperty]] = [:]
    /// The names of the statics constrained extensions of a generic type declare
    /// (`ConstrainedExtensionStatics`): a static read or call of another name is not looked at again.
    @exclusivity(unchecked) var constrainedStaticNames: Set<String> = []
    /// The generic arguments known for each generic type whose static member runs, innermost last
    /// (`Wrapper<Img>.icon`, and inside a constrained extension's static the arguments its
    /// requirements fix), by which its constrained statics are chosen.
    @exclusivity(unchecked) var staticGenericArguments: [(type: TypeInfo, arguments: [String: TypeInfo])] = []
    /// The generic arguments of the metatype the expression just evaluated wrote
    /// (`Wrapper<Self>.self`), read by the member access on it (`ConstrainedExtensionStatics`).
    @exclusivity(unchecked) var producedMetatypeArguments: (type: TypeInfo, arguments: [String: TypeInfo])?
    /// Library types a top-level type of the program took the name of (`struct List` in a model
    /// module beside SwiftUI's `List`), by that name: a call none of the program type's
    /// initializers accepts is the library type's, as Swift picks, among the types a file sees
    /// by that name, the one whose initializer applies to the arguments.
    @exclusivity(unchecked) var shadowedLibraryTypes: [String: TypeInfo] = [:]
    /// The concrete types of the program's `extension P where Self == Concrete` blocks, by the
    /// name of each static member they declare (`ConstrainedProtocolStatics`).
    @exclusivity(unchecked) var constrainedProtocolStatics: [String: [TypeInfo]] = [:]
    /// The protocols a protocol extension's `where Self: P` requires, by the static methods it
    /// declares (`ProtocolStaticRequirements`).
    @exclusivity(unchecked) var selfRequirementsOfStatics: [ObjectIdentifier: [String]] = [:]
    /// Those of them declared in extensions of the program's own protocols, by member name.
    @exclusivity(unchecked) var programProtocolStatics: [String: [TypeInfo]] = [:]
    /// The protocols whose library calls look a deferred implicit member up themselves
    /// (`.labelStyle(.vertical)` on `LabelStyle`), set by the host (`ConstrainedProtocolStatics`).
    @exclusivity(unchecked) public var protocolsResolvingDeferredMembers: Set<String> = []
    /// The constrained extensions' statics of those protocols, by member name.
    @exclusivity(unchecked) var deferredProtocolStatics: [String: [TypeInfo]] = [:]
    /// The span of the implicit member that starts the chain whose base is being evaluated
    /// (`ConstrainedProtocolStatics.evalChainBase`).
    @exclusivity(unchecked) var implicitChainRootSpan: SourceSpan?
    /// The source range being evaluated, attached to errors raised by natives.
    public var currentRange: SourceRange? { currentFile?.range(of: currentSpan) }
    @exclusivity(unchecked) var random = SplitMix64(seed: 0x5EED)
    /// Built-in types (set up in `init`).
    @exclusivity(unchecked) var builtins: BuiltinTypes!
    /// `self` while a lazy property initialiser runs.
    @exclusivity(unchecked) var lazySelf: Value?
    /// How many variables are being changed in place (`modify(_:_:)`), and the host work waiting
    /// until none is (`afterModification`).
    @exclusivity(unchecked) var modificationDepth = 0
    @exclusivity(unchecked) var workAfterModification: [() throws -> Void] = []
    /// Parameter positions with default values, per interpreted initializer.
    @exclusivity(unchecked) var initializerDefaults: [ObjectIdentifier: Set<Int>] = [:]
    /// The generic parameters an initializer declares (`init<T: BinaryInteger>(_ value: T)`), by
    /// the initializer's identity; only initializers that declare some are listed.
    @exclusivity(unchecked) var initializerGenericParameters: [ObjectIdentifier: Set<String>] = [:]
    @exclusivity(unchecked) var objectCount = 0
    @exclusivity(unchecked) var uuidCount = 0
    /// True while running on the evaluation thread (see `onLargeStack`).
    @exclusivity(unchecked) var isOnLargeStack = false
    /// The host this interpreter runs a file for (the SwiftUI runtime): natives shared by every
    /// interpreter of the process reach their file's host through the interpreter they are called with.
    public weak var host: AnyObject?
    /// Told each warning `warn(_:)` records, with where the run was (the host's diagnostics).
    public var warningReporter: ((DiagnosticMessage, SourceRange?) -> Void)?
    /// Operator functions the file declares (`static func + (…)`, global `func <*> (…)`).
    /// Told when the layout needed the value of a name the file does not define and the
    /// interpreter assumed one (`"false"`, `"empty"`, `"nil"`, a case name): the host warns.
    public var assumedForUnseen: ((Value, String) -> Void)?
    /// Given what each `await` produced, before the code after it runs: the host may stop the
    /// code there (a task waiting on something that never completes in a preview) by throwing.
    public var awaited: ((Value) throws -> Value)?
    /// Given the storage a local `@Previewable` wrapped variable (`@Previewable @State var x = 0`
    /// in a `#Preview`) was just made with, its name and its wrapper's type name: the host may give
    /// storage it kept from an earlier run of the same preview instead (state the canvas keeps).
    public var previewableStorage: ((_ name: String, _ wrapper: String, _ storage: Value) -> Value)?
    /// The generic arguments written with a library type's name while its initializer runs
    /// (`Bookmark` in `FetchDescriptor<Bookmark>()`): a native initializer reads them as Swift's
    /// does its generic parameters; empty otherwise.
    public internal(set) var writtenTypeArguments: [TypeHint] = []
    /// The generic arguments of each struct being initialised, innermost last: a struct value
    /// keeps no metadata here, so `T.self` in its initializer reads them from this stack
    /// (`InstanceGenericArguments`).
    var initialisingGenericArguments: [(type: TypeInfo, arguments: [String: TypeHint])] = []
    /// The contextual type of the call about to run a function whose generic parameters only its
    /// result binds (`let item: Item = decode()`); taken by that call (`callInterpreted`).
    var contextualResultHint: TypeHint?
    @exclusivity(unchecked) var operatorFunctions: [String: [Function]] = [:]
    /// Top-level `private`/`fileprivate` functions, seen by their own file only (`FilePrivateFunctions`).
    var filePrivateFunctions: Set<ObjectIdentifier> = []
    /// Names of top-level `private`/`fileprivate` types kept under their file's key because a
    /// library type has the name (`FilePrivateTypes`).
    @exclusivity(unchecked) var filePrivateTypeNames: Set<String> = []
    /// Top-level type names more than one loaded file declares (`noteTypeNamesOfSeveralFiles`).
    @exclusivity(unchecked) var typeNamesOfSeveralFiles: Set<String> = []
    /// The module each file of the program belongs to, by file name (empty: one module), so a
    /// type name several modules declare is each module's own (`ModuleScopedTypes`).
    public var moduleOfFile: [String: String] = [:]
    /// Top-level type names files of more than one module declare (`noteTypeNamesOfSeveralModules`).
    @exclusivity(unchecked) var typeNamesOfSeveralModules: Set<String> = []
    /// Library-named types one dependency exports, with that module and the library's type, and
    /// the modules each file imports or is re-exported (`LibraryNamesBehindImports`).
    var libraryNamesBehindImports: [String: (module: String, library: TypeInfo)] = [:]
    var modulesSeenByFile: [String: Set<String>] = [:]
    /// Those of them whose bare name is a `public`/`open` declaration (`exposeModuleScopedType`).
    var exportedModuleScopedTypeNames: Set<String> = []
    /// Global variable and function names files of more than one module declare, each with the
    /// module whose declaration the bare name means where the reading module declares none
    /// (`ModuleScopedGlobals`).
    @exclusivity(unchecked) var moduleOfBareGlobal: [String: String] = [:]
    /// The module of each global function of such a name, and whether it is exported.
    @exclusivity(unchecked) var moduleOfGlobalFunction: [ObjectIdentifier: (module: String, isExported: Bool)] = [:]
    /// The module of each top-level type kept under its module's key (`hintName(of:)`).
    var moduleOfScopedType: [ObjectIdentifier: String] = [:]
    /// Whether any file declares a `private`/`fileprivate` operator function (`FilePrivateOperators`).
    var declaresFilePrivateOperators = false
    /// True once the file declares a static operator method in any type (`static func + (…)`):
    /// until then an operator on built-in operands (`Int`, `String`, …) needs no overload lookup.
    @exclusivity(unchecked) var declaresOperatorMethods = false
    /// Result builders by attribute name (`ViewBuilder`, a test's `ArrayBuilder`).
    @exclusivity(unchecked) public var resultBuilders: [String: ResultBuilder] = [:]
    /// Result builders the host attaches to protocol requirements: `["View": ["body": "ViewBuilder"]]`
    /// makes every `var body` of a `View` a `@ViewBuilder` body, as SwiftUI declares it.
    @exclusivity(unchecked) public var implicitBuilders: [String: [String: String]] = [:]
    /// Types whose initializer reads a first, unlabelled string literal as something other than a
    /// `String` (SwiftUI's `Text("…")` takes a `LocalizedStringKey`): the literal's pieces are
    /// given to `stringLiteralInitializer`, which makes the argument's value.
    @exclusivity(unchecked) public var literalKeyTypes: Set<String> = []
    /// The arguments of the native function or initializer being called, as written: a native
    /// reads them to point a diagnostic at one argument (`frame(minWidth: 50, …)`).
    public var nativeArgumentSpans: [NativeArgumentSpan] {
        nativeArgumentsAsWritten.map { NativeArgumentSpan(label: $0.label, labelSpan: $0.labelSpan, valueSpan: $0.expression?.span) }
    }
    /// The arguments behind `nativeArgumentSpans`, kept as they are (spans are made only when a
    /// native asks, which is only to point at an argument in a diagnostic).
    @exclusivity(unchecked) var nativeArgumentsAsWritten: [PendingArgument] = []
    /// Makes the value of such a literal from its pieces and the call's arguments labelled with
    /// one of `literalKeyLookupLabels` (evaluated before the literal's value is made).
    @exclusivity(unchecked) public var stringLiteralInitializer: (([LiteralPiece], [CallArgument]) throws -> Value)?
    /// The labels of arguments that say where a literal key is looked up (`Text(_:tableName:bundle:comment:)`).
    @exclusivity(unchecked) public var literalKeyLookupLabels: Set<String> = []
    /// The text of an interpolation with labelled arguments in such a literal
    /// (`"\(date, style: .timer)"`, SwiftUI's `appendInterpolation(_:style:)`), given the value and
    /// the other arguments; nil: the value's description.
    @exclusivity(unchecked) public var labelledInterpolation: ((Value, [(label: String?, value: Value)]) throws -> String?)?
    /// Behaviour of property wrappers the host provides (`State`, `Binding`, …), by name.
    @exclusivity(unchecked) public var propertyWrappers: [String: PropertyWrapperBehaviour] = [:]
    /// What a name the file uses but defines nowhere stands for (a type or global of another file
    /// of the app: `ListView()`, `ModelData.shared`), asked where it is evaluated; nil keeps
    /// swiftc's "cannot find 'X' in scope" (the SwiftUI runtime's `UndefinedNames.swift`).
    @exclusivity(unchecked) public var undefinedName: ((String) -> Value?)?
    /// The modules the program's files import (`import Defaults`). Swift makes an imported
    /// module's name visible (`Defaults.Keys`, and a package's type named like it, `Defaults[key]`),
    /// so such a name is never taken as a typo of a program name one edit away (`UDefaults`).
    @exclusivity(unchecked) public var importedModuleNames: Set<String> = []
    /// The files (by name) that import a module LayoutLens did not read (a remote package's
    /// `import NavigationBackport`): Swift looks a name up in the file's imported modules too, so
    /// in such a file a name no file declares may be that module's (`NBNavigationStack`) even one
    /// edit away from a program name (`NRNavigationStack`): a stand-in, not a typo.
    @exclusivity(unchecked) public var filesImportingUnreadModules: Set<String> = []
    /// The Apple framework declaring a name, when the file being run sees that framework (by its
    /// prefix: `CIImage` is Core Image's in a file importing it); set by the reader. A name of one
    /// framework one edit from another framework's (`CIImage`, UIKit's `UIImage`) is no typo.
    @exclusivity(unchecked) public var appleFrameworkDeclaring: ((String) -> String?)?
    /// Whether a name is a typo of a program-wide name (`undefinedNameValue`), by name and `self`
    /// type, for the program's state (type generation and counts of globals, functions and types).
    @exclusivity(unchecked) var undefinedNameVerdicts: (state: [Int], verdicts: [UndefinedNameVerdictKey: Bool]) = ([], [:])
    /// What a member the file reads but no type here declares stands for (`Color.brandBlue` from
    /// another file's `extension Color`, a modifier of another file's `extension View`), given the
    /// base (a metatype for a static member); nil keeps swiftc's "has no member" error.
    @exclusivity(unchecked) public var undefinedMember: ((Value, String) throws -> Value?)?
    /// What a call of a host method stands for when the host refused its arguments as no overload
    /// of its own (`extraArgument`): another file of the app may declare an overload the file
    /// calls (`.frame(size)` for its own `frame(_ size: CGSize)`). Given the method's name, the
    /// receiver and the refusal; nil keeps the error.
    @exclusivity(unchecked) public var unmatchedHostOverload: ((String, Value, RuntimeError) throws -> Value?)?
    /// What a call of an initializer of a host type that no declaration here takes stands for
    /// (`UIFont(descriptor:size:)`, `self.init()` in `extension NSEntityDescription`): the file
    /// compiles, so Apple's framework (or an extension in a file not read) declares it. Given the
    /// type and the call's labels; nil keeps the error.
    @exclusivity(unchecked) public var unmodelledInitializer: ((TypeInfo, [String?]) -> Value?)?
    /// Global functions the file declares, by base name (overloads told apart by labels).
    @exclusivity(unchecked) var globalFunctions: [String: [Function]] = [:] {
        didSet { TypeStructureGeneration.bump() }
    }
    /// `type(named:)` for undotted names and `globalFunctions` by name, valid while
    /// `nameCacheGeneration` is the `TypeStructureGeneration` (`types` and `globalFunctions` bump
    /// it when they change): every call of a type or function by name asks.
    @exclusivity(unchecked) var typeCache = NameTable<TypeInfo?>()
    @exclusivity(unchecked) var globalFunctionCache = NameTable<[Function]?>()
    @exclusivity(unchecked) var nativeFunctionCache = NameTable<Function?>()
    @exclusivity(unchecked) var nameCacheGeneration = -1
    /// Whether `Array`'s `count` and `isEmpty` were the standard library's in the
    /// `TypeStructureGeneration` they were checked in (`builtinArrayProperty`).
    @exclusivity(unchecked) var arrayPropertiesCache: (generation: Int, areBuiltin: Bool)?
    /// Floating-point literals already parsed, by their spelling.
    @exclusivity(unchecked) var floatLiterals = NameTable<Double>()
    /// Free functions provided natively (`print`, `min`, `max`, …), by base name.
    @exclusivity(unchecked) public var nativeFunctions: [String: Function] = [:] {
        didSet { TypeStructureGeneration.bump() }
    }
    /// Lazily evaluated global `let`/`var` initialisers (Swift initialises globals on first use in a
    /// script-less file; in `main.swift` in order).
    @exclusivity(unchecked) var globalInitialisers: [String: Thunk] = [:]
    /// Globals and static properties whose initial value stopped (`sharedSettings`,
    /// `Theme.accent`), with the error it stopped at: Swift's program traps there, and a later
    /// read, which finds no value, is a stand-in whose warning says why (`InitialValueStops.swift`).
    @exclusivity(unchecked) public internal(set) var stoppedInitialValues: [String: RuntimeError] = [:]
    /// The globals and statics each preview starts from (`InitialProgramState.swift`).
    @exclusivity(unchecked) var initialState: InitialProgramState?
    /// Globals and statics whose initial value has been made once (by name, as
    /// `stoppedInitialValues`), and how many initial values made again are running: what they
    /// warn about was said the first time (`isRemakingInitialValue`).
    @exclusivity(unchecked) var initialValuesMade: Set<String> = []
    @exclusivity(unchecked) var initialValuesBeingRemade = 0
    /// Names of top-level `private`/`fileprivate` variables, with the file keys each is kept under,
    /// in the order they were declared (`FilePrivateGlobals.swift`).
    @exclusivity(unchecked) var filePrivateGlobalNames: [String: [String]] = [:]
    /// Global computed variables (`var gap: CGFloat { 8 + 4 }` at the top level), by name: their
    /// getters run at every read.
    @exclusivity(unchecked) var globalGetters: [String: Function] = [:]

    /// An interpreter with copies of `library`'s types and functions (the standard library's,
    /// registered once per process: `LibrarySnapshot`).
    public init(limits: EvaluationLimits = .default, library: LibrarySnapshot = .standardLibrary) {
        self.limits = limits
        setCeilings()
        library.install(into: self)
        builtins = BuiltinTypes { declareType($0, kind: .builtin) }
    }

    /// An interpreter that registers the standard library itself: the one
    /// `LibrarySnapshot.standardLibrary` is taken from.
    init(registeringStandardLibrary limits: EvaluationLimits) {
        self.limits = limits
        setCeilings()
        registerBuiltins()
    }

    // MARK: Types

    /// The type named `name`, if known (`Int`, `Color`, a user struct). Nested names use dots.
    public func type(named name: String) -> TypeInfo? {
        // Dotted names also depend on nested types, which are not watched: only plain names are cached.
        if InlineName.containsDot(name) { return dottedType(named: name) }
        return cachedType(named: name)
    }

    /// `types[name]` through the name cache, for a plain (undotted) name or a type registered
    /// under its dotted name.
    func cachedType(named name: String) -> TypeInfo? {
        if !filePrivateTypeNames.isEmpty, let own = filePrivateType(named: name) { return own }
        if !typeNamesOfSeveralModules.isEmpty, let own = moduleScopedType(named: name) { return own }
        validateNameCaches()
        if let cached = typeCache.element(for: name) { return cached }
        let found = types[name]
        if !name.utf8.contains(UInt8(ascii: ".")) { typeCache.set(found, for: name) }
        return found
    }

    /// The functions declared globally under `name` (overloads), if any.
    func globalFunctionOverloads(_ name: String) -> [Function]? {
        if globalFunctions.isEmpty { return nil }
        validateNameCaches()
        return cached(name, in: &globalFunctionCache) { globalFunctions[$0] }
    }

    /// The host's function registered under `name`, if any.
    func nativeFunction(_ name: String) -> Function? {
        if nativeFunctions.isEmpty { return nil }
        validateNameCaches()
        return cached(name, in: &nativeFunctionCache) { nativeFunctions[$0] }
    }

    /// `lookup(name)`, remembered in `cache` (valid: `validateNameCaches()` has run).
    @inline(__always)
    private func cached<Found>(_ name: String, in cache: inout NameTable<Found?>, _ lookup: (String) -> Found?) -> Found? {
        if let known = cache.element(for: name) { return known }
        let found = lookup(name)
        cache.set(found, for: name)
        return found
    }

    @inline(__always)
    private func validateNameCaches() {
        let generation = TypeStructureGeneration.current
        if nameCacheGeneration != generation {
            typeCache.removeAll()
            globalFunctionCache.removeAll()
            nativeFunctionCache.removeAll()
            nameCacheGeneration = generation
        }
    }

    /// The library's type of `name` that a program's type of that name shadows (`struct Form`
    /// of the app hides SwiftUI's `Form` from the bare name), reached as `SwiftUI.Form`.
    public func libraryType(shadowedBy name: String) -> TypeInfo? { shadowedLibraryTypes[name] }

    /// `Outer.Inner`: registered under the dotted name, else found through nested types.
    /// Names of modules that may qualify a type's name (`Models.Visibility` is `Visibility` when
    /// `Models` is one of the program's modules or a library module).
    public var moduleQualifiers: Set<String> = []
    /// The names among `moduleQualifiers` that are the program's own modules (the rest are the
    /// library's: `SwiftUI`, `Foundation`).
    public var programModuleNames: Set<String> = []
    /// The library module that qualifies a library type a program type hides (`SwiftUI`), so a
    /// hint can name it (`hintName(of:)`); nil when the host has none.
    public var libraryModuleName: String?

    private func dottedType(named name: String) -> TypeInfo? {
        var parts = name.split(separator: ".").map(String.init)
        let first = parts.removeFirst()
        // A type its file or its module keeps to itself is the outer type of `Asset.Colors`
        // there, not another module's of the same spelling registered under the dotted name.
        let own = filePrivateTypeNames.isEmpty && typeNamesOfSeveralModules.isEmpty ? nil
            : filePrivateType(named: first) ?? moduleScopedType(named: first)
        if own == nil, let type = types[name] { return type }
        guard var current = own ?? types[first] else {
            // `Models.Visibility`, `SwiftUI.Font`: a module's name qualifying one of its types;
            // `Theme.Asset` is the module `Theme`'s own `Asset` when several modules declare one.
            if moduleQualifiers.contains(first), !parts.isEmpty {
                if let qualified = moduleQualifiedType(module: first, name: parts[0]) {
                    return parts.dropFirst().reduce(Optional(qualified)) { $0?.nestedTypes[$1] }
                }
                return type(named: parts.joined(separator: "."))
            }
            return nil
        }
        for part in parts {
            guard let next = current.nestedTypes[part] else { return nil }
            current = next
        }
        return current
    }

    /// Declares (or returns the existing) type named `name`.
    @discardableResult
    public func declareType(_ name: String, kind: TypeInfoKind) -> TypeInfo {
        if let existing = types[name] { return existing }
        let type = TypeInfo(name: name, kind: kind)
        types[name] = type
        return type
    }

    /// Registers a type under a name (nested types register their qualified name too).
    public func register(_ type: TypeInfo, as name: String) { types[name] = type }

    /// Keeps a host's registration of library types until the program first reads or writes
    /// one of `names` (or walks every type), then runs it: a file that never names them does not
    /// pay for them. `register` must declare only types and their members, under `names`
    /// (`TypeTable` says what stays the same). A static it gives one of them that each preview
    /// starts afresh (`UserDefaults.standard`) is recorded when it runs after loading, as loading
    /// would have recorded it (`recordStaticsOfLateRegistration`).
    public func registerOnFirstLookUp(of names: [String], _ register: @escaping () -> Void) {
        types.registerOnFirstLookUp(of: names) { [weak self] in
            register()
            self?.recordStaticsOfLateRegistration(names)
        }
    }

    // MARK: Limits

    /// Counts one evaluation step; throws when the step limit is reached.
    @inline(__always)
    func step() throws {
        steps &+= 1
        if steps > stepCeiling { throw stepLimitReached() }
    }

    private func stepLimitReached() -> RuntimeError {
        if stepsThisRun > limits.maxSteps {
            return RuntimeError(.limitSteps(limits.maxSteps), at: currentRange)
        }
        return RuntimeError(.limitFileSteps(limits.maxFileSteps), at: currentRange)
    }

    /// The run's ceilings from its start and the limits (sums saturate at `Int.max`).
    private func setCeilings() {
        let (runSteps, stepsOverflow) = runStartSteps.addingReportingOverflow(limits.maxSteps)
        stepCeiling = min(stepsOverflow ? .max : runSteps, limits.maxFileSteps)
        let (runAllocations, allocationsOverflow) = runStartAllocations.addingReportingOverflow(limits.maxAllocations)
        allocationCeiling = min(allocationsOverflow ? .max : runAllocations, limits.maxFileAllocations)
    }

    /// Counts `count` elements about to be allocated, before the host allocates them; throws when
    /// the allocation limit would be passed. The sum is checked (a count near `Int.max` cannot wrap
    /// the counter back below the limit) and a negative count is refused, never subtracted: callers
    /// check counts from user code first and trap with Swift's own message.
    public func allocate(_ count: Int) throws {
        guard count >= 0 else {
            throw RuntimeError(.limit, "allocation of a negative number of elements (\(count)) refused", at: currentRange)
        }
        let (total, overflow) = allocations.addingReportingOverflow(count)
        if overflow || total > allocationCeiling {
            if !overflow, total - runStartAllocations <= limits.maxAllocations {
                throw RuntimeError(.limitFileAllocations(limits.maxFileAllocations), at: currentRange)
            }
            throw RuntimeError(.limitAllocations(limits.maxAllocations), at: currentRange)
        }
        allocations = total
    }

    /// Counts `count` items of `size` elements each (`String(repeating: unit, count: n)`): the
    /// product is checked before `allocate` sees it.
    public func allocate(_ count: Int, of size: Int) throws {
        guard count >= 0, size >= 0 else { return try allocate(min(count, size)) }
        let (total, overflow) = count.multipliedReportingOverflow(by: size)
        try allocate(overflow ? Int.max : total)
    }

    func enterCall() throws {
        callDepth += 1
        if callDepth > limits.maxCallDepth {
            callDepth -= 1
            throw RuntimeError(.limitCallDepth(limits.maxCallDepth), at: currentRange)
        }
    }

    func leaveCall() { callDepth -= 1 }

    /// Starts the budget of another file of the same program (a module's files each have the
    /// file budget of `limits`, as a file read alone has).
    public func startFile() {
        steps = 0
        allocations = 0
        resetCounters()
    }

    /// Starts a new run (not the program) before the host runs another entry point: the run gets
    /// `maxSteps` and `maxAllocations` afresh, within what is left of the file's budget.
    public func resetCounters() {
        runStartSteps = steps
        runStartAllocations = allocations
        setCeilings()
        callDepth = 0
        expressionDepth = 0
    }

    /// Records an assumption the run made (`RuntimeAssumptionMessages`), once per message, and
    /// hands every one to `warningReporter`: a host reports it where the run is (its file, its
    /// preview), so nothing the library assumes is silent. A global's initial value made again
    /// for a later preview said it the first time (`isRemakingInitialValue`).
    public func warn(_ message: DiagnosticMessage) {
        guard !isRemakingInitialValue else { return }
        let warning = RuntimeWarning(id: message.id, message: message.text, range: currentRange)
        warningReporter?(message, currentRange)
        if !warnings.contains(where: { $0.message == message.text }) { warnings.append(warning) }
    }

    func nextObjectSerial() -> Int {
        objectCount += 1
        return objectCount
    }

    /// A runtime error at the current range.
    func error(_ kind: RuntimeError.Kind, _ message: String) -> RuntimeError {
        RuntimeError(kind, message, at: currentRange)
    }

    /// A catalogued runtime error at the current range.
    /// A missing argument points at the call's `)`, as swiftc does.
    func error(_ message: DiagnosticMessage) -> RuntimeError {
        let missing = message.id == "missingArgument" ? closingParenthesisRange() : nil
        return RuntimeError(message, at: missing ?? currentRange)
    }
}

/// Something worth telling the caller about a run that is not an error.
public struct RuntimeWarning: Equatable, Sendable {
    /// The stable id of the message (docs/diagnostics.md).
    public var id: String
    public var message: String
    public var range: SourceRange?
}

extension Interpreter {
    /// The value a top-level name has (a global variable, function, or type as a metatype), as the
    /// host looks up `ContentView` or a preview's model.
    public func value(named name: String) throws -> Value {
        try lookupName(name, globals)
    }
}
