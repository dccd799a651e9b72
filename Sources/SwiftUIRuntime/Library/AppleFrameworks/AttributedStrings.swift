import SwiftInterpreter

/// Foundation's `AttributedString` as far as a `Text` shows it: its characters. Made with `init()`,
/// `init(_:)` (a string, a substring, another attributed string or an `NSAttributedString`),
/// `init(stringLiteral:)`, and `init(markdown:options:baseURL:)`, whose inline Markdown (emphasis,
/// strong, code, strikethrough, links) loses its markers as `Text` shows a Markdown key (Apple
/// docs, "Instantiating Attributed Strings with Markdown Syntax"). Attributes set on it (`font`,
/// `foregroundColor`, `kern`…) are kept; those that change size (`font`, `kern`, `tracking`,
/// `baselineOffset`) are not applied when the text is measured, which a warning says.
struct AttributedText {
    var characters: String
    /// Attributes set on the whole string, by name.
    var attributes: [String: Value] = [:]
    /// Attributes set on part of it (`text[range].foregroundColor = .red`), in the order they were
    /// set: a later one wins where two of one name overlap (`AttributedStringRuns`).
    var rangedAttributes: [RangedAttribute] = []

    /// Attributes that change the size of the text they are set on.
    static let sizeChangingAttributes: Set<String> = ["font", "kern", "tracking", "baselineOffset"]

    static let attributeNames = [
        "font", "foregroundColor", "backgroundColor", "link", "underlineStyle", "strikethroughStyle", "kern",
        "tracking", "baselineOffset", "inlinePresentationIntent", "presentationIntent", "underlineColor",
        "strikethroughColor", "accessibilityLabel", "languageIdentifier",
    ]
}

extension SwiftUIRuntime {
    func registerAttributedString() {
        guard let type = registerAppleType("AttributedString", descriptor: NativeTypeDescriptor(describe: { value in
            value.nativePayload(AttributedText.self)?.characters ?? ""
        })) else { return }
        type.conformances = ["Equatable", "Hashable"]
        let markdownOptions = interpreter.registerNativeType("AttributedString.MarkdownParsingOptions")
        type.nestedTypes["MarkdownParsingOptions"] = markdownOptions
        markdownOptions.initializers.append(.native("init") { interpreter, _, arguments in
            let syntax = arguments.first { $0.label == "interpretedSyntax" }?.value
            var name = "full"
            if case let .unresolvedMember(member)? = syntax { name = member.name }
            return interpreter.nativeValue("AttributedString.MarkdownParsingOptions", name)
        })
        initializer("AttributedString") { `self`, arguments in
            if let markdown = arguments["markdown"] {
                let text = try self.attributedCharacters(markdown, "markdown")
                let syntax = arguments["options"]?.nativePayload(String.self) ?? "full"
                if syntax == "full", text.contains("\n") {
                    self.warn(.approximatedView("AttributedString(markdown:)", rule: "block Markdown (headings, lists, paragraphs) is shown as written; inline Markdown loses its markers"))
                }
                return self.attributedString(InlineMarkdown.displayText(text))
            }
            guard let first = arguments.unlabelled.first ?? arguments["stringLiteral"] else { return self.attributedString("") }
            return self.attributedString(try self.attributedCharacters(first, "string"))
        }
        type.computedProperties["characters"] = ComputedProperty(getter: .native("characters") { _, selfValue, _ in
            .string(selfValue.nativePayload(AttributedText.self)?.characters ?? "")
        })
        type.computedProperties["description"] = ComputedProperty(getter: .native("description") { _, selfValue, _ in
            .string(selfValue.nativePayload(AttributedText.self)?.characters ?? "")
        })
        for name in AttributedText.attributeNames {
            let getter = Function.native(name) { _, selfValue, _ in
                selfValue.nativePayload(AttributedText.self)?.attributes[name] ?? .nil
            }
            let setter = Function.native(name, mutating: true) { [unowned self] _, selfValue, arguments in
                guard var text = selfValue.nativePayload(AttributedText.self) else { return .void }
                text.attributes[name] = arguments.first?.value ?? .nil
                text.rangedAttributes.removeAll { $0.name == name }
                selfValue = self.interpreter.nativeValue("AttributedString", text)
                return .void
            }
            type.computedProperties[name] = ComputedProperty(getter: getter, setter: setter)
        }
        type.addMethod("append", .native("append", mutating: true) { [unowned self] _, selfValue, arguments in
            guard let text = selfValue.nativePayload(AttributedText.self), let other = arguments.first?.value else { return .void }
            selfValue = self.interpreter.nativeValue("AttributedString", text.joined(try self.attributedText(other, "other")))
            return .void
        })
        type.staticMethods["+"] = [.native("+", labels: [nil, nil]) { [unowned self] _, _, arguments in
            guard arguments.count == 2 else { return .void }
            let left = try self.attributedText(arguments[0].value, "lhs")
            return self.interpreter.nativeValue("AttributedString", left.joined(try self.attributedText(arguments[1].value, "rhs")))
        }]
        type.staticMethods["=="] = [.native("==", labels: [nil, nil]) { [unowned self] _, _, arguments in
            guard arguments.count == 2 else { return .bool(false) }
            return .bool(try self.attributedCharacters(arguments[0].value, "lhs") == self.attributedCharacters(arguments[1].value, "rhs"))
        }]
    }

    func attributedString(_ characters: String) -> Value {
        interpreter.nativeValue("AttributedString", AttributedText(characters: characters))
    }

    /// An `AttributedString` with its attributes, else one of the characters of a string,
    /// substring or `NSAttributedString` (whose attributes a layout does not read).
    func attributedText(_ value: Value, _ name: String) throws -> AttributedText {
        if let text = value.nativePayload(AttributedText.self) { return text }
        return AttributedText(characters: try attributedCharacters(value, name))
    }

    /// The characters of a string, substring, `AttributedString` or `NSAttributedString`.
    func attributedCharacters(_ value: Value, _ name: String) throws -> String {
        if let text = value.nativePayload(AttributedText.self) { return text.characters }
        if let text = value.nativePayload(NSAttributedText.self) { return text.state.characters }
        return try string(value, name)
    }

    /// `Text(attributed)`: its characters; an attribute that changes size is not applied (said once).
    func textCharacters(of text: AttributedText) -> String {
        let names = Set(text.attributes.keys).union(text.rangedAttributes.map(\.name))
        if let attribute = names.sorted().first(where: AttributedText.sizeChangingAttributes.contains) {
            warn(.approximatedView("Text(AttributedString)", rule: "its '\(attribute)' attribute is not applied; the text is measured in the environment's font"))
        }
        return text.characters
    }
}
