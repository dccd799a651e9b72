import LayoutEngine
import Testing
@testable import ProjectReader

/// An error at a line of another file of the module, which the run reports and reads past, is
/// said once for the module, by the first file whose preview reaches it, as swiftc reports a
/// line's error once per build.
@Suite struct OtherFilesErrorsSaidOnceTests {
    /// `Swatch.swift` calls `width(for:)` from a function whose parameter is named `width`: swiftc's
    /// "cannot call value of non-function type 'Tint'" (`calleeHiddenByValue`), which the run reads
    /// past. `Pale.swift` and `Deep.swift` both reach it from their previews: one error in all.
    @Test func anErrorOfAnotherFileIsSaidOnceForTheModule() throws {
        let swatch = """
        import SwiftUI
        enum Tint { case pale, deep }
        enum Swatch {
            static func width(for tint: Tint) -> CGFloat { tint == .deep ? 60 : 30 }
            static func bar(width: Tint) -> CGFloat { width(for: width) }
        }
        """
        func preview(_ tint: String) -> String {
            "import SwiftUI\n#Preview { Color.red.frame(width: Swatch.bar(width: .\(tint)), height: 8) }\n"
        }
        let (readings, _) = ModuleReader.read(files: [.init(path: "a/Swatch.swift", bytes: Array(swatch.utf8)),
                                                      .init(path: "a/Pale.swift", bytes: Array(preview("pale").utf8)),
                                                      .init(path: "a/Deep.swift", bytes: Array(preview("deep").utf8))],
                                              assets: Array(repeating: ImageAssets(directory: nil), count: 3), resourcePaths: [])
        let errors = readings.flatMap(\.diagnostics).filter { $0.id == "calleeHiddenByValue" }
        #expect(errors.count == 1, "\(readings.flatMap(\.diagnostics).map(\.text))")
        #expect(errors.first?.file == "a/Swatch.swift")
        // Both previews still lay out: .pale is 30 wide, .deep 60.
        let pale = try #require(ModuleReadingTests.reading(readings, "Pale.swift").scenarios.first)
        let deep = try #require(ModuleReadingTests.reading(readings, "Deep.swift").scenarios.first)
        #expect(pale.layout().root.frame.size.width == 30)
        #expect(deep.layout().root.frame.size.width == 60)
    }
}
