// Shared by the fuzz targets whose readers take a path (pbxproj, assets, xcstrings).
import Foundation

/// A folder of fixed files made once per process; each input overwrites one file in it.
struct ScratchFolder {
    let path: String

    init(files: [String: String]) {
        let base = ProcessInfo.processInfo.environment["FUZZ_SCRATCH"] ?? NSTemporaryDirectory()
        path = base + "/layoutlens-fuzz-\(getpid())"
        for (name, contents) in files {
            let file = path + "/" + name
            try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: file, contents: Data(contents.utf8))
        }
    }

    /// Replaces the file `name` (its folder made on first use) with `bytes`.
    func write(_ bytes: UnsafeBufferPointer<UInt8>, to name: String) {
        let file = path + "/" + name
        var handle = fopen(file, "wb")
        if handle == nil {
            try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            handle = fopen(file, "wb")
        }
        guard let handle else { fatalError("cannot write \(file)") }
        if let base = bytes.baseAddress, !bytes.isEmpty { _ = fwrite(base, 1, bytes.count, handle) }
        fclose(handle)
    }
}
