/// The git submodules a repository declares in its `.gitmodules` file: sections
/// `[submodule "name"]` with `path = <folder relative to the file>` and `url = <repository>`
/// (git-config syntax, git docs "gitmodules"). A local package whose folder is a submodule that
/// was not checked out (a clone without `--recurse-submodules`, or an archive, which has no
/// submodule contents) is another repository, fetched like a remote package: its names are known
/// only by the product name, as `XCRemoteSwiftPackageReference`'s are.
enum GitSubmodules {
    struct Submodule: Equatable {
        /// The submodule's folder, resolved against the folder of its `.gitmodules`.
        var folder: String
        var url: String
    }

    /// The submodule checked out at `folder`, from the nearest `.gitmodules` in `folder`'s
    /// ancestors that lists it; nil when none does.
    static func submodule(at folder: String) -> Submodule? {
        let target = ProjectPath.normalize(folder)
        var directory = ProjectPath.parent(target)
        for _ in 0..<32 {
            let file = ProjectPath.join(directory, ".gitmodules")
            if FileSystem.kind(of: file) == .file, case .success(let bytes) = FileSystem.readText(file, limit: 1 << 20) {
                if let found = parse(String(decoding: bytes, as: UTF8.self), in: directory).first(where: { $0.folder == target }) {
                    return found
                }
            }
            let parent = ProjectPath.parent(directory)
            if parent == directory || parent.isEmpty { break }
            directory = parent
        }
        return nil
    }

    /// The submodules `text` (a `.gitmodules` file in `directory`) declares, in order; a section
    /// without both `path` and `url` is skipped.
    static func parse(_ text: String, in directory: String) -> [Submodule] {
        var found: [Submodule] = []
        var path: String?
        var url: String?
        func close() {
            if let path, let url { found.append(Submodule(folder: ProjectPath.join(directory, path), url: url)) }
            (path, url) = (nil, nil)
        }
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmed(of: " \t")
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                close()
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmed(of: " \t").lowercased()
            var value = line[line.index(after: equals)...].trimmed(of: " \t")
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            if key == "path" { path = value } else if key == "url" { url = value }
        }
        close()
        return found
    }
}

extension GitSubmodules.Submodule {
    /// Product `name` of this submodule's package, as a remote package's product: the package's
    /// identity is the last component of its URL (SE-0292), as for `.package(url:)`.
    func product(_ name: String) -> RemoteProduct {
        RemoteProduct(name: name, package: ManifestInterpreter.identity(ofURL: url), url: url)
    }
}

extension DiscoveryRun {
    /// The submodule a missing local package's folder is, when no package read stands for it
    /// (`packageOfSameIdentity`).
    func submoduleStandingFor(_ folder: String) -> GitSubmodules.Submodule? {
        guard readPackage(at: folder) == nil else { return nil }
        return GitSubmodules.submodule(at: folder)
    }
}
