import FileAccess
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file to read and the name its diagrams are filed under.
struct FixtureFile: Equatable {
    /// The path as the user would type it (`Fixtures/seed-001.swift`).
    var path: String
    /// The file's name without `.swift`, with its folder below the input folder
    /// (`seed-003-frame/alignment`), used for the diagrams folder and the page's sections.
    var name: String
    /// The module the file is read in (`FixtureModules`): its files are read as one program
    /// (`ModuleReader`); nil for a file read alone.
    var module: String? = nil
    /// The rest of that module's program: its other files, its dependencies, its resources.
    var context: ModuleContext? = nil
    /// The module's name (`--target`): the package or Xcode target, or the folder's.
    var moduleName: String? = nil
    /// Found beside a project given as the input (`ProjectContainerInput`): laid out only when
    /// one of the project's targets compiles it.
    var foundThroughProject = false
}

/// Finds the fixture files of the command's inputs: files as given, folders searched for
/// `*.swift` files (hidden entries skipped), each folder's files sorted by path so the order never
/// depends on the file system; a project given (`App.xcodeproj`, `Package.swift`) by the files
/// beside it (`ProjectContainerInput`).
enum FixtureDiscovery {
    enum Problem: Error, Equatable {
        case missing(String)
        case notSwift(String)
    }

    static func files(for inputs: [String]) throws -> [FixtureFile] {
        var result: [FixtureFile] = []
        var seen: Set<String> = []
        for input in inputs {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw Problem.missing(input)
            }
            let found: [FixtureFile]
            if let root = ProjectContainerInput.listingRoot(of: input, isDirectory: isDirectory) {
                // The folder of a project named alone (`App.xcodeproj`) is ".", which the user did
                // not type: its files are named from there (`App/View.swift`).
                found = swiftFiles(in: root, namedFromCurrentFolder: root == ".").map { file in
                    var file = file
                    file.foundThroughProject = true
                    return file
                }
            } else if isDirectory {
                found = swiftFiles(in: input)
            } else {
                guard input.hasSuffix(".swift") else { throw Problem.notSwift(input) }
                let name = String(PathText.lastComponent(input).dropLast(6))
                found = [FixtureFile(path: input, name: name)]
            }
            for file in found where seen.insert(file.path).inserted {
                result.append(file)
            }
        }
        return result
    }

    private static func swiftFiles(in folder: String, namedFromCurrentFolder: Bool = false) -> [FixtureFile] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let relativePaths = SwiftFileListing.relativePaths(under: base)
        let prefix = namedFromCurrentFolder ? "" : base + "/"
        return relativePaths.sorted().map { relative in
            // `seed-003-frame/seed-003-frame.swift` (a folder holding its file and assets) is
            // named after the folder alone.
            var components = relative.dropLast(6).split(separator: "/").map(String.init)
            if components.count >= 2, components[components.count - 1] == components[components.count - 2] {
                components.removeLast()
            }
            return FixtureFile(path: prefix + relative, name: components.joined(separator: "/"))
        }
    }
}
