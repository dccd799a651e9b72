import LayoutEngine
import SwiftInterpreter

/// `rotationEffect(_:anchor:)` and `scaleEffect(…)`: drawing-only transforms. An argument shape
/// the runtime cannot read leaves the view as it is (the modifiers never change layout).
extension SwiftUIRuntime {
    func rotationEffect(_ arguments: NativeArguments) -> RenderEffect? {
        guard let angle = arguments.unlabelled.first, let degrees = self.degrees(angle) else { return nil }
        return .rotation(degrees: degrees, anchor: anchor(arguments["anchor"]))
    }

    /// `scaleEffect(2)`, `scaleEffect(x: 2, y: 1)`, `scaleEffect(CGSize(width:height:))`.
    func scaleEffect(_ arguments: NativeArguments) -> RenderEffect? {
        let anchor = anchor(arguments["anchor"])
        if let uniform = arguments.unlabelled.first {
            if case let .native(native) = uniform, let size = native.payload as? Size {
                return .scale(x: size.width, y: size.height, anchor: anchor)
            }
            guard let factor = try? number(uniform, "scale") else { return nil }
            return .scale(x: factor, y: factor, anchor: anchor)
        }
        guard let x = factor(arguments["x"]), let y = factor(arguments["y"]) else { return nil }
        return .scale(x: x, y: y, anchor: anchor)
    }

    /// An `x:`/`y:` scale factor: 1 when absent, nil when unreadable.
    private func factor(_ value: Value?) -> Double? {
        guard let value else { return 1 }
        return try? number(value, "scale")
    }

    /// `.degrees(45)`, `.radians(.pi)`, `Angle.degrees(45)`, in degrees.
    func degrees(_ value: Value) -> Double? {
        // `Angle.degrees(45)`, `Angle(radians: .pi)`: an `Angle` value (Library/Values/PaintTypes.swift).
        if case let .native(native) = value, let angle = native.payload as? AnglePayload { return angle.degrees }
        guard case let .unresolvedMember(member) = value, let argument = member.arguments?.first,
              let amount = try? number(argument.value, member.name) else { return nil }
        switch member.name {
        case "degrees": return amount
        case "radians": return amount * 180 / .pi
        default: return nil
        }
    }

    private func anchor(_ value: Value?) -> Point {
        guard let value, let point = try? unitPoint(value) else { return Point(x: 0.5, y: 0.5) }
        return point
    }
}
