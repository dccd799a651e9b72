import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Stepper` with a value or increment/decrement actions: the label leading and `StepperLeaf`, a
/// 94 × 32 control, trailing (`ToggleLayout`'s rule). **Unverified:** the control's size.
extension SwiftUIRuntime {
    /// `Stepper("Title", value: $v, in: 1...10)`, `Stepper(value:) { label }`,
    /// `Stepper("Title", onIncrement:onDecrement:)`: the label leading, the 94 × 32 control trailing.
    func stepper(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["value", "in", "step", "label", "onIncrement", "onDecrement", "onEditingChanged", "format"],
                            unlabelledCount: 1, in: self)
        let source = currentLocation
        let label: Value
        if let title = arguments.unlabelled.first, !isFunctionValue(title) {
            label = try titleView(title, source: source)
        } else if let closure = arguments["label"] ?? arguments.trailingClosure.map(Value.function) {
            label = try titleView(closure, source: source)
        } else {
            throw failure(.missingArgument("label", callee: "Stepper"))
        }
        let control = view("StepperControl", .leaf(ViewNode(StepperLeaf(), label: "StepperControl", source: source)), source: source)
        let range = interpreter.currentRange
        return view("Stepper", .deferred { [unowned self] in
            self.warnUnmodelledControlSize("Stepper", at: range)
            // `.labelsHidden()`: the control alone, 94 × 32.
            let hidden = self.labelsHiddenInEffect
            return self.view("Stepper", .container(ToggleLayout(control: StepperLeaf.size, name: "Stepper", labelHidden: hidden), label: "Stepper",
                                                   content: .array(hidden ? [control] : [label, control])), source: source)
        }, source: source)
    }
}
