import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// The modifiers whose arguments need more than one line: `frame`, `padding`, `overlay` and
/// `background`, `alignmentGuide`, `lineLimit`, `environment`, `modifier`.
extension SwiftUIRuntime {
    /// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// SwiftUI logs "Invalid frame dimension (negative or non-finite)" for bad sizes; here they are errors.
    func frame(_ arguments: NativeArguments) throws -> ModifierDescription {
        let fixed = ["width", "height"]
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let spans = interpreter.nativeArgumentSpans
        try arguments.check(allowed: fixed + flexible + ["alignment"], unlabelledCount: 0, in: self)
        let isFlexible = arguments.labels.contains { flexible.contains($0) }
        if isFlexible, let mixed = arguments.labels.first(where: { fixed.contains($0) }) {
            throw failure(.extraArgument(mixed, callee: "frame"))
        }
        let alignment = try arguments["alignment"].map { try self.alignment($0) } ?? .center
        var values: [String: Double] = [:]
        for key in isFlexible ? flexible : fixed {
            let mayBeInfinite = key.hasPrefix("max")
            // SwiftUI logs "Invalid frame dimension (negative or non-finite)." and lays the frame
            // out without that dimension (a maximum may be +∞: no limit). A finite magnitude
            // beyond 1e9 is still refused (`number`): SwiftUI would lay it out, LayoutLens cannot.
            if let plain = Self.plainNumber(arguments[key]), plain.isNaN || plain < 0 || (plain.isInfinite && !mayBeInfinite) {
                warn(.droppedFrameDimension(key, value: Self.numberText(plain)), at: argumentRange(key))
                continue
            }
            guard let number = try optionalNumber(arguments[key], key, allowsInfinity: mayBeInfinite) else { continue }
            if number < 0 {
                warn(.droppedFrameDimension(key, value: NumberText.format(number, decimals: 4)), at: argumentRange(key))
                continue
            }
            values[key] = number
        }
        // SwiftUI logs "Contradictory frame constraints specified." and lays the frame out anyway.
        for axis in ["Width", "Height"] {
            let ordered = ["min", "ideal", "max"].compactMap { prefix in values[prefix + axis].map { (prefix + axis, $0) } }
            for (low, high) in zip(ordered, ordered.dropFirst()) where low.1 > high.1 {
                let label = spans.first { $0.label == low.0 }?.labelSpan.map { (interpreter.currentFile ?? file).range(of: $0) }
                warn(.contradictoryFrame(low.0, NumberText.format(low.1, decimals: 4), high.0, NumberText.format(high.1, decimals: 4)),
                     at: label)
            }
        }
        let primitive: any LayoutPrimitive = isFlexible
            ? FlexibleFrameLayout(minWidth: values["minWidth"], idealWidth: values["idealWidth"], maxWidth: values["maxWidth"],
                                  minHeight: values["minHeight"], idealHeight: values["idealHeight"],
                                  maxHeight: values["maxHeight"], alignment: alignment)
            : FrameLayout(width: values["width"], height: values["height"], alignment: alignment)
        return ModifierDescription(name: "frame") { node, _ in ViewNode(primitive, children: [node], label: "frame", source: nil) }
    }

    /// A floating-point argument as it is (NaN and ±∞ included: `0 / 0`, `width / 0` in
    /// geometry arithmetic), or nil for anything else.
    static func plainNumber(_ value: Value?) -> Double? {
        switch value {
        case let .double(number)?, let .cgFloat(number)?: return number
        case let .optional(wrapped?)?: return plainNumber(wrapped)
        case let .unresolvedMember(member)? where member.arguments == nil:
            return ["infinity": Double.infinity, "nan": .nan, "signalingNaN": .nan][member.name]
        default: return nil
        }
    }

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.top, 8)`, `padding(EdgeInsets(…))`;
    /// the default length is the engine's (16 on iOS).
    func padding(_ arguments: NativeArguments) throws -> ModifierDescription {
        let made = try paddingLayout(arguments)
        return ModifierDescription(name: "padding") { node, _ in ViewNode(made, children: [node], label: "padding", source: nil) }
    }

    /// The insets `padding`'s argument forms give (`(edges, length)`, `(length)`, `(EdgeInsets)`);
    /// also read by `contentMargins`, which takes the same forms.
    func paddingLayout(_ arguments: NativeArguments) throws -> PaddingLayout {
        if let labelled = arguments.all.firstIndex(where: { $0.label != nil }) { throw arguments.extraneousLabel(at: labelled, in: self) }
        let values = arguments.unlabelled
        guard values.count <= 2 else { throw failure(.extraArgument("", callee: "padding")) }
        var edges = EdgeSet.all
        var length: Double?
        var primitive: PaddingLayout?
        if let first = values.first {
            switch first {
            case .int where values.count == 1, .double where values.count == 1, .cgFloat where values.count == 1:
                length = try number(first, "length")
            case .optional(nil) where values.count == 1:
                break
            case _ where values.count == 1 && Self.undefinedName(first) != nil:
                // `padding(Theme.inset)`: another file's length (an edge set is written inline).
                length = try number(first, "length")
            case let .unresolvedMember(member) where values.count == 1 && (member.arguments != nil || EdgeTable.set(named: member.name) == nil)
                && Self.programInsetsStatic(first, in: interpreter) == nil:
                // `padding(.gutter)` with `extension CGFloat { static let gutter … }`, `padding(.grid(5))`
                // with `static func grid(_:) -> CGFloat` (`Edge.Set` has no static function): a length.
                // A static the program declares on `EdgeInsets` picks `padding(_ insets:)` (below).
                length = try number(first, "length")
            default:
                if let insets = try insets(first), values.count == 1 {
                    primitive = PaddingLayout(insets: insets)
                } else {
                    edges = try self.edges(first)
                }
            }
        }
        if values.count == 2 { length = try optionalNumber(values[1], "length") }
        return primitive ?? PaddingLayout(edges: edges, length: length)
    }

    /// `.overlay(Text("x"))`, `.overlay(alignment: .top) { … }`, `.background(.red)`,
    /// `.background(Color.blue)`, `.background(.red, in: Capsule())`.
    func secondary(_ name: String, _ arguments: NativeArguments) throws -> ModifierDescription {
        let alignment = try arguments["alignment"].map { try self.alignment($0) } ?? .center
        let placement: OverlayLayout.Placement = name == "overlay" ? .overlay : .background
        var secondaries: [Value] = []
        var fill: ColorValue?
        var gradientFill: GradientValue?
        var fromClosure = false
        // `background(_ style:ignoresSafeAreaEdges:)`: a colour, gradient or material is a shape
        // style, and its background grows over the safe area's insets it reaches (default `.all`).
        var isShapeStyle = false
        // `.overlay { … }`, `.overlay(alignment: .top) { … }`, `.overlay(content: { … })`.
        if let closure = arguments["content"] ?? arguments.trailingClosure.map(Value.function),
           case let .function(function) = closure {
            secondaries = [try interpreter.call(function, [], building: "ViewBuilder")]
            fromClosure = true
        } else if var style = arguments.unlabelled.first {
            // `.background(dragColor?.opacity(0.5))`: an optional view; nil is no view (an
            // `Optional` view is empty when nil, as SwiftUI's `Optional: View` is).
            while case let .optional(wrapped) = style {
                guard let wrapped else { return ModifierDescription(name: name) { node, _ in node } }
                style = wrapped
            }
            if let shape = arguments["in"], let gradient = try gradientPaint(style) {
                isShapeStyle = true
                gradientFill = gradient
                secondaries = [try shapeView(shape)]
            } else if case .native(let native) = style, native.payload is ViewDescription || native.payload is ColorPayload {
                isShapeStyle = native.payload is ColorPayload || self.isGradientView(style)
                if let shape = arguments["in"] {
                    // A gradient fills the shape as a gradient (`gradientPaint` above); one of
                    // colours LayoutLens cannot read paints gray, as such colours do.
                    fill = isGradientView(style) ? .system(.gray) : try color(style, "style")
                    secondaries = [try shapeView(shape)]
                } else {
                    secondaries = [style]
                }
            } else if case .structValue = style {
                secondaries = [style]
            } else {
                let colour = try color(style, "style")
                isShapeStyle = true
                if let shape = arguments["in"] {
                    fill = colour
                    secondaries = [try shapeView(shape)]
                } else {
                    secondaries = [self.color(colour)]
                }
            }
        }
        let bleeds = name == "background" && isShapeStyle && arguments["in"] == nil
        let bleedEdges = try arguments["ignoresSafeAreaEdges"].map { try self.edges($0) } ?? .all
        return ModifierDescription(name: name, secondaries: secondaries) { node, resolved in
            var children = resolved.map { secondary -> ViewNode in
                var filled = secondary
                if let gradientFill { filled.style.gradient = gradientFill }
                guard let fill else { return filled }
                filled.style.fill = fill
                return filled
            }
            if fromClosure, children.count > 1 {
                // Apple (`overlay(alignment:content:)`): several views in the closure form one
                // implicit ZStack, centred among themselves, placed as a unit by `alignment`.
                children = [ViewNode(ZStackLayout(alignment: .center), children: children, label: "ZStack",
                                     source: children.first?.source)]
            }
            let overlay = OverlayLayout(alignment: alignment, placement: placement,
                                        secondariesIgnoreSafeArea: bleeds ? bleedEdges : [], screenInsets: bleeds ? self.resolvingSafeArea : EdgeInsets())
            return ViewNode(overlay, children: [node] + children, label: name, source: nil)
        }
    }

    /// `.alignmentGuide(.leading) { d in d[.leading] + 10 }`: the closure runs during layout
    /// with the view's dimensions, each time the engine asks for the guide.
    func alignmentGuide(_ arguments: NativeArguments) throws -> ModifierDescription {
        guard let guide = arguments.unlabelled.first else { throw failure(.missingArgument(position: 1, callee: "alignmentGuide")) }
        guard let closure = arguments.trailingClosure ?? arguments["computeValue"].flatMap({ if case let .function(f) = $0 { f } else { nil } }) else {
            throw failure(.missingArgument("computeValue", callee: "alignmentGuide"))
        }
        guard let key = anyGuide(guide) else {
            throw mismatch(guide, expected: "HorizontalAlignment")
        }
        noteGuide(key)
        let compute = LayoutTimeCall(runtime: self, function: closure, axis: key.axis, range: calleeNameRange("alignmentGuide"))
        let primitive = key.axis == .horizontal ? AlignmentGuideModifier(HorizontalAlignment(key: key), compute: compute.guideValue)
            : AlignmentGuideModifier(VerticalAlignment(key: key), compute: compute.guideValue)
        return ModifierDescription(name: "alignmentGuide") { node, _ in
            ViewNode(primitive, children: [node], label: "alignmentGuide", source: nil)
        }
    }

    /// `lineLimit(2)`, `lineLimit(nil)`, `lineLimit(2...4)`, `lineLimit(2...)`, `lineLimit(3, reservesSpace: true)`.
    /// Apple's `lineLimit(_:)`: a limit below 1 counts as 1.
    func lineLimit(_ arguments: NativeArguments) throws -> TextEnvironmentChange {
        var value = arguments.unlabelled.first ?? .nil
        // `.lineLimit(limit)` with `limit: Int?` holding a number: that number.
        if case let .optional(wrapped?) = value { value = wrapped }
        // `.lineLimit(.max)`: a static of `Int`; `.lineLimit(.none)`: `Optional.none`, as the
        // parameter is an `Int?` (Apple docs, "lineLimit(_:)": `func lineLimit(_ number: Int?)`).
        if case .unresolvedMember = value { value = try interpreter.coerce(value, to: .optional(.named("Int"))) }
        if case let .optional(wrapped?) = value { value = wrapped }
        func count(_ bound: Value?) throws -> Int? {
            guard let bound, !bound.isNil else { return nil }
            // A limit past any text's line count (`.max`) is as good as a million lines.
            if case let .int(lines) = bound { return min(max(lines, 1), 1_000_000) }
            return Int(min(max(try number(bound, "limit"), 1), 1e6))
        }
        switch value {
        case .optional(nil):
            return .lineLimit(lower: nil, upper: nil)
        case .int, .double, .cgFloat:
            let limit = try count(value)
            let reserves = try arguments["reservesSpace"].map { try bool($0, "reservesSpace") } ?? false
            return .lineLimit(lower: reserves ? limit : nil, upper: limit)
        case let .range(range):
            let upper = try count(range.upper).map { range.isClosed ? $0 : $0 - 1 }
            return .lineLimit(lower: try count(range.lower), upper: upper)
        default:
            throw mismatch(value, expected: "Int?")
        }
    }

    /// `.environment(\.colorScheme, .dark)` and `.environment(model)` (an `@Observable` object).
    func environmentModifier(_ arguments: NativeArguments, _ base: Value) throws -> Value {
        let values = arguments.unlabelled
        if values.count == 2, case let .keyPath(path) = values[0] {
            let key = path.components.compactMap { if case let .member(name) = $0 { name } else { nil } }.joined(separator: ".")
            var value = values[1]
            if let declared = declaredEnvironmentValueType(key) {
                // The value is the argument of the user's `EnvironmentValues` property, so it has
                // the type that property declares (Apple docs, `environment(_:_:)`: "value: The new
                // value to set for the item specified by keyPath"): `.environment(\.theme, .roomy)`
                // is a member of that type, `("A", "B")` for `(title: String, subTitle: String)?`
                // takes its labels.
                value = try interpreter.coerce(value, to: declared)
            } else if case .unresolvedMember = value, let initial = try? userEnvironmentDefault(key),
                      let inferred = interpreter.hintOfValue(initial) {
                // `@Entry var loginContext = LoginContext(…)` declares no type: Swift infers the
                // property's from its default value, so `.init(account: …)` is `LoginContext`'s.
                value = try interpreter.coerce(value, to: inferred)
            }
            if case let .unresolvedMember(member) = value, member.arguments == nil, let current = try? environmentValue(key) {
                value = Self.enumCase(member.name, like: current) ?? value
            }
            warnUnderscoredEnvironmentKey(key)
            let changed = view("ModifiedContent", .environment(base: base, change: .value(key: key, value)))
            // The text size also scales the fonts below (`Modifiers/DynamicTypeSize.swift`).
            return try textSizeEnvironment(key: key, value: value, base: changed) ?? changed
        }
        if values.count == 1 {
            let object = values[0]
            return view("ModifiedContent", .environment(base: base, change: .object(typeName: interpreter.typeName(of: object), object)))
        }
        throw failure("'environment' takes a key path and a value, or an observable object")
    }

    /// The type the program's `extension EnvironmentValues` declares for `key`: a computed
    /// property's (`var formTitle: T { get set }`) or an `@Entry var formTitle: T = …`'s.
    func declaredEnvironmentValueType(_ key: String) -> TypeHint? {
        guard let values = interpreter.type(named: "EnvironmentValues") else { return nil }
        if let hint = values.computedProperties[key]?.hint { return hint }
        return values.slot(of: key).flatMap { values.storedProperties[$0].hint }
    }

    /// `.environment(\._lineHeightMultiple, 0.9)`: an underscored key is SwiftUI's own, public
    /// but undocumented (Apple documents no `_lineHeightMultiple`), so what it changes is not
    /// known here; the value is kept for code that reads it back, and the layout says it did not
    /// apply it (`approximatedView`) rather than accepting it silently.
    func warnUnderscoredEnvironmentKey(_ key: String) {
        guard key.hasPrefix("_"), defaultEnvironmentValue(key) == nil,
              interpreter.type(named: "EnvironmentValues")?.computedProperties[key] == nil,
              interpreter.type(named: "EnvironmentValues")?.slot(of: key) == nil else { return }
        warn(.approximatedView("\\.\(key)", rule: "an undocumented SwiftUI environment value; LayoutLens does not apply it, so the views below lay out as without it"))
    }

    /// `.modifier(CardStyle())`: the modifier's `body(content:)` with `content` the modified view.
    func viewModifier(_ arguments: NativeArguments, _ base: Value) throws -> Value {
        guard let modifier = arguments.unlabelled.first else { throw failure(.missingArgument(callee: "modifier")) }
        // `.modifier(CustomButton(…))` of another file: ignored with a warning, as an unknown
        // modifier is; the content stays.
        if let undefined = Self.undefinedName(modifier) {
            undefinedNamesDrawn.insert(undefined.root)
            warn(.undefinedModifier(undefined.root), at: undefined.range)
            return base
        }
        // A `GeometryEffect` (`effectValue(size:)`) only transforms how its content is drawn, as
        // `offset` and `rotationEffect` do: the content's frames are the content's.
        let type = interpreter.typeInfo(of: modifier)
        if type.methods["body"] == nil, interpreter.conformances(of: type).contains("GeometryEffect") { return base }
        let content = view("_ViewModifier_Content", .list([base]))
        return view("ModifiedContent", .modifierBody(type: type.name, modifier: modifier) { [unowned self] in
            var instance = modifier
            return try self.interpreter.callMethod("body", on: &instance, [CallArgument("content", content)])
        })
    }

    /// `.dark` as a case of the enum of `current` (an environment value, possibly optional).
    static func enumCase(_ name: String, like current: Value) -> Value? {
        switch current {
        case let .enumValue(instance) where instance.type.caseIndex[name] != nil:
            return .enumValue(EnumInstance(type: instance.type, caseName: name))
        case let .optional(wrapped?):
            return enumCase(name, like: wrapped).map { .some($0) }
        default:
            return nil
        }
    }
}
