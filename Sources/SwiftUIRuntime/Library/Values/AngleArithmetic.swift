import SwiftInterpreter

/// `Angle`'s arithmetic: SwiftUI declares `extension Angle: Animatable, _VectorMath` with a
/// `Double` as its `animatableData`, and `_VectorMath` gives a conforming type `+`, `-`, `+=`,
/// `-=`, prefix `-`, and `*`, `/` by a `Double` (SwiftUI's interface, as OpenSwiftUI's `Angle.swift`
/// mirrors it), with `<` from `extension Angle: Hashable, Comparable`. So
/// `.rotationEffect(last + drag)` of two `@State` angles turns by their sum
/// (`.degrees(30) + .degrees(60)` is `.degrees(90)`), as apps spinning a view by a gesture write.
extension SwiftUIRuntime {
    func registerAngleArithmetic(on angle: TypeInfo) {
        unowned let runtime = self
        func degrees(_ value: Value?) throws -> Double {
            guard case let .native(native)? = value.map(Self.unwrapped), let angle = native.payload as? AnglePayload else {
                throw runtime.failure("an Angle operator's operand is not an angle")
            }
            return angle.degrees
        }
        func make(_ degrees: Double) -> Value { runtime.interpreter.nativeValue("Angle", AnglePayload(degrees: degrees)) }
        angle.staticMethods["+"] = [.native("+", labels: [nil, nil]) { _, _, arguments in
            make(try degrees(arguments.first?.value) + degrees(arguments.last?.value))
        }]
        angle.staticMethods["-"] = [.native("-", labels: [nil, nil]) { _, _, arguments in
            make(try degrees(arguments.first?.value) - degrees(arguments.last?.value))
        }]
        angle.staticMethods["*"] = [.native("*", labels: [nil, nil]) { _, _, arguments in
            make(try degrees(arguments.first?.value) * runtime.number(arguments.last?.value ?? .double(1), "rhs"))
        }]
        angle.staticMethods["/"] = [.native("/", labels: [nil, nil]) { _, _, arguments in
            make(try degrees(arguments.first?.value) / runtime.number(arguments.last?.value ?? .double(1), "rhs"))
        }]
        angle.staticMethods["prefix-"] = [.native("prefix-", labels: [nil]) { _, _, arguments in
            make(-(try degrees(arguments.first?.value)))
        }]
        angle.staticMethods["<"] = [.native("<", labels: [nil, nil]) { _, _, arguments in
            .bool(try degrees(arguments.first?.value) < degrees(arguments.last?.value))
        }]
    }
}
