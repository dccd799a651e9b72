import Testing
@testable import SwiftInterpreter

/// `#if NAME` holds in a file whose module sets `NAME` (`compilationConditionsByFile`): a package
/// target's files see `SWIFT_PACKAGE` (SwiftPM passes `-DSWIFT_PACKAGE` to every target it
/// builds), the app's files beside them do not, and `DEBUG` holds in every file of a debug build.
@Suite struct CompilationConditionsByFileTests {
    static let kit = """
    func bundleName() -> String {
        #if SWIFT_PACKAGE
        return "module"
        #else
        return "main"
        #endif
    }
    #if OFFLINE_MAPS
    let tileSource = "disk"
    #else
    let tileSource = "network"
    #endif
    """

    static let app = """
    #if SWIFT_PACKAGE
    let appBundle = "module"
    #else
    let appBundle = "main"
    #endif
    #if DEBUG
    let build = "debug"
    #else
    let build = "release"
    #endif
    print(bundleName(), tileSource, appBundle, build)
    """

    @Test func eachFileSeesItsOwnModulesConditions() throws {
        let interpreter = Interpreter()
        interpreter.compilationConditionsByFile = ["Kit/Tiles.swift": ["SWIFT_PACKAGE", "OFFLINE_MAPS"]]
        try interpreter.load(try parseForTest(Self.kit, file: "Kit/Tiles.swift"))
        try interpreter.run(try parseForTest(Self.app, file: "App/Map.swift"))
        #expect(interpreter.output == "module disk main debug\n")
    }

    /// An Xcode target whose build settings decide `DEBUG` (every setting level read) and do not
    /// name it compiles its `#else` branch, as Swift does for a Debug configuration without
    /// `DEBUG` in `SWIFT_ACTIVE_COMPILATION_CONDITIONS`; naming it keeps the debug branch.
    @Test func debugHoldsOnlyWhereTheBuildSettingsThatDecideItNameIt() throws {
        for (conditions, build) in [([CompilationCondition.debugFromBuildSettings], "release"),
                                    ([CompilationCondition.debugFromBuildSettings, "DEBUG"], "debug")] {
            let interpreter = Interpreter()
            interpreter.compilationConditionsByFile = ["App/Map.swift": Set(conditions)]
            try interpreter.load(try parseForTest(Self.kit, file: "Kit/Tiles.swift"))
            try interpreter.run(try parseForTest(Self.app, file: "App/Map.swift"))
            #expect(interpreter.output == "main network main \(build)\n")
        }
    }

    @Test func withoutConditionsOnlyDebugHolds() throws {
        let interpreter = Interpreter()
        try interpreter.load(try parseForTest(Self.kit, file: "Kit/Tiles.swift"))
        try interpreter.run(try parseForTest(Self.app, file: "App/Map.swift"))
        #expect(interpreter.output == "main network main debug\n")
    }
}
