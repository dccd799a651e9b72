import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// An `alignmentGuide` closure the engine calls during its pass, through `runAtLayoutTime`.
///
/// The engine's primitives are `Sendable` values, the interpreter is a class used from one thread
/// at a time (a pass runs on the thread that asked for it and enters user code on the
/// interpreter's large stack, waiting for it), so the bridge is `@unchecked Sendable`. It holds
/// the runtime strongly: a scenario's tree outlives the reading that made it.
final class LayoutTimeCall: @unchecked Sendable {
    let runtime: SwiftUIRuntime
    let function: Function
    /// The axis of the guide being computed: `d[.center]` means the centre on this axis.
    let axis: Axis
    let health = LayoutTimeHealth()
    /// Where the modifier is written: a value the closure returns that is not a finite number is
    /// reported there (during layout no expression of the file is being evaluated).
    let range: SourceRange?

    init(runtime: SwiftUIRuntime, function: Function, axis: Axis, range: SourceRange?) {
        self.runtime = runtime
        self.function = function
        self.axis = axis
        self.range = range
        runtime.registerBridge(health)
    }

    /// `alignmentGuide`'s `computeValue` for `dimensions`; 0 when the closure failed.
    func guideValue(_ dimensions: ViewDimensions) -> Double {
        let runtime = self.runtime, function = self.function
        let value = runtime.interpreter.nativeValue("ViewDimensions", DimensionsPayload(dimensions: dimensions, axis: axis))
        let range = self.range
        return runtime.runAtLayoutTime("alignmentGuide(_:computeValue:)", for: health) {
            let result = try runtime.interpreter.call(function, [value])
            do {
                return try runtime.number(result, "computeValue", allowsInfinity: false)
            } catch var error as RuntimeError {
                error.range = range ?? error.range
                throw error
            }
        } ?? 0
    }
}

/// A `ViewDimensions` handed to user code: `width`, `height`, `d[guide]`, `d[explicit: guide]`.
struct DimensionsPayload {
    var dimensions: ViewDimensions
    var axis: Axis
}

extension SwiftUIRuntime {
    func registerLayoutTimeTypes() {
        let type = interpreter.registerNativeType("ViewDimensions")
        func payload(_ value: Value) -> DimensionsPayload? {
            if case let .native(native) = value { return native.payload as? DimensionsPayload }
            return nil
        }
        type.computedProperties["width"] = ComputedProperty(getter: .native("width") { _, selfValue, _ in
            .cgFloat(payload(selfValue)?.dimensions.width ?? 0)
        })
        type.computedProperties["height"] = ComputedProperty(getter: .native("height") { _, selfValue, _ in
            .cgFloat(payload(selfValue)?.dimensions.height ?? 0)
        })
        type.addMethod("subscript", .native("subscript", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let dimensions = payload(selfValue), let argument = arguments.first else { return .cgFloat(0) }
            let key = try self.guideKey(argument.value, axis: dimensions.axis)
            if argument.label == "explicit" {
                return dimensions.dimensions.explicit(key).map { .some(.cgFloat($0)) } ?? .nil
            }
            return .cgFloat(dimensions.dimensions[key])
        })
    }

    /// The alignment key of a guide value; an ambiguous `.center` is the centre on `axis`.
    func guideKey(_ value: Value, axis: Axis) throws -> AlignmentKey {
        if case let .unresolvedMember(member) = value, member.arguments == nil, member.name == "center" {
            return axis == .horizontal ? HorizontalAlignment.center.key : VerticalAlignment.center.key
        }
        guard let key = anyGuide(value) else {
            throw mismatch(value, expected: "HorizontalAlignment")
        }
        return key
    }

    /// A horizontal or vertical guide: its axis is the type that holds it (a built-in name is
    /// looked up horizontally first, so `.center` alone is `HorizontalAlignment.center`).
    func anyGuide(_ value: Value) -> AlignmentKey? {
        switch value {
        case let .native(native):
            if let guide = native.payload as? HorizontalAlignment { return guide.key }
            if let guide = native.payload as? VerticalAlignment { return guide.key }
        case let .unresolvedMember(member) where member.arguments == nil:
            if let guide = AlignmentTable.horizontal(named: member.name) { return guide.key }
            if let guide = AlignmentTable.vertical(named: member.name) { return guide.key }
            if let guide = declaredGuide(member, in: "HorizontalAlignment", as: HorizontalAlignment.self) { return guide.key }
            if let guide = declaredGuide(member, in: "VerticalAlignment", as: VerticalAlignment.self) { return guide.key }
        default: break
        }
        return nil
    }
}
