import SwiftInterpreter

/// SwiftUI's animator containers (iOS 17), laid out as they first appear, which is what a still
/// layout shows of them:
///
/// - `PhaseAnimator(phases) { phase in … } animation: { … }` and `PhaseAnimator(phases, trigger:)`:
///   "A container that animates its content by automatically cycling through a collection of
///   phases"; its content closure "takes the current phase as an input" (Apple docs,
///   "PhaseAnimator", `init(_:content:animation:)`). Before any phase change the current phase is
///   the sequence's first (WWDC23 "Wind your way through advanced animations in SwiftUI": the
///   animator starts in the first phase, then moves to each next one), so the content is built
///   with the first element. An empty sequence is a runtime warning in SwiftUI; here an error.
/// - `KeyframeAnimator(initialValue:repeating:content:keyframes:)` and
///   `KeyframeAnimator(initialValue:trigger:content:keyframes:)`: the keyframes animate "from"
///   the initial value (Apple docs, "KeyframeAnimator", `initialValue`: "The initial value that
///   the keyframes will animate from"), so before they play the content is built with
///   `initialValue`. The `keyframes:` closure is not run: it only times the animation.
///
/// The `animation:` closure and a `trigger:` change only when and how the content animates, never
/// the first frame, as `.animation(_:value:)` does (`ModifierCatalogue.renderOnly`).
extension SwiftUIRuntime {
    func registerAnimators() {
        interpreter.registerNativeType("PhaseAnimator").conformances = ["View"]
        initializer("PhaseAnimator") { `self`, arguments in
            guard let phases = arguments.unlabelled.first(where: { if case .function = $0 { false } else { true } }) else {
                throw self.failure(.missingArgument("phases", callee: "PhaseAnimator"))
            }
            guard let content = self.animatorContent(arguments) else { throw self.failure(.missingArgument("content", callee: "PhaseAnimator")) }
            guard let first = try self.interpreter.elements(of: phases).first else {
                throw self.failure(.missingArgument("phases", callee: "PhaseAnimator"))
            }
            return try self.interpreter.call(content, [first], building: "ViewBuilder")
        }
        interpreter.registerNativeType("KeyframeAnimator").conformances = ["View"]
        initializer("KeyframeAnimator") { `self`, arguments in
            guard let initialValue = arguments["initialValue"] else {
                throw self.failure(.missingArgument("initialValue", callee: "KeyframeAnimator"))
            }
            guard let content = self.animatorContent(arguments) else { throw self.failure(.missingArgument("content", callee: "KeyframeAnimator")) }
            return try self.interpreter.call(content, [initialValue], building: "ViewBuilder")
        }
    }

    /// The content closure: `content:` written out, else the first trailing closure (the one
    /// without a label; `animation:` and `keyframes:` follow it with theirs).
    private func animatorContent(_ arguments: NativeArguments) -> Function? {
        if case let .function(content)? = arguments["content"] { return content }
        for case let .function(content) in arguments.unlabelled { return content }
        return nil
    }
}
