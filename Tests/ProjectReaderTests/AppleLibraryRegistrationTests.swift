import SwiftFrontEnd
import Testing
@testable import SwiftInterpreter
@testable import SwiftUIRuntime

/// Apple's library, and SwiftUI's part registered per file, are registered a group at a time,
/// each when the program first names a type it declares (`SwiftUIRuntime.libraryBeforeLoading`,
/// `TypeTable`). That keeps every output the same only if each group lists exactly the names it
/// declares and does nothing but declare them: these tests register the groups in order, as a
/// runtime did before the groups waited, and compare.
@Suite struct AppleLibraryRegistrationTests {
    /// A runtime with nothing registered yet but the library it starts from (`library`).
    static func freshRuntime() -> SwiftUIRuntime {
        let (syntax, _) = SwiftParser.parse(bytes: Array("import SwiftUI\n".utf8), file: "x.swift")
        return SwiftUIRuntime(file: syntax)
    }

    /// What a group could change besides its own types: the interpreter's free functions,
    /// globals and attribute tables, and the members of every type registered before it.
    static func fingerprint(_ interpreter: Interpreter, types: [String: TypeInfo]) -> [String: String] {
        var print: [String: String] = [
            "native functions": interpreter.nativeFunctions.keys.sorted().joined(separator: ","),
            "global functions": interpreter.globalFunctions.keys.sorted().joined(separator: ","),
            "globals": interpreter.globals.visibleNames.sorted().joined(separator: ","),
            "result builders": interpreter.resultBuilders.keys.sorted().joined(separator: ","),
            "property wrappers": interpreter.propertyWrappers.keys.sorted().joined(separator: ","),
            "literal key types": interpreter.literalKeyTypes.sorted().joined(separator: ","),
            "implicit builders": interpreter.implicitBuilders.keys.sorted().joined(separator: ","),
        ]
        for (name, type) in types { print["type " + name] = members(of: type) }
        return print
    }

    /// The members of `type`, counted.
    static func members(of type: TypeInfo) -> String {
        let methods = type.methods.values.map(\.count).reduce(0, +)
        let statics = type.staticMethods.values.map(\.count).reduce(0, +)
        return "\(ObjectIdentifier(type).hashValue) \(type.kind) methods \(methods) statics \(statics) "
            + "computed \(type.computedProperties.count) static computed \(type.staticComputed.count) "
            + "static values \(type.staticValues.count) stored \(type.storedProperties.count) "
            + "initializers \(type.initializers.count) cases \(type.cases.count) nested \(type.nestedTypes.keys.sorted()) "
            + "conformances \(type.conformances) native \(type.native != nil)"
    }

    /// Each group that waits for a look-up lists exactly the names of the types it declares, adds
    /// members to or reads while it registers (so it runs before the program can declare a type
    /// of one of them), changes nothing else, and declares no struct (the file's `Layout` structs
    /// are looked for among the types registered so far). A static of a program's it declares
    /// (`UserDefaults.standard`) is recorded when it runs (`PreviewStateResetTests`).
    @Test func eachWaitingGroupListsExactlyTheNamesItDeclaresExtendsOrReads() {
        let runtime = Self.freshRuntime()
        let interpreter = runtime.interpreter
        #expect(!interpreter.types.hasPending)
        var read: Set<String> = []
        interpreter.types.lookUpObserver = { read.insert($0) }
        defer { interpreter.types.lookUpObserver = nil }
        for (index, group) in SwiftUIRuntime.libraryBeforeLoading.enumerated() {
            let before = interpreter.types.all
            let printBefore = Self.fingerprint(interpreter, types: before)
            read = []
            // Names cached by the interpreter are read from its cache, unseen: start afresh.
            TypeStructureGeneration.bump()
            group.register(runtime)()
            let names = read
            let after = interpreter.types.all
            let added = Set(after.keys).subtracting(before.keys)
            let printAfter = Self.fingerprint(interpreter, types: before)
            let changed = printBefore.keys.filter { printAfter[$0] != printBefore[$0] }
            let changedTypes = Set(changed.filter { $0.hasPrefix("type ") }.map { String($0.dropFirst("type ".count)) })
            let replaced = before.keys.filter { after[$0] !== before[$0] }
            // Registered at once: it may do anything, as every registration did before.
            if group.names.isEmpty { continue }
            #expect(Set(group.names) == added.union(changedTypes).union(names),
                    "group \(index) lists \(group.names.sorted()), declares \(added.sorted()), extends \(changedTypes.sorted()) and reads \(names.sorted())")
            #expect(changed.allSatisfy { $0.hasPrefix("type ") }, "group \(index) changes \(changed.sorted())")
            #expect(replaced.isEmpty, "group \(index) replaces \(replaced.sorted())")
            for name in added {
                #expect(after[name]!.kind != .structType, "group \(index) declares struct \(name)")
            }
        }
    }

    /// A file that names none of them leaves the groups of `RunLoop` and `Timer` (with Combine
    /// and `URLSession`, which `Timer` reads), of Core Data's, SwiftData's and WidgetKit's types
    /// and of Foundation's small classes (`NSCache`, `NSString`, `NSError`, `Data`, …) waiting once
    /// it is loaded.
    @Test func groupsAFileDoesNotNameWaitAfterLoading() throws {
        let (syntax, _) = SwiftParser.parse(bytes: Array("import SwiftUI\nstruct Hello: View { var body: some View { Text(\"Hi\") } }\n".utf8),
                                            file: "x.swift")
        let runtime = SwiftUIRuntime(file: syntax)
        #expect(runtime.prepare() == nil)
        let waiting = ["RunLoop", "Timer", "AnyCancellable", "URLSession", "ModelContainer", "ModelContext", "FetchDescriptor",
                       "NSManagedObject", "NSManagedObjectContext", "NSPersistentContainer", "NSFetchRequest", "UndoManager",
                       "Widget", "WidgetFamily", "StaticConfiguration", "Timeline", "TimelineView", "AsyncImage", "DatePicker",
                       "UIApplication", "UIWindowScene", "UIContentSizeCategory", "Notification", "Notification.Name", "UserDefaults",
                       "UIAccessibility", "AttributeScopes", "AttributeScopes.SwiftUIAttributes.FontAttribute", "URLComponents", "URLQueryItem",
                       "NSCache", "NSString", "NSRange", "NSError", "NSRegularExpression", "NSTextCheckingResult", "Data"]
        for name in waiting { #expect(runtime.interpreter.types.registeredType(named: name) == nil, "\(name) was registered") }
    }

    /// The library's types are copied into a file's interpreter when first named
    /// (`LibrarySnapshot.install`), and the walks that skip types not copied yet look only for
    /// what the program did: the file's statics (`InitialProgramState`) and its `Layout` structs
    /// (`registerUserLayouts`). So no library type may hold statics of a program's or be a
    /// `Layout` struct.
    @Test func noLibraryTypeHoldsProgramStaticsOrIsALayoutStruct() {
        let runtime = Self.freshRuntime()
        runtime.register(SwiftUIRuntime.fileLibrary)
        for (name, original) in SwiftUIRuntime.library.types {
            #expect(original.staticInitialisers.isEmpty && original.programStatics.isEmpty && original.fileScopedStatics.isEmpty,
                    "\(name) holds program statics")
            if original.kind == .structType, let copy = runtime.interpreter.type(named: name) {
                #expect(!runtime.interpreter.conformances(of: copy).contains("Layout"), "\(name) is a Layout struct")
            }
        }
    }
}
