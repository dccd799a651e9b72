import FileAccess

/// An input that names a project rather than a folder of code: an `.xcodeproj` or `.xcworkspace`
/// folder, a `project.pbxproj`, or a package's `Package.swift`. Xcode opens these; the Swift files
/// they build lie beside them, not inside (`App.xcodeproj` holds no `.swift` file), so the files
/// laid out are those under the folder that holds the project (Xcode's `SOURCE_ROOT`, the package
/// folder for SwiftPM) which one of its targets compiles (`FixtureFile.foundThroughProject`).
/// Only that folder is walked: a workspace may name projects elsewhere (`absolute:/…`), whose
/// files are read as its program but not listed.
enum ProjectContainerInput {
    /// The folder whose Swift files `input` builds, or nil when `input` is not a project.
    static func listingRoot(of input: String, isDirectory: Bool) -> String? {
        let path = input.count > 1 && input.hasSuffix("/") ? String(input.dropLast()) : input
        let name = PathText.lastComponent(path)
        let holder: String
        if isDirectory {
            guard ["xcodeproj", "xcworkspace"].contains(PathText.pathExtension(name)) else { return nil }
            holder = parent(of: path)
        } else if name == "Package.swift" {
            return parent(of: path)
        } else if name == "project.pbxproj", PathText.pathExtension(parent(of: path)) == "xcodeproj" {
            holder = parent(of: parent(of: path))
        } else {
            return nil
        }
        // The workspace Xcode keeps inside a project (`App.xcodeproj/project.xcworkspace`) is the
        // project's.
        return PathText.pathExtension(holder) == "xcodeproj" ? parent(of: holder) : holder
    }

    /// The folder holding `path`, "." for a name with no folder.
    private static func parent(of path: String) -> String {
        let parent = PathText.deletingLastComponent(path)
        return parent.isEmpty ? "." : parent
    }
}
