import Diagnostics
import LayoutEngine
import SwiftUIRuntime

extension Lowerer {
    /// Most items a `ForEach` may produce.
    static let forEachLimit = 1_000
    /// Deepest chain of custom views (and computed view properties) expanded inside one another.
    static let maximumExpansionDepth = 100

    /// `Name(arguments)`: a built-in view or a custom view of the file.
    mutating func constructView(_ name: String, calleeRange: SourceRange, arguments: [Argument], scope: Scope) -> ViewNode? {
        func bind(_ signatures: [Signature]) -> BoundArguments? {
            ArgumentMatcher.match(arguments, callee: name, calleeRange: calleeRange, signatures: signatures, sink: &sink)
        }
        let content = Parameter.closure("content")
        switch name {
        case "HStack", "VStack", "LazyHStack", "LazyVStack":
            guard let bound = bind([Signature([.labelled("alignment"), .labelled("spacing"), content])]) else { return nil }
            guard let spacing = optionalNumberArgument(bound["spacing"], scope: scope) else { return nil }
            let isHorizontal = name.hasSuffix("HStack")
            let layout: StackLayout
            if isHorizontal {
                guard let alignment = bound.has("alignment") ? verticalArgument(bound["alignment"], scope: scope) : .center else { return nil }
                layout = .hStack(alignment: alignment, spacing: spacing)
            } else {
                guard let alignment = bound.has("alignment") ? horizontalArgument(bound["alignment"], scope: scope) : .center else { return nil }
                layout = .vStack(alignment: alignment, spacing: spacing)
            }
            guard let children = bound["content"].flatMap({ lowerClosure($0, scope: scope) }) else { return nil }
            return makeNode(layout, children: children, label: name, at: calleeRange)
        case "ZStack":
            guard let bound = bind([Signature([.labelled("alignment"), content])]) else { return nil }
            guard let alignment = bound.has("alignment") ? alignmentArgument(bound["alignment"], scope: scope) : .center,
                  let children = bound["content"].flatMap({ lowerClosure($0, scope: scope) }) else { return nil }
            return makeNode(ZStackLayout(alignment: alignment), children: children, label: name, at: calleeRange)
        case "Group":
            guard let bound = bind([Signature([content])]),
                  let children = bound["content"].flatMap({ lowerClosure($0, scope: scope) }) else { return nil }
            return makeNode(GroupLayout(name: "Group"), children: children, label: name, at: calleeRange)
        case "ForEach":
            return lowerForEach(arguments, calleeRange: calleeRange, scope: scope)
        case "Color":
            guard let color = colorInitialiser(arguments, calleeRange: calleeRange, scope: scope) else { return nil }
            return makeNode(ColorLeaf(color), at: calleeRange)
        case "Rectangle", "Circle", "Capsule", "Ellipse":
            guard bind([Signature([])]) != nil else { return nil }
            let shape: ShapeKind = name == "Rectangle" ? .rectangle : name == "Circle" ? .circle : name == "Capsule" ? .capsule : .ellipse
            return makeNode(ShapeLeaf(shape), label: name, at: calleeRange)
        case "RoundedRectangle":
            guard let bound = bind([Signature([.labelled("cornerRadius", optional: false), .labelled("style")])]),
                  let radius = numberArgument(bound["cornerRadius"], scope: scope) else { return nil }
            return makeNode(ShapeLeaf(.roundedRectangle(cornerRadius: radius)), label: name, at: calleeRange)
        case "Text":
            guard let bound = bind([Signature([.unlabelled("content")]), Signature([.labelled("verbatim", optional: false)])]) else {
                return nil
            }
            var literalText: String?
            if let content = bound["content"], case .string(let parts) = content.value.kind {
                guard case .string(let text)? = interpolate(parts, scope: scope, localized: true) else { return nil }
                literalText = text
            }
            guard let text = literalText ?? stringArgument(bound["content"] ?? bound["verbatim"], scope: scope) else { return nil }
            return makeNode(TextLeaf(text), label: "Text", at: calleeRange)
        case "Image":
            return lowerImage(arguments, calleeRange: calleeRange, scope: scope)
        case "Spacer":
            guard let bound = bind([Signature([.labelled("minLength")])]),
                  let minLength = optionalNumberArgument(bound["minLength"], scope: scope) else { return nil }
            return makeNode(SpacerLeaf(minLength: minLength), label: name, at: calleeRange)
        case "Divider":
            guard bind([Signature([])]) != nil else { return nil }
            return makeNode(DividerLeaf(), label: name, at: calleeRange)
        case "EmptyView":
            guard bind([Signature([])]) != nil else { return nil }
            return makeNode(EmptyLeaf(), label: name, at: calleeRange)
        case "GeometryReader":
            guard let bound = bind([Signature([content])]),
                  let children = bound["content"].flatMap({ lowerClosure($0, scope: scope, parameters: [.typeName("GeometryProxy")]) })
            else { return nil }
            return makeNode(GeometryReaderLayout(), children: children, label: name, at: calleeRange)
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
            // A gradient is a shape style view: it takes the proposed size like a colour.
            guard var node = makeNode(ShapeLeaf(.rectangle), label: name, at: calleeRange) else { return nil }
            node.style.gradient = gradientValue(arguments, scope: scope)
            return node
        case "AnyView":
            // Type erasure only: the wrapped view lays out as itself.
            guard let bound = bind([Signature([.unlabelled("view")])]), let wrapped = bound["view"] else { return nil }
            return lowerView(wrapped.value, scope: scope)
        default:
            if let decl = structs[name], decl.isView {
                return instantiate(decl, arguments: arguments, calleeRange: calleeRange, scope: scope)
            }
            if let function = function(named: name, scope: scope) {
                return callViewFunction(function, arguments: arguments, calleeRange: calleeRange, scope: scope)
            }
            if arguments.isEmpty, let value = scope.lookup(name), case .closure = value {
                // `content()` for a stored view-builder closure.
                return lowerView(Expr(.identifier(name), range: calleeRange), scope: scope)
            }
            if ViewCatalogue.unsupported.contains(name) {
                sink.add(.unsupportedView(name), at: calleeRange)
                return nil
            }
            var notes: [DiagnosticNote] = []
            if let suggestion = NameSuggestion.closest(to: name, in: ViewCatalogue.modelled + structs.keys.sorted()) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: calleeRange))
            }
            sink.add(.unknownView(name), at: calleeRange, notes: notes)
            return nil
        }
    }

    // MARK: - ForEach

    /// `ForEach(0..<n) { i in … }`, `ForEach(0..<n, id: \.self) { … }`, `ForEach([1, 2, 3], id: \.self) { … }`:
    /// the content once per element, as a group that joins the enclosing stack.
    private mutating func lowerForEach(_ arguments: [Argument], calleeRange: SourceRange, scope: Scope) -> ViewNode? {
        guard let bound = ArgumentMatcher.match(arguments, callee: "ForEach", calleeRange: calleeRange, signatures: [
            Signature([.unlabelled("data"), .labelled("id"), .closure("content")]),
        ], sink: &sink), let dataArgument = bound["data"], let data = evaluate(dataArgument.value, scope: scope) else { return nil }
        var elements: [Value] = []
        switch data {
        case .range(let lower, let upper, let isClosed):
            guard lower == lower.rounded(), upper == upper.rounded() else {
                sink.add(.wrongType(expected: "Range<Int>", found: "Range<Double>"), at: dataArgument.value.range)
                return nil
            }
            let count = max(0, upper - lower + (isClosed ? 1 : 0))
            guard count <= Double(Self.forEachLimit) else {
                sink.add(.tooManyViews(Int(min(count, 1e9)), limit: Self.forEachLimit), at: dataArgument.value.range)
                return nil
            }
            elements = (0..<Int(count)).map { .number(lower + Double($0), isInteger: true) }
        case .array(let values):
            guard values.count <= Self.forEachLimit else {
                sink.add(.tooManyViews(values.count, limit: Self.forEachLimit), at: dataArgument.value.range)
                return nil
            }
            elements = values
        default:
            sink.add(.wrongType(expected: "Range<Int> or an array", found: data.typeDescription), at: dataArgument.value.range)
            return nil
        }
        if let id = bound["id"] {
            guard case .keyPath = id.value.kind else {
                sink.add(.wrongType(expected: "KeyPath", found: "value"), at: id.value.range)
                return nil
            }
        }
        guard let body = bound["content"] else { return nil }
        var children: [ViewNode] = []
        for element in elements {
            guard let nodes = lowerClosure(body, scope: scope, parameters: [element]) else { return nil }
            children += nodes
            if sink.isFull { break }
        }
        return makeNode(GroupLayout(name: "ForEach"), children: children, label: "ForEach", at: calleeRange)
    }

    // MARK: - Image

    /// `Image("name")` from the Assets folder beside the file (missing → warning and a
    /// placeholder), `Image(systemName:)` at the documented symbol size.
    private mutating func lowerImage(_ arguments: [Argument], calleeRange: SourceRange, scope: Scope) -> ViewNode? {
        guard let bound = ArgumentMatcher.match(arguments, callee: "Image", calleeRange: calleeRange, signatures: [
            Signature([.unlabelled("name"), .labelled("bundle"), .labelled("label")]),
            Signature([.labelled("systemName", optional: false)]),
            Signature([.labelled("decorative", optional: false), .labelled("bundle")]),
        ], sink: &sink) else { return nil }
        if bound.signature == 1 {
            guard let symbol = stringArgument(bound["systemName"], scope: scope) else { return nil }
            // Sized from the font where it is laid out, at the medium scale (`SymbolScale`).
            var leaf = ImageLeaf(name: "systemName:" + symbol, naturalSize: ImageAssets.systemSymbolSize)
            leaf.symbolScale = SymbolScale.medium.factor
            return makeNode(leaf, label: "Image(systemName: \"\(symbol)\")", at: calleeRange)
        }
        guard let name = stringArgument(bound["name"] ?? bound["decorative"], scope: scope) else { return nil }
        var size = ImageAssets.placeholderSize
        let placeholder = "\(Int(size.width))×\(Int(size.height)) pt"
        switch assets.lookup(name) {
        case .found(let found, _):
            size = found
        case .missing:
            sink.add(.missingAsset(name, placeholder: placeholder), at: bound["name"]?.value.range ?? calleeRange)
        case .unreadable(let path):
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            sink.add(.unreadableAsset(name, reason: "\(fileName) has no PNG, JPEG or SVG size header"),
                     at: bound["name"]?.value.range ?? calleeRange)
        }
        return makeNode(ImageLeaf(name: name, naturalSize: size), label: "Image(\"\(name)\")", at: calleeRange)
    }

    // MARK: - Custom views

    /// Expands a view struct used as `Card(title: "Hi")`: the memberwise initialiser takes the
    /// stored properties in declaration order (those with a default value, and optional `var`s,
    /// may be left out); the body is lowered with them in scope. SwiftUI treats a custom view as
    /// layout-neutral, so its body's view stands in its place.
    mutating func instantiate(_ decl: StructDecl, arguments: [Argument], calleeRange: SourceRange, scope: Scope) -> ViewNode? {
        guard let inner = memberwiseScope(decl, arguments: arguments, calleeRange: calleeRange, scope: scope) else { return nil }
        guard let body = decl.property("body")?.computedBody else {
            sink.add(.missingBody(decl.name), at: decl.nameRange)
            return nil
        }
        expandedViews.insert(decl.name)
        if decl.hasSyntaxErrors { usedBrokenView = true }
        let declared = [DiagnosticNote("'\(decl.name)' is declared here", at: decl.nameRange)]
        return expanding(decl.name, at: calleeRange, notes: declared) { lowerer in
            lowerer.single(lowerer.lowerBody(body, scope: inner), name: decl.name, at: calleeRange)
        }
    }

    /// The scope a struct's memberwise initialiser builds: each stored property bound to its
    /// argument or default value, computed properties ready to be evaluated when used.
    mutating func memberwiseScope(_ decl: StructDecl, arguments: [Argument], calleeRange: SourceRange, scope: Scope) -> Scope? {
        let stored = decl.properties.filter { $0.isStored && !$0.isSelfInitialisingWrapper }
        let parameters = stored.map { property -> Parameter in
            let optionalType = property.typeText?.hasSuffix("?") ?? false
            let hasDefault = property.defaultValue != nil || (!property.isLet && optionalType)
            // A trailing closure may fill a closure-typed property, or one of a generic view type
            // (`let content: Content`, set by a view-builder closure).
            let typeText = property.typeText ?? ""
            let takesClosure = typeText.contains("->") || decl.genericViewParameters.contains(typeText)
            return Parameter(label: property.name, key: property.name, isOptional: hasDefault, isClosure: takesClosure)
        }
        guard let bound = ArgumentMatcher.match(arguments, callee: decl.name, calleeRange: calleeRange,
                                                signatures: [Signature(parameters)], sink: &sink) else { return nil }
        var inner = Scope(values: [:], structName: decl.name)
        for property in decl.properties where !property.isStatic && property.computedBody != nil && property.name != "body" {
            inner.values[property.name] = .computedView(property.computedBody ?? [])
        }
        for property in decl.properties where property.isStored && property.isSelfInitialisingWrapper {
            inner.values[property.name] = property.environmentKey.flatMap(EnvironmentDefaults.value) ?? Value.none
        }
        for property in stored {
            if let argument = bound[property.name] {
                guard let value = evaluate(argument.value, scope: scope) else { return nil }
                inner.values[property.name] = Self.typed(value, as: property.typeText)
            } else if let defaultValue = property.defaultValue {
                guard let value = evaluate(defaultValue, scope: inner) else { return nil }
                inner.values[property.name] = Self.typed(value, as: property.typeText)
            } else {
                inner.values[property.name] = Value.none
            }
        }
        return inner
    }
}
