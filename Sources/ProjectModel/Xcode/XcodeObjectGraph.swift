import Diagnostics

/// The `objects` dictionary of a `project.pbxproj` (24-hex-digit id → `{ isa = …; … }`) with the
/// lookups the reader needs: an object by id (a missing one is a warning at the referrer), and
/// the folder a file element stands for, through the `PBXGroup` tree.
///
/// Paths (`PBXFileReference`, `PBXGroup`, `PBXVariantGroup`, `PBXFileSystemSynchronizedRootGroup`):
/// `path` is read against `sourceTree` — `<group>`: the parent group's folder; `SOURCE_ROOT`: the
/// folder holding the `.xcodeproj`; `<absolute>`: as written. `BUILT_PRODUCTS_DIR`, `SDKROOT`,
/// `DEVELOPER_DIR` name things outside the repository and resolve to nothing. A group without
/// `path` (only `name`) is its parent's folder. (Source: the `sourceTree` notes of CocoaPods'
/// Xcodeproj gem, `PBXFileSystemSynchronizedRootGroup` class doc; seen in immich-app/immich
/// `mobile/ios/Runner.xcodeproj/project.pbxproj`.)
struct XcodeObjectGraph {
    let objects: [String: PropertyListDictionary]
    let file: String
    /// The folder `<group>` paths of the main group start from: the project folder plus
    /// `PBXProject.projectDirPath`.
    let groupRoot: String
    let sourceRoot: String
    private var parents: [String: String] = [:]
    var diagnostics: [Diagnostic] = []

    init(objects: [String: PropertyListDictionary], file: String, sourceRoot: String, groupRoot: String) {
        self.objects = objects
        self.file = file
        self.sourceRoot = sourceRoot
        self.groupRoot = groupRoot
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            for child in object["children"]?.strings ?? [] where parents[child] == nil { parents[child] = id }
        }
    }

    /// The object `id` names; a warning at `referrer` when there is none.
    mutating func object(_ id: String, key: String, from referrer: PropertyListDictionary) -> PropertyListDictionary? {
        if let object = objects[id] { return object }
        let position = referrer.position
        diagnostics.append(Diagnostic(.projectObjectMissing(id, key: key), at: SourceRange(file: file, start: position, end: position)))
        return nil
    }

    /// The objects an array entry `key` of `referrer` names, in order, missing ones skipped.
    mutating func objects(_ key: String, of referrer: PropertyListDictionary) -> [(id: String, object: PropertyListDictionary)] {
        (referrer[key]?.strings ?? []).compactMap { id in object(id, key: key, from: referrer).map { (id, $0) } }
    }

    /// The path of file element `id` (a file reference or a group), or nil when it lies outside
    /// the repository (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …) or its group chain is broken.
    func path(of id: String) -> String? {
        var chain: [PropertyListDictionary] = []
        var seen: Set<String> = []
        var current: String? = id
        while let elementID = current, seen.insert(elementID).inserted, let element = objects[elementID] {
            chain.append(element)
            let tree = element["sourceTree"]?.string ?? "<group>"
            if tree != "<group>" { break }
            current = parents[elementID]
        }
        guard let top = chain.last else { return nil }
        var folder: String
        switch top["sourceTree"]?.string ?? "<group>" {
        case "<group>": folder = groupRoot
        case "SOURCE_ROOT": folder = sourceRoot
        case "<absolute>": folder = "/"
        default: return nil
        }
        for element in chain.reversed() {
            if let path = element["path"]?.string { folder = ProjectPath.join(folder, path) }
        }
        return folder
    }
}

extension XcodeObjectGraph {
    /// A warning or error about `object`, placed at its `{`.
    mutating func report(_ message: DiagnosticMessage, at object: PropertyListDictionary) {
        diagnostics.append(Diagnostic(message, at: SourceRange(file: file, start: object.position, end: object.position)))
    }
}
