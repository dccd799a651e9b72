import Diagnostics
import SwiftInterpreter

/// `PasteButton(payloadType:onPaste:)` and `PasteButton(supportedContentTypes:payloadAction:)`
/// (iOS 16): "a system button that reads items from the pasteboard" whose appearance and label
/// the system provides (Apple docs, "PasteButton": a button labelled Paste; `labelStyle(_:)`,
/// `buttonBorderShape(_:)` and `tint(_:)` customise it). Laid out as
/// `Button("Paste", systemImage: "doc.on.clipboard")` under the button style in effect, with the
/// warning `approximatedView`. **Unverified:** the system's icon and its bordered capsule.
extension SwiftUIRuntime {
    func registerPasteButton() {
        guard let type = registerAppleType("PasteButton") else { return }
        type.conformances = ["View"]
        initializer("PasteButton") { `self`, arguments in
            try arguments.check(allowed: ["payloadType", "onPaste", "supportedContentTypes", "supportedTypes", "validator", "payloadAction"],
                                unlabelledCount: 0, in: self)
            guard let button = self.interpreter.type(named: "Button") else { return self.view("EmptyView", .list([])) }
            self.warn(.approximatedView("PasteButton", rule: "a button of its system label, 'Paste' and the 'doc.on.clipboard' symbol (unverified)"))
            return try self.interpreter.construct(button, [CallArgument(nil, .string("Paste")),
                                                           CallArgument("systemImage", .string("doc.on.clipboard"))])
        }
    }
}
