import Render

/// How the site names a module (`FixtureFile.module`, a project-model id): its Swift name, then
/// where it is declared — `ChangelogFeature · package isowords` for a package target,
/// `MovieSwift · MovieSwift.xcodeproj` for an Xcode target, `Views · folder` for a plain folder.
enum ModuleTitle {
    static func siteModule(id: String?, name: String?) -> SiteModule? {
        guard let id else { return nil }
        return SiteModule(id: id, title: title(id: id, name: name))
    }

    static func title(id: String, name: String?) -> String {
        if id.hasPrefix("folder:") {
            return (name ?? String(id.dropFirst("folder:".count))) + " · folder"
        }
        // `Container:Target`; a container read twice is told apart as `Name@path`.
        guard let colon = id.lastIndex(of: ":") else { return name ?? id }
        let container = String(id[..<colon])
        let target = name ?? String(id[id.index(after: colon)...])
        return target + " · " + (container.contains(".xcodeproj") ? container : "package " + container)
    }
}
