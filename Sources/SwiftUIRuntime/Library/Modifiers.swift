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
    /// Adds the built-in modifiers, after the file's own overloads.
    func registerModifiers() {
        guard let view = interpreter.type(named: "View") else { return }
        func method(_ name: String, _ make: @escaping (NativeArguments, Value) throws -> Value) {
            view.addMethod(name, .native(name, labels: nil) { _, selfValue, arguments in
                try make(NativeArguments(name, arguments), selfValue)
            })
        }
        func modifier(_ name: String, _ make: @escaping (NativeArguments, Value) throws -> ModifierDescription) {
            method(name) { [unowned self] arguments, base in
                let source = self.currentLocation
                return self.view("ModifiedContent", .modified(base: base, modifier: try make(arguments, base)), source: source)
            }
        }
        func wrap(_ name: String, label: String? = nil, _ primitive: @escaping (NativeArguments) throws -> any LayoutPrimitive) {
            modifier(name) { arguments, _ in
                let made = try primitive(arguments)
                return ModifierDescription(name: name) { node, _ in ViewNode(made, children: [node], label: label ?? name, source: nil) }
            }
        }
        func environment(_ name: String, _ change: @escaping (NativeArguments) throws -> TextEnvironmentChange?) {
            modifier(name) { arguments, _ in
                let made = try change(arguments)
                return ModifierDescription(name: name) { node, _ in
                    guard let made else { return node }
                    return ViewNode(EnvironmentModifier(made), children: [node], label: name, source: nil)
                }
            }
        }
        func style(_ name: String, _ change: @escaping (NativeArguments, inout ViewStyle) throws -> Void) {
            modifier(name) { arguments, _ in
                var probe = ViewStyle.plain
                try change(arguments, &probe)
                // `foregroundColor`/`foregroundStyle` set an environment value: every text, shape and
                // symbol below without its own paint is drawn in it (SwiftUI's `foregroundStyle(_:)`).
                let inherited = (name == "foregroundColor" || name == "foregroundStyle") && probe.gradient == nil ? probe.fill : nil
                return ModifierDescription(name: name) { node, _ in
                    var styled = node
                    try change(arguments, &styled.style)
                    if let inherited { styled.children = styled.children.map { Self.inheritingForeground($0, inherited) } }
                    return styled
                }
            }
        }

        modifier("frame") { [unowned self] arguments, _ in try self.frame(arguments) }
        modifier("padding") { [unowned self] arguments, _ in try self.padding(arguments) }
        wrap("fixedSize") { [unowned self] arguments in
            let horizontal = try arguments["horizontal"].map { try self.bool($0, "horizontal") } ?? true
            let vertical = try arguments["vertical"].map { try self.bool($0, "vertical") } ?? true
            return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
        }
        wrap("layoutPriority") { [unowned self] arguments in
            LayoutPriorityModifier(try self.number(arguments.unlabelled.first ?? .int(0), "priority"))
        }
        wrap("offset") { [unowned self] arguments in
            if let size = arguments.unlabelled.first, case let .native(native) = size, let value = native.payload as? Size {
                return OffsetModifier(x: value.width, y: value.height)
            }
            return OffsetModifier(x: try arguments["x"].map { try self.number($0, "x") } ?? 0,
                                  y: try arguments["y"].map { try self.number($0, "y") } ?? 0)
        }
        wrap("position") { [unowned self] arguments in
            PositionLayout(x: try arguments["x"].map { try self.number($0, "x") } ?? 0,
                           y: try arguments["y"].map { try self.number($0, "y") } ?? 0)
        }
        wrap("aspectRatio") { [unowned self] arguments in
            let ratio = try self.optionalNumber(arguments.unlabelled.first, "aspectRatio")
            let mode = try arguments["contentMode"].map { try self.caseName($0, "ContentMode") } ?? "fit"
            return AspectRatioLayout(ratio: ratio, contentMode: mode == "fill" ? .fill : .fit)
        }
        wrap("scaledToFit") { _ in AspectRatioLayout(ratio: nil, contentMode: .fit) }
        wrap("scaledToFill") { _ in AspectRatioLayout(ratio: nil, contentMode: .fill) }
        wrap("relativeProposed") { [unowned self] arguments in
            RelativeProposedLayout(width: try self.optionalNumber(arguments["width"], "width"),
                                   height: try self.optionalNumber(arguments["height"], "height"))
        }
        modifier("overlay") { [unowned self] arguments, _ in try self.secondary("overlay", arguments) }
        modifier("background") { [unowned self] arguments, _ in try self.secondary("background", arguments) }
        modifier("border") { [unowned self] arguments, _ in
            let color = try self.color(arguments.unlabelled.first ?? .unresolvedMember(UnresolvedMember(name: "primary", arguments: nil)), "content")
            let width = try arguments["width"].map { try self.number($0, "width") } ?? 1
            let location = self.currentLocation
            return ModifierDescription(name: "border") { node, _ in
                var stroke = ViewNode(ShapeLeaf(.rectangle), label: "border", source: location)
                stroke.style = ViewStyle(stroke: color, lineWidth: width)
                return ViewNode(OverlayLayout(alignment: .center, placement: .overlay), children: [node, stroke], label: "border", source: nil)
            }
        }
        modifier("alignmentGuide") { [unowned self] arguments, _ in try self.alignmentGuide(arguments) }
        environment("font") { [unowned self] arguments in
            try self.font(arguments.unlabelled.first ?? .nil).map { .font($0) }
        }
        environment("fontWeight") { [unowned self] arguments in
            guard let weight = arguments.unlabelled.first, !weight.isNil else { return nil }
            return .fontWeight(try self.fontWeight(weight))
        }
        // iOS 16.1 `.fontDesign(_:)` and iOS 16 `.monospaced(_ isActive: Bool = true)`: the design
        // of the fonts below (SF Mono for `.monospaced`).
        environment("fontDesign") { [unowned self] arguments in
            guard let design = arguments.unlabelled.first, !design.isNil else { return nil }
            return .fontDesign(try self.fontDesign(design))
        }
        environment("monospaced") { [unowned self] arguments in
            try (arguments.unlabelled.first.map { try self.bool($0, "isActive") } ?? true) ? .fontDesign(.monospaced) : nil
        }
        environment("bold") { [unowned self] arguments in
            try (arguments.unlabelled.first.map { try self.bool($0, "isActive") } ?? true) ? .fontWeight(.bold) : nil
        }
        environment("lineLimit") { [unowned self] arguments in try self.lineLimit(arguments) }
        environment("truncationMode") { [unowned self] arguments in
            let name = try self.caseName(arguments.unlabelled.first ?? .nil, "Text.TruncationMode")
            guard let mode = TruncationMode(rawValue: name) else { throw self.failure("type 'Text.TruncationMode' has no member '\(name)'") }
            return .truncationMode(mode)
        }
        environment("lineSpacing") { [unowned self] arguments in
            .lineSpacing(try self.number(arguments.unlabelled.first ?? .double(0), "lineSpacing"))
        }
        environment("multilineTextAlignment") { [unowned self] arguments in
            let name = try self.caseName(arguments.unlabelled.first ?? .nil, "TextAlignment")
            guard let alignment = TextAlignment(rawValue: name) else { throw self.failure("type 'TextAlignment' has no member '\(name)'") }
            return .multilineTextAlignment(alignment)
        }
        modifier("measure") { _, _ in
            ModifierDescription(name: "measure") { node, _ in
                var measured = node
                measured.isMeasured = true
                return measured
            }
        }
        modifier("resizable") { [unowned self] _, _ in
            ModifierDescription(name: "resizable") { node, _ in
                guard var image = node.primitive as? ImageLeaf ?? self.imageStandingIn(for: node, modifier: "resizable()") else {
                    throw self.failure("'resizable()' on '\(node.label)': it is only available on Image")
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
        style("cornerRadius") { [unowned self] arguments, style in
            style.cornerRadius = try self.cornerRadius(arguments.unlabelled.first ?? .int(0), "radius")
        }
        style("clipShape") { [unowned self] arguments, style in
            if let shape = arguments.unlabelled.first, let radius = self.clipRadius(shape) { style.cornerRadius = radius }
        }
        for name in ["fill", "foregroundColor", "foregroundStyle", "tint", "stroke", "strokeBorder"] {
            style(name) { [unowned self] arguments, style in
                // A gradient view as the style (`.fill(LinearGradient(…))`) paints as a gradient.
                if name == "fill" || name == "foregroundStyle", case let .native(native)? = arguments.unlabelled.first,
                   let description = native.payload as? ViewDescription, case let .leaf(node) = description.content,
                   let gradient = node.style.gradient {
                    style.gradient = gradient
                    return
                }
                // Paint only; a style with no single colour (a gradient) leaves the paint as is.
                let colour = arguments.unlabelled.first.flatMap { try? self.color($0, name) }
                if name == "stroke" || name == "strokeBorder" {
                    style.stroke = colour ?? style.stroke
                    if let width = arguments["lineWidth"] { style.lineWidth = try self.number(width, "lineWidth") }
                } else if let colour {
                    style.fill = colour
                }
            }
        }
        style("opacity") { [unowned self] arguments, style in
            style.opacity = try self.number(arguments.unlabelled.first ?? .double(1), "opacity")
        }
        method("environment") { [unowned self] arguments, base in try self.environmentModifier(arguments, base) }
        method("environmentObject") { [unowned self] arguments, base in
            guard let object = arguments.unlabelled.first else { throw self.failure("missing argument in call to 'environmentObject'") }
            return self.view("ModifiedContent", .environment(base: base, change: .object(typeName: self.interpreter.typeName(of: object), object)))
        }
        method("modifier") { [unowned self] arguments, base in try self.viewModifier(arguments, base) }
        modifier("previewDisplayName") { [unowned self] arguments, _ in
            let title = try self.string(arguments.unlabelled.first ?? .string(""), "name")
            return ModifierDescription(name: "previewDisplayName", preview: .title(title)) { node, _ in node }
        }
        modifier("previewLayout") { [unowned self] arguments, _ in
            let trait = try self.trait(arguments.unlabelled.first ?? .nil) ?? .device
            return ModifierDescription(name: "previewLayout", preview: .trait(trait)) { node, _ in node }
        }
        modifier("previewInterfaceOrientation") { [unowned self] arguments, _ in
            guard case let .unresolvedMember(member)? = arguments.unlabelled.first, member.arguments == nil,
                  let orientation = PreviewOrientation(memberName: member.name) else {
                throw self.failure("'previewInterfaceOrientation' takes an 'InterfaceOrientation': .portrait, .landscapeLeft or .landscapeRight")
            }
            return ModifierDescription(name: "previewInterfaceOrientation", preview: .orientation(orientation)) { node, _ in node }
        }
        for name in ["rotationEffect", "scaleEffect"] {
            modifier(name) { [unowned self] arguments, _ in
                let effect = name == "rotationEffect" ? self.rotationEffect(arguments) : self.scaleEffect(arguments)
                return ModifierDescription(name: name) { node, _ in
                    guard let effect else { return node }
                    return ViewNode(TransformEffectModifier(effect), children: [node], label: name, source: nil)
                }
            }
        }
        let handled: Set<String> = ["foregroundColor", "foregroundStyle", "tint", "previewDisplayName", "previewLayout",
                                    "previewInterfaceOrientation", "rotationEffect", "scaleEffect", "cornerRadius", "clipShape"]
        for name in ModifierCatalogue.renderOnlyInOrder where !handled.contains(name) {
            method(name) { [unowned self] arguments, base in
                // On another file's value (`bookmark.name.trim()` with another file's `extension
                // String`) the call gives that value back: were it a view, this modifier would not
                // change its frame; were it not, it is as unknown as before.
                if self.interpreter.isUnseen(base) { return base }
                // `ShapeStyle.shadow(_:)` (iOS 16): `Color.white.shadow(.drop(radius: 2))` is a shape
                // style again, to fill or to give to `background(_:in:)`, not a modified view.
                if name == "shadow", arguments.all.count == 1, arguments.all[0].label == nil, Self.isShapeStyle(base) { return base }
                return self.view("ModifiedContent", .modified(base: base, modifier: ModifierDescription(name: name) { node, _ in node }),
                                 source: self.currentLocation)
            }
        }
        for name in ["ignoresSafeArea", "edgesIgnoringSafeArea"] {
            modifier(name) { [unowned self] arguments, _ in
                let edges = try (arguments["edges"] ?? (name == "edgesIgnoringSafeArea" ? arguments.unlabelled.first : nil))
                    .map { try self.edges($0) } ?? .all
                // `ignoresSafeArea(.keyboard)` ignores only the keyboard's area, which no preview shows.
                let keyboardOnly = name == "ignoresSafeArea" && arguments.unlabelled.first.map {
                    (try? self.caseName($0, "SafeAreaRegions")) == "keyboard" } == true
                return ModifierDescription(name: name, preview: .ignoresSafeArea(keyboardOnly ? [] : edges)) { node, _ in
                    let screen = self.resolvingSafeArea
                    guard !keyboardOnly, screen != EdgeInsets() else { return node }
                    return ViewNode(IgnoresSafeAreaLayout(edges: edges, screenInsets: screen), children: [node],
                                    label: name, source: nil)
                }
            }
        }
        registerStyleConfigurations()
        for name in ModifierCatalogue.unmodelledLayoutInOrder where !["environment", "ignoresSafeArea", "edgesIgnoringSafeArea", "toggleStyle"].contains(name) {
            modifier(name) { [unowned self] _, _ in
                let range = self.calleeNameRange(name)
                return ModifierDescription(name: name) { node, _ in
                    self.warn(.unmodelledModifier(name), at: range)
                    return node
                }
            }
        }
    }
}

extension SwiftUIRuntime {
    /// `node` with `colour` as the paint of each text and shape below it that has none of its own
    /// (an inner `.foregroundStyle` or a filled shape keeps its own; a `Color` or image is its own).
    static func inheritingForeground(_ node: ViewNode, _ colour: ColorValue) -> ViewNode {
        var node = node
        if node.children.isEmpty {
            // A `Color` paints its own colour; an image its pixels.
            if node.style.fill == nil && node.style.gradient == nil, node.primitive is TextLeaf || node.primitive is ShapeLeaf {
                node.style.fill = colour
            }
        } else {
            node.children = node.children.map { inheritingForeground($0, colour) }
        }
        return node
    }
}
