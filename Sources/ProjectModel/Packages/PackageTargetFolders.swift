/// The folders a package's targets may compile files from, normalized once per package: each
/// target's `path:`, or SwiftPM's predefined folders followed by the target's name
/// (`PackageTargetFiles.predefinedFolders`), joined to the package's folder. A loose file's
/// owner check (`DiscoveryRun.packageMayCompile`) asks whether one of them holds the file.
///
/// A manifest lists tens to hundreds of candidate folders (every target has four or five), and
/// joining and normalizing each once per file checked was most of finding a cold file's module
/// (docs/performance.md, issue 37, ninth pass). The package's folder is normalized once; a folder
/// written as a normal relative path (no empty, `.` or `..` component: `Sources/App`, as nearly
/// every manifest writes it) is appended to it as it is, which is what `ProjectPath.join` gives
/// for such a path; any other is joined by `ProjectPath.join`.
struct PackageTargetFolders {
    /// The candidate folders, normalized, each followed by a slash, in the order of the
    /// manifest's targets.
    let prefixes: [String]

    init(_ manifest: PackageManifest, packageFolder: String) {
        let normalPackage = ProjectPath.normalize(packageFolder)
        var prefixes: [String] = []
        for target in manifest.targets {
            let written = target.path.map { [$0] } ?? PackageTargetFiles.predefinedFolders(for: target.kind).map { $0 + "/" + target.name }
            for folder in written {
                prefixes.append(Self.joined(normalPackage, folder, packageFolder: packageFolder) + "/")
            }
        }
        self.prefixes = prefixes
    }

    /// `ProjectPath.join(packageFolder, folder)`, from the package's folder already normalized.
    /// Normalizing `base/relative` folds the components of `base` (giving `normalBase`) and then
    /// those of `relative`; a normal relative path's components are neither empty, `.` nor `..`,
    /// so they are appended unchanged.
    static func joined(_ normalBase: String, _ folder: String, packageFolder: String) -> String {
        guard !folder.hasPrefix("/"), ProjectPath.isNormal(folder) else { return ProjectPath.join(packageFolder, folder) }
        switch normalBase {
        case ".": return folder
        case "/": return "/" + folder
        default: return normalBase + "/" + folder
        }
    }

    /// Whether one of the folders holds `normalFile` (a normalized path) below it.
    func holds(_ normalFile: String) -> Bool {
        prefixes.contains { normalFile.hasPrefix($0) }
    }
}
