import SwiftInterpreter

/// SwiftUI's `PresentationDetent` (Apple docs, "PresentationDetent"): the heights a sheet rests
/// at, a `Hashable` value a view keeps in `@State` (`var detent: PresentationDetent = .medium`) or
/// a `Set` for `presentationDetents(_:selection:)`. `medium` (about half the screen), `large`
/// (the full height), `height(_:)`, `fraction(_:)` and `custom(_:)` (a `CustomPresentationDetent`
/// type) are its members. A sheet's content is laid out on its own here, so no detent changes a
/// frame; the values compare and hash as Apple's do (equal when made the same way).
extension SwiftUIRuntime {
    func registerPresentationDetent() {
        guard interpreter.type(named: "PresentationDetent") == nil else { return }
        let detent = interpreter.declareType("PresentationDetent", kind: .enumType)
        detent.conformances = ["Hashable", "Equatable", "Sendable"]
        for name in ["medium", "large"] { detent.addCase(EnumCase(name: name)) }
        for name in ["height", "fraction", "custom"] {
            detent.addCase(EnumCase(name: name, payloadLabels: [nil], payloadHints: [nil], hasPayload: true))
        }
    }
}
