import AppResources
import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftInterpreter

/// SwiftUI as a library of native types for the interpreter, and the resolution of view values
/// into the engine's trees.
///
/// One runtime reads one module (a single file, or every file of an app target read as one
/// program): it registers SwiftUI's types with a fresh `Interpreter`, loads the module's files
/// (the user's declarations extend and shadow the built-ins, as in Swift), then, file by file,
/// evaluates each preview's content and resolves it into a `ViewNode`. See
/// `docs/reader-design.md`.
public final class SwiftUIRuntime {
    /// Most views one scenario may contain; protects against `ForEach(0..<1_000_000)`.
    public static let viewLimit = 20_000
    /// Deepest nesting of views (a modifier is a level) a scenario may have: the engine, the
    /// renderer and the snapshots walk the tree recursively; 512 is far beyond real views.
    public static let maximumViewDepth = 512

    let interpreter: Interpreter
    /// The file whose previews are being run (`runPreviews(of:)`); diagnostics about the preview
    /// itself point into it.
    var file: SourceFileSyntax
    /// Every file of the module, loaded as one program (the file alone when read alone).
    let moduleFiles: [SourceFileSyntax]
    /// For each file of the module, its top-level types another file declares too (computed on
    /// the first `runPreviews(of:)` of a module of several files).
    lazy var typesDeclaredElsewhere: [String: Set<String>] = Self.typesDeclaredElsewhere(in: moduleFiles, moduleOfFile: interpreter.moduleOfFile)
    /// What each wrapped view type of the module is known to show (`representableDrawsNothing`,
    /// `representableShowsVideo`), decided once per type, not at every view that shows it.
    var knownRepresentables: [String: WrappedViewContent] = [:]
    /// The module's type declarations by name, top-level ones first (`RepresentableDrawing`),
    /// indexed on first use.
    lazy var declaredTypesByName: [String: [DeclaredType]] = DeclaredType.index(of: moduleFiles)
    /// Sizes `Image`s: by asset name, or by symbol name for `Image(systemName:)`.
    let images: ImageResolver
    /// The module's asset catalogs, string tables and fonts (`Color("Brand")`, `Text("menu.title")`);
    /// empty for a file read alone.
    public var resources = ResourceBundle.empty
    /// The resources of the package targets the program's files are compiled into, for their
    /// `Bundle.module`.
    public var packageBundles = PackageTargetBundles()
    /// The app's own bundle (`Bundle.main`) when it differs from `resources`: the module's
    /// resources without its package targets' (`LookupBundle`); nil when they are the same.
    public var mainResources: ResourceBundle?
    /// The bundled font files the preview's code registered (`CTFontManagerRegisterFontsForURL`).
    var registeredFontFiles: Set<String> = []
    /// UIKit's stack of image contexts the preview's code opened (`UIGraphicsBeginImageContext`).
    var imageContexts: [DrawnImage] = []
    /// The content views of chart marks' annotations, by `ChartAnnotation.content`
    /// (`Library/Charts/ChartAnnotations.swift`).
    var chartAnnotationContents: [Value] = []
    /// Where a name no file read declares comes from, in words ("the remote package Nuke, which
    /// LayoutLens does not read"), given by the reader from the module's imports and the file the
    /// name is written in (its path, when known); nil when unknown.
    public var standInOrigin: ((_ name: String, _ usedIn: String?) -> String?)?
    /// The names of the modules whose files this program loaded (`Models.Visibility` names the
    /// type `Visibility` of the local package `Models`).
    public var programModuleNames: Set<String> = [] {
        didSet {
            interpreter.moduleQualifiers = Self.moduleNames.union(programModuleNames)
            interpreter.programModuleNames = programModuleNames
        }
    }
    /// The files of the program that import a module not read (`Interpreter.filesImportingUnreadModules`).
    public var filesImportingUnreadModules: Set<String> {
        get { interpreter.filesImportingUnreadModules }
        set { interpreter.filesImportingUnreadModules = newValue }
    }

    /// Tells the interpreter which Apple framework declares a name in the file being run
    /// (`Interpreter.appleFrameworkDeclaring`); `framework` is given the name and the file's name.
    public func recogniseAppleNames(_ framework: @escaping (_ name: String, _ file: String) -> String?) {
        interpreter.appleFrameworkDeclaring = { [unowned interpreter] name in
            interpreter.currentFile.flatMap { framework(name, $0.fileName) }
        }
    }
    /// The device and Dynamic Type setting previews are shown with (`--device`, `--dynamic-type`).
    public var settings = PreviewSettings() {
        didSet {
            interpreter.compilationConditionsByFile = settings.compilationConditions
            interpreter.moduleOfFile = settings.moduleOfFile
        }
    }
    /// The device previews are laid out on.
    public var device: PreviewDevice { settings.device }
    /// How the device is held in the preview being run (its `#Preview` traits).
    var orientation = PreviewOrientation.portrait
    /// The preview device's screen in points as the interface sees it (`UIScreen.main.bounds.size`).
    public var screen: Size { device.screen(in: orientation) }
    /// The preview device's safe-area insets (what `ignoresSafeArea` may grow over).
    public var safeAreaInsets: EdgeInsets { device.safeAreaInsets(in: orientation) }
    /// The insets of the preview being resolved: the device's, minus the edges its root ignores;
    /// none for a preview without a device (`sizeThatFitsLayout`, a fixed size).
    var resolvingSafeArea = EdgeInsets()
    /// The environment user code reads while a body is evaluated.
    var environment = RuntimeEnvironment()
    /// The widget preview being laid out (`#Preview(as:)`), nil otherwise.
    var widgetPreview: WidgetPreviewState?
    /// Problems that do not stop a scenario (unmodelled modifiers, missing assets).
    var warnings: [Diagnostic] = []
    var viewCount = 0
    /// Names of other files the current scenario used (`UndefinedNames.swift`), first use first.
    var undefinedNamesUsed: [UndefinedName] = []
    /// Every such name the file's run used, in any scenario (an error explains them all).
    var undefinedNamesSeen: [String] = []
    /// Why each stand-in of Apple's library (`libraryStandIn`) cannot be known, by its name.
    var libraryStandInReasons: [String: String] = [:]
    /// The subscribers of each `@Published` property's `$` publisher (`CombinePublishers.swift`).
    let publishedSubscriptions = PublishedSubscriptions()
    /// The data-store wrappers (`@FetchRequest`, `@Query`) the file's views made: their results
    /// are empty here, which an index into them tells.
    var emptyDataStoreWrappers: [String] = []
    /// Core Data's objects and contexts (`Library/CoreData`).
    let coreData = CoreDataState()
    /// Those of them drawn as placeholder views.
    var undefinedNamesDrawn: Set<String> = []
    /// The placeholder views drawn for them, by label (the expression they stand for).
    var placeholderViews: [String: UndefinedName] = [:]
    /// Assumptions about such names already reported in the current scenario ("path\0false").
    var undefinedAssumptionsReported: Set<String> = []
    /// Whether the scenario's view was made with stand-in arguments (`ImplicitPreview.swift`).
    var placeholderArgumentsGiven = false
    /// Whether this scenario runs on values LayoutLens assumed (other files' names, placeholder
    /// arguments) rather than the file's own: a number gone non-finite may be their doing.
    var runsOnAssumedValues: Bool { placeholderArgumentsGiven || !undefinedAssumptionsReported.isEmpty }
    /// The names `registerUnsupportedViews` made into "not supported yet" errors.
    var unsupportedViewsRegistered: [String] = []
    /// The objects the app's `@main` scene puts in the environment of its views (the app whose
    /// module is this one or depends on it); implicit previews take theirs from here.
    public var appRootInjections: [AppRootInjection] = []
    /// Whether the preview being run is one LayoutLens made for a file without any (`ImplicitPreview`).
    var runsImplicitPreview = false
    /// The view an implicit preview shows (`ImplicitPreview`), for the objects set above it.
    var implicitPreviewViewName: String?
    /// Environment objects made as stand-ins in the current preview (`environmentObjectStandIn`).
    var environmentStandIns: [String: Value] = [:]
    /// The contexts `PreviewModifier`s made (`makeSharedContext`), by modifier type: made once,
    /// shared by every preview that applies a modifier of that type (`PreviewModifiers.swift`).
    var previewModifierContexts: [String: Value] = [:]
    /// Why the last environment stand-in could not be made.
    var standInFailure: String?
    /// View values being resolved inside one another.
    var resolveDepth = 0
    /// The file's own views being resolved, outermost first, each with where it is used: the
    /// cycle a view that contains itself goes round (`A → B → A`).
    var userViewPath: [(name: String, range: SourceRange?, value: Value)] = []
    /// What settling a preview records (`Settling/`).
    let settling = SettlingRecorder()
    /// The app's launch, run once per program before its first preview (`AppLaunch/`).
    let launch = AppLaunchRecord()
    /// Errors raised by user code the engine called during layout (an alignment guide's closure).
    var layoutTimeErrors: [Error] = []
    /// What `.navigationTitle`/`.tabItem` below a `NavigationStack`/`TabView` being resolved said.
    var bars = BarRecords()
    /// Whose turn it is to run user code during layout (the passes of a module's scenarios may
    /// run on several threads and share this runtime).
    let layoutTimeGate = LayoutTimeGate()
    /// Bridges to layout-time user code made while the current preview was evaluated.
    var layoutTimeBridgesMade = 0
    /// Views made by `GeometryReader` contents in the pass `layoutTimeViewPass` (at most `viewLimit`).
    var layoutTimeViewsMade = 0
    weak var layoutTimeViewPass: AnyObject?
    /// The pass whose layout-time calls share the current step budget.
    weak var layoutTimeBudgetPass: AnyObject?

    /// A preview's budget: a million evaluation steps lays out any
    /// real view file many times over and stops a runaway one in well under a second (release).
    /// The file's budget, shared by all its previews and every layout pass that calls its code:
    /// ten previews' worth of steps, and the interpreter's 5 000 000 elements once (issue 36: a
    /// file of 200 previews had 200 budgets).
    public static let defaultLimits: EvaluationLimits = {
        var limits = EvaluationLimits(maxSteps: 1_000_000)
        limits.maxFileSteps = 10_000_000
        limits.maxFileAllocations = limits.maxAllocations
        return limits
    }()

    public convenience init(file: SourceFileSyntax, limits: EvaluationLimits = SwiftUIRuntime.defaultLimits,
                            images: @escaping ImageResolver = { _, _ in ImageResolution(size: Size(width: 0, height: 0)) }) {
        self.init(module: [file], limits: limits, images: images, library: Self.library)
    }

    /// A runtime for the files of one module, read as one program (`prepare()`, then
    /// `runPreviews(of:)` for each file). `files` must not be empty.
    public convenience init(module files: [SourceFileSyntax], limits: EvaluationLimits = SwiftUIRuntime.defaultLimits,
                            images: @escaping ImageResolver = { _, _ in ImageResolution(size: Size(width: 0, height: 0)) }) {
        self.init(module: files, limits: limits, images: images, library: Self.library)
    }

    /// A runtime whose interpreter starts from `library` (the one that registers `library` starts
    /// from the standard library alone).
    init(module files: [SourceFileSyntax], limits: EvaluationLimits = SwiftUIRuntime.defaultLimits,
         images: @escaping ImageResolver = { _, _ in ImageResolution(size: Size(width: 0, height: 0)) }, library: LibrarySnapshot) {
        precondition(!files.isEmpty, "a module has at least one file")
        self.file = files[0]
        self.moduleFiles = files
        self.interpreter = Interpreter(limits: limits, library: library)
        self.images = images
        interpreter.moduleName = "main"
        interpreter.host = self
        interpreter.warningReporter = { [unowned self] message, range in reportLibraryAssumption(message, at: range) }
        interpreter.importedModuleNames = Self.importedModuleNames(of: files)
    }

    /// The first component of every `import` of `files` (`import Defaults`, `import struct
    /// Models.Item` names `Models`).
    static func importedModuleNames(of files: [SourceFileSyntax]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for statement in file.statements {
                guard case let .declaration(declaration) = statement.kind, case let .import(imported) = declaration.kind,
                      let first = imported.path.first else { continue }
                names.insert(first.name)
            }
        }
        return names
    }

    /// The source location of what the interpreter is evaluating now (the view being made).
    var currentLocation: SourceLocation? {
        guard let range = interpreter.currentRange else { return nil }
        // A view made by code of another file of the module says which file.
        let otherFile = interpreter.currentFile.map { $0.isSameFile(as: file) } == false ? range.file : nil
        return SourceLocation(line: range.start.line, column: range.start.column, file: otherFile)
    }

    /// Where an argument of the native call being made is written (its label with `labelOnly`,
    /// else its value), for a diagnostic about that argument. Read it before evaluating anything else.
    func argumentRange(_ label: String?, labelOnly: Bool = false) -> SourceRange? {
        guard let argument = interpreter.nativeArgumentSpans.first(where: { $0.label == label }),
              let span = labelOnly ? (argument.labelSpan ?? argument.valueSpan) : (argument.valueSpan ?? argument.labelSpan) else { return nil }
        return (interpreter.currentFile ?? file).range(of: span)
    }

    /// The name of the method being called (`ignoresSafeArea` in `.ignoresSafeArea()`), where the
    /// current range starts with it.
    func calleeNameRange(_ name: String) -> SourceRange? {
        guard var range = interpreter.currentRange else { return nil }
        let length = name.utf8.count
        range.end = SourcePosition(line: range.start.line, column: range.start.column + length, offset: range.start.offset + length)
        return range
    }

    /// An error at the expression being evaluated.
    func failure(_ message: String, kind: RuntimeError.Kind = .invalid) -> RuntimeError {
        RuntimeError(kind, message, at: interpreter.currentRange)
    }

    /// A catalogued error at the expression being evaluated.
    /// A catalogued error at `name` inside the expression being evaluated (swiftc underlines a
    /// missing member's name), else at the expression.
    func failure(_ message: DiagnosticMessage, naming name: String) -> RuntimeError {
        let range = interpreter.nameSpan(name).flatMap { interpreter.currentFile?.range(of: $0) }
        return RuntimeError(message, at: range ?? interpreter.currentRange)
    }

    /// A missing argument points at the call's `)`, as swiftc does.
    func failure(_ message: DiagnosticMessage) -> RuntimeError {
        let missing = message.id == "missingArgument" ? interpreter.closingParenthesisRange() : nil
        return RuntimeError(message, at: missing ?? interpreter.currentRange)
    }

    func warn(_ message: DiagnosticMessage, at location: SourceRange? = nil) {
        // A global's or static's initial value made again for a later preview warned when it was
        // first made; its warnings are reported once (`InitialProgramState`).
        guard !interpreter.isRemakingInitialValue, let range = location ?? interpreter.currentRange else { return }
        let diagnostic = Diagnostic(message, at: range)
        if !warnings.contains(diagnostic) { warnings.append(diagnostic) }
    }

    /// An assumption the interpreter's library made (`Date()` is a fixed moment): a warning of
    /// the file being run, once per file for each message, at the first place that made it.
    func reportLibraryAssumption(_ message: DiagnosticMessage, at range: SourceRange?) {
        guard !warnings.contains(where: { $0.message == message }) else { return }
        warn(message, at: range ?? file.range(of: .empty(at: 0)))
    }

    /// Counts one engine node; throws past `viewLimit`.
    func countView() throws {
        viewCount += 1
        if viewCount > Self.viewLimit {
            var error = RuntimeError(.tooManyViews(limit: Self.viewLimit), at: viewLimitRange())
            error.kind = .limit
            throw error
        }
    }

    /// A view value of the native type `typeName`.
    func view(_ typeName: String, _ content: ViewDescription.Content, source: SourceLocation? = nil) -> Value {
        let value = interpreter.nativeValue(typeName, ViewDescription(content, source: source ?? currentLocation))
        // Every view value takes modifiers, whatever name it is made under (`ProgressSpinner`).
        if case let .native(native) = value, native.type.conformances.isEmpty { native.type.conformances = ["View"] }
        return value
    }
}

/// How the reader sizes an image: its natural size, and a warning when it had to guess
/// (a missing asset drawn as a placeholder).
public struct ImageResolution: Sendable {
    public var size: Size
    public var warning: DiagnosticMessage?

    public init(size: Size, warning: DiagnosticMessage? = nil) {
        self.size = size
        self.warning = warning
    }
}

/// Sizes `Image(name)` (`isSystemSymbol` false) and `Image(systemName: name)` (true).
public typealias ImageResolver = (_ name: String, _ isSystemSymbol: Bool) -> ImageResolution
