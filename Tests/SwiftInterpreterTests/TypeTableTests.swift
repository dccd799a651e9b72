import Testing
@testable import SwiftInterpreter

/// A host's registration kept until the program first looks up one of its names
/// (`Interpreter.registerOnFirstLookUp`, `TypeTable`) leaves the program seeing what it would
/// have seen had the registration run before the program loaded.
@Suite struct TypeTableTests {
    /// An interpreter with a waiting registration of `Gadget` (a native type with a static
    /// `answer` of 42) that counts its runs.
    final class Counter { var runs = 0 }

    static func interpreterWithGadget(_ counter: Counter) -> Interpreter {
        let interpreter = Interpreter()
        interpreter.registerOnFirstLookUp(of: ["Gadget"]) { [unowned interpreter] in
            counter.runs += 1
            interpreter.registerNativeType("Gadget").staticValues["answer"] = .int(42)
        }
        return interpreter
    }

    /// Nothing runs until the name is read; it runs once, and the program then uses the type.
    @Test func aRegistrationRunsOnceOnTheFirstLookUpOfItsName() throws {
        let counter = Counter()
        let interpreter = Self.interpreterWithGadget(counter)
        #expect(counter.runs == 0)
        try interpreter.run(try parseForTest("print(Gadget.answer)\nprint(Gadget.answer)"))
        #expect(interpreter.output == "42\n42\n")
        #expect(counter.runs == 1)
    }

    /// A program that never names the type never pays for it.
    @Test func aProgramThatNeverNamesTheTypeDoesNotRunIt() throws {
        let counter = Counter()
        let interpreter = Self.interpreterWithGadget(counter)
        try interpreter.run(try parseForTest("print(1 + 1)"))
        #expect(interpreter.output == "2\n")
        #expect(counter.runs == 0)
    }

    /// A registration that runs after the program's initial state was recorded (the program
    /// first names the type in a preview) has its statics recorded then
    /// (`recordStaticsOfLateRegistration`): restoring the state for the next preview puts
    /// `Store.count` back to its initialiser, as it would had `Store` registered before loading.
    @Test func aStaticOfALateRegistrationIsRestoredForTheNextPreview() throws {
        let interpreter = Interpreter()
        interpreter.registerOnFirstLookUp(of: ["Store"]) { [unowned interpreter] in
            interpreter.registerNativeType("Store").staticInitialisers["count"] = { _ in .int(0) }
        }
        try interpreter.load(try parseForTest("func bump() -> Int {\n    Store.count += 1\n    return Store.count\n}\n"))
        interpreter.recordInitialState()
        #expect(interpreter.types.registeredType(named: "Store") == nil)
        let bump = try #require(interpreter.globalFunctionOverloads("bump")?.first)
        func count() throws -> Int? {
            if case let .int(value) = try interpreter.call(bump, []) { return value }
            return nil
        }
        #expect(try count() == 1)
        #expect(try count() == 2)
        interpreter.restoreInitialState()
        #expect(try count() == 1)
    }

    /// The program's own `Gadget` shadows the library's, as when the library registered first
    /// and the program's declaration replaced it.
    @Test func theProgramsTypeOfTheSameNameWins() throws {
        let counter = Counter()
        let interpreter = Self.interpreterWithGadget(counter)
        try interpreter.run(try parseForTest("struct Gadget { static let answer = 7 }\nprint(Gadget.answer)"))
        #expect(interpreter.output == "7\n")
        #expect(counter.runs == 1)
    }

    /// A walk over every type (`values`, `count`) runs what waits first.
    @Test func aWalkOverEveryTypeRunsWhatWaits() {
        let counter = Counter()
        let interpreter = Self.interpreterWithGadget(counter)
        #expect(interpreter.types.hasPending)
        #expect(interpreter.types.values.contains { $0.name == "Gadget" })
        #expect(counter.runs == 1)
        #expect(!interpreter.types.hasPending)
    }

    /// Two registrations that declare the same name keep the first one's type, as when they ran
    /// in order, whichever of the two is looked up first; a registration that reads a name of a
    /// later one does not run it (it had not run yet in order).
    @Test func registrationsOfOneNameKeepTheFirstOnesTypeWhicheverRunsFirst() {
        for lookUpFirst in ["Shared", "Second"] {
            let interpreter = Interpreter()
            var order: [String] = []
            let registerUnlessTaken = { [unowned interpreter] (name: String, marker: String) in
                guard interpreter.type(named: name) == nil else { return }
                interpreter.registerNativeType(name).staticValues["marker"] = .string(marker)
            }
            interpreter.registerOnFirstLookUp(of: ["Shared"]) { [unowned interpreter] in
                order.append("first")
                // `Later` is the third registration's: not run from here.
                #expect(interpreter.types.hasPending && interpreter.type(named: "Later") == nil)
                registerUnlessTaken("Shared", "first")
            }
            interpreter.registerOnFirstLookUp(of: ["Second"]) {
                order.append("second")
                registerUnlessTaken("Shared", "second")
                registerUnlessTaken("Second", "second")
            }
            interpreter.registerOnFirstLookUp(of: ["Later"]) { registerUnlessTaken("Later", "later") }
            _ = interpreter.type(named: lookUpFirst)
            #expect(interpreter.type(named: "Shared")?.staticValues["marker"] == .string("first"))
            #expect(order.first == (lookUpFirst == "Shared" ? "first" : "second"))
            #expect(interpreter.type(named: "Later") != nil)
        }
    }

    /// A registration handed in after one of its names is registered runs at once.
    @Test func aRegistrationOfATakenNameRunsAtOnce() {
        let interpreter = Interpreter()
        var ran = false
        interpreter.registerOnFirstLookUp(of: ["Int"]) { ran = true }
        #expect(ran)
        #expect(!interpreter.types.hasPending)
    }

    /// The standard library's types are copied into an interpreter on first look-up: one copy per
    /// type whatever name reaches it (`TimeInterval` is `Double`), and a name the program removes
    /// stays removed.
    @Test func libraryTypesAreCopiedOnFirstLookUpOncePerType() {
        let interpreter = Interpreter()
        let double = interpreter.type(named: "Double")
        #expect(double != nil && double === interpreter.type(named: "TimeInterval"))
        #expect(double?.isLibraryType == true)
        #expect(double !== LibrarySnapshot.standardLibrary.types["Double"])
        interpreter.types["TimeInterval"] = nil
        #expect(interpreter.type(named: "TimeInterval") == nil)
        #expect(interpreter.types.all["TimeInterval"] == nil)
        #expect(interpreter.types.all["Double"] === double)
    }
}
