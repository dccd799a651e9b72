import SwiftInterpreter

/// Foundation's case-insensitive `String` search and comparison (Apple docs, StringProtocol):
/// - `localizedCaseInsensitiveContains(_:)`: "Returns a Boolean value indicating whether the given
///   string is non-empty and contained within this string by case-insensitive, non-literal
///   search, taking into account the current locale" (a preview's locale is English, where the
///   cases are the plain lower and upper ones);
/// - `caseInsensitiveCompare(_:)`: "the result of invoking `compare(_:options:)` with
///   `caseInsensitive` as the only option", a `ComparisonResult` (`orderedAscending`,
///   `orderedSame`, `orderedDescending`; NSString compares UTF-16 code units).
/// Both compare the lowercased strings; Foundation folds case, which differs from lowercasing
/// only for letters such as "ß" whose folding is several letters (**unverified** for them).
extension SwiftUIRuntime {
    func registerStringCaseInsensitiveComparison() {
        guard let string = interpreter.type(named: "String") else { return }
        string.addMethod("localizedCaseInsensitiveContains", .hosted("localizedCaseInsensitiveContains", labels: [nil]) { runtime, selfValue, arguments in
            guard case let .string(text) = Self.unwrapped(selfValue), case let .string(target)? = arguments.first.map({ Self.unwrapped($0.value) }) else {
                throw runtime.failure("'localizedCaseInsensitiveContains' takes a String")
            }
            return .bool(!target.isEmpty && text.lowercased().contains(target.lowercased()))
        })
        string.addMethod("caseInsensitiveCompare", .hosted("caseInsensitiveCompare", labels: [nil]) { runtime, selfValue, arguments in
            guard case let .string(text) = Self.unwrapped(selfValue), case let .string(other)? = arguments.first.map({ Self.unwrapped($0.value) }) else {
                throw runtime.failure("'caseInsensitiveCompare' takes a String")
            }
            let left = Array(text.lowercased().utf16), right = Array(other.lowercased().utf16)
            let order = left == right ? "orderedSame" : left.lexicographicallyPrecedes(right) ? "orderedAscending" : "orderedDescending"
            return runtime.enumCase("ComparisonResult", order)
        })
    }
}
