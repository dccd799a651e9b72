import SwiftFrontEnd

/// `#keyPath(Recipe.saved)`: the string of an Objective-C key path, `"saved"` (SE-0062,
/// "Referencing Objective-C key-paths": `#keyPath(Person.bestFriend.lastName)` is
/// `"bestFriend.lastName"`), the form `NSPredicate(format: "%K = %d", …)` and
/// `NSSortDescriptor(key:…)` take. The first component names the type the path starts from when
/// it is a type (left out of the string), else a property of `self` (kept: `#keyPath(saved)`).
/// A first name no file read declares is taken as a type when it is capitalised, as Swift's API
/// Design Guidelines spell types (UpperCamelCase) and properties (lowerCamelCase).
extension Interpreter {
    func objcKeyPathString(_ macro: MacroExpansion) -> String? {
        guard macro.arguments.count == 1, macro.arguments[0].label == nil,
              var components = Self.objcKeyPathComponents(macro.arguments[0].value) else { return nil }
        if components.count > 1, let first = components.first, type(named: first) != nil || first.first?.isUppercase == true {
            components.removeFirst()
        }
        return components.joined(separator: ".")
    }

    /// `a.b.c` as `["a", "b", "c"]`; nil for anything but names joined by dots.
    private static func objcKeyPathComponents(_ expression: Expr) -> [String]? {
        switch expression.kind {
        case let .identifier(name): return [name.name]
        case let .memberAccess(access):
            guard let base = access.base, let head = objcKeyPathComponents(base) else { return nil }
            return head + [access.member.name]
        default: return nil
        }
    }
}
