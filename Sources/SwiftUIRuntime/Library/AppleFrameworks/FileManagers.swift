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
import SwiftInterpreter

/// Foundation's `FileManager` as a freshly installed app sees it, with no I/O (Apple docs,
/// "FileManager", "File System Programming Guide: File System Basics"):
///
/// - **Where things are.** An iOS app lives in its container: `Documents/`, `Library/`,
///   `Library/Caches/`, `Library/Application Support/` and `tmp/`. `urls(for:in:)`,
///   `url(for:in:appropriateFor:create:)`, iOS 16's `URL.documentsDirectory` and its siblings,
///   `temporaryDirectory`, `NSTemporaryDirectory()` and `NSHomeDirectory()` give them under a
///   stable made-up container, `/LayoutLensPreview/Containers/Data/Application/<Module>/` (the
///   simulator's has an install's UUID in place of the module, which changes with each install, so
///   no layout depends on it); a directory's URL ends in "/", as Foundation's do.
/// - **What exists.** A fresh install's container folders exist and are empty; the app's bundle
///   holds its resources (`Bundle.swift`). So `fileExists(atPath:)` is true for a container folder,
///   the bundle folder and a file the bundle holds, and false for anything else;
///   `contentsOfDirectory(atPath:)` / `contentsOfDirectory(at:includingPropertiesForKeys:options:)`
///   of a container folder is empty, and of any other folder throws as for a missing folder:
///   `NSError` of `NSCocoaErrorDomain` code 260 (`NSFileReadNoSuchFileError`) whose
///   `localizedDescription` is "The folder “Name” doesn’t exist." (the wording is **unverified**
///   on a device). `contents(atPath:)` gives a bundled file's bytes, nil inside the container,
///   and a library stand-in elsewhere (a Mac app's home folder holds what no preview here knows);
///   `Data(contentsOf:)`, `String(contentsOf:)` and `String(contentsOfFile:)` of a file inside the
///   container throw code 260, as for a missing file (`BundleFileData.swift`).
/// - **Changes.** `createDirectory`, `createFile`, `removeItem`, `copyItem`, `moveItem` write
///   nothing (a preview never changes the disk) and do not throw; what they would make is still
///   absent afterwards (an approximation).
/// - `containerURL(forSecurityApplicationGroupIdentifier:)` is a folder beside the app's container,
///   `/LayoutLensPreview/Containers/Shared/AppGroup/<identifier>/`, as if the app has the group's
///   entitlement (**unverified** for an app without it, where Apple's answer is nil).
extension SwiftUIRuntime {
    /// The app's made-up container folder.
    var containerFolder: String {
        Self.previewBundleFolder + "/Containers/Data/Application/" + (resources.name.isEmpty ? "Preview" : resources.name)
    }

    /// `FileManager.SearchPathDirectory` cases and their folders inside the container.
    static let searchPathFolders: [(String, String)] = [
        ("documentDirectory", "Documents"), ("libraryDirectory", "Library"), ("cachesDirectory", "Library/Caches"),
        ("applicationSupportDirectory", "Library/Application Support"), ("downloadsDirectory", "Downloads"),
        ("itemReplacementDirectory", "tmp"), ("desktopDirectory", "Desktop"), ("moviesDirectory", "Movies"),
        ("musicDirectory", "Music"), ("picturesDirectory", "Pictures"), ("userDirectory", ""),
    ]

    /// The container folders a fresh install has (paths without a trailing slash).
    private var containerFolders: Set<String> {
        Set([containerFolder] + ["Documents", "Library", "Library/Caches", "Library/Application Support", "tmp"].map { containerFolder + "/" + $0 })
    }

    private func directoryURL(_ path: String) -> Value {
        interpreter.nativeValue("URL", EnumCasePayload(name: "file://" + path + (path.hasSuffix("/") ? "" : "/")))
    }

    private func folderPath(for searchPath: Value?) -> String? {
        guard let name = Self.caseName(searchPath), let folder = Self.searchPathFolders.first(where: { $0.0 == name })?.1 else { return nil }
        return folder.isEmpty ? containerFolder : containerFolder + "/" + folder
    }

    /// The file path of a path string or a file URL value, without a trailing slash.
    static func filePath(_ value: Value?) -> String? {
        var path: String
        switch value.map(unwrapped) {
        case let .string(text)?: path = text
        case let other?:
            guard let text = other.nativePayload(EnumCasePayload.self)?.name, text.hasPrefix("file://") else { return nil }
            path = String(text.dropFirst(7))
        case nil: return nil
        }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return PercentDecoding.removingPercentEncoding(path) ?? path
    }

    func registerFileManager() {
        guard let manager = registerAppleType("FileManager") else { return }
        declareNestedEnum("FileManager.SearchPathDirectory", in: manager, cases: Self.searchPathFolders.map(\.0))
        declareNestedEnum("FileManager.SearchPathDomainMask", in: manager, cases: ["userDomainMask", "localDomainMask", "networkDomainMask", "systemDomainMask", "allDomainsMask"])
        manager.staticInitialisers["default"] = { interpreter in interpreter.nativeValue("FileManager", "default") }
        initializer("FileManager") { `self`, _ in self.interpreter.nativeValue("FileManager", "default") }
        manager.addMethod("urls", .hosted("urls") { runtime, _, arguments in
            .array(runtime.folderPath(for: arguments.first?.value).map { [runtime.directoryURL($0)] } ?? [])
        })
        manager.addMethod("url", .hosted("url") { runtime, _, arguments in
            runtime.directoryURL(runtime.folderPath(for: arguments.first?.value) ?? runtime.containerFolder)
        })
        manager.computedProperties["temporaryDirectory"] = ComputedProperty(getter: .hosted("temporaryDirectory") { runtime, _, _ in
            runtime.directoryURL(runtime.containerFolder + "/tmp")
        })
        manager.computedProperties["currentDirectoryPath"] = ComputedProperty(getter: .native("currentDirectoryPath") { _, _, _ in .string("/") })
        manager.addMethod("containerURL", .hosted("containerURL") { runtime, _, arguments in
            guard case let .string(group)? = arguments.first.map({ Self.unwrapped($0.value) }) else { return .nil }
            return .some(runtime.directoryURL(Self.previewBundleFolder + "/Containers/Shared/AppGroup/" + group))
        })
        manager.addMethod("fileExists", .hosted("fileExists") { runtime, _, arguments in
            guard let path = Self.filePath(arguments.first?.value) else { return .bool(false) }
            return .bool(runtime.containerFolders.contains(path) || path == runtime.bundleFolder || runtime.bundleEntry(path: path) != nil)
        })
        manager.addMethod("contents", .hosted("contents") { runtime, _, arguments in
            let path = Self.filePath(arguments.first?.value) ?? ""
            // Inside the fresh container nothing exists; elsewhere (a Mac app's home folder) what
            // is there is not known: a stand-in, as `Data(contentsOf:)` of such a file gives.
            if path.hasPrefix(runtime.containerFolder + "/") { return .nil }
            return .some(try runtime.bundleFileData(path: .string(path), call: "FileManager.contents(atPath:)"))
        })
        manager.addMethod("contentsOfDirectory", .hosted("contentsOfDirectory") { runtime, _, arguments in
            let path = Self.filePath(arguments.first?.value) ?? ""
            if runtime.containerFolders.contains(path) { return .array([]) }
            throw try runtime.noSuchFileError(path, isFolder: true)
        })
        for name in ["createDirectory", "createFile", "removeItem", "copyItem", "moveItem", "trashItem", "setAttributes"] {
            manager.addMethod(name, .native(name) { _, _, _ in name == "createFile" ? .bool(true) : .void })
        }
        guard let url = interpreter.type(named: "URL") else { return }
        let urlFolders = [("documentsDirectory", "Documents"), ("libraryDirectory", "Library"), ("cachesDirectory", "Library/Caches"),
                          ("applicationSupportDirectory", "Library/Application Support"), ("temporaryDirectory", "tmp"), ("homeDirectory", "")]
        for (name, folder) in urlFolders where url.staticComputed[name] == nil {
            url.staticComputed[name] = ComputedProperty(getter: .hosted(name) { runtime, _, _ in
                runtime.directoryURL(folder.isEmpty ? runtime.containerFolder : runtime.containerFolder + "/" + folder)
            })
        }
        interpreter.registerFunction("NSTemporaryDirectory") { interpreter, _, _ in
            .string(try SwiftUIRuntime.hosting(interpreter).containerFolder + "/tmp/")
        }
        interpreter.registerFunction("NSHomeDirectory") { interpreter, _, _ in
            .string(try SwiftUIRuntime.hosting(interpreter).containerFolder)
        }
        interpreter.globals.declare("NSCocoaErrorDomain", .string("NSCocoaErrorDomain"), isLet: true)
    }

    /// The error `contentsOfDirectory` throws for a folder that does not exist, and
    /// `Data(contentsOf:)` / `String(contentsOf:)` for a file that does not (code 260 both; the
    /// file's wording, "The file “Name” couldn’t be opened because there is no such file.", is
    /// **unverified** on a device, as the folder's is).
    func noSuchFileError(_ path: String, isFolder: Bool) throws -> Error {
        guard let type = interpreter.type(named: "NSError") else { return RuntimeError(.trap, "The file doesn’t exist.") }
        let name = PathText.lastComponent(path)
        var userInfo = OrderedDictionary()
        userInfo[.string("NSLocalizedDescription")] = .string(isFolder ? "The folder “\(name)” doesn’t exist."
                                                                        : "The file “\(name)” couldn’t be opened because there is no such file.")
        userInfo[.string("NSFilePath")] = .string(path)
        let error = try interpreter.construct(type, [CallArgument("domain", .string("NSCocoaErrorDomain")), CallArgument("code", .int(260)),
                                                     CallArgument("userInfo", .dictionary(userInfo))])
        return interpreter.thrownError(error)
    }
}
