import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// SwiftUI's modifiers as methods of `View`. Each returns a new view value describing the
/// modified view; the engine primitive is made when the preview is resolved.
///
/// They are added after the file is loaded, after the file's own methods of the same name on
/// `View`: a user extension method named like a modifier is chosen for every call its labels can
/// take (it shadows the modifier, as in Swift), and SwiftUI's for the others (`shadow(color:…)`
/// beside the file's `shadow(_ style:)`).
extension SwiftUIRuntime {
    /// Adds the built-in modifiers, after the file's own overloads: handed to the file's `View` to
    /// be appended to each name on its first look-up (`TypeInfo.addMethodsOnFirstLookUp`), so a
    /// file that calls no modifier never makes the table (≈ 2 M instructions of a cold run).
    func registerModifiers() {
        guard let view = interpreter.type(named: "View") else { return }
        view.addMethodsOnFirstLookUp(names: Self.builtInModifierNames) { SwiftUIRuntime.builtInModifiers }
        registerStyleConfigurations()
    }

    /// SwiftUI's modifiers as methods of `View`, by name, made once per process: each native
    /// finds the runtime of the file it runs for through its interpreter (`hosting(_:)`), so one
    /// table serves every file (`registerModifiers` gives it to each file's `View`).
    nonisolated(unsafe) static let builtInModifiers = makeBuiltInModifiers()

    /// Every name `builtInModifiers` may have, known without making it: the catalogue's (every
    /// modifier it registers is catalogued, `ModifierCatalogueTests`), the lifecycle closures'
    /// and SwiftData's. A superset is enough (a name without overloads adds none).
    static let builtInModifierNames: Set<String> = {
        var names = ModifierCatalogue.renderOnly
        names.formUnion(ModifierCatalogue.modelled)
        names.formUnion(ModifierCatalogue.modelledWithFallback)
        names.formUnion(ModifierCatalogue.unmodelledLayout)
        names.formUnion(settlingModifierNames)
        names.formUnion(dataModifierNames)
        // `.modifier(_:)` applies a program's `ViewModifier`: in the table, not a catalogued modifier.
        names.insert("modifier")
        // Catalogued, but each file's `registerStyleConfigurations` adds it, not the table.
        names.remove("toggleStyle")
        return names
    }()

    private static func makeBuiltInModifiers() -> [String: [Function]] {
        var table: [String: [Function]] = [:]
        // Sized at once for the catalogue's names, most of those it ends with (the storage, a
        // power of two of buckets at most three quarters full, holds the rest): grown from
        // empty, it was rehashed, every name hashed again, each time it doubled. A hint only:
        // the table's contents are the same.
        table.reserveCapacity(ModifierCatalogue.renderOnly.count + ModifierCatalogue.modelledWithFallback.count
                              + ModifierCatalogue.unmodelledLayout.count)
        func method(_ name: String, _ make: @escaping (SwiftUIRuntime, NativeArguments, Value) throws -> Value) {
            table[name, default: []].append(.native(name, labels: nil) { interpreter, selfValue, arguments in
                try make(try hosting(interpreter), NativeArguments(name, arguments), selfValue)
            })
        }
        func modifier(_ name: String, _ make: @escaping (SwiftUIRuntime, NativeArguments, Value) throws -> ModifierDescription) {
            method(name) { runtime, arguments, base in
                let source = runtime.currentLocation
                // `strokeBorder` on a program's `InsettableShape` strokes its own inset outline.
                var base = base
                if name == "strokeBorder", let inset = try runtime.insetForStrokeBorder(base, arguments) { base = inset }
                var description = try make(runtime, arguments, base)
                description.arguments = arguments.all
                return runtime.view(runtime.modifiedTypeName(name, base), .modified(base: base, modifier: description), source: source)
            }
        }
        func wrap(_ name: String, label: String? = nil, _ primitive: @escaping (SwiftUIRuntime, NativeArguments) throws -> any LayoutPrimitive) {
            modifier(name) { runtime, arguments, _ in
                let made = try primitive(runtime, arguments)
                return ModifierDescription(name: name) { node, _ in ViewNode(made, children: [node], label: label ?? name, source: nil) }
            }
        }
        func environment(_ name: String, _ change: @escaping (SwiftUIRuntime, NativeArguments) throws -> TextEnvironmentChange?) {
            modifier(name) { runtime, arguments, _ in
                let made = try change(runtime, arguments)
                return ModifierDescription(name: name) { node, _ in
                    guard let made else { return node }
                    return ViewNode(EnvironmentModifier(made), children: [node], label: name, source: nil)
                }
            }
        }
        func style(_ name: String, _ change: @escaping (SwiftUIRuntime, NativeArguments, inout ViewStyle) throws -> Void) {
            method(name) { runtime, arguments, base in
                let source = runtime.currentLocation
                // `strokeBorder` on a program's `InsettableShape` strokes its own inset outline.
                var base = base
                if name == "strokeBorder", let inset = try runtime.insetForStrokeBorder(base, arguments) { base = inset }
                var probe = ViewStyle.plain
                try change(runtime, arguments, &probe)
                // `foregroundColor`/`foregroundStyle` set an environment value: every text, shape and
                // symbol below without its own paint is drawn in it (SwiftUI's `foregroundStyle(_:)`).
                let inherited = (name == "foregroundColor" || name == "foregroundStyle") && probe.gradient == nil ? probe.fill : nil
                var modifier = ModifierDescription(name: name) { [unowned runtime] node, _ in
                    var styled = node
                    try change(runtime, arguments, &styled.style)
                    if let inherited { styled.children = styled.children.map { Self.inheritingForeground($0, inherited) } }
                    return styled
                }
                modifier.arguments = arguments.all
                let modified = runtime.view("ModifiedContent", .modified(base: base, modifier: modifier), source: source)
                // `.tint(_:)` also reaches the controls below (Apple, `tint(_:)`: "sets the tint color
                // within this view"): toggles, buttons, sliders and progress views read it when resolved.
                guard name == "tint", let tint = probe.fill else { return modified }
                return runtime.view("ModifiedContent", .environment(base: modified, change: .value(key: StyleKey.tint, .string(tint.token))))
            }
        }

        modifier("frame") { runtime, arguments, _ in try runtime.frame(arguments) }
        modifier("padding") { runtime, arguments, _ in try runtime.padding(arguments) }
        wrap("fixedSize") { runtime, arguments in
            let horizontal = try arguments["horizontal"].map { try runtime.bool($0, "horizontal") } ?? true
            let vertical = try arguments["vertical"].map { try runtime.bool($0, "vertical") } ?? true
            return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
        }
        wrap("layoutPriority") { runtime, arguments in
            LayoutPriorityModifier(try runtime.number(arguments.unlabelled.first ?? .int(0), "value"))
        }
        wrap("offset") { runtime, arguments in
            if let size = arguments.unlabelled.first, case let .native(native) = size, let given = native.payload as? Size {
                let value = try runtime.laidOutSize(given, "offset")
                return OffsetModifier(x: value.width, y: value.height)
            }
            func component(_ key: String) throws -> Double {
                // Non-finite after LayoutLens assumed values (`0 / 0` from an array it took as
                // empty: another file's, or a placeholder argument): the file's numbers are not at fault, and an offset
                // changes no frame, so it is left out. Otherwise it is the file's error.
                if let plain = Self.plainNumber(arguments[key]), !plain.isFinite, runtime.runsOnAssumedValues {
                    runtime.warn(.droppedOffset(key, value: plain.isNaN ? "NaN" : NumberText.format(plain, decimals: 4)), at: runtime.argumentRange(key))
                    return 0
                }
                return try arguments[key].map { try runtime.number($0, key) } ?? 0
            }
            return OffsetModifier(x: try component("x"), y: try component("y"))
        }
        wrap("position") { runtime, arguments in
            // `position(_ position: CGPoint)`: the view's centre at that point of its parent,
            // like `position(x:y:)` (Apple docs, "position(_:)").
            if let given = arguments.unlabelled.first {
                guard case let .native(native) = try runtime.interpreter.coerce(given, to: .named("CGPoint")), let point = native.payload as? Point else {
                    throw runtime.mismatch(given, expected: "CGPoint")
                }
                let centre = try runtime.laidOutPoint(point, "position")
                return PositionLayout(x: centre.x, y: centre.y)
            }
            return PositionLayout(x: try arguments["x"].map { try runtime.number($0, "x") } ?? 0,
                                  y: try arguments["y"].map { try runtime.number($0, "y") } ?? 0)
        }
        wrap("aspectRatio") { runtime, arguments in
            let ratio = try runtime.aspectRatio(arguments.unlabelled.first)
            let mode = try arguments["contentMode"].map { try runtime.caseName($0, "ContentMode") } ?? "fit"
            return AspectRatioLayout(ratio: ratio, contentMode: mode == "fill" ? .fill : .fit)
        }
        wrap("scaledToFit") { _, _ in AspectRatioLayout(ratio: nil, contentMode: .fit) }
        wrap("scaledToFill") { _, _ in AspectRatioLayout(ratio: nil, contentMode: .fill) }
        wrap("relativeProposed") { runtime, arguments in
            RelativeProposedLayout(width: try runtime.optionalNumber(arguments["width"], "width"),
                                   height: try runtime.optionalNumber(arguments["height"], "height"))
        }
        modifier("overlay") { runtime, arguments, _ in try runtime.secondary("overlay", arguments) }
        modifier("background") { runtime, arguments, _ in try runtime.secondary("background", arguments) }
        modifier("border") { runtime, arguments, _ in
            let color = try runtime.color(arguments.unlabelled.first ?? .unresolvedMember(UnresolvedMember(name: "primary", arguments: nil)), "content")
            let width = try arguments["width"].map { try runtime.number($0, "width") } ?? 1
            let location = runtime.currentLocation
            return ModifierDescription(name: "border") { node, _ in
                var stroke = ViewNode(ShapeLeaf(.rectangle), label: "border", source: location)
                stroke.style = ViewStyle(stroke: color, lineWidth: width)
                return ViewNode(OverlayLayout(alignment: .center, placement: .overlay), children: [node, stroke], label: "border", source: nil)
            }
        }
        modifier("alignmentGuide") { runtime, arguments, _ in try runtime.alignmentGuide(arguments) }
        environment("font") { runtime, arguments in
            try runtime.font(arguments.unlabelled.first ?? .nil).map { .font($0) }
        }
        environment("fontWeight") { runtime, arguments in
            guard let weight = runtime.optionalArgument(arguments.unlabelled.first) else { return nil }
            return .fontWeight(try runtime.fontWeight(weight))
        }
        // iOS 16.1 `.fontDesign(_:)` and iOS 16 `.monospaced(_ isActive: Bool = true)`: the design
        // of the fonts below (SF Mono for `.monospaced`).
        environment("fontDesign") { runtime, arguments in
            guard let design = runtime.optionalArgument(arguments.unlabelled.first) else { return nil }
            return .fontDesign(try runtime.fontDesign(design))
        }
        environment("monospaced") { runtime, arguments in
            try (arguments.unlabelled.first.map { try runtime.bool($0, "isActive") } ?? true) ? .fontDesign(.monospaced) : nil
        }
        // iOS 15 `.monospacedDigit()`: the fonts below set their figures at the tabular width
        // (Apple, `View.monospacedDigit()`: "Modifies the fonts of all child views to use fixed-width
        // digits, if possible, while leaving other characters proportionally spaced").
        environment("monospacedDigit") { _, _ in .monospacedDigit }
        // iOS 16 `.tracking(_:)` and `.kerning(_:)` (and `Text`'s own, iOS 13): points added to
        // each character cluster, so a text is that much wider per cluster and wraps sooner
        // (Apple, `tracking(_:)`: "additional space, in points, that the view should add to each
        // character cluster after layout"; tracking "adds or removes trailing whitespace").
        environment("tracking") { runtime, arguments in
            .tracking(try runtime.number(arguments.unlabelled.first ?? .double(0), "tracking"))
        }
        environment("kerning") { runtime, arguments in
            .kerning(try runtime.number(arguments.unlabelled.first ?? .double(0), "kerning"))
        }
        // `.baselineOffset(_:)` on a `Text` or any view: the text below moves that many points up
        // (down when negative) and its bounds grow to contain it (`TextLeaf`; Apple,
        // `Text.baselineOffset(_:)`: "The bounds of the view expand to contain the moved text").
        environment("baselineOffset") { runtime, arguments in
            guard let offset = arguments.unlabelled.first else { throw runtime.failure(.missingArgument(callee: "baselineOffset")) }
            return .baselineOffset(try runtime.number(offset, "baselineOffset"))
        }
        environment("bold") { runtime, arguments in
            try (arguments.unlabelled.first.map { try runtime.bool($0, "isActive") } ?? true) ? .fontWeight(.bold) : nil
        }
        // `.lineLimit(_:)` also sets `EnvironmentValues.lineLimit` (`Int?`), which a view below
        // reads with `@Environment(\.lineLimit)` (Apple docs, "lineLimit": "The maximum number of
        // lines that text can occupy in a view"): the limit's upper bound, nil for none.
        method("lineLimit") { runtime, arguments, base in
            let source = runtime.currentLocation
            let change = try runtime.lineLimit(arguments)
            let modifier = ModifierDescription(name: "lineLimit") { node, _ in
                ViewNode(EnvironmentModifier(change), children: [node], label: "lineLimit", source: nil)
            }
            var limit = Value.nil
            if case let .lineLimit(_, upper?) = change { limit = .optional(.int(upper)) }
            let read = runtime.view("ModifiedContent", .environment(base: base, change: .value(key: "lineLimit", limit)))
            return runtime.view("ModifiedContent", .modified(base: read, modifier: modifier), source: source)
        }
        environment("truncationMode") { runtime, arguments in
            let name = try runtime.caseName(arguments.unlabelled.first ?? .nil, "Text.TruncationMode")
            guard let mode = TruncationMode(rawValue: name), TruncationMode.swiftUIModes.contains(mode) else { throw runtime.failure(.noMemberOnType(name, type: "Text.TruncationMode"), naming: name) }
            return .truncationMode(mode)
        }
        environment("textCase") { runtime, arguments in
            guard var value = arguments.unlabelled.first, !value.isNil else { return .textCase(nil) }
            // A `Text.Case?` the program holds (`var textCase: Text.Case?`) comes wrapped.
            if case let .optional(wrapped?) = value { value = wrapped }
            // The parameter is a `Text.Case?`: `.none` is `Optional.none` (Text.Case has no `none`).
            if case let .unresolvedMember(member) = value, member.name == "none", member.arguments == nil { return .textCase(nil) }
            let name = try runtime.caseName(value, "Text.Case")
            guard let textCase = TextCase(rawValue: name) else { throw runtime.failure(.noMemberOnType(name, type: "Text.Case"), naming: name) }
            return .textCase(textCase)
        }
        environment("minimumScaleFactor") { runtime, arguments in
            let factor = try runtime.number(arguments.unlabelled.first ?? .double(1), "factor")
            if !(0...1).contains(factor) {
                let used = EnvironmentModifier.usableScaleFactor(factor)
                runtime.warn(.minimumScaleFactorClamped(NumberText.format(factor, decimals: 4), used: NumberText.format(used, decimals: 4)),
                             at: runtime.argumentRange(nil))
            }
            return .minimumScaleFactor(factor)
        }
        // `.allowsTightening(_:)`: Apple, "Sets whether text in this view can compress the space
        // between characters when necessary to fit text in a line" (`TextLeaf.tighteningFactor`).
        environment("allowsTightening") { runtime, arguments in
            .allowsTightening(try runtime.bool(arguments.unlabelled.first ?? .bool(true), "flag"))
        }
        environment("lineSpacing") { runtime, arguments in
            .lineSpacing(try runtime.number(arguments.unlabelled.first ?? .double(0), "lineSpacing"))
        }
        environment("multilineTextAlignment") { runtime, arguments in
            // iOS 26's `multilineTextAlignment(strategy:)`: `.layoutBased` follows the
            // environment's alignment; `.writingDirectionBased` turns `.leading` to the
            // paragraph's writing direction (Apple, `Text.AlignmentStrategy`). LayoutLens lays
            // text out left to right in a left-to-right layout, where the two agree, so the
            // alignment above stays.
            if let strategy = arguments["strategy"] {
                let name = try runtime.caseName(strategy, "Text.AlignmentStrategy")
                guard ["layoutBased", "writingDirectionBased", "default"].contains(name) else {
                    throw runtime.failure(.noMemberOnType(name, type: "Text.AlignmentStrategy"), naming: name)
                }
                return nil
            }
            let name = try runtime.caseName(arguments.unlabelled.first ?? .nil, "TextAlignment")
            guard let alignment = TextAlignment(rawValue: name) else { throw runtime.failure(.noMemberOnType(name, type: "TextAlignment"), naming: name) }
            return .multilineTextAlignment(alignment)
        }
        modifier("measure") { _, _, _ in
            ModifierDescription(name: "measure") { node, _ in
                var measured = node
                measured.isMeasured = true
                return measured
            }
        }
        modifier("resizable") { runtime, _, _ in
            ModifierDescription(name: "resizable") { [unowned runtime] node, _ in
                guard var image = node.primitive as? ImageLeaf ?? runtime.imageStandingIn(for: node, modifier: "resizable()") else {
                    throw runtime.failure("'resizable()' on '\(node.label)': it is only available on Image")
                }
                image.isResizable = true
                if node.primitive is ImageLeaf {
                    var resized = node
                    resized.primitive = image
                    return resized
                }
                return ViewNode(image, label: "Image", source: node.source)
            }
        }
        style("cornerRadius") { runtime, arguments, style in
            try arguments.check(allowed: ["antialiased"], unlabelledCount: 1, in: runtime)
            style.cornerRadius = try runtime.cornerRadius(arguments.unlabelled.first ?? .int(0), "radius")
            // SwiftUI's `cornerRadius(_:antialiased:)` clips the view to a rounded rectangle (Apple).
            style.clipsContent = true
        }
        style("clipShape") { runtime, arguments, style in
            // The corners the clip draws with: a rounded rectangle's radius, half the shorter side
            // for a capsule, circle or ellipse (`.infinity`), an uneven rectangle's four; none for
            // a rectangle.
            if let shape = arguments.unlabelled.first { runtime.clip(to: shape, &style) }
            style.clipsContent = true
        }
        // `Circle().inset(by: 4)` (a built-in `InsettableShape`): drawn inset within its frame.
        style("inset") { runtime, arguments, style in
            let amount = try arguments["by"].map { try runtime.number($0, "by") } ?? 0
            style.shapeInset = (style.shapeInset ?? 0) + amount
        }
        // `.trim(from:to:)` on a shape (Apple, `Shape.trim(from:to:)`: "Trims this shape by a
        // fractional amount based on its representation as a path"): the part of its outline drawn.
        style("trim") { runtime, arguments, style in
            let from = try arguments["from"].map { try runtime.number($0, "from") } ?? 0
            let to = try arguments["to"].map { try runtime.number($0, "to") } ?? 1
            style.trim = ShapeTrim(from: from, to: to)
        }
        // `.clipped()` and `.mask { … }`: the subtree is drawn inside the view's frame; a mask
        // that is a shape clips to it (its opaque pixels are the shape), any other mask is
        // approximated by its frame (unverified: the mask's alpha is not read).
        style("clipped") { _, _, style in style.clipsContent = true }
        style("mask") { runtime, arguments, style in
            style.clipsContent = true
            if let mask = runtime.maskContent(arguments) { runtime.clip(to: mask, &style) }
        }
        for name in ["fill", "foregroundColor", "foregroundStyle", "tint", "stroke", "strokeBorder"] {
            style(name) { runtime, arguments, style in
                // A gradient view as the style (`.fill(LinearGradient(…))`, or the implicit
                // `.linearGradient(…)`: `GradientShapeStyles.swift`) paints as a gradient.
                if name == "fill" || name == "foregroundStyle", let gradient = try runtime.gradientPaint(arguments.unlabelled.first) {
                    style.gradient = gradient
                    return
                }
                // Paint only; a style with no single colour (a gradient) leaves the paint as is.
                let colour = arguments.unlabelled.first.flatMap { try? runtime.color($0, name) }
                if name == "stroke" || name == "strokeBorder" {
                    // `.stroke(_:style:)` / `.strokeBorder(_:lineWidth:)`: the width, caps, joins
                    // and dashes of a `StrokeStyle` (Apple, `StrokeStyle`), centred on the outline
                    // or inside it; with no colour the stroke is the foreground style (Apple,
                    // `strokeBorder(_:lineWidth:antialiased:)`: `content` defaults to `.foreground`).
                    let request = try runtime.strokeRequest(arguments, border: name == "strokeBorder")
                    var details = request.details
                    details.paintsForeground = colour == nil && arguments.unlabelled.first == nil
                    style.stroke = colour ?? .system(.primary)
                    style.lineWidth = request.lineWidth
                    style.strokeDetails = details
                } else if let colour {
                    // A shape stroked in the foreground style takes the colour as its stroke.
                    if style.strokeDetails?.paintsForeground == true, name == "foregroundColor" || name == "foregroundStyle" {
                        style.stroke = colour
                        style.strokeDetails?.paintsForeground = false
                    } else {
                        style.fill = colour
                    }
                }
            }
        }
        // `.shadow(color:radius:x:y:)` on a view (the one-argument `ShapeStyle.shadow(_:)` on a
        // colour is a shape style again and is given back as it is).
        method("shadow") { runtime, arguments, base in
            if arguments.all.count == 1, arguments.all[0].label == nil, Self.isShapeStyle(base) { return base }
            if runtime.interpreter.isUnseen(base) { return base }
            let radius = try arguments["radius"].map { try runtime.number($0, "radius") } ?? 0
            let x = try arguments["x"].map { try runtime.number($0, "x") } ?? 0
            let y = try arguments["y"].map { try runtime.number($0, "y") } ?? 0
            let color = arguments["color"].flatMap { try? runtime.color($0, "color") } ?? ShadowValue.defaultColor
            let shadow = ShadowValue(color: color, radius: radius, x: x, y: y)
            return runtime.view("ModifiedContent", .modified(base: base, modifier: ModifierDescription(name: "shadow") { node, _ in
                var shadowed = node
                shadowed.style.shadow = shadow
                return shadowed
            }), source: runtime.currentLocation)
        }
        style("blendMode") { runtime, arguments, style in
            style.blendMode = try runtime.caseName(arguments.unlabelled.first ?? .nil, "BlendMode")
        }
        style("opacity") { runtime, arguments, style in
            style.opacity = try runtime.number(arguments.unlabelled.first ?? .double(1), "opacity")
        }
        method("environment") { runtime, arguments, base in try runtime.environmentModifier(arguments, base) }
        method("environmentObject") { runtime, arguments, base in
            guard let object = arguments.unlabelled.first else { throw runtime.failure(.missingArgument(callee: "environmentObject")) }
            return runtime.view("ModifiedContent", .environment(base: base, change: .object(typeName: runtime.interpreter.typeName(of: object), object)))
        }
        method("modifier") { runtime, arguments, base in try runtime.viewModifier(arguments, base) }
        modifier("previewDisplayName") { runtime, arguments, _ in
            let title = try runtime.string(arguments.unlabelled.first ?? .string(""), "name")
            return ModifierDescription(name: "previewDisplayName", preview: .title(title)) { node, _ in node }
        }
        modifier("previewLayout") { runtime, arguments, _ in
            let trait = try runtime.trait(arguments.unlabelled.first ?? .nil) ?? .device
            return ModifierDescription(name: "previewLayout", preview: .trait(trait)) { node, _ in node }
        }
        modifier("previewInterfaceOrientation") { runtime, arguments, _ in
            guard case let .unresolvedMember(member)? = arguments.unlabelled.first, member.arguments == nil,
                  let orientation = PreviewOrientation(memberName: member.name) else {
                throw runtime.failure("'previewInterfaceOrientation' takes an 'InterfaceOrientation': .portrait, .landscapeLeft or .landscapeRight")
            }
            return ModifierDescription(name: "previewInterfaceOrientation", preview: .orientation(orientation)) { node, _ in node }
        }
        for name in ["rotationEffect", "scaleEffect"] {
            modifier(name) { runtime, arguments, _ in
                let effect = try name == "rotationEffect" ? runtime.rotationEffect(arguments) : runtime.scaleEffect(arguments)
                return ModifierDescription(name: name) { node, _ in
                    guard let effect else { return node }
                    return ViewNode(TransformEffectModifier(effect), children: [node], label: name, source: nil)
                }
            }
        }
        var handled: Set<String> = ["foregroundColor", "foregroundStyle", "tint", "previewDisplayName", "previewLayout",
                                    "previewInterfaceOrientation", "rotationEffect", "scaleEffect", "cornerRadius", "clipShape",
                                    "clipped", "mask", "shadow", "blendMode", "trim"]
        // Lifecycle and geometry closures, recorded for settling (`Settling/LifecycleModifiers.swift`).
        table.merge(makeSettlingModifiers()) { $0 + $1 }
        handled.formUnion(settlingModifierNames)
        // SwiftData's container in the environment (`Library/Data/DataModifiers.swift`).
        table.merge(makeDataModifiers()) { $0 + $1 }
        handled.formUnion(dataModifierNames)
        // `.redacted(reason:)` sets `redactionReasons` below (`Modifiers/Redaction.swift`).
        method("redacted") { runtime, arguments, base in try runtime.redactedModifier(arguments, base) }
        handled.insert("redacted")
        // `.glassEffect(_:in:)` draws its glass behind the view (`Modifiers/GlassEffect.swift`).
        method("glassEffect") { runtime, arguments, base in try runtime.glassEffectModifier(arguments, base) }
        handled.insert("glassEffect")
        // Metal shader effects: the view drawn without its shader (`Modifiers/ShaderEffects.swift`).
        for name in ["colorEffect", "distortionEffect", "layerEffect"] {
            method(name) { runtime, arguments, base in try runtime.shaderEffectModifier(name, arguments, base) }
            handled.insert(name)
        }
        // `.matchedGeometryEffect`: its own frame; `isSource: false` warned (`Modifiers/MatchedGeometry.swift`).
        method("matchedGeometryEffect") { runtime, arguments, base in
            if runtime.interpreter.isUnseen(base) { return base }
            var modifier = runtime.matchedGeometryModifier(arguments)
            modifier.arguments = arguments.all
            return runtime.view(runtime.modifiedTypeName("matchedGeometryEffect", base), .modified(base: base, modifier: modifier),
                                source: runtime.currentLocation)
        }
        handled.insert("matchedGeometryEffect")
        // The catalogue's sets are walked as they are, unsorted: each name adds one overload to
        // its own list, so the table is the same in any order, and sorting them (with the
        // generic sort's first instantiations) cost ≈ 0.8 M instructions of every cold run.
        for name in ModifierCatalogue.renderOnly where !handled.contains(name) {
            method(name) { runtime, arguments, base in
                // On another file's value (`bookmark.name.trim()` with another file's `extension
                // String`) the call gives that value back: were it a view, this modifier would not
                // change its frame; were it not, it is as unknown as before.
                if runtime.interpreter.isUnseen(base) { return base }
                // `ShapeStyle.shadow(_:)` (iOS 16): `Color.white.shadow(.drop(radius: 2))` is a shape
                // style again, to fill or to give to `background(_:in:)`, not a modified view.
                if name == "shadow", arguments.all.count == 1, arguments.all[0].label == nil, Self.isShapeStyle(base) { return base }
                var modifier = ModifierDescription(name: name) { node, _ in node }
                modifier.arguments = arguments.all
                return runtime.view(runtime.modifiedTypeName(name, base), .modified(base: base, modifier: modifier), source: runtime.currentLocation)
            }
        }
        for name in ["ignoresSafeArea", "edgesIgnoringSafeArea"] {
            modifier(name) { runtime, arguments, _ in
                let edges = try (arguments["edges"] ?? (name == "edgesIgnoringSafeArea" ? arguments.unlabelled.first : nil))
                    .map { try runtime.edges($0) } ?? .all
                // `ignoresSafeArea(.keyboard)` ignores only the keyboard's area, which no preview shows.
                let keyboardOnly = name == "ignoresSafeArea" && arguments.unlabelled.first.map {
                    (try? runtime.caseName($0, "SafeAreaRegions")) == "keyboard" } == true
                return ModifierDescription(name: name, preview: .ignoresSafeArea(keyboardOnly ? [] : edges)) { [unowned runtime] node, _ in
                    let screen = runtime.resolvingSafeArea
                    guard !keyboardOnly, screen != EdgeInsets() else { return node }
                    return ViewNode(IgnoresSafeAreaLayout(edges: edges, screenInsets: screen), children: [node],
                                    label: name, source: nil)
                }
            }
        }
        // The generic warning: for modifiers nothing models, and after the model of those the
        // library models, for argument forms that model does not read.
        let warned = ModifierCatalogue.modelledWithFallback.union(ModifierCatalogue.unmodelledLayout)
        let modelledAbove: Set<String> = ["environment", "ignoresSafeArea", "edgesIgnoringSafeArea", "toggleStyle"]
        for name in warned where !modelledAbove.contains(name) {
            modifier(name) { runtime, _, _ in
                let range = runtime.calleeNameRange(name)
                return ModifierDescription(name: name) { [unowned runtime] node, _ in
                    runtime.warn(.unmodelledModifier(name), at: range)
                    return node
                }
            }
        }
        return table
    }
}

extension SwiftUIRuntime {
    /// `node` with `colour` as the paint of each text and shape below it that has none of its own
    /// (an inner `.foregroundStyle` or a filled shape keeps its own; a `Color` or image is its own).
    static func inheritingForeground(_ node: ViewNode, _ colour: ColorValue) -> ViewNode {
        var node = node
        if node.children.isEmpty {
            // A `Color` paints its own colour; an image its pixels; an SF Symbol is a template
            // image drawn in the foreground style (Apple, "Configuring and displaying symbol images").
            let isSymbol = (node.primitive as? ImageLeaf)?.name.hasPrefix("systemName:") == true
            if node.style.strokeDetails?.paintsForeground == true {
                // A shape stroked in the foreground style (`Circle().stroke(lineWidth: 2)`).
                node.style.stroke = colour
                node.style.strokeDetails?.paintsForeground = false
            } else if node.style.fill == nil && node.style.gradient == nil, node.primitive is TextLeaf || node.primitive is ShapeLeaf || isSymbol {
                node.style.fill = colour
            }
        } else {
            node.children = node.children.map { inheritingForeground($0, colour) }
        }
        return node
    }
}
