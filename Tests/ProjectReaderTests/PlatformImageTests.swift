import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// `UIImage` / `NSImage` values app code makes for `Image(uiImage:)` (Apple docs, "UIImage",
/// "init(uiImage:)"): a symbol image is the symbol's image, an empty `UIImage()` has size zero, an
/// image made from bytes is a library stand-in.
@Suite struct PlatformImageTests {
    private func reading(_ source: String) -> FileReading {
        SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
    }

    /// `Image(uiImage: UIImage(systemName: "star")!)` has the frame `Image(systemName: "star")` has
    /// under the same font, so both stacks are the same size.
    @Test func symbolImagesLayOutAsTheSymbol() throws {
        let found = reading("""
        import SwiftUI
        #Preview {
            HStack {
                VStack { Image(uiImage: UIImage(systemName: "star")!) }
                VStack { Image(systemName: "star") }
            }
        }
        """)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        let result = try #require(found.scenarios.first).layout()
        let stacks = result.root.allViews.filter { $0.kind == "VStack" }
        try #require(stacks.count == 2)
        #expect(stacks[0].frame.size == stacks[1].frame.size)
        #expect(stacks[0].frame.size.width > 0)
    }

    /// `UIImage()` holds no picture: size 0 × 0, and `Image(uiImage:)` of it is 0 × 0; the image's
    /// own extension members run on it.
    @Test func emptyImagesHaveNoSize() throws {
        let found = reading("""
        import SwiftUI
        extension UIImage {
            static let blank = UIImage()
            var isWide: Bool { size.width > size.height }
        }
        #Preview {
            VStack {
                Text("\\(Int(UIImage.blank.size.width)) \\(UIImage.blank.isWide)")
                Image(uiImage: .blank)
            }
        }
        """)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        let scenario = try #require(found.scenarios.first)
        #expect(scenario.root.texts == ["0 false"])
        let image = try #require(scenario.layout().root.allViews.first { $0.kind == "Image" })
        #expect(image.frame.size == Size(width: 0, height: 0))
    }

    /// Pixels from bytes are never read: a stand-in with `libraryStandInValue`, not an error.
    @Test func imagesFromBytesAreStandIns() throws {
        let found = reading("""
        import SwiftUI
        #Preview {
            Image(uiImage: UIImage(data: Data([1, 2, 3]))!)
        }
        """)
        #expect(found.diagnostics.allSatisfy { $0.severity != .error }, "\(found.diagnostics.map(\.text))")
        #expect(found.diagnostics.contains { $0.text.contains("UIImage(data:)") })
    }
}
