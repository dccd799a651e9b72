import SwiftInterpreter

/// Foundation's `NSAttributedString` and its mutable subclass `NSMutableAttributedString` (Apple
/// docs: `init(string:)`, `init(string:attributes:)`, `init(attributedString:)`, `init(_:)` from an
/// `AttributedString`; `string`; `length`, "the number of UTF-16 code units"; `append(_:)`,
/// `insert(_:at:)`; `addAttribute(_:value:range:)` and the other attribute setters). Classes: every
/// reference shares one instance. SwiftUI shows one only through `AttributedString(_:)`, whose
/// characters are the string's; attributes set by range are kept by nothing a layout reads.
typealias NSAttributedText = ReferencePayload<AttributedText>

extension SwiftUIRuntime {
    static let nsAttributedStringKeys = [
        "font", "foregroundColor", "backgroundColor", "link", "paragraphStyle", "kern", "tracking", "underlineStyle",
        "strikethroughStyle", "baselineOffset", "attachment", "shadow", "ligature", "strokeColor", "strokeWidth",
        "underlineColor", "strikethroughColor",
    ]
    static let nsAttributeSetters = ["addAttribute", "addAttributes", "setAttributes", "removeAttribute", "enumerateAttribute", "enumerateAttributes", "beginEditing", "endEditing", "fixAttributes"]

    func registerNSAttributedStrings() {
        guard interpreter.type(named: "NSAttributedString") == nil, interpreter.type(named: "NSMutableAttributedString") == nil else { return }
        let describe = NativeTypeDescriptor(describe: { $0.nativePayload(NSAttributedText.self)?.state.characters ?? "" })
        let immutable = interpreter.registerNativeType("NSAttributedString", descriptor: describe)
        let mutable = interpreter.registerNativeType("NSMutableAttributedString", descriptor: describe)
        mutable.superclass = immutable
        for type in [immutable, mutable] {
            type.conformances = ["Equatable", "Hashable"]
            let name = type.name
            initializer(name) { `self`, arguments in
                let source = arguments["string"] ?? arguments["attributedString"] ?? arguments.unlabelled.first
                let characters = try source.map { try self.attributedCharacters($0, "string") } ?? ""
                return self.interpreter.nativeValue(name, NSAttributedText(AttributedText(characters: characters)))
            }
        }
        immutable.computedProperties["string"] = ComputedProperty(getter: .native("string") { _, selfValue, _ in
            .string(selfValue.nativePayload(NSAttributedText.self)?.state.characters ?? "")
        })
        immutable.computedProperties["length"] = ComputedProperty(getter: .native("length") { _, selfValue, _ in
            .int(selfValue.nativePayload(NSAttributedText.self)?.state.characters.utf16.count ?? 0)
        })
        for (copy, typeName) in [("copy", "NSAttributedString"), ("mutableCopy", "NSMutableAttributedString")] {
            immutable.addMethod(copy, .native(copy) { interpreter, selfValue, _ in
                let state = selfValue.nativePayload(NSAttributedText.self)?.state ?? AttributedText(characters: "")
                return interpreter.nativeValue(typeName, NSAttributedText(state))
            })
        }
        for setter in Self.nsAttributeSetters {
            mutable.addMethod(setter, .native(setter) { _, _, _ in .void })
        }
        mutable.addMethod("append", .native("append") { [unowned self] _, selfValue, arguments in
            guard let box = selfValue.nativePayload(NSAttributedText.self), let other = arguments.first?.value else { return .void }
            box.state.characters += try self.attributedCharacters(other, "attrString")
            return .void
        })
        mutable.addMethod("insert", .native("insert") { [unowned self] _, selfValue, arguments in
            guard let box = selfValue.nativePayload(NSAttributedText.self), arguments.count == 2,
                  case let .int(location) = arguments[1].value else { return .void }
            let inserted = try self.attributedCharacters(arguments[0].value, "attrString")
            var units = Array(box.state.characters.utf16)
            guard location >= 0, location <= units.count else {
                throw self.failure("NSMutableAttributedString.insert(_:at:): location \(location) is out of bounds (length \(units.count))")
            }
            units.insert(contentsOf: inserted.utf16, at: location)
            box.state.characters = String(decoding: units, as: UTF16.self)
            return .void
        })
        mutable.computedProperties["mutableString"] = immutable.computedProperties["string"]
        let key = interpreter.registerNativeType("NSAttributedString.Key", descriptor: NativeTypeDescriptor(describe: { $0.nativePayload(String.self) ?? "" }))
        immutable.nestedTypes["Key"] = key
        key.conformances = ["Hashable", "Equatable"]
        key.initializers.append(.native("init") { interpreter, _, arguments in
            guard case let .string(raw)? = arguments.first?.value else { return interpreter.nativeValue("NSAttributedString.Key", "") }
            return interpreter.nativeValue("NSAttributedString.Key", raw)
        })
        key.computedProperties["rawValue"] = ComputedProperty(getter: .native("rawValue") { _, selfValue, _ in
            .string(selfValue.nativePayload(String.self) ?? "")
        })
        for name in Self.nsAttributedStringKeys {
            // Apple's raw values are the names with an `NS` prefix (`NSFont`, `NSColor` for the colour); the name is enough here.
            key.staticValues[name] = interpreter.nativeValue("NSAttributedString.Key", name)
        }
    }
}
