import SwiftFrontEnd

/// A protocol extension's members apply only to the conforming types its `where` clause admits:
/// `extension Equatable where Self: Error { static func == (lhs: Self, rhs: Self) -> Bool }` gives
/// an `==` to equatable errors, not to `Int` (The Swift Programming Language, "Protocols",
/// "Adding Constraints to Protocol Extensions": "conforming types must satisfy those constraints
/// before the methods and properties of the extension are available"). swiftc 6 compares two
/// `Int`s inside that `==`'s global twin with `Int`'s own `==`; LayoutLens found the extension's
/// for every `Equatable` operand and re-entered it until the nesting limit.
///
/// Kept for static methods (operators are found by the operands' types among their protocols'
/// statics); `Self: P` requirements naming a protocol no file read declares count as met.
extension Interpreter {
    /// Records, for each static method `members` declares, the protocols `where Self: P` requires.
    func recordSelfRequirements(_ requirements: [GenericRequirement], ofStaticsIn members: [Decl], on type: TypeInfo) {
        var required: [String] = []
        for requirement in requirements {
            guard case let .conformance(subject, constraint) = requirement.kind, typeText(subject) == "Self" else { continue }
            required += typeText(constraint).split(separator: "&").map { ScalarSet(.whitespaces).trimming(String($0)) }
        }
        guard !required.isEmpty else { return }
        for member in members {
            guard case let .function(function) = member.kind, member.modifiers.contains("static") || member.modifiers.contains("class"),
                  let overloads = type.staticMethods[function.name.name] else { continue }
            for overload in overloads {
                guard case let .interpreted(body) = overload.body, body.file?.fileName == currentFile?.fileName,
                      member.span.start <= body.span.start, body.span.end <= member.span.end else { continue }
                selfRequirementsOfStatics[ObjectIdentifier(overload)] = required
            }
        }
    }

    /// Whether `type` meets the `Self: P` requirements of the extension declaring `method`.
    func meetsSelfRequirements(_ method: Function, _ type: TypeInfo) -> Bool {
        guard !selfRequirementsOfStatics.isEmpty, let required = selfRequirementsOfStatics[ObjectIdentifier(method)] else { return true }
        let adopted = allConformances(of: type)
        return required.allSatisfy { name in
            adopted.contains(name) || type.name == name || self.type(named: name) == nil
        }
    }
}
