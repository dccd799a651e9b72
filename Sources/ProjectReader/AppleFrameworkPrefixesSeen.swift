import SwiftFrontEnd
import SwiftUIRuntime

/// Tells the interpreter which of Apple's frameworks declares a name, in the file being run
/// (`Interpreter.appleFrameworkDeclaring`): `CIImage` in a file that imports Core Image is that
/// framework's (`AppleFrameworkNames`), so it is a stand-in of Apple's, not a typo of UIKit's
/// `UIImage` one edit away. Swift finds a name among the file's imported modules (The Swift
/// Programming Language, "Import Declaration"); a prefix counts only when the file sees the
/// framework, so `CIImage` in a file without Core Image stays swiftc's error.
extension SwiftUIRuntime {
    func recogniseApplePrefixes(in program: [SourceFileSyntax]) {
        let files = Dictionary(program.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        let seen = SeenFrameworks()
        recogniseAppleNames { name, fileName in
            guard let file = files[fileName] else { return nil }
            return AppleFrameworkNames.framework(declaring: name, visible: seen.frameworks(of: file))
        }
    }
}

/// The frameworks each file sees, worked out once per file when a name first asks.
private final class SeenFrameworks {
    private var byFile: [String: Set<String>] = [:]

    func frameworks(of file: SourceFileSyntax) -> Set<String> {
        if let known = byFile[file.fileName] { return known }
        let visible = AppleFrameworkNames.visible(from: StandInOrigin(file).appleImports)
        byFile[file.fileName] = visible
        return visible
    }
}
