import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// SwiftUI's built-in views as native types: each initializer makes a view value whose
/// description resolves to the engine primitive that models the view.
extension SwiftUIRuntime {
    /// Native view types whose values are descriptions (all conform to `View`).
    static let viewTypeNames = [
        "Text", "Color", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ForEach", "Spacer",
        "Divider", "EmptyView", "AnyView", "GeometryReader", "Image", "Rectangle", "Circle", "Capsule", "Ellipse",
        "RoundedRectangle", "ScrollView", "Button", "LinearGradient", "RadialGradient", "AngularGradient",
        "EllipticalGradient", "Path", "TupleView", "ModifiedContent", "_ConditionalContent", "_ViewModifier_Content",
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
        registerStacks()
        registerLeaves()
        registerEverydayViews()
        registerModifiedContentInitializer()
        registerCharts()
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

    private func registerStacks() {
        for name in ["HStack", "LazyHStack", "VStack", "LazyVStack"] {
            initializer(name) { `self`, arguments in
                try arguments.check(allowed: ["alignment", "spacing", "content", "pinnedViews"], unlabelledCount: 0, in: self)
                let source = self.currentLocation
                let spacing = try self.optionalNumber(arguments["spacing"], "spacing")
                let layout: StackLayout
                if name.hasSuffix("HStack") {
                    let alignment = try arguments["alignment"].map { try self.vertical($0) } ?? .center
                    layout = .hStack(alignment: alignment, spacing: spacing)
                } else {
                    let alignment = try arguments["alignment"].map { try self.horizontal($0) } ?? .center
                    layout = .vStack(alignment: alignment, spacing: spacing)
                }
                return self.view(name, .container(layout, label: name, content: try self.builtContent(arguments)), source: source)
            }
        }
        initializer("ZStack") { `self`, arguments in
            try arguments.check(allowed: ["alignment", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            let alignment = try arguments["alignment"].map { try self.alignment($0) } ?? .center
            return self.view("ZStack", .container(ZStackLayout(alignment: alignment), label: "ZStack",
                                                  content: try self.builtContent(arguments)), source: source)
        }
        initializer("Group") { `self`, arguments in
            let source = self.currentLocation
            return self.view("Group", .container(GroupLayout(name: "Group"), label: "Group", content: try self.builtContent(arguments)),
                             source: source)
        }
        initializer("ForEach") { `self`, arguments in
            let source = self.currentLocation
            guard let data = arguments.unlabelled.first else { throw self.failure(.missingArgument(position: 1, callee: "ForEach")) }
            guard let content = arguments["content"].flatMap({ if case let .function(f) = $0 { f } else { nil } }) ?? arguments.trailingClosure else {
                throw self.failure(.missingArgument("content", callee: "ForEach"))
            }
            if case let .range(range) = data, let lower = range.lower, let upper = range.upper,
               case let .int(low) = lower, case let .int(high) = upper, high < low {
                throw self.failure(.trapRangeBounds())
            }
            let elements = try self.dataElements(data)
            guard elements.count <= 1_000 else {
                throw self.failure(.limitElements("ForEach", count: elements.count))
            }
            var rows: [Value] = []
            for element in elements { rows.append(try self.interpreter.call(content, [element], building: "ViewBuilder")) }
            return self.view("ForEach", .container(GroupLayout(name: "ForEach"), label: "ForEach", content: .array(rows)), source: source)
        }
        initializer("GeometryReader") { `self`, arguments in
            let source = self.currentLocation
            guard let content = arguments.trailingClosure else { throw self.failure(.missingArgument("content", callee: "GeometryReader")) }
            return self.view("GeometryReader", .geometryReader(content: content, range: self.interpreter.currentRange), source: source)
        }
        initializer("AnyView") { `self`, arguments in
            guard let wrapped = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "AnyView")) }
            return self.view("AnyView", .list([wrapped]))
        }
        initializer("EmptyView") { `self`, _ in
            self.view("EmptyView", .leaf(ViewNode(EmptyLeaf(), label: "EmptyView", source: self.currentLocation)))
        }
    }

    private func registerLeaves() {
        initializer("Text") { `self`, arguments in
            let source = self.currentLocation
            guard let content = arguments.unlabelled.first ?? arguments["verbatim"] else {
                if let placeholder = try self.otherFilesInitializer("Text", arguments, known: ["verbatim", "format", "style"]) {
                    return placeholder
                }
                throw self.failure(.missingArgument(position: 1, callee: "Text"))
            }
            let text = try self.formattedText(content, arguments) ?? self.textContent(content)
            return self.view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
        }
        initializer("Spacer") { `self`, arguments in
            try arguments.check(allowed: ["minLength"], unlabelledCount: 0, in: self)
            let minLength = try self.optionalNumber(arguments["minLength"], "minLength")
            return self.view("Spacer", .leaf(ViewNode(SpacerLeaf(minLength: minLength), label: "Spacer", source: self.currentLocation)))
        }
        initializer("Divider") { `self`, _ in
            self.view("Divider", .leaf(ViewNode(DividerLeaf(), label: "Divider", source: self.currentLocation)))
        }
        let shapes: [(String, ShapeKind)] = [("Rectangle", .rectangle), ("Circle", .circle), ("Capsule", .capsule), ("Ellipse", .ellipse)]
        for (name, kind) in shapes {
            initializer(name) { `self`, arguments in
                try arguments.check(allowed: ["style"], unlabelledCount: 0, in: self)
                return self.view(name, .leaf(ViewNode(ShapeLeaf(kind), label: name, source: self.currentLocation)))
            }
        }
        initializer("RoundedRectangle") { `self`, arguments in
            try arguments.check(allowed: ["cornerRadius", "cornerSize", "style"], unlabelledCount: 0, in: self)
            guard arguments.has("cornerRadius") || arguments.has("cornerSize") else {
                throw self.failure(.missingArgument("cornerRadius", callee: "RoundedRectangle"))
            }
            let kind = try arguments["cornerRadius"].map { try self.roundedRectangle($0, "cornerRadius") } ?? .roundedRectangle(cornerRadius: 0)
            return self.view("RoundedRectangle", .leaf(ViewNode(ShapeLeaf(kind),
                                                                label: "RoundedRectangle", source: self.currentLocation)))
        }
        for name in ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"] {
            // A gradient is a shape-style view: it takes the proposed size like a colour.
            initializer(name) { `self`, arguments in
                var node = ViewNode(ShapeLeaf(.rectangle), label: name, source: self.currentLocation)
                node.style.gradient = self.gradientValue(arguments)
                return self.view(name, .leaf(node))
            }
        }
        initializer("Image") { `self`, arguments in try self.image(arguments) }
        // `Path { path in … }` / `Path(rect)`: a shape, so it takes the size it is proposed; the
        // drawing commands are not run (they do not affect layout). Drawn as its bounding rectangle.
        initializer("Path") { `self`, _ in
            self.view("Path", .leaf(ViewNode(ShapeLeaf(.rectangle), label: "Path", source: self.currentLocation)))
        }
    }

    /// `Text`'s content: a string (`Text(42)` does not compile in Swift: no `Text.init` takes an `Int`).
    /// `Text(type: .title)`, `Image()`: an initializer SwiftUI does not have, with labels none of
    /// its initializers take (nor a one-letter slip of one). The file compiles in its app, so
    /// another file's extension adds it (`extension Text { init(type:) }`): drawn as that file's
    /// views are, a placeholder with a warning. Nil when a label looks like a typo of a known one.
    func otherFilesInitializer(_ type: String, _ arguments: NativeArguments, known: [String]) throws -> Value? {
        let labels = arguments.labels
        if labels.contains(where: { known.contains($0) || NameSuggestion.singleEditTypo(of: $0, in: known) != nil }) { return nil }
        let name = type + "(" + labels.map { $0 + ":" }.joined() + ")"
        guard let undefined = Self.undefinedName(undefinedValue(name)) else { return nil }
        return view(type, .leaf(try placeholderNode(undefined)))
    }

    func textContent(_ value: Value) throws -> String {
        if case let .native(native) = value, native.payload is BindingPayload { return try textContent(BindingPayload.read(value)) }
        return try string(value, "content")
    }

    /// `Image("name")`, `Image(decorative:)`, `Image(systemName:)`: sized by the reader's asset
    /// lookup (an image file beside the fixture, a placeholder with a warning, the symbol size).
    private func image(_ arguments: NativeArguments) throws -> Value {
        let source = currentLocation
        if let symbol = arguments["systemName"] {
            return symbolImage(try string(symbol, "systemName"), source: source)
        }
        if let platformImage = arguments["uiImage"] ?? arguments["nsImage"] {
            // `Image(uiImage: photo)`: a bitmap made at run time, whose size no file here tells.
            // Drawn at the missing-asset placeholder size, with that warning.
            let label = Self.undefinedName(platformImage)?.path ?? (arguments["uiImage"] != nil ? "uiImage" : "nsImage")
            if let undefined = Self.undefinedName(platformImage) { undefinedNamesDrawn.insert(undefined.root) }
            let found = images(label, false)
            if let warning = found.warning { warn(warning, at: argumentRange(arguments["uiImage"] != nil ? "uiImage" : "nsImage")) }
            return view("Image", .leaf(ViewNode(ImageLeaf(name: label, naturalSize: found.size), label: "Image(uiImage:)", source: source)))
        }
        guard let nameValue = arguments.unlabelled.first ?? arguments["decorative"] else {
            if let placeholder = try otherFilesInitializer("Image", arguments, known: ["decorative", "systemName", "uiImage", "nsImage", "bundle", "label", "variableValue"]) {
                return placeholder
            }
            throw failure(.missingArgument(position: 1, callee: "Image"))
        }
        let nameRange = argumentRange(arguments.unlabelled.first != nil ? nil : "decorative")
        let name: String
        if case let .unresolvedMember(member) = nameValue, member.arguments == nil {
            // `Image(.heroPhoto)`: the symbol Xcode generates for an asset of the catalogue.
            name = member.name
        } else if let undefined = Self.undefinedName(nameValue) {
            // `Image(category.icon)` with `category` of another file: an asset we cannot name.
            undefinedNamesDrawn.insert(undefined.root)
            name = undefined.path
        } else {
            name = try string(nameValue, "name")
        }
        let found = images(name, false)
        var node = ViewNode(ImageLeaf(name: name, naturalSize: found.size), label: "Image(\"\(name)\")", source: source)
        if let warning = found.warning {
            warn(warning, at: nameRange)
            // Drawn at the placeholder size: a stand-in for the asset.
            node.style.standIn = StandIn(name: "Image(\"\(name)\")", reason: warning.text)
        }
        return view("Image", .leaf(node))
    }

}
