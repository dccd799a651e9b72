import SwiftInterpreter

/// SwiftUI's `PopoverAttachmentAnchor` (Apple docs, "PopoverAttachmentAnchor": "An attachment
/// anchor for a popover", an enum with `case rect(Anchor<CGRect>.Source)` and `case
/// point(UnitPoint)`): where `popover(isPresented:attachmentAnchor:arrowEdge:content:)` attaches
/// its popover. A property or parameter of the type (`let anchor: PopoverAttachmentAnchor =
/// .rect(.bounds)`) holds one of its cases. A preview presents no popover (`popover` changes no
/// frame, `ModifierCatalogue`), so the anchor changes none either; the values compare as Apple's
/// enum cases do.
extension SwiftUIRuntime {
    func registerPopoverAttachmentAnchor() {
        guard interpreter.type(named: "PopoverAttachmentAnchor") == nil else { return }
        let anchor = interpreter.declareType("PopoverAttachmentAnchor", kind: .enumType)
        anchor.conformances = ["Sendable"]
        for name in ["rect", "point"] {
            anchor.addCase(EnumCase(name: name, payloadLabels: [nil], payloadHints: [nil], hasPayload: true))
        }
    }
}
