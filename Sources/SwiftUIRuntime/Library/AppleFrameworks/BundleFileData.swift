import AppResources
import SwiftInterpreter

/// The bytes of a file the app's bundle holds, as `Data(contentsOf:)` gives them (a class, so
/// copying the `Data` value never copies the bytes).
final class FileBytes {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// Reading what the bundle gave: `Data(contentsOf: url)`, `String(contentsOf: url, encoding:)`,
/// `String(contentsOfFile: path)` for a URL or path that `Bundle.url(forResource:…)` or
/// `Bundle.path(forResource:…)` made (Apple docs, "Data.init(contentsOf:options:)",
/// "String.init(contentsOf:encoding:)"). The file is read from the project, at most
/// `ResourceBundle.fileReadLimit` bytes; nothing else is ever read: any other URL (a file
/// elsewhere, the network) gives a stand-in, as before.
extension SwiftUIRuntime {
    static let otherURLReason = "reads a file or URL that is not one of the app's bundled resources, which a preview here never reads"

    func registerBundleFileReading() {
        guard let string = interpreter.type(named: "String") else { return }
        for labels in [["contentsOf", "encoding"], ["contentsOf", "usedEncoding"], ["contentsOf"], ["contentsOfFile"],
                       ["contentsOfFile", "encoding"]] {
            string.initializers.append(.hosted("init", labels: labels) { runtime, _, arguments in
                let call = "String(\(labels.map { $0 + ":" }.joined()))"
                let target = arguments[0].value
                let data = labels[0] == "contentsOfFile" ? try runtime.bundleFileData(path: target, call: call)
                                                         : try runtime.bundleFileData(target, call: call)
                guard let bytes = data.nativePayload(FileBytes.self) else { return data }
                return .string(String(decoding: bytes.bytes, as: UTF8.self))
            })
        }
    }

    /// The entry of the bundle a URL value names (`file:///LayoutLensPreview/App.app/x.json`).
    func bundleEntry(url: Value) -> (entry: BundleFiles.Entry, bundle: ResourceBundle)? {
        guard let payload = Self.unwrapped(url).nativePayload(EnumCasePayload.self) else { return nil }
        return bundleEntry(path: payload.name.hasPrefix("file://") ? String(payload.name.dropFirst(7)) : payload.name)
    }

    /// The file a path inside the module's bundle folder or a package target's names, with the
    /// bundle that holds it.
    func bundleEntry(path: String) -> (entry: BundleFiles.Entry, bundle: ResourceBundle)? {
        var scopes = [(bundleFolder, resources)]
        for target in packageBundles.targets {
            if let bundle = packageBundles.bundle(named: target) { scopes.append((PackageTargetBundles.folder(of: target), bundle)) }
        }
        for (folder, bundle) in scopes where path.hasPrefix(folder + "/") {
            return bundle.files.entry(atBundlePath: String(path.dropFirst(folder.count + 1))).map { ($0, bundle) }
        }
        return nil
    }

    /// `Data` holding the bundled file `url` names, or a stand-in with a warning.
    func bundleFileData(_ url: Value, call: String) throws -> Value {
        try throwIfInContainer(url)
        guard let found = bundleEntry(url: url) else { return libraryStandIn(call, reason: Self.otherURLReason) }
        return read(found.entry, from: found.bundle, call: call)
    }

    func bundleFileData(path: Value, call: String) throws -> Value {
        try throwIfInContainer(path)
        guard case let .string(text) = Self.unwrapped(path), let found = bundleEntry(path: text) else {
            return libraryStandIn(call, reason: Self.otherURLReason)
        }
        return read(found.entry, from: found.bundle, call: call)
    }

    /// A file inside the app's container: a fresh install's container folders are empty
    /// (`FileManagers.swift`) and a preview writes nothing, so reading it throws as reading a
    /// missing file does (Apple docs, "NSFileReadNoSuchFileError": code 260).
    private func throwIfInContainer(_ location: Value) throws {
        guard let path = Self.filePath(location), path.hasPrefix(containerFolder + "/") else { return }
        throw try noSuchFileError(path, isFolder: false)
    }

    private func read(_ entry: BundleFiles.Entry, from bundle: ResourceBundle, call: String) -> Value {
        switch bundle.contents(of: entry) {
        case .success(let bytes): return interpreter.nativeValue("Data", FileBytes(bytes))
        case .failure(let problem):
            return libraryStandIn(call, reason: "reads the bundled file '\(entry.path)', which LayoutLens could not read (\(problem.description))")
        }
    }
}
