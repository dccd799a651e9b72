import Foundation
import Testing
@testable import ProjectModel
import SwiftInterpreter

/// The compilation conditions a module's files see besides `DEBUG`: `SWIFT_PACKAGE` and the
/// `swiftSettings` `.define`s of a package target (SwiftPM's build plan; PackageDescription
/// `SwiftSetting.define(_:_:)`), an Xcode target's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` over its
/// project's.
@Suite("Compilation conditions of modules")
struct CompilationConditionTests {
    @Test("A package target sees SWIFT_PACKAGE and the defines a debug build for iOS meets")
    func packageTargetDefines() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Trail",
            products: [.library(name: "TrailKit", targets: ["TrailKit"])],
            targets: [
                .target(
                    name: "TrailKit",
                    swiftSettings: [
                        .define("OFFLINE_MAPS"),
                        .define("VERBOSE_SYNC", .when(configuration: .debug)),
                        .define("STORE_BUILD", .when(configuration: .release)),
                        .define("MAC_MENU", .when(platforms: [.macOS])),
                        .define("PHONE_HAPTICS", .when(platforms: [.iOS, .watchOS])),
                        .enableUpcomingFeature("ExistentialAny"),
                    ]
                ),
                .testTarget(name: "TrailKitTests", dependencies: ["TrailKit"]),
            ]
        )
        """)
        try scratch.write("Sources/TrailKit/Route.swift", "struct Route {}\n")
        try scratch.write("Tests/TrailKitTests/RouteTests.swift", "import TrailKit\n")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics.map(\.text))")
        let kit = try #require(layout.module("Trail:TrailKit"))
        #expect(kit.compilationConditions == ["SWIFT_PACKAGE", "OFFLINE_MAPS", "VERBOSE_SYNC", "PHONE_HAPTICS"])
        // A target without settings still is a package's.
        #expect(layout.module("Trail:TrailKitTests")?.compilationConditions == ["SWIFT_PACKAGE"])
    }

    @Test("An Xcode target's conditions replace $(inherited) by the project's; a string or an array")
    func xcodeConditionsOverProject() throws {
        func value(_ text: String) throws -> PropertyListValue {
            try OldStylePropertyListParser.parse(Array(text.utf8), file: "/p/project.pbxproj").get()
        }
        let project = try value("\"DEBUG BETA_MENU\"")
        #expect(SwiftCompilationConditions.xcodeConditions(project: project, target: nil) == ["DEBUG", "BETA_MENU"])
        let target = try value("(\"$(inherited)\", WIDGET, DEBUG)")
        #expect(SwiftCompilationConditions.xcodeConditions(project: project, target: target) == ["DEBUG", "BETA_MENU", "WIDGET"])
        // A target value without $(inherited) replaces the project's.
        #expect(SwiftCompilationConditions.xcodeConditions(project: project, target: try value("WIDGET")) == ["WIDGET"])
        #expect(SwiftCompilationConditions.xcodeConditions(project: nil, target: nil).isEmpty)
    }

    @Test("OTHER_SWIFT_FLAGS defines the names of its -D flags, written apart or joined")
    func otherSwiftFlagsDefine() {
        #expect(SwiftCompilationConditions.otherSwiftFlagDefines("$(inherited) -D DEBUG -DSTAGING -Xfrontend -warn-long-function-bodies=200")
                == ["DEBUG", "STAGING"])
        #expect(SwiftCompilationConditions.otherSwiftFlagDefines(nil) == [])
    }

    @Test("An Xcode target whose settings were all read carries the mark that they decide DEBUG; a missing configuration file leaves DEBUG set")
    func xcodeTargetDecidesDebugWhenEveryLevelWasRead() {
        let merged = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) BETA", "OTHER_SWIFT_FLAGS": "-D COCOAPODS"]
        #expect(SwiftCompilationConditions.xcodeTargetConditions(declared: [], merged: merged, everyLevelRead: true)
                == ["BETA", "COCOAPODS", SwiftCompilationConditions.debugFromBuildSettings])
        #expect(SwiftCompilationConditions.xcodeTargetConditions(declared: ["DEBUG"], merged: merged, everyLevelRead: false)
                == ["DEBUG", "BETA", "COCOAPODS"])
    }

    @Test("The project model's mark and the interpreter's are spelled the same")
    func debugMarkIsOneSpelling() {
        #expect(SwiftCompilationConditions.debugFromBuildSettings == CompilationCondition.debugFromBuildSettings)
    }
}
