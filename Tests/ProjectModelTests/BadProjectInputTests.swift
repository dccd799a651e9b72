import Diagnostics
import Foundation
import Testing
@testable import ProjectModel

/// Bad input never crashes or hangs: each case is a diagnostic with a stable id and the rest
/// of the project still reads.
@Suite("Bad project input")
struct BadProjectInputTests {
    func package(_ name: String, dependencies: String = "", targetDependencies: String = "") -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "\(name)",
            products: [.library(name: "\(name)", targets: ["\(name)"])],
            dependencies: [\(dependencies)],
            targets: [.target(name: "\(name)", dependencies: [\(targetDependencies)])]
        )
        """
    }

    @Test("A malformed project file is an error; the package beside it still reads")
    func malformedProjectBesidePackage() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { ")
        try scratch.write("Kit/Package.swift", package("Kit"))
        try scratch.write("Kit/Sources/Kit/Kit.swift", "public struct Kit {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.map(\.id) == ["Kit:Kit"])
        // The project's folder is read as a plain folder instead (it holds no Swift file of its own).
        #expect(layout.diagnostics.map(\.id) == ["expected", "projectFileFallback"])
        #expect(layout.diagnostics.first?.file == scratch.path + "/App.xcodeproj/project.pbxproj")
        #expect(layout.diagnostics.first?.line == 2)
    }

    @Test("A malformed manifest is an error; the other package still reads")
    func malformedManifest() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Broken/Package.swift", "let package = \"")
        try scratch.write("Good/Package.swift", package("Good"))
        try scratch.write("Good/Sources/Good/Good.swift", "public struct Good {}")
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.map(\.id) == ["Good:Good"])
        #expect(layout.diagnostics.map(\.id) == ["unterminatedString", "manifestWithoutPackage"])
        #expect(layout.diagnostics.first.map { "\($0.range)" } == scratch.path + "/Broken/Package.swift:1:15")
    }

    @Test("A package that depends on itself is an error; its target still reads")
    func selfDependency() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Loop/Package.swift", package("Loop", dependencies: ".package(path: \".\")"))
        try scratch.write("Loop/Sources/Loop/Loop.swift", "struct Loop {}")
        let layout = ProjectDiscovery.discover([scratch.path + "/Loop"])
        #expect(layout.modules.map(\.id) == ["Loop:Loop"])
        #expect(layout.diagnostics.map(\.id) == ["packageDependsOnItself"])
    }

    @Test("Two packages that depend on each other are read once each and the cycle is reported")
    func packageCycle() throws {
        let scratch = try ScratchFolder()
        try scratch.write("A/Package.swift", package("A", dependencies: ".package(path: \"../B\")", targetDependencies: "\"B\""))
        try scratch.write("A/Sources/A/A.swift", "struct A {}")
        try scratch.write("B/Package.swift", package("B", dependencies: ".package(path: \"../A\")", targetDependencies: ".product(name: \"A\", package: \"A\")"))
        try scratch.write("B/Sources/B/B.swift", "struct B {}")
        let layout = ProjectDiscovery.discover([scratch.path + "/A"])
        #expect(layout.modules.map(\.id) == ["A:A", "B:B"])
        #expect(layout.diagnostics.map(\.id) == ["dependencyCycle"])
        #expect(layout.diagnostics.first?.text.contains("A:A -> B:B -> A:A") == true)
        // The closure ends: each module once, the one asked for last.
        #expect(layout.dependencyClosure(of: "A:A").map(\.id) == ["B:B", "A:A"])
    }

    @Test("Two packages with one name are told apart by folder, with a warning")
    func duplicateNames() throws {
        let scratch = try ScratchFolder()
        for folder in ["One", "Two"] {
            try scratch.write("\(folder)/Package.swift", package("Same"))
            try scratch.write("\(folder)/Sources/Same/Same.swift", "struct Same {}")
        }
        let layout = ProjectDiscovery.discover([scratch.path])
        #expect(layout.modules.map(\.id) == ["Same:Same", "Same@\(scratch.path)/Two:Same"])
        #expect(layout.diagnostics.map(\.id) == ["duplicateProjectName"])
    }

    @Test("A target path that does not exist is a warning; the other targets read")
    func missingTargetPath() throws {
        let scratch = try ScratchFolder()
        try scratch.write("P/Package.swift", """
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Here"),
            .target(name: "Gone", path: "Nowhere"),
            .target(name: "Absent"),
        ])
        """)
        try scratch.write("P/Sources/Here/Here.swift", "struct Here {}")
        let layout = ProjectDiscovery.discover([scratch.path + "/P"])
        #expect(layout.modules.first { $0.id == "P:Here" }?.sourceFiles == [scratch.path + "/P/Sources/Here/Here.swift"])
        #expect(layout.diagnostics.map(\.id) == ["pathNotFound", "pathNotFound"])
        #expect(layout.diagnostics.map(\.text) == [
            "path of target 'Gone' '\(scratch.path)/P/Nowhere' does not exist",
            "folder of target 'Absent' '\(scratch.path)/P/Sources/Absent' does not exist",
        ])
    }

    /// SwiftPM refuses a target whose folder, sources or resources leave the package's folder;
    /// none of them is read (an app's `Bundle.module` could otherwise read any file on disk).
    @Test("A target path, source or resource outside the package is an error and is not read")
    func targetOutsidePackage() throws {
        let scratch = try ScratchFolder()
        try scratch.write("P/Package.swift", """
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Far", path: "../Elsewhere"),
            .target(name: "Near", sources: ["Near.swift", "../../../Elsewhere"], resources: [.copy("../../../secret.txt")]),
        ])
        """)
        try scratch.write("Elsewhere/Far.swift", "struct Far {}")
        try scratch.write("secret.txt", "not the package's")
        try scratch.write("P/Sources/Near/Near.swift", "struct Near {}")
        let layout = ProjectDiscovery.discover([scratch.path + "/P"])
        let near = try #require(layout.modules.first { $0.id == "P:Near" })
        #expect(near.sourceFiles == [scratch.path + "/P/Sources/Near/Near.swift"])
        #expect(near.resourcePaths.isEmpty)
        #expect(layout.modules.first { $0.id == "P:Far" }?.sourceFiles ?? [] == [])
        #expect(layout.diagnostics.map(\.id) == ["targetOutsidePackage", "targetOutsidePackage", "targetOutsidePackage"])
        #expect(layout.diagnostics.first?.text == "'../Elsewhere' of target 'Far' in package 'P' is outside the package root; it is not read")
    }

    @Test("A symbolic link loop is walked once, with a warning")
    func symlinkLoop() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Loop/View.swift", "struct V {}")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Loop/again", withDestinationPath: scratch.path + "/Loop")
        let layout = ProjectDiscovery.discover([scratch.path + "/Loop"])
        #expect(layout.modules.map(\.sourceFiles) == [[scratch.path + "/Loop/View.swift"]])
        #expect(layout.diagnostics.map(\.id) == ["symbolicLinkLoop"])
    }

    @Test("A symbolic link out of the project (a Sources folder linked to /, a file linked elsewhere) is not followed")
    func symlinkOutOfTheProject() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/View.swift", "struct V {}")
        try scratch.write("Elsewhere/Secret.swift", "struct Secret {}")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/Sources", withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/Secret.swift", withDestinationPath: scratch.path + "/Elsewhere/Secret.swift")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/Inside.swift", withDestinationPath: scratch.path + "/App/View.swift")
        let layout = ProjectDiscovery.discover([scratch.path + "/App"])
        #expect(layout.modules.map(\.sourceFiles) == [[scratch.path + "/App/Inside.swift", scratch.path + "/App/View.swift"]])
        #expect(layout.diagnostics.map(\.id) == ["symbolicLinkOutsideProject", "symbolicLinkOutsideProject"])
        #expect(layout.diagnostics.first?.text.contains("'\(scratch.path)/App/Secret.swift' is a symbolic link to '") == true)
    }

    @Test("A path that does not exist, and a file that is not Swift, are diagnostics; the others read")
    func badInputPaths() throws {
        let scratch = try ScratchFolder()
        try scratch.write("notes.txt", "hello")
        let good = try scratch.write("Good/View.swift", "struct V {}")
        let layout = ProjectDiscovery.discover([scratch.path + "/missing", scratch.path + "/notes.txt", good])
        #expect(layout.diagnostics.map(\.id) == ["pathNotFound", "unreadableFile"])
        #expect(layout.modules.map(\.id) == ["folder:\(scratch.path)/Good"])
    }

    @Test("A FIFO where a manifest belongs is refused at once, never read")
    func fifoManifest() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/F", withIntermediateDirectories: true)
        #expect(mkfifo(scratch.path + "/F/Package.swift", 0o644) == 0)
        let layout = ProjectDiscovery.discover([scratch.path + "/F/Package.swift"])
        #expect(layout.modules.isEmpty)
        #expect(layout.diagnostics.map(\.id) == ["unreadableFile"])
    }
}
