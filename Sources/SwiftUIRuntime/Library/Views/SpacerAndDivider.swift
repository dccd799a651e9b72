import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Spacer(minLength:)` and `Divider()`: `SpacerLeaf` (minimum length 8 by default, Apple `Spacer`)
/// and `DividerLeaf` (a hairline across the stack's axis); both measured rules in `docs/engine.md`.
extension SwiftUIRuntime {
    func registerSpacerAndDivider() {
        initializer("Spacer") { `self`, arguments in
            try arguments.check(allowed: ["minLength"], unlabelledCount: 0, in: self)
            let minLength = try self.optionalNumber(arguments["minLength"], "minLength")
            return self.view("Spacer", .leaf(ViewNode(SpacerLeaf(minLength: minLength), label: "Spacer", source: self.currentLocation)))
        }
        initializer("Divider") { `self`, _ in
            self.view("Divider", .leaf(ViewNode(DividerLeaf(), label: "Divider", source: self.currentLocation)))
        }
    }
}
