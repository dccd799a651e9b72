import FileAccess
import ProjectModel
import SwiftFrontEnd
import SwiftUIRuntime

/// The module a file several modules compile is laid out in (an app's and its widget's
/// `Theme.swift`; a component library's sources that its preview app compiles again).
///
/// Xcode's canvas builds a file's previews for one target the file belongs to (the scheme's);
/// a target whose compilation conditions leave the previews out has none to show ("no previews"
/// in that scheme), so LayoutLens reads the file in the first module, test targets last, in
/// which its previews are compiled: a library's `#if PREVIEW` providers are laid out in the
/// preview app whose `SWIFT_ACTIVE_COMPILATION_CONDITIONS` sets `PREVIEW`. When no module compiles
/// a preview, or all set the same conditions, it is the first module. Unverified which target
/// Xcode picks when several would show previews (docs/project-model.md).
enum SharedFileModule {
    /// Larger than any real source file; a larger one is read in the first module.
    static let sizeLimit = 4_000_000

    /// `candidates` in order: test targets last, then by id. A test target is chosen only when
    /// no other module compiles the file (a file read in a test target is left out).
    static func choose(for path: String, among all: [Module]) -> Module.ID {
        let built = all.filter { !$0.isTest }
        let candidates = built.isEmpty ? all : built
        let first = candidates[0]
        let differing = candidates.dropFirst().contains { Set($0.compilationConditions) != Set(first.compilationConditions) }
        guard differing, case .success(let data) = readRegularFile(path), data.count < sizeLimit else { return first.id }
        let file = SwiftParser.parse(bytes: [UInt8](data), file: path).0
        var tried: [Set<String>: Bool] = [:]
        for module in candidates {
            let flags = Set(module.compilationConditions)
            if tried[flags] == nil { tried[flags] = PreviewDeclarations.declaresPreview(in: file, flags: flags) }
            if tried[flags] == true { return module.id }
        }
        return first.id
    }
}
