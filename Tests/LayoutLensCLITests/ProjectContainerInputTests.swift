import Foundation
import Snapshots
import Testing
@testable import LayoutLensCLI

/// A project given by name (`App.xcodeproj`, `App.xcworkspace`, `Package.swift`, a
/// `project.pbxproj`) is read as Xcode opens it: the previews laid out are those of the Swift files
/// beside it that one of its targets compiles. The `.xcodeproj` folder itself holds no Swift file,
/// so before this every such input gave "no scenarios".
@Suite struct ProjectContainerInputTests {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectModelTests/Projects").path

    @Test(arguments: [
        ("App.xcodeproj", true, "."),
        ("work/App.xcodeproj/", true, "work"),
        ("work/App.xcworkspace", true, "work"),
        ("work/App.xcodeproj/project.xcworkspace", true, "work"),
        ("work/App.xcodeproj/project.pbxproj", false, "work"),
        ("work/Kit/Package.swift", false, "work/Kit"),
    ])
    func aProjectIsListedFromTheFolderHoldingIt(input: String, isDirectory: Bool, root: String) {
        #expect(ProjectContainerInput.listingRoot(of: input, isDirectory: isDirectory) == root)
    }

    @Test(arguments: [("work/Sources", true), ("work/View.swift", false), ("work/project.pbxproj", false)])
    func codeAndLooseFilesAreNotProjects(input: String, isDirectory: Bool) {
        #expect(ProjectContainerInput.listingRoot(of: input, isDirectory: isDirectory) == nil)
    }

    /// `ClassicApp.xcodeproj` compiles `Views/RecipeList.swift` and `Views/Recipe Row.swift`;
    /// `Unused.swift` lies in the folder but in no target's Sources phase, and the test target's
    /// file is a test's.
    @Test func anXcodeProjectGivenByNameLaysOutWhatItsTargetsCompile() throws {
        let folder = Self.projects + "/ClassicApp"
        let result = runFrames(FramesOptions(inputs: [folder + "/ClassicApp.xcodeproj"]))
        #expect(result.status == 1, "the fixture's empty font file is an error: \(result.standardError)")
        let document = try JSONValue(parsing: result.standardOutput)
        let files = Set((document["scenarios"]?.arrayValue ?? []).compactMap { $0["file"]?.stringValue })
        #expect(files == [folder + "/ClassicApp/Views/RecipeList.swift", folder + "/ClassicApp/Views/Recipe Row.swift"])
        #expect(!result.standardError.contains("Unused.swift"))
        #expect(!result.standardError.contains("ClassicAppTests"))
    }

    @Test func aPackageManifestGivenByNameLaysOutItsTargets() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-manifest-input-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Scratch"), withIntermediateDirectories: true)
        try """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit")])
        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n#Preview(\"Badge\") { Text(\"Kit\") }\n"
            .write(to: folder.appendingPathComponent("Sources/Kit/Badge.swift"), atomically: true, encoding: .utf8)
        // Beside the package but in none of its targets: not the package's code.
        try "import SwiftUI\n#Preview(\"Draft\") { Text(\"Draft\") }\n"
            .write(to: folder.appendingPathComponent("Scratch/Draft.swift"), atomically: true, encoding: .utf8)
        let result = runFrames(FramesOptions(inputs: [folder.path + "/Package.swift"]))
        #expect(result.status == 0, "\(result.standardError)")
        let document = try JSONValue(parsing: result.standardOutput)
        let names = (document["scenarios"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        #expect(names == ["Badge"])
    }
}
