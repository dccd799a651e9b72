import LayoutEngine
import SwiftInterpreter

/// Paint of views: a system colour's `.opacity(_:)` stays that colour, faded
/// (`Color.gray.opacity(0.15)` as a fill), and a faded colour shown as a view is the colour with
/// the view's opacity; `cornerRadius(_:)`/`clipShape(_:)` round the drawing; gradients are
/// painted as gradients. None of it changes layout.
extension SwiftUIRuntime {
    /// `Color.opacity(_:)`: alpha multiplied, the colour kept.
    static func faded(_ color: ColorValue, by alpha: Double) -> ColorValue {
        switch color {
        case let .system(system): return .faded(system, opacity: alpha)
        case let .faded(system, opacity): return .faded(system, opacity: opacity * alpha)
        case let .rgb(r, g, b, a): return .rgb(red: r, green: g, blue: b, opacity: a * alpha)
        }
    }

    /// The node of a colour shown as a view: a faded system colour is the colour with that opacity.
    func colorNode(_ color: ColorValue, label: String?, source: SourceLocation?) throws -> ViewNode {
        guard case let .faded(system, opacity) = color else { return try leafNode(ColorLeaf(color), label: label, source: source) }
        var node = try leafNode(ColorLeaf(.system(system)), label: label ?? "Color.\(system.rawValue)", source: source)
        node.style.opacity *= opacity
        return node
    }

    /// `LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)`,
    /// `LinearGradient(gradient: Gradient(colors: […]), …)`: the colours and direction, or nil when
    /// a colour cannot be read (the gradient is then drawn as a plain placeholder).
    /// Whether a view value is a gradient (`LinearGradient(…)` and its kin): a shape style as
    /// well as a view, so `background(_:)` takes it as a style.
    func isGradientView(_ value: Value) -> Bool {
        guard case let .native(native) = value, let description = native.payload as? ViewDescription,
              case let .leaf(node) = description.content else { return false }
        return node.label.hasSuffix("Gradient")
    }

    /// The gradient a shape style paints with: a gradient view (`LinearGradient(…)`, also
    /// through `AnyShapeStyle`) or the implicit `.linearGradient(…)` (`GradientShapeStyles.swift`);
    /// nil for any other style.
    func gradientPaint(_ value: Value?) throws -> GradientValue? {
        guard case let .native(native)? = try gradientShapeStyle(value) ?? value,
              let description = native.payload as? ViewDescription, case let .leaf(node) = description.content else { return nil }
        return node.style.gradient
    }

    func gradientValue(_ arguments: NativeArguments) -> GradientValue? {
        var list = arguments["colors"]
        if case let .native(native)? = arguments["gradient"], let colors = native.payload as? GradientColors { list = .array(colors.colors) }
        guard case let .array(items)? = list, !items.isEmpty else { return nil }
        var colors: [ColorValue] = []
        for item in items {
            guard let color = try? color(item, "colors") else { return nil }
            colors.append(color)
        }
        var gradient = GradientValue(colors: colors)
        if let point = unitPointName(arguments["startPoint"]).flatMap(GradientValue.unitPoint) { (gradient.startX, gradient.startY) = point }
        if let point = unitPointName(arguments["endPoint"]).flatMap(GradientValue.unitPoint) { (gradient.endX, gradient.endY) = point }
        return gradient
    }

    private func unitPointName(_ value: Value?) -> String? {
        switch value {
        case let .unresolvedMember(member)?: return member.name
        case let .native(native)?: return (native.payload as? EnumCasePayload)?.name
        default: return nil
        }
    }

    /// `Gradient(colors:)` and `Gradient(stops:)` for `LinearGradient(gradient:…)`. A stop's
    /// location only moves where its colour is drawn, never a frame: the stops' colours are kept.
    func registerGradientColors() {
        let type = interpreter.registerNativeType("Gradient")
        type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let labelled = NativeArguments("Gradient", arguments)
            if case let .array(stops)? = labelled["stops"] {
                return self.interpreter.nativeValue("Gradient", GradientColors(colors: try stops.map { try self.stopColor($0) }))
            }
            // Another file's colours (`Gradient(colors: fruit.gradientColors)`): they only paint,
            // so a gray gradient stands in (reported).
            if let unseen = labelled["colors"] ?? labelled["stops"], Self.undefinedName(unseen) != nil {
                self.assumed("gray colours (a gradient's colours change no frame)", for: unseen)
                return self.interpreter.nativeValue("Gradient", GradientColors(colors: [self.color(.system(.gray))]))
            }
            guard case let .array(colors)? = labelled["colors"] else { throw self.failure(.missingArgument("colors", callee: "Gradient")) }
            return self.interpreter.nativeValue("Gradient", GradientColors(colors: colors))
        })
        // `Gradient.Stop(color: .red, location: 0.4)`, also written `.init(color:location:)`.
        let stop = interpreter.registerNativeType("Gradient.Stop")
        type.nestedTypes["Stop"] = stop
        stop.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            guard let color = NativeArguments("Gradient.Stop", arguments)["color"] else {
                throw self.failure(.missingArgument("color", callee: "Gradient.Stop"))
            }
            return self.interpreter.nativeValue("Gradient.Stop", GradientStop(color: color))
        })
    }

    /// The colour of one of `Gradient(stops:)`'s stops.
    private func stopColor(_ value: Value) throws -> Value {
        if case let .native(native) = value, let stop = native.payload as? GradientStop { return stop.color }
        if case let .unresolvedMember(member) = value, member.name == "init",
           let color = member.arguments?.first(where: { $0.label == "color" })?.value {
            return color
        }
        throw failure(.elementTypeMismatch(found: interpreter.typeName(of: value), expected: "Gradient.Stop"))
    }

    /// The `Shape` statics `shapeView(_:)` knows.
    static let shapeStatics: Set<String> = ["capsule", "circle", "ellipse", "rect", "rectangle"]

    /// A shape written as an implicit member (iOS 17's `Shape` statics): `.capsule`, `.circle`,
    /// `.ellipse`, `.rect`, `.rect(cornerRadius: 12)`; any other value as it is.
    func shapeView(_ value: Value) throws -> Value {
        guard case let .unresolvedMember(member) = value else { return value }
        let source = currentLocation
        func shape(_ kind: ShapeKind) -> Value {
            view(kind.name, .leaf(ViewNode(ShapeLeaf(kind), label: kind.name, source: source)), source: source)
        }
        switch member.name {
        case "capsule": return shape(.capsule)
        case "circle": return shape(.circle)
        case "containerRelative": return containerRelativeShape()
        case "ellipse": return shape(.ellipse)
        case "rect", "rectangle":
            let arguments = NativeArguments("rect", member.arguments ?? [])
            if let radius = arguments["cornerRadius"] { return shape(try roundedRectangle(radius, "cornerRadius")) }
            // iOS 26's `.rect(corners:isUniform:)`: a `ConcentricRectangle`.
            if arguments.has("corners") { return try concentricRectangle(arguments) }
            // iOS 17's `.rect(topLeadingRadius:…:style:)` / `.rect(cornerRadii:style:)`: an
            // `UnevenRoundedRectangle` (Apple, "Shape.rect(topLeadingRadius:…)").
            if arguments.has("cornerRadii") || Self.cornerRadiusLabels.contains(where: arguments.has) {
                return shape(.unevenRoundedRectangle(try cornerRadii(arguments, callee: "rect")))
            }
            return shape(.rectangle)
        default:
            throw failure(.noMemberOnType(member.name, type: "Shape"), naming: member.name)
        }
    }

    /// The shape `clipShape(_:)` is given, resolved once: an implicit member (`.rect(cornerRadius:
    /// 8)`) made into its shape, and a shape made where it is resolved (`ContainerRelativeShape`)
    /// made here, in the environment of the view it clips; nil for a value that is no built-in
    /// shape.
    func clipShapeKind(_ shape: Value) -> ShapeKind? {
        var shape = (try? shapeView(shape)) ?? shape
        if case let .native(native) = shape, native.type.name == "ContainerRelativeShape", let description = native.payload as? ViewDescription,
           case let .deferred(make) = description.content, let made = try? make() {
            shape = made
        }
        guard case let .native(native) = shape, let description = native.payload as? ViewDescription,
              case let .leaf(node) = description.content, let leaf = node.primitive as? ShapeLeaf else { return nil }
        return leaf.shape
    }
}

/// The colours of a `Gradient(colors:)`.
struct GradientColors {
    var colors: [Value]
}

/// One stop of `Gradient(stops:)`: its colour (its location changes no frame).
struct GradientStop {
    var color: Value
}
