import SwiftInterpreter

/// `NSRegularExpression.escapedPattern(for:)` and `escapedTemplate(for:)`: a search field's text
/// made into a pattern (or template) that matches it literally. Foundation puts a backslash before
/// each of `*?+[(){}^$|\./` in a pattern, and before `\` and `$` in a template
/// (`_CFRegularExpressionCreateEscapedPatternForString`, CFRegularExpression.c; swiftc 6.3 with
/// Foundation prints `a\.b\*c\?d\+e\(f\)g\[h]i\{j\}k\^l\$m\|n\\o\/p-q#r` for
/// `a.b*c?d+e(f)g[h]i{j}k^l$m|n\o/p-q#r`: `]`, `-` and `#` are left as they are).
extension SwiftUIRuntime {
    static let patternMetacharacters: Set<Character> = ["*", "?", "+", "[", "(", ")", "{", "}", "^", "$", "|", "\\", ".", "/"]
    static let templateMetacharacters: Set<Character> = ["\\", "$"]

    /// `text` with a backslash before each character of `escaped`.
    static func escaping(_ text: String, _ escaped: Set<Character>) -> String {
        var out = ""
        for character in text {
            if escaped.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    func registerRegularExpressionEscaping(on type: TypeInfo) {
        let escapes = [("escapedPattern", Self.patternMetacharacters), ("escapedTemplate", Self.templateMetacharacters)]
        for (name, metacharacters) in escapes {
            type.addMethod(name, .hosted(name) { runtime, _, arguments in
                guard case let .string(text)? = NativeArguments(name, arguments)["for"] else {
                    throw runtime.failure("'NSRegularExpression.\(name)(for:)' takes a String")
                }
                return .string(Self.escaping(text, metacharacters))
            }, isStatic: true)
        }
    }
}
