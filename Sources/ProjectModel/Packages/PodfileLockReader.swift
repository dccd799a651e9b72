import Diagnostics

/// Reads `Podfile.lock`, the YAML file CocoaPods writes beside a `Podfile` on `pod install`: its
/// `PODS` list holds every pod installed, each `Name (version)` or, with the pods it needs,
/// a one-key mapping `Name (version): [dependencies]`; a subspec is `Name/Sub (version)`
/// (cocoapods-core `Pod::Lockfile`: "The Lockfile stores information about the pods that were
/// installed by CocoaPods", keys in the order `PODS`, `DEPENDENCIES`, `SPEC REPOS`, …). A pod is
/// a remote dependency LayoutLens does not read, like a pinned Swift package: a module the app's
/// files import by a pod's name (`import Moya`) is named as that pod's in a stand-in.
enum PodfileLockReader {
    /// Larger than any real file (a 150-pod app's is about 40 KiB).
    static let sizeLimit = 4 << 20

    /// The pods of the file at `path`, each once by its name without subspec (`Moya` for
    /// `Moya/Core (15.0.0)`), sorted; none when there is no file. A file without a `PODS` list is
    /// a warning naming it.
    static func pods(_ path: String) -> (pods: [RemoteProduct], diagnostics: [Diagnostic]) {
        let (read, problems) = FileSystem.readOptionalText(path, limit: sizeLimit)
        guard let bytes = read else { return ([], problems) }
        let (root, _) = YAMLParser.parse(String(decoding: bytes, as: UTF8.self))
        guard case .sequence(let entries, _)? = root["PODS"] else {
            return ([], [.aboutFile(path, .unreadableFile(path, reason: "is not a Podfile.lock (no 'PODS' list); its pods are not known"))])
        }
        var pods: Set<RemoteProduct> = []
        for entry in entries {
            // `- Alamofire (5.6.4)` or `- Moya (15.0.0):` with the pods it needs below.
            guard let text = entry.string ?? entry.entries.first?.key,
                  let name = podName(text) else { continue }
            pods.insert(RemoteProduct(name: name, package: name))
        }
        return (pods.sorted(), [])
    }

    /// `Moya` for `Moya/Core (15.0.0)`: the text before the version and the subspec.
    static func podName(_ entry: String) -> String? {
        let spec = entry.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        let name = spec.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        return name.isEmpty ? nil : name
    }
}
