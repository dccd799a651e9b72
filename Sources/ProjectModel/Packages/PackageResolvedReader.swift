import Diagnostics
import JSONParsing

/// Reads `Package.resolved`, the pins SwiftPM and Xcode write for the remote packages a package or
/// project resolved — its direct dependencies and theirs. Version 1 lists
/// `object.pins[].{package, repositoryURL}`; versions 2 and 3 list `pins[].{identity, location}`
/// (SwiftPM's `PinsStore`, "Package.resolved" v1–v3 formats; seen in Dimillian/RedditOS (v1) and
/// Dimillian/IcySky (v3)). A pin says only that a package is pinned, so a module of that name is
/// named as that remote package's in a stand-in; nothing of it is read.
enum PackageResolvedReader {
    /// Larger than any real file (a 200-pin app's is about 60 KiB).
    static let sizeLimit = 4 << 20

    /// The pinned packages of the file at `path`, by their URL's last component (`Nuke` for
    /// `https://github.com/kean/Nuke.git`), sorted; none when there is no file. A file that is not
    /// a pins file is a warning naming it.
    static func pins(_ path: String) -> (pins: [RemoteProduct], diagnostics: [Diagnostic]) {
        let (read, problems) = FileSystem.readOptionalText(path, limit: sizeLimit)
        guard let bytes = read else { return ([], problems) }
        guard case .success(let top) = JSONParser.parse(bytes),
              case .array(let entries)? = (top["object"]?["pins"] ?? top["pins"])?.value,
              entries.allSatisfy({ if case .object = $0.value { true } else { false } }) else {
            return ([], [.aboutFile(path, .unreadableFile(path, reason: "is not a Package.resolved file (no 'pins' list); its pins are not known"))])
        }
        var pins: Set<RemoteProduct> = []
        for entry in entries {
            let url = (entry["repositoryURL"] ?? entry["location"])?.string
            guard let name = url.map(ManifestInterpreter.identity(ofURL:)) ?? (entry["package"] ?? entry["identity"])?.string,
                  !name.isEmpty else { continue }
            pins.insert(RemoteProduct(name: name, package: name, url: url))
        }
        return (pins.sorted(), [])
    }
}
