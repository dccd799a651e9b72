import SwiftFrontEnd

/// Overloads that differ only in the type a closure argument's parameter has
/// (`init(@ViewBuilder content: @escaping (CGSize) -> Content)` beside `init(@ViewBuilder
/// content: @escaping (Frame) -> Content)`). swiftc type-checks the closure's body against each
/// candidate (SE-0326 made multi-statement closures part of that inference too): with
/// `{ size in Color.clear.frame(width: size.width) }` only the overload whose parameter type has a
/// member `width` type-checks, so that one is called (checked with swiftc: the other is never a
/// candidate, "value of type 'Frame' has no member 'width'").
extension Interpreter {
    /// Of `candidates` (all taking the call's labels), those whose closure parameters have every
    /// member the closure arguments read on them; all of them when none or every one is ruled out.
    func fittingClosureParameterMembers(_ candidates: [Function], _ values: [CallArgument]) -> [Function] {
        let fitting = candidates.filter { !closureReadsMissingMember($0, values) }
        return fitting.isEmpty ? candidates : fitting
    }

    /// Whether a closure argument reads, on one of its parameters, a member that the type
    /// `function` declares for that parameter does not have. Only a type whose members are all
    /// known here decides (the program's own types, library values listing their members).
    private func closureReadsMissingMember(_ function: Function, _ values: [CallArgument]) -> Bool {
        guard case let .interpreted(body) = function.body else { return false }
        for (index, argument) in values.enumerated() {
            guard case let .function(closure) = argument.value, case let .interpreted(closureBody) = closure.body,
                  closureBody.isClosure, !closureBody.usesShorthand, let file = closureBody.file,
                  let declared = Self.parameter(for: argument.label, at: index, in: body)?.functionParameterHints,
                  declared.count == closureBody.parameters.count else { continue }
            for (parameter, hint) in zip(closureBody.parameters, declared) {
                guard let name = parameter.localName, let typeName = hint?.typeName,
                      let type = self.type(named: typeName), membersAreAllKnown(type) else { continue }
                let read = file.memberNamesRead(on: name, in: closureBody.span)
                guard !read.isEmpty else { continue }
                let members = Set(memberNames(of: type))
                if read.contains(where: { !members.contains($0) }) { return true }
            }
        }
        return false
    }

    /// A struct or enum of the program adopting only the program's protocols or protocols that
    /// add no members to read (`Equatable`, `Hashable`, `Sendable`, `Codable`), or a library value
    /// registered with all its members (no dynamic lookup).
    private func membersAreAllKnown(_ type: TypeInfo) -> Bool {
        switch type.kind {
        case .structType, .enumType:
            return !type.isLibraryType && type.conformances.allSatisfy { conformance in
                Self.protocolsWithoutReadableMembers.contains(conformance)
                    || self.type(named: conformance).map { $0.kind == .protocolType && !$0.isLibraryType } == true
            }
        case .native:
            return type.native?.member == nil
        default:
            return false
        }
    }

    private static let protocolsWithoutReadableMembers: Set<String> = [
        "Equatable", "Hashable", "Sendable", "Codable", "Encodable", "Decodable", "Identifiable", "CustomStringConvertible",
    ]
}
