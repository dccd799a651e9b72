import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Top-level `fileprivate`/`private` variables of two files of one module with the same name:
/// each file's code reads its own (the Swift book, "Access Control": file-private access
/// restricts an entity to its own defining source file).
@Suite struct FilePrivateGlobalsTests {
    static func file(_ view: String, spacing: Int, access: String) -> String {
        """
        import SwiftUI
        \(access) let spacing: CGFloat = \(spacing)
        struct \(view): View {
            var body: some View { Color.red.frame(width: spacing * 2, height: 10) }
        }
        #Preview { \(view)() }
        """
    }

    /// `fileprivate let spacing` is 12 in one file and 40 in the other: 12 × 2 = 24 and
    /// 40 × 2 = 80 wide, whichever file the module declares last.
    @Test func eachFileReadsItsOwnFilePrivateGlobal() throws {
        let (readings, _) = ModuleReadingTests.readTwo(("a/Narrow.swift", Self.file("Narrow", spacing: 12, access: "fileprivate")),
                                                       ("a/Wide.swift", Self.file("Wide", spacing: 40, access: "fileprivate")))
        let narrow = try ModuleReadingTests.reading(readings, "Narrow.swift")
        let wide = try ModuleReadingTests.reading(readings, "Wide.swift")
        #expect(narrow.diagnostics.isEmpty, "\(narrow.diagnostics.map(\.text))")
        #expect(try #require(narrow.scenarios.first).layout().root.frame.size == Size(width: 24, height: 10))
        #expect(try #require(wide.scenarios.first).layout().root.frame.size == Size(width: 80, height: 10))
    }

    /// `private` at the top level is file-private too (12 → 24, 40 → 80).
    @Test func privateAtTheTopLevelIsFilePrivate() throws {
        let (readings, _) = ModuleReadingTests.readTwo(("a/Narrow.swift", Self.file("Narrow", spacing: 12, access: "private")),
                                                       ("a/Wide.swift", Self.file("Wide", spacing: 40, access: "private")))
        #expect(try #require(ModuleReadingTests.reading(readings, "Narrow.swift").scenarios.first).layout().root.frame.size
                == Size(width: 24, height: 10))
        #expect(try #require(ModuleReadingTests.reading(readings, "Wide.swift").scenarios.first).layout().root.frame.size
                == Size(width: 80, height: 10))
    }

    /// A static of another type, made on first use from another file's view, reads the
    /// file-private global of the file declaring it (`private let side: CGFloat = 14` beside
    /// `extension Metrics { static let compact: Self = .init(side: side) }`): 14 wide, never an
    /// undeclared name.
    @Test func aStaticMadeFromAnotherFileReadsItsOwnFilesPrivateGlobal() throws {
        let metrics = """
        import SwiftUI
        struct Metrics { let side: CGFloat }
        private let side: CGFloat = 14
        extension Metrics {
            static let compact: Self = .init(side: side)
        }
        """
        let tile = """
        import SwiftUI
        struct Tile: View {
            var body: some View { Color.red.frame(width: Metrics.compact.side, height: 10) }
        }
        #Preview { Tile() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Metrics.swift", metrics), ("a/Tile.swift", tile))
        let reading = try ModuleReadingTests.reading(readings, "Tile.swift")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 14, height: 10))
    }
}
