import LayoutEngine
import SwiftInterpreter

/// `rotationEffect(_:anchor:)` and `scaleEffect(…)`: drawing-only transforms. An argument shape
/// the runtime cannot read leaves the view as it is (the modifiers never change layout). A number
/// that is not finite or beyond ±1e9 (`scaleEffect(.infinity)`, `.degrees(.nan)`) is the error
/// it is for every other geometry argument (`nonFiniteArgument`, `numberOutOfRange`): it was
/// dropped with the rest of the unreadable shapes, silently (issue 30, round four). The exception
/// is a number made from values LayoutLens assumed (an implicit preview's placeholder `0`, an
/// array of another file taken as empty): `2 * .pi / Double(count)` with `count` 0 is not the
/// file's fault, and a transform changes no frame, so the effect is left out with a warning
/// (`droppedEffect`), as an offset is (`droppedOffset`).
extension SwiftUIRuntime {
    func rotationEffect(_ arguments: NativeArguments) throws -> RenderEffect? {
        try droppingNonFiniteOnAssumedValues("rotationEffect") {
            guard let angle = arguments.unlabelled.first, let degrees = try self.degrees(angle) else { return nil }
            return .rotation(degrees: degrees, anchor: anchor(arguments["anchor"]))
        }
    }

    /// `scaleEffect(2)`, `scaleEffect(x: 2, y: 1)`, `scaleEffect(CGSize(width:height:))`.
    func scaleEffect(_ arguments: NativeArguments) throws -> RenderEffect? {
        try droppingNonFiniteOnAssumedValues("scaleEffect") { try scale(arguments) }
    }

    /// `body`'s effect, or none with a `droppedEffect` warning when a number it refuses was made
    /// while the preview runs on assumed values.
    private func droppingNonFiniteOnAssumedValues(_ modifier: String, _ body: () throws -> RenderEffect?) throws -> RenderEffect? {
        do {
            return try body()
        } catch let error as RuntimeError where Self.refusesNumber(error) && runsOnAssumedValues {
            warn(.droppedEffect(modifier, problem: error.message), at: error.range)
            return nil
        }
    }

    private func scale(_ arguments: NativeArguments) throws -> RenderEffect? {
        let anchor = anchor(arguments["anchor"])
        if let uniform = arguments.unlabelled.first {
            if case let .native(native) = uniform, let size = native.payload as? Size {
                return .scale(x: try finite(size.width, "scale"), y: try finite(size.height, "scale"), anchor: anchor)
            }
            guard let factor = try readableNumber(uniform, "scale") else { return nil }
            return .scale(x: factor, y: factor, anchor: anchor)
        }
        guard let x = try factor(arguments["x"], "x"), let y = try factor(arguments["y"], "y") else { return nil }
        return .scale(x: x, y: y, anchor: anchor)
    }

    /// An `x:`/`y:` scale factor: 1 when absent, nil when unreadable.
    private func factor(_ value: Value?, _ name: String) throws -> Double? {
        guard let value else { return 1 }
        return try readableNumber(value, name)
    }

    /// `number(value, name)`, nil for a value of another shape; a number it refuses (not finite,
    /// beyond ±1e9) is still its error.
    private func readableNumber(_ value: Value, _ name: String) throws -> Double? {
        do { return try number(value, name) } catch let error as RuntimeError where Self.refusesNumber(error) { throw error } catch { return nil }
    }

    private static func refusesNumber(_ error: RuntimeError) -> Bool {
        ["nonFiniteArgument", "numberOutOfRange"].contains(error.id ?? "")
    }

    /// A number made by a native (`CGSize`, `Angle`) checked as `number` checks an argument.
    private func finite(_ value: Double, _ name: String) throws -> Double { try number(.double(value), name) }

    /// `.degrees(45)`, `.radians(.pi)`, `Angle.degrees(45)`, in degrees.
    func degrees(_ value: Value) throws -> Double? {
        // `Angle.degrees(45)`, `Angle(radians: .pi)`: an `Angle` value (Library/Values/PaintTypes.swift).
        if case let .native(native) = value, let angle = native.payload as? AnglePayload { return try finite(angle.degrees, "degrees") }
        guard case let .unresolvedMember(member) = value, let argument = member.arguments?.first,
              let amount = try readableNumber(argument.value, member.name) else { return nil }
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
