import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `ColorPicker`, approximated with a warning: the label leading and a colour well trailing, a
/// 28 × 28 circle (**unverified**).
extension SwiftUIRuntime {
    /// The side of a `ColorPicker`'s well (unverified).
    static let colorWellSide = 28.0

    func colorPicker(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["selection", "supportsOpacity", "label"], unlabelledCount: 1, in: self)
        let source = currentLocation
        guard arguments["selection"] != nil else { throw failure(.missingArgument("selection", callee: "ColorPicker")) }
        warn(.approximatedView("ColorPicker", rule: "its label and a colour well, a \(Int(Self.colorWellSide)) × \(Int(Self.colorWellSide)) circle "
                               + "(not measured)"))
        let well = ViewNode(FrameLayout(width: Self.colorWellSide, height: Self.colorWellSide),
                            children: [ViewNode(ShapeLeaf(.circle), label: "Circle", source: source)], label: "ColorWell", source: source)
        return controlRow("ColorPicker", label: try controlLabel(arguments, source: source), trailing: view("ColorWell", .leaf(well), source: source),
                          source: source)
    }
}
