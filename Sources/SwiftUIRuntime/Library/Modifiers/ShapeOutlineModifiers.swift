import LayoutEngine
import SwiftInterpreter

/// What `clipShape(_:)`, `mask(_:)` and `strokeBorder(_:…)` need of a program's `Shape`: its
/// `path(in:)` run at the size it is drawn, and its `inset(by:)`.
extension SwiftUIRuntime {
    /// A value of a program type that is a `Shape` with no `body` (`struct Wave: Shape { func
    /// path(in:) … }`), as a call that draws its path at a size; nil for anything else.
    func programShapeCall(_ value: Value) -> ShapePathCall? {
        let type: TypeInfo
        switch value {
        case let .structValue(instance): type = instance.type
        case let .object(object): type = object.type
        case let .enumValue(instance) where instance.type.native == nil: type = instance.type
        default: return nil
        }
        guard type.computedProperties["body"] == nil, interpreter.conformances(of: type).contains("Shape") else { return nil }
        return ShapePathCall(runtime: self, shape: value, typeName: type.name)
    }

    /// `clipShape(shape)` or a `mask` that is a shape: the corners the clip draws with (a rounded
    /// rectangle's radius, half the shorter side for a capsule, circle or ellipse, an uneven
    /// rectangle's four), or the outline of a `Path` or a program's `Shape`; a rectangle or
    /// another view clips to the frame.
    func clip(to shape: Value, _ style: inout ViewStyle) {
        switch clipShapeKind(shape) {
        case let .roundedRectangle(radius)?: style.cornerRadius = radius
        case .capsule?, .circle?, .ellipse?: style.cornerRadius = .infinity
        case let .unevenRoundedRectangle(radii)?: style.cornerRadii = radii
        case .path?, nil: style.clipOutline = clipOutline(shape)
        case .rectangle?, .unrunPath?: break
        }
    }

    /// The outline `clipShape(_:)` or a shape `mask` clips to when it is a `Path` or a program's
    /// `Shape`; nil for a built-in shape (its corners are `ViewStyle.cornerRadius`) or another view.
    func clipOutline(_ value: Value) -> ClipOutline? {
        if case let .path(path)? = clipShapeKind(value) { return ClipOutline(.fixed(path)) }
        return programShapeCall(value).map { ClipOutline(.sized($0)) }
    }

    /// `strokeBorder` on a program's `InsettableShape`: the shape its own `inset(by:)` gives for
    /// half the line width, which is then stroked on its outline (Apple,
    /// `InsettableShape.strokeBorder(_:style:antialiased:)`: "the result of insetting `self` by
    /// `style.lineWidth / 2`, stroking the resulting shape"); nil when `base` is not such a shape.
    func insetForStrokeBorder(_ base: Value, _ arguments: NativeArguments) throws -> Value? {
        guard programShapeCall(base) != nil, interpreter.typeInfo(of: base).methods["inset"] != nil else { return nil }
        let lineWidth = try strokeRequest(arguments, border: true).lineWidth
        var shape = base
        return try interpreter.callMethod("inset", on: &shape, [CallArgument("by", .cgFloat(lineWidth / 2))])
    }

    /// The view a `mask(_:)`/`mask { … }` is given: its closure run, or the view itself.
    func maskContent(_ arguments: NativeArguments) -> Value? {
        guard let argument = arguments.all.last(where: { $0.label == nil || $0.label == "mask" })?.value else { return nil }
        if case .function(let function) = argument {
            return try? interpreter.call(function, [], building: "ViewBuilder")
        }
        return argument
    }
}

extension ShapePathCall: SizedShapeSource {}
