import LayoutEngine
import SwiftInterpreter

/// Custom alignment guides: `VerticalAlignment(MyID.self)` / `HorizontalAlignment(MyID.self)`
/// where `MyID: AlignmentID` declares `static func defaultValue(in d: ViewDimensions) -> CGFloat`.
///
/// SwiftUI identifies a guide by its `AlignmentID` type and its axis by the alignment type that
/// wraps it, so `VerticalAlignment(A.self)` and `HorizontalAlignment(A.self)` are two guides. The
/// guide's default (where a view without an explicit value has it) is the user's `defaultValue`,
/// called during layout with the view's dimensions, through `runAtLayoutTime`.
extension SwiftUIRuntime {
    func registerCustomAlignments() {
        for (typeName, axis) in [("HorizontalAlignment", Axis.horizontal), ("VerticalAlignment", Axis.vertical)] {
            guard let type = interpreter.type(named: typeName) else { continue }
            type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
                guard arguments.count == 1, arguments[0].label == nil, case let .metatype(id) = arguments[0].value else {
                    throw self.failure("missing argument for parameter #1 in call to '\(typeName).init'; expected an 'AlignmentID.Type' such as 'MyAlignment.self'")
                }
                let key = try self.customGuide(id, axis: axis)
                return axis == .horizontal
                    ? self.interpreter.nativeValue(typeName, HorizontalAlignment(key: key))
                    : self.interpreter.nativeValue(typeName, VerticalAlignment(key: key))
            })
        }
    }

    /// The guide of the `AlignmentID` type `id` on `axis`.
    private func customGuide(_ id: TypeInfo, axis: Axis) throws -> AlignmentKey {
        guard interpreter.conformances(of: id).contains("AlignmentID") else {
            throw failure("argument type '\(id.name).Type' does not conform to expected type 'AlignmentID.Type'")
        }
        guard id.staticMethods["defaultValue"] != nil else {
            throw failure("type '\(id.name)' does not conform to protocol 'AlignmentID': it needs 'static func defaultValue(in context: ViewDimensions) -> CGFloat'")
        }
        let call = AlignmentIDCall(runtime: self, id: id, axis: axis)
        let axisName = axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        return AlignmentKey(axis: axis, name: id.name,
                            defaultValue: .computed(ComputedGuideDefault(id: "\(axisName)(\(id.qualifiedName).self)", compute: call.defaultValue)))
    }

    /// A guide named by an implicit member no built-in has (`.firstThird`): a static member of
    /// `typeName` the file declared in an extension, as Swift resolves it.
    func declaredGuide<T>(_ member: UnresolvedMember, in typeName: String, as _: T.Type) -> T? {
        guard member.arguments == nil, let type = interpreter.type(named: typeName),
              type.staticValues[member.name] != nil || type.staticInitialisers[member.name] != nil || type.staticComputed[member.name] != nil,
              case let .native(native)? = try? interpreter.staticMember(member.name, of: type) else { return nil }
        return native.payload as? T
    }

    /// Notes that the preview being evaluated uses `key`, so its layout may call user code.
    func noteGuide(_ key: AlignmentKey) {
        if case .computed = key.defaultValue { layoutTimeBridgesMade += 1 }
    }
}

/// Bridge to an `AlignmentID`'s `defaultValue(in:)` (see `LayoutTimeCall`).
final class AlignmentIDCall: @unchecked Sendable {
    let runtime: SwiftUIRuntime
    let id: TypeInfo
    let axis: Axis
    let health = LayoutTimeHealth()

    init(runtime: SwiftUIRuntime, id: TypeInfo, axis: Axis) {
        self.runtime = runtime
        health.orientation = runtime.orientation
        self.id = id
        self.axis = axis
    }

    /// The user's default for a view with `dimensions`; 0 when the code failed.
    func defaultValue(_ dimensions: ViewDimensions) -> Double {
        let runtime = self.runtime, id = self.id
        let value = runtime.interpreter.nativeValue("ViewDimensions", DimensionsPayload(dimensions: dimensions, axis: axis))
        return runtime.runAtLayoutTime("\(id.name).defaultValue(in:)", for: health) {
            var base = Value.metatype(id)
            let result = try runtime.interpreter.callMethod("defaultValue", on: &base, [CallArgument("in", value)])
            return try runtime.number(result, "defaultValue(in:)", allowsInfinity: false)
        } ?? 0
    }
}
