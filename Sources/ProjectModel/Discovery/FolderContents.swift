/// The Swift files and resources under a folder as Xcode and SwiftPM see them: a folder with a
/// bundle-like extension (`Assets.xcassets`, `Model.xcdatamodeld`) is one resource, not a folder
/// of files.
struct FolderContents {
    /// Folders that are one resource, not a folder of files.
    static let opaqueExtensions: Set<String> = [
        "xcassets", "bundle", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "spriteatlas",
        "rcproject", "reality", "mlpackage", "mlmodelc", "framework", "xcframework", "playground", "docc",
    ]
    /// Files a package or plain folder uses as resources without declaring them: SwiftPM processes
    /// asset catalogs, Interface Builder files, Core Data models and `.lproj` localisations itself
    /// (Apple, "Bundling resources with a Swift package"); string catalogs, fonts and `Info.plist`
    /// are listed too because the resource readers look for them (unverified for `.xcstrings`).
    static let recognisedResourceExtensions: Set<String> = [
        "xcassets", "xcstrings", "strings", "stringsdict", "storyboard", "xib", "xcdatamodeld", "xcdatamodel", "ttf", "otf", "ttc",
    ]

    var swiftFiles: [String] = []
    var resources: [String] = []

    /// Collects under `folder`, skipping paths inside `excluded`; `isResource` decides for a file
    /// that is not Swift (an opaque folder is always a resource).
    static func collect(_ folder: String, excluded: [String] = [], walker: inout FolderWalker,
                        isResource: (String) -> Bool = FolderContents.isRecognisedResource) -> FolderContents {
        var contents = FolderContents()
        let skipped = excluded.map(ProjectPath.normalize)
        func isExcluded(_ path: String) -> Bool { skipped.contains { ProjectPath.isInside(path, folder: $0) } }
        guard !isExcluded(folder) else { return contents }
        walker.walk(folder, descend: { path in
            if isExcluded(path) { return false }
            if opaqueExtensions.contains(ProjectPath.fileExtension(path)) {
                contents.resources.append(path)
                return false
            }
            return true
        }, file: { path in
            guard !isExcluded(path) else { return }
            if ProjectPath.fileExtension(path) == "swift" { contents.swiftFiles.append(path) }
            else if isResource(path) { contents.resources.append(path) }
        })
        return contents
    }

    static func isRecognisedResource(_ path: String) -> Bool {
        recognisedResourceExtensions.contains(ProjectPath.fileExtension(path)) || ProjectPath.lastComponent(path) == "Info.plist"
    }
}
