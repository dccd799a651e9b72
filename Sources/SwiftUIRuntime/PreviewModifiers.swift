import SwiftFrontEnd
import SwiftInterpreter

/// `#Preview(traits: .modifier(SampleData())) { … }` (Xcode 16, iOS 18): a `PreviewModifier`
/// wraps the preview's content in its `body(content:context:)`, given the context its
/// `static func makeSharedContext() async throws -> Context` made (Apple, SwiftUI,
/// `PreviewModifier`: "the context returned here will be cached and passed into the `body` method
/// for every preview that applies a modifier of this type"). So the context is made once per
/// modifier type and shared by the previews that apply it; a modifier without
/// `makeSharedContext` has the `Void` context (`Context = Void` by default).
extension SwiftUIRuntime {
    /// The `PreviewModifier` values among preview traits, in the order written.
    func previewModifiers(in traits: Value) -> [Value] {
        switch traits {
        case let .unresolvedMember(member) where member.name == "modifier":
            return (member.arguments ?? []).filter { $0.label == nil }.map(\.value)
        case let .array(values):
            return values.flatMap(previewModifiers)
        default:
            return []
        }
    }

    /// `content` as each modifier's `body(content:context:)` gives it, the first written outermost
    /// (each modifier's body wraps what the later ones made, as nested modifiers would).
    func applyingPreviewModifiers(_ modifiers: [Value], to content: Value) throws -> Value {
        var wrapped = content
        for modifier in modifiers.reversed() {
            // Another file's modifier: its body is not known; the preview shows its content.
            if Self.undefinedName(modifier) != nil { continue }
            let type = interpreter.typeInfo(of: modifier)
            guard interpreter.conformances(of: type).contains("PreviewModifier") else {
                throw failure("the '.modifier' preview trait takes a PreviewModifier, not a value of type '\(type.name)'")
            }
            let context = try sharedContext(of: type)
            var instance = modifier
            let proxy = view("_ViewModifier_Content", .list([wrapped]))
            wrapped = try interpreter.callMethod("body", on: &instance, [CallArgument("content", proxy), CallArgument("context", context)])
        }
        return wrapped
    }

    /// The type's shared context, made on first use by `makeSharedContext()`.
    private func sharedContext(of type: TypeInfo) throws -> Value {
        if let cached = previewModifierContexts[type.name] { return cached }
        var made = Value.void
        if type.staticMethods["makeSharedContext"] != nil {
            var typeValue = Value.metatype(type)
            made = try interpreter.callMethod("makeSharedContext", on: &typeValue, [])
        }
        previewModifierContexts[type.name] = made
        return made
    }

    /// The view a `#Preview` closure makes. A closure that declares `@Previewable` properties
    /// (`@Previewable @Query var items: [Item]`) is, as Xcode's macro expands it, the body of a
    /// view holding those properties (Apple, SwiftUI, `Previewable()`): it runs when that view is
    /// resolved, below the preview modifiers' environment, so its `@Query` reads their container.
    func previewContent(_ closure: ClosureExpr) throws -> Value {
        let function = interpreter.topLevelClosure(closure)
        guard closure.statements.contains(where: Self.declaresPreviewable) else {
            return try interpreter.call(function, [], building: "ViewBuilder")
        }
        return view("ModifiedContent", .deferred { [unowned self] in try self.interpreter.call(function, [], building: "ViewBuilder") })
    }

    private static func declaresPreviewable(_ statement: Stmt) -> Bool {
        guard case let .declaration(declaration) = statement.kind else { return false }
        return declaration.attributes.contains { $0.name.name == "Previewable" }
    }
}
