import SwiftInterpreter

/// SwiftUI's `PreviewLayout`, the argument of `previewLayout(_:)`, named with its type
/// (`.previewLayout(PreviewLayout.sizeThatFits)`) as well as implicitly (`.previewLayout(.sizeThatFits)`):
/// `device`, `sizeThatFits` and `fixed(width:height:)` (Apple docs, "PreviewLayout"). Each is the
/// implicit member it stands for, so `Previews.trait(_:)` reads both spellings alike.
extension SwiftUIRuntime {
    func registerPreviewLayoutType() {
        let type = interpreter.registerNativeType("PreviewLayout")
        for name in ["device", "sizeThatFits"] {
            type.staticValues[name] = .unresolvedMember(UnresolvedMember(name: name, arguments: nil))
        }
        type.addMethod("fixed", .native("fixed", labels: ["width", "height"]) { _, _, arguments in
            .unresolvedMember(UnresolvedMember(name: "fixed", arguments: arguments))
        }, isStatic: true)
    }
}
