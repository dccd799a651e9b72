/// Whether an `.xcodeproj` folder is a project Xcode can open: it holds `project.pbxproj`, the
/// file that describes the targets (Xcode refuses a bundle without it: "The project … cannot be
/// opened because the project file cannot be parsed"; wording unverified).
///
/// Repositories whose project a generator makes (Tuist, xcodegen) usually ignore
/// `*.xcodeproj/project.pbxproj` in git yet commit the bundle's shared schemes
/// (`Pitstop.xcodeproj/xcshareddata/xcschemes/…`), so a checkout holds an `.xcodeproj` folder
/// with no project in it. The manifest beside it is then the project (Tuist docs, "Project":
/// the `.xcodeproj` is generated from `Project.swift` by `tuist generate`): such a bundle does not
/// shadow it (`GeneratedManifests`), and is not read as a project of its own.
enum XcodeProjectBundle {
    /// Whether `bundle` (an `.xcodeproj` path) holds a `project.pbxproj` file.
    static func hasProjectFile(_ bundle: String) -> Bool {
        FileSystem.kind(of: ProjectPath.join(bundle, "project.pbxproj")) == .file
    }

    /// Whether `bundle` is an `.xcodeproj` without its project file, beside a generator's manifest
    /// in the same folder that makes the project instead.
    static func isLeftOverOfGeneratedProject(_ bundle: String) -> Bool {
        guard !hasProjectFile(bundle) else { return false }
        let folder = ProjectPath.parent(bundle)
        return GeneratedManifests.manifest(in: folder, names: FileSystem.entries(of: folder)) != nil
    }
}
