import SwiftFrontEnd

/// An initializer in an extension of a collection with a known element (`extension [Widget]`,
/// `extension Array where Element == Widget`) assigns `self` a value of that collection type:
/// `self = items.compactMap { … return .action(a) }` infers the closure's result as `Widget?`
/// from `Self` (The Swift Programming Language, "Extensions" and "Initialization": inside an
/// initializer `self` has the extended type; swiftc 6 compiles and runs the same shape). The
/// interpreter knows only the generic `Array`, so the element is kept for each such initializer.
extension Interpreter {
    /// The collection type `extensionDecl` extends with its element, when it names one.
    func collectionSelfHint(_ extensionDecl: ExtensionDecl) -> TypeHint? {
        switch TypeHint(extensionDecl.extendedType) {
        case let hint? where hint.isCollection && hint != .array(.opaque) && hint != .set(.opaque): return hint
        case .named("Array")?, .named("Set")?:
            for requirement in extensionDecl.whereClause {
                guard case let .sameType(left, right) = requirement.kind, typeText(left) == "Element",
                      let element = TypeHint(right) else { continue }
                return typeText(extensionDecl.extendedType) == "Set" ? .set(element) : .array(element)
            }
            return nil
        default: return nil
        }
    }

    /// The type `self` has in the running initializer of such an extension, if it is one.
    var runningCollectionInitializerSelfHint: TypeHint? {
        runningFunction.flatMap { collectionInitializerSelfHints[$0] }
    }
}
