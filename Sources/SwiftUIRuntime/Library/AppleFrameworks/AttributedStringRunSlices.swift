import SwiftInterpreter

/// `text.runs[\.link]`: the runs seen through one or more attributes. Foundation's
/// `AttributedString.Runs` has `subscript(_:)` taking one to five attribute key paths (or
/// attribute types, `AttributeScopes.FoundationAttributes.LinkAttribute.self`); the result
/// (`Runs.AttributesSlice1`…) is a collection of `(T.Value?, Range<AttributedString.Index>)`
/// tuples (one optional value per attribute, then the range), in which adjacent runs whose values
/// of those attributes are equal are one element (Apple docs, "AttributedString.Runs",
/// `subscript(_:)`, "AttributedString.Runs.AttributesSlice1"; checked with swiftc 6.3 on Linux's
/// Foundation: "Read the docs or the blog now" with links on "docs" and "blog" has 5 link slices
/// where its runs, split also by a language on "or", are 7).
extension AttributedText {
    /// An attribute's value as a run holds it: nil for an attribute set to nil (`text.link = nil`
    /// removes it), the value inside an optional that was assigned.
    static func presentValue(_ value: Value) -> Value? {
        switch value {
        case .optional(nil): return nil
        case let .optional(wrapped?): return presentValue(wrapped)
        default: return value
        }
    }

    /// The attribute a key type names: Foundation's and SwiftUI's scopes name each attribute's
    /// key type after it (Apple docs, "AttributeScopes.FoundationAttributes",
    /// "AttributeScopes.SwiftUIAttributes", "AttributeScopes.UIKitAttributes").
    static let attributeNamesByKeyType: [String: String] = [
        "LinkAttribute": "link", "LanguageIdentifierAttribute": "languageIdentifier",
        "InlinePresentationIntentAttribute": "inlinePresentationIntent",
        "PresentationIntentAttribute": "presentationIntent", "FontAttribute": "font",
        "ForegroundColorAttribute": "foregroundColor", "BackgroundColorAttribute": "backgroundColor",
        "StrikethroughStyleAttribute": "strikethroughStyle", "UnderlineStyleAttribute": "underlineStyle",
        "KerningAttribute": "kern", "TrackingAttribute": "tracking", "BaselineOffsetAttribute": "baselineOffset",
        "UnderlineColorAttribute": "underlineColor", "StrikethroughColorAttribute": "strikethroughColor",
    ]

    /// The attribute scopes and the key types each declares, as `AttributeScopes.<scope>.<key>`.
    static let keyTypesByScope: [String: [String]] = [
        "FoundationAttributes": ["LinkAttribute", "LanguageIdentifierAttribute", "InlinePresentationIntentAttribute",
                                 "PresentationIntentAttribute"],
        "SwiftUIAttributes": ["FontAttribute", "ForegroundColorAttribute", "BackgroundColorAttribute",
                              "StrikethroughStyleAttribute", "UnderlineStyleAttribute", "KerningAttribute",
                              "TrackingAttribute", "BaselineOffsetAttribute"],
        "UIKitAttributes": ["FontAttribute", "ForegroundColorAttribute", "BackgroundColorAttribute",
                            "StrikethroughStyleAttribute", "UnderlineStyleAttribute", "KerningAttribute",
                            "TrackingAttribute", "BaselineOffsetAttribute", "UnderlineColorAttribute",
                            "StrikethroughColorAttribute"],
    ]
}

extension SwiftUIRuntime {
    /// `AttributeScopes` with its scopes' attribute key types, so `runs[AttributeScopes.
    /// SwiftUIAttributes.ForegroundColorAttribute.self]` names an attribute. A group of its own
    /// that waits for one of `attributeScopeTypeNames` (`appleLibrary`): only types.
    func registerAttributeScopes() {
        let scopes = interpreter.registerNativeType("AttributeScopes")
        for (scope, keys) in AttributedText.keyTypesByScope.sorted(by: { $0.key < $1.key }) {
            let scopeType = interpreter.registerNativeType("AttributeScopes.\(scope)")
            scopes.nestedTypes[scope] = scopeType
            for key in keys { scopeType.nestedTypes[key] = interpreter.registerNativeType("AttributeScopes.\(scope).\(key)") }
        }
    }

    /// The names `registerAttributeScopes` declares: `AttributeScopes`, each scope under it and
    /// each key type under its scope.
    static var attributeScopeTypeNames: [String] {
        ["AttributeScopes"] + AttributedText.keyTypesByScope.sorted(by: { $0.key < $1.key }).flatMap { scope, keys in
            ["AttributeScopes.\(scope)"] + keys.map { "AttributeScopes.\(scope).\($0)" }
        }
    }

    /// The runs' subscript taking attribute key paths or key types.
    func registerAttributedStringRunSlices() {
        // `runs` is an array of runs (AttributedStringRuns), so the subscript is the array's:
        // Swift's own arrays have no subscript taking a key path or a type unlabelled, so only
        // a program's runs reach it. One to five attributes, unlabelled, as Foundation's
        // overloads take them (a labelled subscript is the program's own).
        for count in 1...5 {
            interpreter.type(named: "Array")?.addMethod("subscript", slicesSubscript(labels: Array(repeating: nil, count: count)))
        }
    }

    private func slicesSubscript(labels: [String?]) -> Function {
        .native("subscript", labels: labels) { [unowned self] interpreter, selfValue, arguments in
            guard case let .array(elements) = selfValue else { return .nil }
            let names = try arguments.map { try self.attributeName(of: $0.value) }
            var runs: [AttributedRun] = []
            for element in elements {
                guard let run = element.nativePayload(AttributedRun.self) else {
                    throw self.failure("value of type '\(interpreter.typeName(of: selfValue))' has no subscript taking these arguments")
                }
                runs.append(run)
            }
            return .array(Self.slices(of: runs, by: names).map { slice in
                .tuple(slice.values.map { Value.optional($0) } + [.range(RangeValue(lower: .int(slice.range.lowerBound), upper: .int(slice.range.upperBound), isClosed: false))],
                       labels: Array(repeating: nil, count: names.count + 1))
            })
        }
    }

    /// Runs joined where the attributes `names` hold equal values (Foundation's `AttributesSlice1`…).
    private static func slices(of runs: [AttributedRun], by names: [String]) -> [(values: [Value?], range: Range<Int>)] {
        var slices: [(values: [Value?], range: Range<Int>)] = []
        for run in runs {
            let values = names.map { run.attributes[$0].flatMap(AttributedText.presentValue) }
            if let last = slices.last, last.values == values, last.range.upperBound == run.range.lowerBound {
                slices[slices.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                slices.append((values, run.range))
            }
        }
        return slices
    }

    /// The attribute a subscript argument names: a key path's last member (`\.link`,
    /// `\.foundation.link`) or an attribute key type.
    private func attributeName(of argument: Value) throws -> String {
        switch argument {
        case let .keyPath(path):
            if case let .member(name)? = path.components.last, AttributedText.attributeNames.contains(name) { return name }
        case let .metatype(type):
            let key = type.name.split(separator: ".").last.map(String.init) ?? type.name
            if let name = AttributedText.attributeNamesByKeyType[key] { return name }
        default: break
        }
        throw failure("the runs of an attributed string are subscripted by attribute key paths ('\\.link') or attribute types")
    }
}
