import SwiftFrontEnd

/// `#if` conditions as an Xcode preview's build sees them.
public enum CompilationCondition {
    /// A compilation condition as a debug build of an iOS app for the simulator (what an Xcode
    /// preview runs) sees it: `os(iOS)`, `canImport` of any module but another platform's SDK
    /// (a package the file tests for is one its app links), `DEBUG`, `targetEnvironment(simulator)`,
    /// `arch(arm64)`, `swift(…)`/`compiler(…)` compared with Swift 6.2 (`CompilerVersionCheck`);
    /// `!`, `&&`, `||` and parentheses as in Swift. Any other flag is false unless the file's
    /// module sets it (`flags`: `SWIFT_PACKAGE` in a package target's files).
    public static func holds(_ condition: Expr, in file: SourceFileSyntax?, flags: Set<String>) -> Bool {
        func holds(_ condition: Expr) -> Bool { Self.holds(condition, in: file, flags: flags) }
        switch condition.kind {
        case let .booleanLiteral(flag): return flag
        case let .identifier(name):
            // `DEBUG`: set in every debug build, unless the module's build settings decide it
            // (an Xcode target whose every setting level was read) and do not name it.
            if name.name == "DEBUG" { return flags.contains("DEBUG") || !flags.contains(debugFromBuildSettings) }
            return flags.contains(name.name)
        case let .parenthesized(inner): return holds(inner)
        case let .prefixOperator("!", inner): return !holds(inner)
        case let .sequence(sequence): return holds(sequence.folded)
        case let .infix(infix) where infix.operator.name == "&&":
            return holds(infix.lhs) && holds(infix.rhs)
        case let .infix(infix) where infix.operator.name == "||":
            return holds(infix.lhs) || holds(infix.rhs)
        case let .call(call):
            guard case let .identifier(function) = call.callee.kind else { return false }
            let argument = call.arguments.first.map { file?.text(of: $0.value.span) ?? "" } ?? ""
            switch function.name {
            case "os": return argument == "iOS"
            case "canImport": return !Self.otherPlatformModules.contains(argument)
            case "targetEnvironment": return argument == "simulator"
            case "arch": return argument == "arm64"
            case "swift", "compiler": return CompilerVersionCheck.holds(argument)
            default: return false
            }
        default: return false
        }
    }

    /// The mark a module's conditions carry when its build settings decide whether `DEBUG` is
    /// set (ProjectModel's `SwiftCompilationConditions.debugFromBuildSettings`, the same spelling).
    public static let debugFromBuildSettings = "(DEBUG from build settings)"

    /// Modules of the other Apple platforms' SDKs, which an iOS build cannot import.
    static let otherPlatformModules: Set<String> = [
        "AppKit", "Cocoa", "Carbon", "Quartz", "QuartzComposer", "ScreenSaver", "OSAKit", "AppleScriptObjC", "IOKit",
        "WatchKit", "ClockKit", "TVUIKit", "TVServices", "TVMLKit",
    ]
}
