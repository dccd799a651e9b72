import LayoutEngine
import SwiftInterpreter

/// SwiftUI's `StrokeStyle` as a value code builds and reads (Apple,
/// `StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`: defaults 1,
/// `.butt`, `.miter`, 10, `[]`, 0), with its properties readable and settable. A miter limit may
/// be infinite: it is a `CGFloat` Core Graphics compares each join's miter length with, beveling
/// the joins that exceed it (Apple, `CGContext.setMiterLimit(_:)`), so `.infinity` miters every join.
extension SwiftUIRuntime {
    func registerStrokeStyle() {
        let type = interpreter.registerNativeType("StrokeStyle")
        type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let labelled = NativeArguments("StrokeStyle", arguments)
            var payload = StrokeStylePayload()
            if let width = labelled["lineWidth"] { payload.lineWidth = try self.number(width, "lineWidth") }
            if let cap = labelled["lineCap"] { payload.details.lineCap = try self.lineCap(cap) }
            if let join = labelled["lineJoin"] { payload.details.lineJoin = try self.lineJoin(join) }
            if let limit = labelled["miterLimit"] { payload.details.miterLimit = try self.number(limit, "miterLimit", allowsInfinity: true) }
            if let dash = labelled["dash"] { payload.details.dash = try self.dashLengths(dash) }
            if let phase = labelled["dashPhase"] { payload.details.dashPhase = try self.number(phase, "dashPhase") }
            return self.interpreter.nativeValue("StrokeStyle", payload)
        })
        unowned let runtime = self
        func property(_ name: String, get: @escaping (StrokeStylePayload) -> Value,
                      set: @escaping (inout StrokeStylePayload, Value) throws -> Void) {
            type.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                get(selfValue.nativePayload(StrokeStylePayload.self) ?? StrokeStylePayload())
            }, setter: .native(name, mutating: true) { _, selfValue, arguments in
                var payload = selfValue.nativePayload(StrokeStylePayload.self) ?? StrokeStylePayload()
                try set(&payload, arguments.first?.value ?? .nil)
                selfValue = runtime.interpreter.nativeValue("StrokeStyle", payload)
                return .void
            })
        }
        property("lineWidth", get: { .cgFloat($0.lineWidth) }, set: { $0.lineWidth = try runtime.number($1, "lineWidth") })
        property("miterLimit", get: { .cgFloat($0.details.miterLimit) }, set: { $0.details.miterLimit = try runtime.number($1, "miterLimit", allowsInfinity: true) })
        property("dashPhase", get: { .cgFloat($0.details.dashPhase) }, set: { $0.details.dashPhase = try runtime.number($1, "dashPhase") })
        property("dash", get: { .array($0.details.dash.map { .cgFloat($0) }) }, set: { $0.details.dash = try runtime.dashLengths($1) })
        property("lineCap", get: { runtime.unresolvedCase($0.details.lineCap.rawValue) }, set: { $0.details.lineCap = try runtime.lineCap($1) })
        property("lineJoin", get: { runtime.unresolvedCase($0.details.lineJoin.rawValue) }, set: { $0.details.lineJoin = try runtime.lineJoin($1) })
    }

    /// The stroke a `stroke`/`strokeBorder` modifier asks for: its `style:` (a `StrokeStyle`) or
    /// `lineWidth:`, placed on the outline (`stroke`) or inside it (`strokeBorder`).
    func strokeRequest(_ arguments: NativeArguments, border: Bool) throws -> (lineWidth: Double, details: StrokeDetails) {
        var payload = StrokeStylePayload()
        if let style = arguments["style"]?.nativePayload(StrokeStylePayload.self) { payload = style }
        if let width = arguments["lineWidth"] { payload.lineWidth = try number(width, "lineWidth") }
        payload.details.placement = border ? .inside : .centred
        return (payload.lineWidth, payload.details)
    }

    private func lineCap(_ value: Value) throws -> StrokeDetails.LineCap {
        let name = try caseName(value, "CGLineCap")
        guard let cap = StrokeDetails.LineCap(rawValue: name) else { throw failure("'CGLineCap' has no member '\(name)'") }
        return cap
    }

    private func lineJoin(_ value: Value) throws -> StrokeDetails.LineJoin {
        let name = try caseName(value, "CGLineJoin")
        guard let join = StrokeDetails.LineJoin(rawValue: name) else { throw failure("'CGLineJoin' has no member '\(name)'") }
        return join
    }

    private func dashLengths(_ value: Value) throws -> [Double] {
        guard case let .array(elements) = value else { throw mismatch(value, expected: "[CGFloat]") }
        return try elements.map { try number($0, "dash") }
    }

    private func unresolvedCase(_ name: String) -> Value {
        .unresolvedMember(UnresolvedMember(name: name, arguments: nil))
    }
}

/// A `StrokeStyle` value: its width and the rest (`StrokeDetails`, placed `.centred` until a
/// modifier says where it strokes).
struct StrokeStylePayload {
    var lineWidth: Double = 1
    var details = StrokeDetails()
}
