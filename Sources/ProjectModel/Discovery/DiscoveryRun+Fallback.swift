import Diagnostics

extension DiscoveryRun {
    // MARK: Step 2b: projects whose file could not be read

    /// Reads the next source that describes the app of each `.xcodeproj` whose `project.pbxproj`
    /// could not be read, once every project has been tried. The file's own error stays; a
    /// project folder with no `project.pbxproj` at all has only the warning.
    ///
    /// Xcode refuses such a file too: CoreFoundation's old-style property list parser
    /// (`CFOldStylePList.c`, `isValidUnquotedStringCharacter`: `a-z A-Z 0-9 _ $ / : . -`) ends an
    /// unquoted string at any other character, so `path = Date+Extensions.swift;` meets `+` where
    /// it wants `;` and the parse fails ("Missing ';'"). The app is still described elsewhere:
    /// - by the XcodeGen `project.yml` or Tuist `Project.swift` in the same folder, which the
    ///   project was generated from (and which is read as it is without a committed project);
    /// - else by its folder, read as one plain-folder module, as a folder without a project is.
    /// A folder where another project or a package was read needs no fallback: its modules come
    /// from them. Each project file falling back is a `projectFileFallback` warning.
    ///
    /// Returns whether it queued anything to read.
    mutating func fallBackFromUnreadProjects() -> Bool {
        let pending = unreadProjects.filter { !fallenBackProjects.contains($0) }
        guard !pending.isEmpty else { return false }
        fallenBackProjects.formUnion(pending)
        let describedFolders = Set(projects.compactMap { FileSystem.realPath(ProjectPath.parent($0.project.path)) }
            + packages.map(\.realFolder))
        var queued = false
        for project in pending.sorted() {
            let folder = ProjectPath.parent(project)
            guard let real = FileSystem.realPath(folder), !describedFolders.contains(real) else { continue }
            let projectFile = ProjectPath.join(project, "project.pbxproj")
            let manifest = GeneratedManifests.manifest(in: folder, names: FileSystem.entries(of: folder))
            diagnostics.append(.aboutFile(projectFile, .projectFileFallback(
                ProjectPath.lastComponent(project), manifest: manifest.map(ProjectPath.lastComponent), folder: folder,
                fileMissing: missingProjectFiles.contains(project))))
            if let manifest {
                shadowedManifests.removeAll { ProjectPath.normalize($0.manifest) == ProjectPath.normalize(manifest) }
                queueGenerated(GeneratedManifests.Found(projects: [manifest]))
            } else {
                wholeFolderModules.insert(real)
                // A file given alone found this project: walk its folder as if it were given.
                if !givenFolders.contains(where: { FileSystem.realPath($0.path).map { ProjectPath.isInside(real, folder: $0) } ?? false }) {
                    walkGivenFolder(folder)
                }
            }
            queued = true
        }
        return queued
    }
}
