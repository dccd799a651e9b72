import SwiftFrontEnd

/// An initializer without `public`, `open` or `package` is internal: "usable within any source
/// file from their defining module, but not in any source file outside of that module" (The
/// Swift Programming Language, "Access Control"). A member of a `public extension` is public
/// unless it says otherwise (same chapter, "Extensions"). So where a type of one module declares
/// `public init(_ avatar: AvatarImage, size: CGFloat)` beside an internal
/// `init(_ url: URL?, size: CGFloat)`, another module's `Avatar(.init(url: u), size: 100)` can
/// only mean the public one (swiftc 6.3 compiles it so; inside the type's own module the call is
/// ambiguous between both and `.init(url:)` would have to name `URL`'s initializer).
///
/// The interpreter keeps every initializer on the type and sets the other modules' internal ones
/// aside while choosing, only where an exported one takes the arguments: LayoutLens otherwise
/// reads a module's internal names from its dependents too, as elsewhere (`ModuleScopedTypes`),
/// since access control does not change a layout.
extension Interpreter {
    /// Records `initializer` as internal to the module of the file being read, when the program
    /// has modules and its modifiers do not export it.
    func noteModuleInternal(_ initializer: Function, _ modifiers: [Modifier], in type: TypeInfo) {
        guard !moduleOfFile.isEmpty, !Self.exportsBeyondItsModule(modifiers), let module = currentModule else { return }
        type.moduleInternalInitializers[ObjectIdentifier(initializer)] = module
    }

    /// The initializers an exported extension (`public extension Avatar { init(…) }`) declares
    /// are exported unless they name an access level of their own.
    func exportAll(_ added: ArraySlice<Function>, of extensionDecl: ExtensionDecl, ifExported extensionModifiers: [Modifier], in type: TypeInfo) {
        guard !added.isEmpty, Self.exportsBeyondItsModule(extensionModifiers) else { return }
        let declared = extensionDecl.members.filter { if case .initializer = $0.kind { true } else { false } }
        for (initializer, member) in zip(added, declared) where !Self.namesAccessLevel(member.modifiers) {
            type.moduleInternalInitializers[ObjectIdentifier(initializer)] = nil
        }
    }

    /// `initializers` without those internal to a module other than the running code's.
    func initializersExported(from initializers: [Function], of type: TypeInfo) -> [Function] {
        guard !type.moduleInternalInitializers.isEmpty, let module = currentModule else { return initializers }
        return initializers.filter { type.moduleInternalInitializers[ObjectIdentifier($0)].map { $0 == module } ?? true }
    }

    private static func namesAccessLevel(_ modifiers: [Modifier]) -> Bool {
        ["private", "fileprivate", "internal", "package", "public", "open"].contains { modifiers.contains($0) }
    }

    /// `public`, `open` or `package` (SE-0386: visible to the modules of the same package).
    private static func exportsBeyondItsModule(_ modifiers: [Modifier]) -> Bool {
        isExported(modifiers) || modifiers.contains("package")
    }
}
