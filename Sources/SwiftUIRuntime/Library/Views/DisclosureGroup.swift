import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `DisclosureGroup`: collapsed unless `isExpanded` is bound to `true`; a header of its label and a
/// `chevron.forward` across the width (`PickerLayout`), the content below when expanded (stacked with
/// the default spacing, **unverified**).
extension SwiftUIRuntime {
    /// `DisclosureGroup("Title") { content }`: collapsed unless `isExpanded` is bound to `true`;
    /// its label leading and a `chevron.forward` trailing across the width (`PickerLayout`), the
    /// content below it when expanded (stacked with the default spacing, **unverified**).
    func disclosureGroup(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["isExpanded", "content", "label"], unlabelledCount: 1, in: self)
        let source = currentLocation
        var label: Value?
        // The title: a string, a `LocalizedStringResource` (`.settings("Advanced")`, Apple docs
        // `init(_ titleResource:…)`), or another file's (`"Photo".localized(language)`).
        if let title = arguments.unlabelled.first, Self.isTitleText(title) {
            label = text(try string(title, "title"), source: source)
        }
        if case let .function(closure)? = arguments["label"] { label = try interpreter.call(closure, [], building: "ViewBuilder") }
        guard let label else { throw failure(.missingArgument("label", callee: "DisclosureGroup")) }
        var expanded = false
        if let binding = arguments["isExpanded"], case let .bool(value) = try BindingPayload.read(binding) { expanded = value }
        let header = disclosureHeader(label, source: source)
        guard expanded else { return header }
        guard case let .function(function)? = arguments["content"] ?? firstClosure(arguments) else { return header }
        let content = try interpreter.call(function, [], building: "ViewBuilder")
        return view("VStack", .container(StackLayout.vStack(alignment: .leading), label: "VStack", content: .array([header, content])),
                    source: source)
    }

    /// A disclosure row: `label` leading and a `chevron.forward` trailing across the width
    /// (`PickerLayout`), as a collapsed `DisclosureGroup` or an outline list's row with children.
    func disclosureHeader(_ label: Value, source: SourceLocation?) -> Value {
        let chevron = symbolImage("chevron.forward", source: source)
        return view("DisclosureGroup", .container(PickerLayout(name: "DisclosureGroup"), label: "DisclosureGroup",
                                                  content: .array([label, chevron])), source: source)
    }
}
