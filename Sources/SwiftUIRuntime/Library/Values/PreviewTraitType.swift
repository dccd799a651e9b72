import SwiftInterpreter

/// SwiftUI's `PreviewTrait` as a type a program extends: Apple's own sample code declares its
/// preview data as a trait (`extension PreviewTrait where T == Preview.ViewTraits { static var
/// sampleData: Self = .modifier(SampleData()) }`, used as `#Preview(traits: .sampleData)`; Apple
/// docs, `PreviewTrait.modifier(_:)`, WWDC24 "What's new in Xcode 16"). The traits LayoutLens reads
/// keep the form `#Preview(traits:)` evaluates them to, an implicit member with its arguments
/// (`Previews.trait(_:)`, `orientation(in:)`, `previewModifiers(in:)`), whether written there or in
/// a static the program declares; `Previews.resolvingDeclaredTraits(_:)` reads such a static.
extension SwiftUIRuntime {
    /// The traits `#Preview(traits:)` reads, by name (Apple docs, `PreviewTrait`: layouts,
    /// orientations and `modifier(_:)`).
    static let previewTraitNames: Set<String> = [
        "sizeThatFitsLayout", "fixedLayout", "defaultLayout", "portrait", "portraitUpsideDown", "landscapeLeft",
        "landscapeRight", "modifier",
    ]

    func registerPreviewTraitType() {
        let type = interpreter.registerNativeType("PreviewTrait", descriptor: NativeTypeDescriptor(resolveImplicitMember: { _, member in
            SwiftUIRuntime.previewTraitNames.contains(member.name) ? .unresolvedMember(member) : nil
        }))
        for name in ["modifier", "fixedLayout"] {
            type.addMethod(name, .native(name, labels: nil) { _, _, arguments in
                .unresolvedMember(UnresolvedMember(name: name, arguments: arguments))
            }, isStatic: true)
        }
        for name in SwiftUIRuntime.previewTraitNames where name != "modifier" && name != "fixedLayout" {
            type.staticValues[name] = .unresolvedMember(UnresolvedMember(name: name, arguments: nil))
        }
    }

    /// `traits` with each implicit member the program declares on `PreviewTrait` (`.sampleData`)
    /// replaced by its value; SwiftUI's own traits are left as written.
    func resolvingDeclaredTraits(_ traits: Value) throws -> Value {
        switch traits {
        case let .unresolvedMember(member):
            guard let type = interpreter.type(named: "PreviewTrait"), type.programStatics.contains(member.name) else { return traits }
            return try interpreter.coerce(traits, to: .named("PreviewTrait"))
        case let .array(values):
            return .array(try values.map(resolvingDeclaredTraits))
        default:
            return traits
        }
    }
}
