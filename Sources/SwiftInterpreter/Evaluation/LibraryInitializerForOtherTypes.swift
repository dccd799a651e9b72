import SwiftFrontEnd

/// An extension's initializer of a library type whose parameter is one of the program's own
/// types, beside the library's initializers with the same labels: `extension Image { init(_ asset:
/// AppImages) }` as Tuist and SwiftGen generate it, next to SwiftUI's `Image(_ name: String)` and
/// `Image(_ resource: ImageResource)` (iOS 17, the symbols Xcode generates for an asset catalog).
///
/// Swift chooses among overloads by the arguments' types (The Swift Programming Language,
/// "Initializers": initializers are told apart by the names *and types* of their parameters), and
/// looks an implicit member up in the parameter's type (SE-0287; "Implicit Member Expression"):
/// - `Image(.bellHome)` where `AppImages` declares no static `bellHome` is not the extension's
///   initializer: only `ImageResource` has that member, so SwiftUI's `Image(_: ImageResource)`
///   is called;
/// - `Image(category.icon)` with `icon` an `ImageResource` (a type the program does not declare)
///   is not either: a value of another type is no `AppImages`, and no conversion makes it one.
///
/// Labels alone chose the extension's initializer, so its body read `asset.name` of a value that
/// has none and drew an image named after the path (`ImageResource.fuel.name`). Only what both
/// sides make known moves the choice: a parameter type the program declares (so its members are
/// all seen), and a member or value that is plainly not of it.
extension Interpreter {
    /// Before the arguments are evaluated: the library's initializer taking the same labels when
    /// `found` (the program's) declares, for an implicit-member argument, a type of the program
    /// without that member; `found` otherwise. The arguments are then evaluated for the library's
    /// initializer (`.bellHome` with no contextual type of the program's).
    func libraryInitializerForImplicitMembers(_ found: Function?, of type: TypeInfo, _ arguments: [PendingArgument]) -> Function? {
        guard let found, case let .interpreted(body) = found.body, type.native != nil || type.isLibraryType else { return found }
        let misses = arguments.enumerated().contains { index, argument in
            guard let member = Self.implicitMemberName(argument.expression), member != "init",
                  let declared = programType(declaredFor: Self.parameter(for: argument.label, at: index, in: body)) else { return false }
            return !Self.has(member, declared)
        }
        guard misses else { return found }
        return libraryInitializer(of: type, labels: arguments.map(\.label)) ?? found
    }

    /// After the arguments are evaluated, the reverse choice: the program's extension initializer
    /// of a library type (`extension Font { init(_ descriptor: FontDescriptor) }`) when the labels
    /// chose the library's own (SwiftUI's `Font(_: CTFont)`, also `(_:)`) and an argument is an
    /// instance of exactly the program's type the extension declares for it. No library
    /// initializer takes a type of the program, so Swift calls the extension's (The Swift
    /// Programming Language, "Initializers": initializers are told apart by the names *and
    /// types* of their parameters; checked with swiftc 6: `Font(FontDescriptor(…))` runs the
    /// extension's body). `found` otherwise, and never the initializer already running.
    func programInitializerForProgramValues(_ found: Function, of type: TypeInfo, values: [CallArgument]) -> Function {
        guard !found.isInterpreted, values.contains(where: { Self.isNominalInstance($0.value) }) else { return found }
        let labels = values.map(\.label)
        return visibleInitializers(of: type).first { candidate in
            guard case let .interpreted(body) = candidate.body, runningFunction != ObjectIdentifier(candidate),
                  candidate.labels == labels || candidate.canTake(labels) else { return false }
            var matched = false
            for (index, argument) in values.enumerated() where Self.isNominalInstance(argument.value) {
                guard let declared = programType(declaredFor: Self.parameter(for: argument.label, at: index, in: body)) else { continue }
                if typeInfo(of: argument.value) !== declared { return false }
                matched = true
            }
            return matched
        } ?? found
    }

    /// After the arguments are evaluated: the library's initializer taking the same labels when a
    /// value given to `found` (the program's) is plainly not of the program's type its parameter
    /// declares — an implicit member that type lacks, left unresolved, or a stand-in for a member
    /// of another type (`ImageResource.fuel`, the value of `var icon: ImageResource { .fuel }`
    /// when `ImageResource` is not modelled); `found` otherwise.
    func libraryInitializerForOtherTypes(_ found: Function, of type: TypeInfo, values: [CallArgument]) -> Function {
        guard case let .interpreted(body) = found.body, type.native != nil || type.isLibraryType else { return found }
        let contradicted = values.enumerated().contains { index, argument in
            let parameter = Self.parameter(for: argument.label, at: index, in: body)
            guard let declared = programType(declaredFor: parameter) else {
                return isPlainlyNotCollection(argument.value, declared: parameter?.hint)
            }
            return isPlainlyNot(argument.value, of: declared)
        }
        guard contradicted else { return found }
        return libraryInitializer(of: type, labels: values.map(\.label)) ?? found
    }

    /// After arguments of a library type's initializer were evaluated for the program's
    /// extension initializer, the library's may still be chosen by their values
    /// (`libraryInitializerForOtherTypes`): its diagnostics then point at these arguments, not
    /// at the last native call's.
    func writtenArgumentsForLibraryInitializer(_ arguments: [PendingArgument], of type: TypeInfo, evaluatedFor function: Function?) {
        guard type.native != nil || type.isLibraryType, function?.isInterpreted == true else { return }
        nativeArgumentsAsWritten = arguments
    }

    /// The program's own struct, enum or class a parameter declares (looking through `?`), whose
    /// members the program shows in full; nil for a protocol, a generic parameter, a library type
    /// or a name no file read declares.
    private func programType(declaredFor parameter: ParameterInfo?) -> TypeInfo? {
        guard let name = parameter?.hint?.lookingThroughOptional.typeName, let declared = type(named: name),
              declared.native == nil, !declared.isLibraryType,
              [.structType, .enumType, .classType].contains(declared.kind) else { return nil }
        return declared
    }

    /// Whether `value` cannot be an instance of `declared`: an implicit member `declared` lacks
    /// (left unresolved), or a stand-in whose path begins with another capitalised type name
    /// (`ImageResource.fuel`, made for a contextual type no file declares).
    private func isPlainlyNot(_ value: Value, of declared: TypeInfo) -> Bool {
        var value = value
        if case let .optional(wrapped?) = value { value = wrapped }
        if case let .unresolvedMember(member) = value { return !Self.has(member.name, declared) }
        // A number, string or Boolean is never an instance of the program's struct, enum or class
        // unless that type is made from such a literal (`self.init(fontSize.points)` in an
        // `extension CGFloat` beside `init(_ spacing: Spacing)` calls CGFloat's own).
        switch value {
        case .int, .double, .cgFloat, .string, .bool:
            return !allConformances(of: declared).contains { $0.hasPrefix("ExpressibleBy") }
        default: break
        }
        guard isUnseen(value), case let .native(native) = value, let path = native.type.native?.typeName?(value),
              let root = path.split(separator: ".").first, path.contains("."), root.first?.isUppercase == true else { return false }
        let rootName = String(root)
        return rootName != declared.name && rootName != declared.qualifiedName && type(named: rootName) == nil
    }

    /// Whether `value` is of a kind a parameter declared as an array or a dictionary cannot take:
    /// `Array(scores)` of a dictionary beside `extension Array where Element == Band { init(_ raw:
    /// [RawBand]) }` is the standard library's `init(_: some Sequence)`, as Swift converts no
    /// dictionary, set, string, range, number, tuple or instance to an array, nor any of those but
    /// a dictionary to a dictionary (The Swift Programming Language, "Collection Types"; checked
    /// with swiftc: `Array(["a": 1])` gives its key-value pairs beside such an extension).
    /// An optional or another file's value does not tell.
    private func isPlainlyNotCollection(_ value: Value, declared hint: TypeHint?) -> Bool {
        let isArrayParameter: Bool
        switch hint {
        case .array?: isArrayParameter = true
        case .dictionary?: isArrayParameter = false
        default: return false
        }
        switch value {
        case .array: return !isArrayParameter
        case .dictionary: return isArrayParameter
        case .set, .string, .range, .int, .double, .cgFloat, .bool, .tuple, .structValue, .enumValue, .object: return true
        default: return false
        }
    }

    /// The library's own initializer of `type` (a host function) taking `labels`.
    private func libraryInitializer(of type: TypeInfo, labels: [String?]) -> Function? {
        visibleInitializers(of: type).first { !$0.isInterpreted && ($0.labels == nil || $0.labels == labels) }
    }
}
