import SwiftFrontEnd

/// The names of the members the program's own files declare — properties, methods and enum
/// cases of its types and of its extensions, on its own types or on Apple's
/// (`extension Double { var days: Double }`). A stand-in for `Int.days` when a file declares
/// `days` is LayoutLens failing to find the program's member (swiftc would find `Double.days`
/// through a literal's type, say), so it is the program's, never blamed on Apple's `Int`. A
/// member of a remote package's stand-in keeps that package's blame: its own method may share
/// the name (`KFAnimatedImage.placeholder` beside the program's `View.placeholder(when:)`), and
/// so does a type of Apple's LayoutLens lacks (`HKUnit.shortLocalizedUnitString` of the program's
/// `extension HKUnit`: the value is a stand-in because `HKUnit` is not modelled).
struct ProgramMemberNames {
    private(set) var names: Set<String> = []

    init(_ program: [SourceFileSyntax]) {
        for file in program { file.statements.forEach { addMembers(of: $0) } }
    }

    /// A top-level statement: a declaration, or `#if` clauses holding some (every clause: which
    /// one builds is not this question's).
    private mutating func addMembers(of statement: Stmt) {
        switch statement.kind {
        case let .declaration(declaration): addMembers(of: declaration)
        case let .ifConfig(clauses): clauses.flatMap(\.elements).forEach { addMembers(of: $0) }
        default: break
        }
    }

    /// The type a member path starts from: `Int` of `Int.days`, `HKUnit` of `HKUnit.gram().x`.
    static func rootType(of path: String) -> String {
        String(path.prefix { $0 != "." && $0 != "(" && $0 != "<" })
    }

    /// Whether a file declares a member named as the last component of `path` (`days` of
    /// `Int.days`); false for a path of one component (a type's or global's name).
    func declaresMember(of path: String) -> Bool {
        let root = path.prefix { $0 != "(" && $0 != "<" }
        let parts = root.split(separator: ".")
        guard parts.count > 1, let last = parts.last else { return false }
        return names.contains(String(last))
    }

    private mutating func addMembers(of declaration: Decl) {
        switch declaration.kind {
        case let .nominalType(nominal): nominal.members.forEach { add($0) }
        case let .extension(extended): extended.members.forEach { add($0) }
        case let .ifConfig(clauses): clauses.flatMap(\.elements).forEach { addMembers(of: $0) }
        default: break
        }
    }

    private mutating func add(_ member: Decl) {
        switch member.kind {
        case let .variable(variable):
            for binding in variable.bindings {
                if case let .identifier(name) = binding.pattern.kind { names.insert(name.name) }
            }
        case let .function(function): names.insert(function.name.name)
        case let .enumCase(enumCase): enumCase.elements.forEach { names.insert($0.name.name) }
        case let .ifConfig(clauses): clauses.flatMap(\.elements).forEach { add($0) }
        case .nominalType: addMembers(of: member)
        default: break
        }
    }
}
