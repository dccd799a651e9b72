import Diagnostics
import LayoutEngine
import SwiftInterpreter

extension ContainerRelativeFrameLayout {
    /// The container a container-relative frame measures: the canvas (the screen less the safe
    /// area), less the content margins of the nearest enclosing scroll view. Apple,
    /// `containerRelativeFrame(_:alignment:)`: the container's size excludes its safe-area insets,
    /// and "the content margins of a scroll view" count as those (`safeAreaPadding` on a scroll view
    /// becomes its content margins, `registerSafeAreaPadding`): in a full-width horizontal scroll
    /// view with `.safeAreaPadding(.horizontal, 20)` on a 393-point canvas the container is
    /// 393 − 40 = 353 wide.
    static func container(_ context: LayoutContext) -> ProposedSize {
        let canvas = context.canvas
        guard let insets = context.environment.scrollContentInsets else { return canvas }
        return ProposedSize(width: canvas.width.map { max($0 - insets.total(along: .horizontal), 0) },
                            height: canvas.height.map { max($0 - insets.total(along: .vertical), 0) })
    }
}

/// The `length` closure of `containerRelativeFrame(_:alignment:_:)`, which the engine calls during
/// its pass with the container's length along an axis and the axis (`(CGFloat, Axis) -> CGFloat`);
/// a result that is not a finite number is an error at the modifier, and the frame is then the
/// container's length.
final class ContainerLengthCall: @unchecked Sendable {
    let runtime: SwiftUIRuntime
    let function: Function
    let health = LayoutTimeHealth()
    let range: SourceRange?

    init(runtime: SwiftUIRuntime, function: Function, range: SourceRange?) {
        self.runtime = runtime
        self.function = function
        self.range = range
        runtime.registerBridge(health)
    }

    /// `length(_:axis:)` as the engine's primitive holds it.
    var lengthFunction: @Sendable (Double, Axis) -> Double { { [self] in self.length($0, axis: $1) } }

    func length(_ containerLength: Double, axis: Axis) -> Double {
        let runtime = self.runtime, function = self.function, range = self.range
        return runtime.runAtLayoutTime("containerRelativeFrame(_:alignment:_:)", for: health) {
            let axisValue = runtime.enumCase("Axis", axis == .horizontal ? "horizontal" : "vertical")
            let result = try runtime.interpreter.call(function, [.cgFloat(containerLength), axisValue])
            do {
                return try runtime.number(result, "length", allowsInfinity: false)
            } catch var error as RuntimeError {
                error.range = range ?? error.range
                throw error
            }
        } ?? containerLength
    }
}
