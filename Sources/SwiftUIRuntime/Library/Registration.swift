import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Where SwiftUI's built-in views enter the interpreter: the native view types, the order they are
/// registered in, and the helpers every view's file uses (`initializer`, `builtContent`). Each view's
/// arguments and styles live in its own file under `Views/` and `Containers/`; its layout is the
/// engine primitive that file names (see `docs/engine.md` for which numbers are measured).
extension SwiftUIRuntime {
    /// Native view types whose values are descriptions (all conform to `View`).
    static let viewTypeNames = [
        "Text", "Color", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ForEach", "Spacer",
        "Divider", "EmptyView", "AnyView", "GeometryReader", "Image", "Rectangle", "Circle", "Capsule", "Ellipse",
        "RoundedRectangle", "ScrollView", "Button", "LinearGradient", "RadialGradient", "AngularGradient",
        "EllipticalGradient", "MeshGradient", "Path", "TupleView", "ModifiedContent", "_ConditionalContent", "_ViewModifier_Content",
    ]

    func registerViews() {
        for name in Self.viewTypeNames {
            let type = interpreter.registerNativeType(name)
            type.conformances = ["View"]
        }
        interpreter.type(named: "Color")?.conformances = ["View", "ShapeStyle"]
        for shape in ["Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle", "Path"] {
            interpreter.type(named: shape)?.conformances = ["Shape", "View"]
        }
        // All but `Path` are insettable (Apple docs: `Rectangle`, `Circle`, `Capsule`, `Ellipse`,
        // `RoundedRectangle` conform to `InsettableShape`), so an `extension InsettableShape`
        // method applies to them.
        for shape in ["Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle"] {
            interpreter.type(named: shape)?.conformances.insert("InsettableShape", at: 0)
        }
        registerStacks()
        registerLeaves()
        registerEverydayViews()
        registerModifiedContentInitializer()
        registerTupleViewInitializer()
        registerCharts()
        registerTables()
        registerTransformEnvironment()
        registerGroupBox()
    }

    /// Adds an initializer taking any labels; `body` matches them itself, given the runtime of
    /// the file it runs for (`Function.hosted`).
    func initializer(_ typeName: String, _ body: @escaping (SwiftUIRuntime, NativeArguments) throws -> Value) {
        guard let type = interpreter.type(named: typeName) else { return }
        type.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            try body(runtime, NativeArguments(typeName, arguments))
        })
    }

    /// The content closure of a container, called as a `ViewBuilder` body (nil when absent).
    func builtContent(_ arguments: NativeArguments, label: String = "content") throws -> Value {
        let closure: Function?
        if case let .function(function)? = arguments[label] { closure = function } else { closure = arguments.trailingClosure }
        guard let closure else { return view("EmptyView", .list([])) }
        return try interpreter.call(closure, [], building: "ViewBuilder")
    }

    /// Native view types added here (`Button` and `ScrollView` are registered with the others).
    static let everydayViewTypeNames = ["Label", "Toggle", "LazyVGrid"]

    func registerEverydayViews() {
        for name in Self.everydayViewTypeNames {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        registerScrollView()
        registerButton()
        registerPhotosPicker()
        registerToggle()
        registerLabel()
        registerStyleModifiers()
        registerFontWidthModifier()
        registerGrids()
        registerLists()
        registerNavigation()
        registerControls()
        registerLinks()
        registerBadge()
        registerRows()
        registerDynamicTypeSize()
        registerScrollViewReader()
        registerContentMargins()
        registerSearchable()
        registerSearchFieldPlacement()
    }

    /// SwiftUI views LayoutLens cannot lay out yet (`ViewCatalogue.unsupported` less those the
    /// runtime knows): using one is an error at its name that says so, rather than "cannot find
    /// 'DatePicker' in scope". Registered last, so only names nothing else registered get it; a
    /// file's own type of the same name shadows it.
    func registerUnsupportedViews() {
        for name in ViewCatalogue.unsupported.sorted() where interpreter.type(named: name) == nil {
            unsupportedViewsRegistered.append(name)
            interpreter.registerNativeType(name).conformances = ["View"]
            initializer(name) { `self`, _ in
                throw self.failure(DiagnosticMessage.unsupportedView(name).text + "; the scenario is left out", kind: .unsupported)
            }
        }
    }

    static let controlViewTypeNames = ["TextField", "SecureField", "Slider", "Stepper", "ProgressView", "Picker"]

    func registerControls() {
        for name in Self.controlViewTypeNames {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        for name in ["TextField", "SecureField"] {
            initializer(name) { `self`, arguments in try self.textField(name, arguments) }
        }
        initializer("Slider") { `self`, arguments in try self.slider(arguments) }
        initializer("Stepper") { `self`, arguments in try self.stepper(arguments) }
        initializer("ProgressView") { `self`, arguments in try self.progressView(arguments) }
        initializer("Picker") { `self`, arguments in try self.picker(arguments) }
        registerControlModifiers()
    }

    func registerRows() {
        for name in ["LabeledContent", "DisclosureGroup", "ContentUnavailableView"] {
            interpreter.registerNativeType(name).conformances = ["View"]
        }
        initializer("LabeledContent") { `self`, arguments in try self.labeledContent(arguments) }
        initializer("DisclosureGroup") { `self`, arguments in try self.disclosureGroup(arguments) }
        initializer("ContentUnavailableView") { `self`, arguments in try self.contentUnavailable(arguments) }
        registerSearchUnavailable()
    }

    func registerApproximatedControls() {
        for name in ["DatePicker", "ColorPicker", "Gauge"] { interpreter.registerNativeType(name).conformances = ["View"] }
        initializer("DatePicker") { `self`, arguments in try self.datePicker(arguments) }
        initializer("ColorPicker") { `self`, arguments in try self.colorPicker(arguments) }
        initializer("Gauge") { `self`, arguments in try self.gauge(arguments) }
    }

    func registerLeaves() {
        registerText()
        registerSpacerAndDivider()
        registerShapes()
        registerImage()
    }

    /// `Text(type: .title)`, `Image()`: an initializer SwiftUI does not have, with labels none of
    /// its initializers take (nor a one-letter slip of one). The file compiles in its app, so
    /// another file's extension adds it (`extension Text { init(type:) }`): drawn as that file's
    /// views are, a placeholder with a warning. Where the files read declare it, with defaults for
    /// the parameters the call leaves out, it runs (`ExtensionInitializerWithDefaults.swift`).
    /// Nil when a label looks like a typo of a known one.
    func otherFilesInitializer(_ type: String, _ arguments: NativeArguments, known: [String]) throws -> Value? {
        let labels = arguments.labels
        if labels.contains(where: { known.contains($0) || NameSuggestion.singleEditTypo(of: $0, in: known) != nil }) { return nil }
        // This file's or module's extension, its defaulted parameters left out.
        if let declared = try interpreter.valueOfProgramInitializer(of: type, arguments.all) { return declared }
        let name = type + "(" + labels.map { $0 + ":" }.joined() + ")"
        guard let undefined = Self.undefinedName(undefinedValue(name)) else { return nil }
        return view(type, .leaf(try placeholderNode(undefined)))
    }
}
