import SwiftFrontEnd

/// Declarations: types (struct, enum, class, protocol) and their members, extensions (of user,
/// built-in and native types), global and local functions and variables, operators.
extension Interpreter {
    /// Runs a file as `main.swift`: declares every type, extension and function first, then runs
    /// the top-level statements in order.
    public func run(_ file: SourceFileSyntax) throws {
        try onLargeStack { try self.runOnCurrentThread(file) }
    }

    private func runOnCurrentThread(_ file: SourceFileSyntax) throws {
        try load(file)
        try runTopLevelStatements(of: file)
    }

    /// Runs the top-level code of a file already loaded (`load(_:)`), in order, as Swift runs a
    /// program's main file (The Swift Programming Language, "Top-Level Code": its executable
    /// statements and global variables' initial values, from the top): a Tuist manifest's
    /// `if flag { targets.append(…) }` before the `let project = Project(…)` that reads them.
    public func runTopLevelStatements(of file: SourceFileSyntax) throws {
        currentFile = file
        let scope = globals
        for statement in file.statements {
            if case let .declaration(declaration) = statement.kind {
                switch declaration.kind {
                case .variable: break
                default: continue
                }
            }
            let flow = try exec(statement, scope)
            if case .returned = flow { return }
        }
    }

    /// Declares the types, extensions, functions and operators of a file without running any
    /// statement (global variables are initialised on first use).
    public func load(_ file: SourceFileSyntax) throws {
        try load([file])
    }

    /// Declares the types, extensions, functions and operators of a module's files as one
    /// program, as the compiler sees a module: every file's type names first, so an extension or
    /// a subclass in one file finds a type of another; then members, then globals. Each
    /// declaration keeps its file (its functions report and switch to it when called).
    public func load(_ files: [SourceFileSyntax]) throws {
        let perFile = files.map { file -> (file: SourceFileSyntax, declarations: [Decl]) in
            currentFile = file
            return (file, topLevelDeclarations(file.statements))
        }
        loadingFiles = perFile
        defer { loadingFiles = [] }
        noteTypeNamesOfSeveralFiles(perFile)
        noteTypeNamesOfSeveralModules(perFile)
        noteLibraryNamesBehindImports(perFile)
        noteGlobalNamesOfSeveralModules(perFile)
        // Every file's own types first, then the extensions: `extension ApiModel { struct
        // CountryDetails }` in a file read before the one declaring `enum ApiModel` nests its type
        // in `ApiModel`, rather than taking the top-level name another file's `struct
        // CountryDetails: View` has (Swift's declarations are order-independent across files).
        for (file, declarations) in perFile {
            currentFile = file
            for declaration in declarations where !Self.isExtension(declaration) { declareTypeNames(declaration, outer: nil) }
        }
        // `typealias Sizing = CGFloat` then `extension Sizing { struct image { … } }`: an
        // extension of an alias extends the aliased type (The Swift Programming Language,
        // "Declarations", "Type Alias Declaration": the alias is "an alternative name for an
        // existing type"), so its nested types are that type's (`CGFloat.image.medium`,
        // `.image.medium` where a `CGFloat` is expected). Aliases of types known by now are
        // declared before the extensions' names; the rest after them.
        declareTypeAliases()
        declareExtensionTypeNames(perFile.flatMap { file, declarations in
            declarations.filter(Self.isExtension).map { (file, $0) }
        }, declare: declareTypeNames)
        declareTypeAliases()
        let all = perFile.flatMap(\.declarations)
        var done = Set<ObjectIdentifier>()
        for (file, declarations) in perFile {
            currentFile = file
            for declaration in declarations { try defineMembers(declaration, outer: nil, done: &done, all: all) }
        }
        for (file, declarations) in perFile {
            currentFile = file
            try declareGlobals(declarations, of: file)
        }
    }

    /// Declares `file`'s types again, replacing what another file of its module declared under
    /// the same names: a file's `private struct Row` is the one its own code sees (Swift scopes a
    /// private declaration to its file; the interpreter has one table of names, so the file
    /// whose previews run next is given its own). Only the given names are replaced.
    public func redeclareTypes(named names: Set<String>, of file: SourceFileSyntax) throws {
        let declarations = topLevelDeclarations(file.statements).filter { declaration in
            if case let .nominalType(nominal) = declaration.kind { return names.contains(nominal.name.name) }
            return false
        }
        guard !declarations.isEmpty else { return }
        let saved = currentFile
        defer { currentFile = saved }
        currentFile = file
        for declaration in declarations {
            if case let .nominalType(nominal) = declaration.kind { types[topLevelTypeKey(nominal.name.name, declaration.modifiers)] = nil }
            declareTypeNames(declaration, outer: nil)
        }
        var done = Set<ObjectIdentifier>()
        for declaration in declarations { try defineMembers(declaration, outer: nil, done: &done, all: declarations) }
    }

    /// The file's global functions and variables (initialised on first use, in their file).
    private func declareGlobals(_ declarations: [Decl], of file: SourceFileSyntax) throws {
        for declaration in declarations {
            switch declaration.kind {
            case let .function(function):
                addGlobalFunction(function, declaration, in: file)
            case let .variable(variable):
                for binding in variable.bindings {
                    guard case let .identifier(name) = binding.pattern.kind else { continue }
                    guard let initializer = binding.initializer else {
                        if let getter = globalGetter(name.name, binding, declaration) {
                            globalGetters[moduleScopedGlobalKey(declaring: name.name, in: file) ?? name.name] = getter
                        }
                        continue
                    }
                    let hint = expandingCollectionAliases(TypeHint(binding.type))
                    if let attribute = declaration.attributes.first(where: { isPropertyWrapper($0.name.name) }) {
                        defineWrappedGlobal(name.name, wrapperUse(attribute, wrapping: hint), initializer, hint)
                        continue
                    }
                    globalInitialisers[declaredGlobalKey(name.name, declaration.modifiers, in: file)] = { interpreter in
                        let saved = interpreter.currentFile
                        defer { interpreter.currentFile = saved }
                        interpreter.currentFile = file
                        return try interpreter.coerce(try interpreter.eval(initializer, interpreter.globals, hint), to: hint)
                    }
                }
            default: break
            }
        }
    }

    /// `@State private var isOn = false` at the top level (a snippet of a view's members): the
    /// name reads the wrapped value and `$isOn` the projected one, from one storage made on
    /// first use of either.
    private func defineWrappedGlobal(_ name: String, _ use: PropertyWrapperUse, _ initializer: Expr, _ hint: TypeHint?) {
        let make: Thunk = { interpreter in
            let initial = try interpreter.coerce(try interpreter.eval(initializer, interpreter.globals, hint), to: hint)
            let storage = try interpreter.makeWrapperStorage(use, initial: initial)
            guard let behaviour = interpreter.propertyWrappers[use.typeName] else { return storage }
            if let projected = behaviour.projectedValue {
                interpreter.globalInitialisers["$" + name] = nil
                interpreter.globals.declare("$" + name, try projected(interpreter, storage))
            }
            return try behaviour.wrappedValue(interpreter, storage)
        }
        globalInitialisers[name] = make
        globalInitialisers["$" + name] = { interpreter in
            if let thunk = interpreter.globalInitialisers[name] {
                interpreter.globalInitialisers[name] = nil
                interpreter.globals.declare(name, try thunk(interpreter))
            }
            return try interpreter.lookupName("$" + name, interpreter.globals)
        }
    }

    /// The getter of a global computed variable (`var gap: CGFloat { 8 + 4 }`, `get { … }`); nil
    /// for a stored one. A snippet's top-level `var body: some View` builds its views as a view's
    /// `body` does.
    private func globalGetter(_ name: String, _ binding: PatternBinding, _ declaration: Decl) -> Function? {
        var statements: [Stmt]?
        switch binding.accessors {
        case let .getter(block)?: statements = block.statements
        case let .accessors(accessors, _)?: statements = accessors.first { $0.kind == "get" }?.body?.statements
        case nil: break
        }
        guard let statements else { return nil }
        let hint = TypeHint(binding.type)
        var builderName = builderAttribute(declaration.attributes)
        if builderName == nil, name == "body", resultBuilders["ViewBuilder"] != nil { builderName = "ViewBuilder" }
        return Function(name: name, body: .interpreted(InterpretedBody(
            kind: .function, statements: statements, parameters: [], returnHint: hint, captured: globals, owner: nil,
            isStatic: false, builderName: builderName, file: currentFile, span: binding.span)))
    }

    private func addGlobalFunction(_ function: FunctionDecl, _ declaration: Decl, in file: SourceFileSyntax) {
        let value = makeFunction(function, declaration, owner: nil, captured: globals)
        if function.name.name.first.map({ !$0.isLetter && $0 != "_" }) == true {
            let prefix = declaration.modifiers.contains("prefix") ? "prefix" : ""
            operatorFunctions[filePrivateOperatorKey(prefix + function.name.name, declaration.modifiers), default: []].append(value)
        } else {
            globalFunctions[function.name.name, default: []].append(value)
            noteModuleOfGlobalFunction(value, declaration, in: file)
            if Self.isFilePrivate(declaration.modifiers) { filePrivateFunctions.insert(ObjectIdentifier(value)) }
        }
    }

    // MARK: Pass 1: names

    private static func isExtension(_ declaration: Decl) -> Bool {
        if case .extension = declaration.kind { return true }
        return false
    }

    private func declareTypeNames(_ declaration: Decl, outer: TypeInfo?) {
        switch declaration.kind {
        case let .nominalType(nominal):
            let kind: TypeInfoKind
            switch nominal.kind {
            case .struct: kind = .structType
            case .class, .actor: kind = .classType
            case .enum: kind = .enumType
            case .protocol: kind = .protocolType
            }
            // Qualified by the outer type's full path: `ScreenA.ItemView.Data` and
            // `ScreenB.ItemView.Data` are two types, though both are an `ItemView.Data`.
            let qualified = outer.map { nestedTypeKey($0, nominal.name.name) } ?? topLevelTypeKey(nominal.name.name, declaration.modifiers)
            // A top-level type never takes over a nested type that was only lent its bare name
            // (`Settings` beside another module's `Notification.Settings`), nor a library type
            // of its name (the program's `enum Visibility` is not SwiftUI's): it is its own type.
            let type = types[qualified].flatMap {
                $0.kind == kind && !$0.isLibraryType && (outer != nil || !InlineName.containsDot($0.qualifiedName)) ? $0 : nil
            }
                ?? TypeInfo(name: nominal.name.name, kind: kind)
            if outer == nil, let library = types[qualified], library.isLibraryType, library !== type {
                shadowedLibraryTypes[qualified] = library
            }
            types[qualified] = type
            if outer == nil, qualified != nominal.name.name, typeNamesOfSeveralModules.contains(nominal.name.name), !Self.isFilePrivate(declaration.modifiers) {
                exposeModuleScopedType(type, as: nominal.name.name, declaration.modifiers)
            }
            if let outer {
                type.qualifiedName = outer.qualifiedName + "." + nominal.name.name
                outer.nestedTypes[nominal.name.name] = type
                if types[nominal.name.name] == nil { types[nominal.name.name] = type }
                let short = outer.name + "." + nominal.name.name
                if types[short] == nil { types[short] = type }
            }
            if !nominal.genericParameters.isEmpty {
                type.genericParameterNames = nominal.genericParameters.map(\.name.name)
                type.constrainedGenericParameterNames = Set(nominal.genericParameters.filter { $0.inheritedType != nil }.map(\.name.name))
                type.genericParameterConstraints = Self.genericConstraints(nominal.genericParameters, nominal.whereClause, typeText)
            }
            if declaration.attributes.named("propertyWrapper") != nil { type.isPropertyWrapper = true }
            // `@_functionBuilder` is SE-0289's earlier spelling, which swiftc 6 still accepts
            // ("'@_functionBuilder' has been renamed to '@resultBuilder'", a warning).
            if declaration.attributes.named("resultBuilder") != nil || declaration.attributes.named("_functionBuilder") != nil {
                type.isResultBuilder = true
            }
            for member in nominal.members { declareTypeNames(member, outer: type) }
        case let .extension(extensionDecl):
            if let type = resolveExtendedType(extensionDecl.extendedType) {
                for member in extensionDecl.members { declareTypeNames(member, outer: type) }
            } else {
                // Another file's type (`extension StatusEditor { struct PrivacyMenu: View }`): the
                // types nested in this extension are still this file's, known by their own name
                // and by the qualified one.
                for member in extensionDecl.members {
                    guard case let .nominalType(nominal) = member.kind else { continue }
                    declareTypeNames(member, outer: nil)
                    if let type = types[nominal.name.name] { types[typeText(extensionDecl.extendedType) + "." + nominal.name.name] = type }
                }
            }
        case let .ifConfig(clauses):
            if let clause = activeClause(clauses) { for element in clause.elements { declareTypeNames(element, outer: outer) } }
        case let .typealias(alias) where outer == nil:
            typeAliases.declare(alias.name.name, .init(target: alias.type, file: currentFile, isExported: Self.isExported(declaration.modifiers)))
        case let .typealias(alias):
            // Noted before any member is defined, so a property declared above its type's alias
            // still reads it (`CollectionTypeAliases`).
            if let hint = TypeHint(alias.type), hint.isCollectionOrOptional { typeAliases.noteNestedCollection(alias.name.name, hint) }
        default: break
        }
    }

    /// The program's top-level `typealias`es of types it knows, by their alias (`typealias Row =
    /// CardRow`: `Row(…)` makes a `CardRow`, `extension Row` extends it), once every type's name
    /// is declared; a name the program declares as a type itself keeps that type. An alias
    /// shadows a library type of its name (`typealias Grid = CGFloat` beside SwiftUI's `Grid`):
    /// a module's own declaration hides an imported one (The Swift Programming Language,
    /// "Declarations": top-level declarations of a module are visible in all its files and
    /// shadow imported ones; checked with swiftc 6.3 on Linux: `typealias Data = Double`
    /// beside Foundation's `Data`, `extension Data { static let medium3 = unit * 4 }`, then
    /// `Double.medium3` prints 16.0).
    private func declareTypeAliases() {
        for alias in typeAliases.topLevel.keys.sorted() {
            if typeNamesOfSeveralModules.contains(alias) {
                declareModuleScopedAliases(alias)
                continue
            }
            guard let target = typeAliases.topLevel[alias]?.last?.target else { continue }
            if let existing = types[alias], !existing.isLibraryType, existing.native == nil { continue }
            guard let type = resolveType(target) else { continue }
            // The library's type it hides stays `SwiftUI.Color` (`moduleQualifiedType`).
            if let existing = types[alias], existing.isLibraryType, existing !== type { shadowedLibraryTypes[alias] = existing }
            if type !== types[alias] { types[alias] = type }
            if TypeHint.named(type.name).numericName != nil { typeAliases.noteNumeric(alias, type.name) }
        }
    }

    /// The file's declarations, with those of the active clause of a top-level `#if` (a
    /// `#if DEBUG` around a `PreviewProvider`) in their place.
    func topLevelDeclarations(_ statements: [Stmt]) -> [Decl] {
        statements.flatMap { statement -> [Decl] in
            switch statement.kind {
            case let .declaration(declaration): return [declaration]
            case let .ifConfig(clauses): return activeClause(clauses).map { topLevelDeclarations($0.elements) } ?? []
            default: return []
            }
        }
    }

    /// The type a type annotation names, if the interpreter knows it.
    /// The name a static is stored under: `name`, or for a `private`/`fileprivate` one on a
    /// library type whose library already answers `name`, a key of its own file
    /// (`TypeInfo.fileScopedStatics`).
    func fileScopedName(_ name: String, _ modifiers: [Modifier], in type: TypeInfo) -> String {
        guard Self.isFilePrivate(modifiers), type.isLibraryType || type.native != nil,
              type.staticValues[name] != nil || type.staticComputed[name] != nil,
              let file = currentFile?.fileName else { return name }
        type.fileScopedStatics.insert(name)
        return TypeInfo.fileScopedKey(name, file: file)
    }

    /// The initializers a `private`/`fileprivate` extension of a library type adds (or each
    /// declared `private`/`fileprivate` in it) are seen by their own file only (The Swift
    /// Programming Language, Access Control: an extension's access modifier is its members'
    /// default): `fileprivate extension String { init?(_ block: CBlock) }` is not what
    /// `String(character)` means in another file (checked with swiftc).
    private func scopeToItsFile(_ added: ArraySlice<Function>, of extensionDecl: ExtensionDecl, _ modifiers: [Modifier],
                                in type: TypeInfo) {
        guard !added.isEmpty, type.isLibraryType || type.native != nil, let file = currentFile?.fileName else { return }
        let declared = extensionDecl.members.filter { if case .initializer = $0.kind { true } else { false } }
        for (initializer, member) in zip(added, declared) where Self.isFilePrivate(modifiers) || Self.isFilePrivate(member.modifiers) {
            type.fileScopedInitializers[ObjectIdentifier(initializer)] = file
        }
    }

    /// `private` or `fileprivate`: visible in its own file only.
    static func isFilePrivate(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains("private") || modifiers.contains("fileprivate")
    }

    func resolveType(_ syntax: TypeSyntax) -> TypeInfo? {
        switch syntax.kind {
        case let .identifier(identifier, _): return type(named: identifier.name)
        case let .member(base, name, _):
            // A known outer type answers with its own nested type (or one registered under the
            // dotted name), never with an unrelated type of the same bare name (`Game.State` is
            // not SwiftUI's `State`); an outer type the program does not know leaves the bare name.
            guard let outer = resolveType(base) else {
                // `SwiftUI.TextAlignment`, `Theme.Asset`: a module's name qualifying its type,
                // which may not be what the bare name means here (`ModuleScopedTypes`).
                if case let .identifier(module, _) = base.kind, moduleQualifiers.contains(module.name),
                   let qualified = moduleQualifiedType(module: module.name, name: name.name) {
                    return qualified
                }
                return type(named: name.name)
            }
            return outer.nestedTypes[name.name] ?? type(named: typeText(syntax))
        case .array: return builtins.array
        case .dictionary: return builtins.dictionary
        case .optional: return builtins.optional
        default: return nil
        }
    }

    // MARK: Pass 2: members

    /// True when `type` is `ancestor` or has it up its superclass chain (a chain that loops is
    /// cut where it meets itself).
    func inherits(_ type: TypeInfo, from ancestor: TypeInfo) -> Bool {
        var seen = Set<ObjectIdentifier>()
        var current: TypeInfo? = type
        while let candidate = current, seen.insert(ObjectIdentifier(candidate)).inserted {
            if candidate === ancestor { return true }
            current = candidate.superclass
        }
        return false
    }

    private func defineMembers(_ declaration: Decl, outer: TypeInfo?, done: inout Set<ObjectIdentifier>, all: [Decl]) throws {
        switch declaration.kind {
        case let .nominalType(nominal):
            let qualified = outer.map { nestedTypeKey($0, nominal.name.name) } ?? topLevelTypeKey(nominal.name.name, declaration.modifiers)
            guard let type = outer?.nestedTypes[nominal.name.name] ?? types[qualified], !done.contains(ObjectIdentifier(type)) else { return }
            // Marked before its superclass is defined, so that a circular chain (`class A: B {}`,
            // `class B: A {}`) ends instead of recursing.
            done.insert(ObjectIdentifier(type))
            // A superclass's stored properties come first, so define it first.
            if type.kind == .classType {
                for (position, inherited) in nominal.inheritance.flatteningCompositions.enumerated() {
                    guard let superclass = resolveType(inherited), canBeSuperclass(superclass, listedFirst: position == 0) else { continue }
                    // Never a cycle: Swift rejects one, so a class found up its own chain is a name
                    // this file does not define resolving to a type it does (`Combine.Subscription`,
                    // another module's protocol, in `class Subscription: NSObject,
                    // Combine.Subscription`): not a superclass.
                    if inherits(superclass, from: type) { continue }
                    if !done.contains(ObjectIdentifier(superclass)), let superDecl = findDeclaration(of: superclass, in: all) {
                        // Defined with its own file when another file of the module declares it.
                        let saved = currentFile
                        currentFile = loadingFiles.first { loaded in
                            loaded.declarations.contains { $0.span == superDecl.span && Self.nominalName($0) == superclass.name }
                        }?.file ?? saved
                        try defineMembers(superDecl, outer: nil, done: &done, all: all)
                        currentFile = saved
                    }
                    type.superclass = superclass
                    type.superclassGenericArguments = genericArguments(of: inherited, boundTo: superclass)
                    for property in superclass.storedProperties { type.addStoredProperty(property) }
                    break
                }
            }
            for inherited in nominal.inheritance.flatteningCompositions {
                let name = conformanceName(inherited)
                if type.superclass?.name == name { continue }
                if type.kind == .enumType, ["Int", "String", "Double", "Character", "Float", "UInt8"].contains(name), type.rawTypeName == nil {
                    type.rawTypeName = name == "Float" ? "Double" : name
                    type.conformances.append("RawRepresentable")
                }
                type.conformances.append(name)
            }
            var nextRaw = 0
            for member in nominal.members {
                try defineMember(member, in: type, nextRaw: &nextRaw, isMainDeclaration: true, done: &done, all: all)
            }
            if type.isResultBuilder { registerUserResultBuilder(type) }
        case let .extension(extensionDecl):
            guard let type = resolveExtendedType(extensionDecl.extendedType) else {
                for member in extensionDecl.members {
                    if case .nominalType = member.kind { try defineMembers(member, outer: nil, done: &done, all: all) }
                }
                return
            }
            for inherited in extensionDecl.inheritance.flatteningCompositions { type.conformances.append(conformanceName(inherited)) }
            var nextRaw = 0
            if type.kind == .protocolType, let concrete = selfSameType(extensionDecl.whereClause) {
                // `extension ButtonStyle where Self == PrimaryStyle { static var primary: Self … }`:
                // the members are `PrimaryStyle`'s (inside them `Self` is it), and its statics are
                // also found as the protocol's implicit members (`.buttonStyle(.primary)`).
                let staticNames = Self.staticMemberNames(extensionDecl.members)
                let concreteOwn = staticNames.compactMap { name in concrete.staticComputed[name].map { (name, $0) } }
                for member in extensionDecl.members {
                    try defineMember(member, in: concrete, nextRaw: &nextRaw, isMainDeclaration: false, done: &done, all: all)
                }
                for name in staticNames {
                    if let overloads = concrete.staticMethods[name] { type.staticMethods[name] = overloads }
                    if let computed = concrete.staticComputed[name] { type.staticComputed[name] = computed }
                    if !(constrainedProtocolStatics[name] ?? []).contains(where: { $0 === concrete }) {
                        constrainedProtocolStatics[name, default: []].append(concrete)
                        if !type.isLibraryType { programProtocolStatics[name, default: []].append(concrete) }
                        if protocolsResolvingDeferredMembers.contains(type.name) { deferredProtocolStatics[name, default: []].append(concrete) }
                    }
                }
                // The concrete type's own static of the same name still answers `Concrete.name`
                // and `.name` where `Concrete` is expected: Swift prefers a concrete type's member
                // to a protocol extension's (checked with swiftc: `extension ShapeStyle where Self
                // == Color { static var brand: Color { .brand } }` returns `Color.brand`, no loop).
                // A concrete extension read later replaces the protocol's member the same way.
                for (name, own) in concreteOwn { concrete.staticComputed[name] = own }
                return
            }
            let initializersBefore = type.initializers.count
            try definingConstrainedMembers(of: extensionDecl, in: type) {
                for member in extensionDecl.members {
                    try defineMember(member, in: type, nextRaw: &nextRaw, isMainDeclaration: false, done: &done, all: all)
                }
            }
            recordSelfRequirements(extensionDecl.whereClause, ofStaticsIn: extensionDecl.members, on: type)
            if let selfHint = collectionSelfHint(extensionDecl) {
                for initializer in type.initializers[initializersBefore...] { collectionInitializerSelfHints[ObjectIdentifier(initializer)] = selfHint }
            }
            scopeToItsFile(type.initializers[initializersBefore...], of: extensionDecl, declaration.modifiers, in: type)
            exportAll(type.initializers[initializersBefore...], of: extensionDecl, ifExported: declaration.modifiers, in: type)
        case let .ifConfig(clauses):
            if let clause = activeClause(clauses) {
                for element in clause.elements { try defineMembers(element, outer: outer, done: &done, all: all) }
            }
        default: break
        }
    }

    /// The concrete type of a `where Self == Concrete` requirement, when the file or library has it.
    private func selfSameType(_ requirements: [GenericRequirement]) -> TypeInfo? {
        for requirement in requirements {
            guard case let .sameType(left, right) = requirement.kind else { continue }
            if typeText(left) == "Self", let concrete = resolveType(right), concrete.kind != .protocolType { return concrete }
        }
        return nil
    }

    /// The names of the `static` (or `class`) functions and properties among `members`.
    static func staticMemberNames(_ members: [Decl]) -> [String] {
        members.flatMap { member -> [String] in
            guard member.modifiers.contains("static") || member.modifiers.contains("class") else { return [] }
            switch member.kind {
            case let .function(function): return [function.name.name]
            case let .variable(variable):
                return variable.bindings.compactMap { if case let .identifier(name) = $0.pattern.kind { name.name } else { nil } }
            default: return []
            }
        }
    }

    /// The name of a nominal type's declaration, nil for other declarations.
    static func nominalName(_ declaration: Decl) -> String? {
        if case let .nominalType(nominal) = declaration.kind { return nominal.name.name }
        return nil
    }

    private func findDeclaration(of type: TypeInfo, in declarations: [Decl]) -> Decl? {
        for declaration in declarations {
            if case let .nominalType(nominal) = declaration.kind, nominal.name.name == type.name { return declaration }
        }
        return nil
    }

    /// The protocol (or superclass) a type adopts, by the name the program's other code uses: one
    /// written with its module (`struct View: SwiftUI.View` nested in a feature type,
    /// `Swift.Identifiable`) is that module's declaration, the same protocol as the bare name
    /// where nothing shadows it (The Swift Programming Language, "Types": a type identifier may
    /// be qualified by its module's name). A type of the program named like the module keeps the
    /// dotted name (`Feature.View` is the program's nested type).
    func conformanceName(_ syntax: TypeSyntax) -> String {
        guard case let .member(base, member, _) = syntax.kind, case let .identifier(module, _) = base.kind,
              module.name == "Swift" || importedModuleNames.contains(module.name) || moduleQualifiers.contains(module.name),
              type(named: module.name) == nil
        else { return typeText(syntax) }
        return member.name
    }

    func typeText(_ syntax: TypeSyntax) -> String {
        switch syntax.kind {
        case let .identifier(identifier, _): return identifier.name
        case let .member(base, name, _): return typeText(base) + "." + name.name
        default: return currentFile?.text(of: syntax.span) ?? ""
        }
    }

    private func defineMember(_ member: Decl, in type: TypeInfo, nextRaw: inout Int, isMainDeclaration: Bool,
                              done: inout Set<ObjectIdentifier>, all: [Decl]) throws {
        let isStatic = member.modifiers.contains("static") || member.modifiers.contains("class")
        switch member.kind {
        case let .variable(variable):
            for binding in variable.bindings {
                try defineProperty(binding, member, isLet: variable.bindingKind == .let, isStatic: isStatic, in: type)
            }
        case let .function(function):
            // A protocol requirement has no body; the extension's default (if any) serves it.
            guard function.body != nil else { return }
            let value = makeFunction(function, member, owner: type, captured: globals)
            let name = function.name.name
            let isOperator = name.first.map({ !$0.isLetter && $0 != "_" }) == true
            if isStatic && isOperator { declaresOperatorMethods = true }
            if isStatic, isOperator, member.modifiers.contains("prefix") {
                type.addMethod("prefix" + name, value, isStatic: true)
            } else {
                if isStatic { type.declareProgramStatic(name, isPrivate: Self.isFilePrivate(member.modifiers)) }
                type.addMethod(name, value, isStatic: isStatic)
            }
        case let .initializer(initializer):
            let value = makeInitializer(initializer, member, owner: type)
            type.initializers.append(value)
            noteModuleInternal(value, member.modifiers, in: type)
            if isMainDeclaration { type.hasExplicitInit = true }
        case let .subscript(subscriptDecl):
            defineSubscript(subscriptDecl, member, isStatic: isStatic, in: type)
        case let .enumCase(enumCase):
            for element in enumCase.elements {
                var rawValue: Value?
                if let expression = element.rawValue {
                    rawValue = try eval(expression, globals, type.rawTypeName.map(TypeHint.named))
                    if case let .int(value) = rawValue { nextRaw = value + 1 }
                } else if let rawType = type.rawTypeName {
                    switch rawType {
                    case "String": rawValue = .string(element.name.name)
                    case "Int", "UInt8":
                        rawValue = .int(nextRaw)
                        nextRaw += 1
                    case "Double":
                        rawValue = .double(Double(nextRaw))
                        nextRaw += 1
                    default: break
                    }
                }
                let parameters = element.associatedValues ?? []
                var enumCase = EnumCase(name: element.name.name, payloadLabels: parameters.map { $0.firstName?.name == "_" ? nil : $0.firstName?.name },
                                        payloadHints: parameters.map { TypeHint($0.type) }, rawValue: rawValue,
                                        hasPayload: element.associatedValues != nil)
                enumCase.payloadDefaults = parameters.map(\.defaultValue)
                type.addCase(enumCase)
            }
        case .nominalType:
            try defineMembers(member, outer: type, done: &done, all: all)
        case let .typealias(alias):
            let target = resolveType(alias.type)
            if let target { type.nestedTypes[alias.name.name] = target }
            noteNestedAlias(alias, target: target, in: type)
        case let .ifConfig(clauses):
            if let clause = activeClause(clauses) {
                for element in clause.elements {
                    try defineMember(element, in: type, nextRaw: &nextRaw, isMainDeclaration: isMainDeclaration, done: &done, all: all)
                }
            }
        default: break
        }
    }

    // MARK: Properties

    private func defineProperty(_ binding: PatternBinding, _ declaration: Decl, isLet: Bool, isStatic: Bool, in type: TypeInfo) throws {
        guard case let .identifier(identifier) = binding.pattern.kind else { return }
        let name = identifier.name
        let hint = expandingCollectionAliases(hintInContext(TypeHint(binding.type), type)) ?? literalHint(binding.initializer)
        var getterBody: [Stmt]?
        var setter: Accessor?
        var willSet: Accessor?
        var didSet: Accessor?
        switch binding.accessors {
        case let .getter(block)?: getterBody = block.statements
        case let .accessors(accessors, _)?:
            for accessor in accessors {
                switch accessor.kind {
                case "get": getterBody = accessor.body?.statements ?? getterBody
                case "set": setter = accessor
                // The coroutine accessors are an optimisation written beside `get`/`set`, which
                // mean the same: they stand in only where those are missing (`YieldingAccessors`).
                case "_read": if !accessors.contains(where: { $0.kind == "get" }) { getterBody = accessor.body?.statements }
                case "_modify": if !accessors.contains(where: { $0.kind == "set" }) { setter = accessor }
                case "willSet": willSet = accessor
                case "didSet": didSet = accessor
                default: break
                }
            }
            // A protocol requirement `{ get set }` has no bodies: nothing to define.
            if getterBody == nil && setter?.body == nil && willSet == nil && didSet == nil { return }
        case nil: break
        }
        if type.kind == .protocolType && getterBody == nil && binding.initializer == nil { return }
        let builderName = builderAttribute(declaration.attributes)
            ?? implicitBuilder(for: name, in: type)
        if let getterBody {
            let getter = Function(name: name, isStatic: isStatic, body: .interpreted(InterpretedBody(
                kind: .method, statements: getterBody, parameters: [], returnHint: hint, captured: globals, owner: type,
                isStatic: isStatic, builderName: builderName, file: currentFile, span: binding.span)))
            var setterFunction: Function?
            if let setter, let body = setter.body {
                let parameter = ParameterInfo(name: setter.kind == "_modify" ? Self.yieldedValueName : setter.parameterName?.name ?? "newValue")
                setterFunction = Function(name: name, isMutating: !setter.modifiers.contains("nonmutating"), isStatic: isStatic,
                                          body: .interpreted(InterpretedBody(kind: .method, statements: body.statements,
                                                                             parameters: [parameter], returnHint: nil, captured: globals,
                                                                             owner: type, isStatic: isStatic, file: currentFile, span: setter.span)))
            }
            let property = ComputedProperty(getter: getter, setter: setterFunction, hint: hint)
            if isStatic {
                type.declareProgramStatic(name, isPrivate: Self.isFilePrivate(declaration.modifiers))
                type.staticComputed[staticStorageName(name, declaration.modifiers, in: type)] = property
            } else {
                type.computedProperties[name] = property
            }
            return
        }
        if isStatic, let wrapperAttribute = declaration.attributes.first(where: { isPropertyWrapper($0.name.name) }) {
            declareStaticWrapped(name, wrapperUse(wrapperAttribute, wrapping: hint), initializer: binding.initializer, hint: hint, in: type)
            return
        }
        if isStatic {
            type.declareProgramStatic(name, isPrivate: Self.isFilePrivate(declaration.modifiers))
            let storedName = staticStorageName(name, declaration.modifiers, in: type)
            if let initializer = binding.initializer {
                let file = currentFile
                type.staticInitialisers[storedName] = { interpreter in
                    try interpreter.inFile(file) {
                        let scope = Scope(parent: interpreter.globals)
                        scope.selfType = type
                        scope.isStaticContext = true
                        return try interpreter.coerce(try interpreter.eval(initializer, scope, hint), to: hint)
                    }
                }
            } else if let foreign = declaration.attributes.first(where: { isForeignWrapper($0.name.name) }) {
                // `@Persisted("key", defaultValue: false) static var flag: Bool`: another module's
                // wrapper makes the storage, so the property is not nil before a first set (Swift
                // gives no `nil` default to a property whose wrapper is initialised by its
                // attribute, SE-0258); what it holds is unknown here, as for an instance property.
                type.staticInitialisers[storedName] = foreignWrapperValue(foreign)
            } else {
                type.staticValues[storedName] = .nil
            }
            if let hint { type.staticHints[storedName] = hint }
            return
        }
        let isLazy = declaration.modifiers.contains("lazy")
        var property = StoredProperty(name: name, slot: 0, isLet: isLet, isLazy: isLazy, hint: hint)
        property.builderName = builderAttribute(declaration.attributes)
        if case .optional? = hint, !isLet { property.defaultsToNil = true }
        if !isLet, binding.initializer == nil, let nils = Self.defaultTupleOfNils(hint) { property.initialValue = { _ in nils } }
        if let initializer = binding.initializer {
            let file = currentFile
            property.initialValue = { interpreter in
                try interpreter.inFile(file) {
                    let scope = Scope(parent: interpreter.globals)
                    scope.selfType = type
                    if let lazySelf = interpreter.lazySelf { scope.selfBox = Box(lazySelf) }
                    return try interpreter.coerce(try interpreter.eval(initializer, scope, hint), to: hint)
                }
            }
        }
        if let wrapperAttribute = declaration.attributes.first(where: { isPropertyWrapper($0.name.name) }) {
            property.wrapper = wrapperUse(wrapperAttribute, wrapping: hint)
            property.wrapper?.innerWrapperNames = declaration.attributes.filter { isPropertyWrapper($0.name.name) }.dropFirst()
                .map { wrapperName($0.name.name) }
            property.defaultsToNil = false
        } else if binding.initializer == nil, let foreign = declaration.attributes.first(where: { isForeignWrapper($0.name.name) }) {
            // Another module's wrapper (`@ObservedResults(Book.self) var books`, `@Query var items`):
            // its storage is made by the attribute, so Swift's memberwise initializer does not ask
            // for the property, and what it holds is unknown here, like another file's name.
            // Its stand-in is the name written in this file, where swiftc resolves it among this
            // file's imports, whichever file makes the instance.
            property.initialValue = foreignWrapperValue(foreign)
            property.defaultsToNil = false
        }
        if binding.initializer == nil, property.wrapper == nil, !property.defaultsToNil,
           declaration.attributes.contains(where: { $0.name.name == "NSManaged" }) {
            // `@NSManaged var count: Int64` has no initial value in Swift: Core Data supplies it.
            // An attribute never set reads 0 or false when scalar, empty when a string or
            // collection, and nil otherwise (Donny Wals, "Understanding the differences between
            // your Core Data model and managed objects"; `unsetManagedValue`).
            let zero = Self.unsetManagedValue(hint)
            property.initialValue = { _ in zero }
        }
        property.willSet = willSet.flatMap { observer($0, "newValue", type) }
        property.didSet = didSet.flatMap { observer($0, "oldValue", type) }
        if type.slot(of: name) != nil { return }
        type.addStoredProperty(property)
    }

    /// The value of a property another module's wrapper (`foreign`) stores: the stand-in of the
    /// attribute's name as written in this file, where swiftc resolves it among the file's imports.
    private func foreignWrapperValue(_ foreign: Attribute) -> Thunk {
        let name = foreign.name.name
        let file = currentFile
        let span = foreign.span
        return { interpreter in
            interpreter.inFile(file) {
                interpreter.currentSpan = span
                return interpreter.undefinedName?(name) ?? .void
            }
        }
    }

    /// The type Swift infers for a property from a literal initial value (`var width = 1.0`).
    func literalHint(_ expression: Expr?) -> TypeHint? {
        guard let expression else { return nil }
        switch expression.kind {
        case .stringLiteral: return .named("String")
        case .booleanLiteral: return .named("Bool")
        default:
            switch literalKind(expression) {
            case .integer?: return .named("Int")
            case .float?: return .named("Double")
            case nil: return nil
            }
        }
    }

    /// The result builder an attribute list names (`@ViewBuilder`, a user `@resultBuilder` type).
    func builderAttribute(_ attributes: [Attribute]) -> String? {
        attributes.first { attribute in
            let name = attribute.name.name
            return resultBuilders[name] != nil || types[name]?.isResultBuilder == true || name.hasSuffix("Builder")
        }?.name.name
    }

    /// An attribute that can only be a property wrapper this file does not define: a type's name
    /// (capitalised) that is neither a known wrapper, a result builder, a global actor nor one of
    /// the compiler's own attributes.
    private func isForeignWrapper(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase, !isPropertyWrapper(name),
              types[name] == nil, !name.hasSuffix("Builder"), !name.hasSuffix("Actor") else { return false }
        return !["Sendable", "Previewable", "IBOutlet", "IBInspectable", "IBAction", "IBSegueAction", "GKInspectable",
                 // SwiftData's `@Model` and Observation's `@Observable` are attached to classes
                 // (Apple docs: "Converts a Swift class into a stored model"), so on a stored
                 // property either name is another module's wrapper (a framework's `@Model var`).
                 "NSManaged", "NSCopying", "UIApplicationMain", "NSApplicationMain",
                 // SwiftData's macros on a `@Model` class's stored properties: the property stays stored.
                 "Attribute", "Relationship", "Transient",
                 // Observation's `@ObservationIgnored` (Apple docs: "Disables observation tracking
                 // of a property") and the `@ObservationTracked` the `@Observable` macro writes:
                 // the property stays an ordinary stored one, `nil` when optional and not set.
                 "ObservationIgnored", "ObservationTracked"].contains(name)
    }

    /// What an `@NSManaged` property no code has set reads: 0 or false for a scalar, an empty
    /// collection for a to-many relationship (`Set<DealerLink>`, `[Item]`: Core Data gives a new
    /// object's to-many relationship an empty set, never nil — Apple's Core Data Programming
    /// Guide, "Creating Managed Object Relationships": a to-many relationship is a set; unverified
    /// beyond that guide), an empty string or dictionary for a non-optional `String` or
    /// dictionary (the accessor returns Objective-C's nil, which Swift's bridging maps to an empty
    /// value: swiftlang/swift, Foundation's `String._unconditionallyBridgeFromObjectiveC`, "`nil`
    /// has historically been used as a stand-in for an empty string; map it to an empty string",
    /// and the same for `NSDictionary`), else nil.
    static func unsetManagedValue(_ hint: TypeHint?) -> Value {
        if case .set? = hint { return .set(OrderedSet()) }
        if case .array? = hint { return .array([]) }
        if case .dictionary? = hint { return .dictionary(OrderedDictionary()) }
        guard case let .named(name)? = hint else { return .nil }
        switch name {
        case "String": return .string("")
        case "Int", "Int16", "Int32", "Int64", "UInt", "UInt16", "UInt32", "UInt64", "Int8", "UInt8": return .int(0)
        case "Double", "Float", "CGFloat": return .double(0)
        case "Bool": return .bool(false)
        default: return .nil
        }
    }

    private func isPropertyWrapper(_ name: String) -> Bool {
        let name = wrapperName(name)
        return propertyWrappers[name] != nil || types[name]?.isPropertyWrapper == true
    }

    /// `@State static var text = ""` (a PreviewProvider's state): the wrapper's storage is the
    /// static `_text`, made on first use; `text` reads and writes through the wrapper and `$text`
    /// is its projected value (a `Binding` for `@State`), as for an instance property.
    private func declareStaticWrapped(_ name: String, _ wrapper: PropertyWrapperUse, initializer: Expr?, hint: TypeHint?, in type: TypeInfo) {
        let storageName = "_" + name, wrapperTypeName = wrapper.typeName
        type.staticInitialisers[storageName] = { interpreter in
            let scope = Scope(parent: interpreter.globals)
            scope.selfType = type
            scope.isStaticContext = true
            let initial = try initializer.map { try interpreter.coerce(try interpreter.eval($0, scope, hint), to: hint) }
            return try interpreter.makeWrapperStorage(wrapper, initial: initial)
        }
        let getter = Function.native(name) { interpreter, _, _ in
            try interpreter.wrappedValue(in: try interpreter.staticMember(storageName, of: type), wrapper: wrapperTypeName)
        }
        let setter = Function.native(name) { interpreter, _, arguments in
            var storage = try interpreter.staticMember(storageName, of: type)
            let newValue = arguments.first?.value ?? .void
            if let behaviour = interpreter.propertyWrappers[wrapperTypeName] {
                guard let set = behaviour.setWrappedValue else {
                    throw interpreter.error(.getOnlyProperty(name))
                }
                try set(interpreter, &storage, newValue)
            } else {
                try interpreter.modifyMember(&storage, "wrappedValue", observers: true) { $0 = newValue }
            }
            type.staticValues[storageName] = storage
            return .void
        }
        type.declareProgramStatic(name, isPrivate: false)
        type.staticComputed[name] = ComputedProperty(getter: getter, setter: setter, hint: hint)
        type.staticComputed["$" + name] = ComputedProperty(getter: .native("$" + name) { interpreter, _, _ in
            try interpreter.projectedValue(in: try interpreter.staticMember(storageName, of: type), wrapper: wrapperTypeName)
        })
    }

    /// The wrapper an attribute names, with its arguments (`@Environment(\.colorScheme)`,
    /// `@AppStorage("key")`) evaluated when the storage is made.
    private func wrapperUse(_ attribute: Attribute, wrapping hint: TypeHint?) -> PropertyWrapperUse {
        var argumentsThunk: Thunk?
        if case let .arguments(arguments)? = attribute.arguments {
            argumentsThunk = { interpreter in
                let values = try interpreter.evalArguments(arguments, [], interpreter.globals, for: nil)
                return .tuple(values.map(\.value), labels: values.map(\.label))
            }
        }
        var use = PropertyWrapperUse(typeName: wrapperName(attribute.name.name), arguments: argumentsThunk)
        use.wrappedHint = hint
        return use
    }

    /// A wrapper attribute's type name without its module (`@SwiftUI.Environment` is `Environment`).
    private func wrapperName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), propertyWrappers[name] == nil, types[name] == nil else { return name }
        return String(name[name.index(after: dot)...])
    }

    private func observer(_ accessor: Accessor, _ defaultName: String, _ type: TypeInfo) -> Function? {
        guard let body = accessor.body else { return nil }
        return Function(name: accessor.kind, isMutating: true, body: .interpreted(InterpretedBody(
            kind: .method, statements: body.statements, parameters: [ParameterInfo(name: accessor.parameterName?.name ?? defaultName)],
            returnHint: nil, captured: globals, owner: type, isStatic: false, file: currentFile, span: accessor.span)))
    }

    /// The result builder the host attaches to a protocol requirement (`body` of `View`).
    private func implicitBuilder(for member: String, in type: TypeInfo) -> String? {
        guard !implicitBuilders.isEmpty else { return nil }
        for conformance in allConformances(of: type) {
            if let builder = implicitBuilders[conformance]?[member] { return builder }
        }
        return nil
    }

    private func defineSubscript(_ subscriptDecl: SubscriptDecl, _ declaration: Decl, isStatic: Bool, in type: TypeInfo) {
        let parameters = subscriptDecl.parameters.map { parameter -> ParameterInfo in
            var info = ParameterInfo(parameter)
            // Subscript parameters have no labels unless two names are written.
            info.label = parameter.secondName != nil ? parameter.label : nil
            return info
        }
        var getterBody: [Stmt]?
        var setter: Accessor?
        switch subscriptDecl.accessors {
        case let .getter(block)?: getterBody = block.statements
        case let .accessors(accessors, _)?:
            for accessor in accessors {
                if accessor.kind == "get" { getterBody = accessor.body?.statements }
                if accessor.kind == "set" { setter = accessor }
            }
        case nil: break
        }
        let hint = TypeHint(subscriptDecl.returnType)
        if let getterBody {
            type.addMethod("subscript", Function(name: "subscript", labels: parameters.map(\.label), isStatic: isStatic, body: .interpreted(
                InterpretedBody(kind: .method, statements: getterBody, parameters: parameters, returnHint: hint, captured: globals,
                                owner: type, isStatic: isStatic, file: currentFile, span: declaration.span))), isStatic: isStatic)
        }
        if let setter, let body = setter.body {
            let newValue = ParameterInfo(name: setter.parameterName?.name ?? "newValue")
            var setterParameters = parameters
            var valueParameter = newValue
            valueParameter.label = "newValue"
            setterParameters.append(valueParameter)
            type.addMethod("subscript(set)", Function(name: "subscript(set)", labels: parameters.map(\.label), isMutating: !isStatic, isStatic: isStatic,
                                                      body: .interpreted(InterpretedBody(
                kind: .method, statements: body.statements, parameters: setterParameters, returnHint: nil, captured: globals,
                owner: type, isStatic: isStatic, file: currentFile, span: setter.span))), isStatic: isStatic)
        }
    }

    // MARK: Functions

    func makeFunction(_ function: FunctionDecl, _ declaration: Decl, owner: TypeInfo?, captured: Scope) -> Function {
        var parameters = contextualParameters(function.parameters, owner)
        // `func height<S: Styling>(_ style: S)`: an argument written `.plain` is a static member
        // of `Styling` (values are dynamically typed; the constraint is all `S` says).
        let constraints = Self.genericConstraints(function.genericParameters, function.whereClause, typeText)
        if !function.genericParameters.isEmpty { Self.markGenericParameterBindings(&parameters, function) }
        if !constraints.isEmpty {
            for index in parameters.indices {
                if case let .named(name)? = parameters[index].hint, let constraint = constraints[name] {
                    parameters[index].hint = .named(constraint)
                }
            }
        }
        let isStatic = declaration.modifiers.contains("static") || declaration.modifiers.contains("class")
        var builderName = builderAttribute(declaration.attributes)
        if builderName == nil, let owner { builderName = implicitBuilder(for: function.name.name, in: owner) }
        let body = InterpretedBody(kind: owner == nil ? .function : .method, statements: function.body?.statements ?? [],
                                   parameters: parameters, returnHint: expandingCollectionAliases(hintInContext(TypeHint(function.returnType), owner)), captured: captured,
                                   owner: owner, isStatic: isStatic, builderName: builderName, file: currentFile, span: declaration.span)
        if !function.genericParameters.isEmpty {
            body.resultBoundGenericParameters = Self.resultBoundGenericParameters(parameters, function)
            body.genericParameterNames = Set(function.genericParameters.map(\.name.name))
        }
        return Function(name: function.name.name, labels: parameters.map(\.label),
                        isMutating: declaration.modifiers.contains("mutating"), isStatic: isStatic, body: .interpreted(body))
    }

    /// Generic parameters constrained to one named type (`<S: Styling>`, `where S: Styling`).
    static func genericConstraints(_ parameters: [GenericParameter], _ requirements: [GenericRequirement],
                                   _ text: (TypeSyntax) -> String) -> [String: String] {
        guard !parameters.isEmpty else { return [:] }
        var constraints: [String: String] = [:]
        for parameter in parameters {
            if let inherited = parameter.inheritedType, case .identifier = inherited.kind {
                constraints[parameter.name.name] = text(inherited)
            }
        }
        for requirement in requirements {
            if case let .conformance(subject, constraint) = requirement.kind, case .identifier = constraint.kind,
               parameters.contains(where: { $0.name.name == text(subject) }) {
                constraints[text(subject)] = text(constraint)
            }
        }
        return constraints
    }

    private func makeInitializer(_ initializer: InitializerDecl, _ declaration: Decl, owner: TypeInfo) -> Function {
        let parameters = contextualParameters(initializer.parameters, owner)
        let body = InterpretedBody(kind: .initializer(failable: initializer.optionality != .none),
                                   statements: initializer.body?.statements ?? [], parameters: parameters, returnHint: nil,
                                   captured: globals, owner: owner, isStatic: false, file: currentFile, span: declaration.span)
        body.makesOptional = initializer.optionality == .optional
        let function = Function(name: "init", labels: parameters.map(\.label), isMutating: true, body: .interpreted(body))
        // A variadic parameter may be left out too: it is then empty.
        let defaults = Set(parameters.indices.filter { parameters[$0].defaultValue != nil || parameters[$0].isVariadic })
        if !defaults.isEmpty { initializerDefaults[ObjectIdentifier(function)] = defaults }
        if !initializer.genericParameters.isEmpty {
            initializerGenericParameters[ObjectIdentifier(function)] = Set(initializer.genericParameters.map(\.name.name))
        }
        return function
    }

    // MARK: Local declarations

    func declareLocal(_ declaration: Decl, _ scope: Scope) throws {
        switch declaration.kind {
        case let .variable(variable):
            for binding in variable.bindings {
                currentSpan = binding.span
                let hint = expandingCollectionAliases(TypeHint(binding.type))
                if binding.accessors != nil {
                    // A local computed variable: evaluated on each read is rare in view code; take
                    // the getter's value now. Its getter is a function of its own returning the
                    // variable's type (The Swift Programming Language, "Computed Properties": the
                    // getter returns a value of the property's type; "Variable Declaration": the
                    // same for a computed variable in a function), so a `return .default` in it is
                    // typed by the variable's annotation, not by the enclosing function's result.
                    if case let .getter(block)? = binding.accessors, case let .identifier(name) = binding.pattern.kind {
                        let getterScope = Scope(parent: scope)
                        getterScope.returnHint = hint
                        let value = try blockValue(block.statements, getterScope, hint)
                        scope.declare(name.name, value, isLet: true, hint: hint)
                    }
                    continue
                }
                // `let (a, b): (Int, Int)` assigned later (`DeferredTupleDeclaration`).
                if binding.initializer == nil, declaration.attributes.isEmpty,
                   declareUninitialisedTuple(binding.pattern, scope, isLet: variable.bindingKind == .let, hint: hint) { continue }
                var value: Value
                if let initializer = binding.initializer {
                    value = try coerce(try eval(initializer, scope, hint), to: hint)
                } else if case .optional? = hint, variable.bindingKind == .var {
                    value = .nil
                } else if let foreign = declaration.attributes.first(where: { isForeignWrapper($0.name.name) }) {
                    // `@Dependency(\.client) var client` in a function: another module's wrapper
                    // makes the value, unknown here like another file's name.
                    value = undefinedName?(foreign.name.name) ?? .void
                } else {
                    value = .void
                }
                if let wrapper = declaration.attributes.first(where: { isPropertyWrapper($0.name.name) }) {
                    let use = wrapperUse(wrapper, wrapping: hint), typeName = use.typeName
                    // Without an initial value the wrapper is made by its attribute's arguments
                    // alone (`@Setting(\.showWarning) var showWarning` in an initializer calls
                    // `Setting(_:)`, SE-0258: only an initial value is passed as `wrappedValue:`).
                    let initial: Value? = binding.initializer == nil && propertyWrappers[typeName] == nil ? nil : value
                    var storage = try makeWrapperStorage(use, initial: initial)
                    if let kept = previewableStorage, case let .identifier(name) = binding.pattern.kind,
                       declaration.attributes.contains(where: { $0.name.name == "Previewable" }) {
                        storage = kept(name.name, typeName, storage)
                    }
                    if let behaviour = propertyWrappers[typeName], case let .identifier(name) = binding.pattern.kind {
                        // A local wrapped variable (`@Bindable var model = model` in a body): the
                        // name reads the wrapped value, `$name` the projected one, as for a property.
                        value = try behaviour.wrappedValue(self, storage)
                        if let projected = behaviour.projectedValue {
                            scope.declare("$" + name.name, try projected(self, storage), isLet: true)
                        }
                    } else if case .identifier = binding.pattern.kind, type(named: typeName) != nil {
                        // The program's own wrapper: the name reads its `wrappedValue`, as Swift
                        // reads a local wrapped variable through its wrapper.
                        value = try member(of: storage, named: "wrappedValue")
                    } else {
                        value = storage
                    }
                }
                try bindPattern(binding.pattern, value, scope, isLet: variable.bindingKind == .let, hint: hint)
                markImplicitlyUnwrapped(binding, scope)
            }
        case let .function(function):
            let value = makeFunction(function, declaration, owner: nil, captured: scope)
            scope.declare(function.name.name, .function(value), isLet: true)
        case .nominalType, .extension:
            let saved = currentFile
            declareTypeNames(declaration, outer: nil)
            var done = Set<ObjectIdentifier>()
            try defineMembers(declaration, outer: nil, done: &done, all: [declaration])
            currentFile = saved
        case let .typealias(alias):
            if let target = resolveType(alias.type) { types[alias.name.name] = target }
        default:
            break
        }
    }
}
