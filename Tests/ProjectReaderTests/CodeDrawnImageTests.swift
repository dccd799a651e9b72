import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Images an app draws in code (`CodeDrawnImages.swift`): laid out at the size Apple documents
/// for each (the renderer's or context's size in points, the view's size for `ImageRenderer`),
/// with the warning `codeDrawnImage` that the drawing is not run, and no stand-in.
@Suite struct CodeDrawnImageTests {
    private func reading(_ source: String) throws -> FileReading {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        try #require(errors.isEmpty, "\(errors)")
        return reading
    }

    private func imageSizes(_ reading: FileReading) throws -> [Size] {
        try #require(reading.scenarios.first).layout().root.allViews.filter { $0.kind == "Image" }.map(\.frame.size)
    }

    /// `UIGraphicsImageRenderer(size:)` makes images of that size in points at the screen's scale
    /// (Apple docs, "init(size:)", "UIGraphicsImageRendererFormat/scale": the default device here
    /// is @3x); the drawing closure is not run, so nothing inside it is a stand-in.
    @Test func aRendererImageHasTheRenderersSizeInPointsAndTheScreensScale() throws {
        let found = try reading("""
        import SwiftUI
        import UIKit
        func dot(diameter: CGFloat) -> UIImage {
            let size = CGSize(width: diameter, height: diameter)
            return UIGraphicsImageRenderer(size: size).image { context in
                UIColor.systemRed.setFill()
                context.cgContext.fillEllipse(in: CGRect(origin: .zero, size: size))
            }
        }
        #Preview {
            VStack(spacing: 0) {
                Image(uiImage: dot(diameter: 40))
                Text("\\(Int(dot(diameter: 40).scale))")
            }
        }
        """)
        #expect(found.diagnostics.map(\.id) == ["codeDrawnImage"], "\(found.diagnostics.map(\.text))")
        #expect(found.diagnostics.first?.text.contains("40×40 pt") == true)
        #expect(try imageSizes(found) == [Size(width: 40, height: 40)])
        #expect(try #require(found.scenarios.first).root.texts == ["3"])
        let views = try #require(found.scenarios.first).layout().root.allViews
        #expect(views.allSatisfy { $0.style.standIn == nil })
    }

    /// `init(bounds:format:)` draws the bounds' size; a format whose scale was set keeps it.
    @Test func aRendererMadeWithBoundsAndAFormatUsesTheirSizeAndScale() throws {
        let found = try reading("""
        import SwiftUI
        import UIKit
        func strip() -> UIImage {
            let format = UIGraphicsImageRendererFormat.preferred()
            format.scale = 1
            return UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 30, height: 10), format: format).image { _ in }
        }
        #Preview {
            VStack(spacing: 0) {
                Image(uiImage: strip())
                Text("\\(Int(strip().scale)) \\(Int(strip().size.width))")
            }
        }
        """)
        #expect(try imageSizes(found) == [Size(width: 30, height: 10)])
        #expect(try #require(found.scenarios.first).root.texts == ["1 30"])
    }

    /// `UIGraphicsBeginImageContextWithOptions(size, opaque, 0)`: the image is `size` in points at
    /// the screen's scale; `UIGraphicsBeginImageContext(size)` is scale 1.0; with no context open
    /// `UIGraphicsGetImageFromCurrentImageContext()` is nil (Apple docs).
    @Test func anImageContextGivesAnImageOfItsSizeUntilItEnds() throws {
        let found = try reading("""
        import SwiftUI
        import UIKit
        func swatch(_ size: CGSize, legacy: Bool) -> UIImage {
            if legacy { UIGraphicsBeginImageContext(size) } else { UIGraphicsBeginImageContextWithOptions(size, false, 0) }
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            return image ?? UIImage()
        }
        func afterEnd() -> UIImage { UIGraphicsGetImageFromCurrentImageContext() ?? UIImage() }
        #Preview {
            VStack(spacing: 0) {
                Image(uiImage: swatch(CGSize(width: 30, height: 20), legacy: false))
                Image(uiImage: afterEnd())
                Text("\\(Int(swatch(CGSize(width: 30, height: 20), legacy: false).scale)) \\(Int(swatch(CGSize(width: 8, height: 8), legacy: true).scale))")
            }
        }
        """)
        #expect(try imageSizes(found) == [Size(width: 30, height: 20), Size(width: 0, height: 0)])
        #expect(try #require(found.scenarios.first).root.texts == ["3 1"])
        #expect(found.diagnostics.allSatisfy { $0.id == "codeDrawnImage" }, "\(found.diagnostics.map(\.text))")
    }

    /// `ImageRenderer(content:)` proposes nothing by default, so the image is the view's own size;
    /// `scale` defaults to 1.0 and is kept as set; a `proposedSize` sizes the view (Apple docs,
    /// "ImageRenderer": a 100 × 50 rectangle at scale 2 is 200 × 100 pixels, 100 × 50 points).
    @Test func aViewsImageHasTheViewsLaidOutSize() throws {
        let found = try reading("""
        import SwiftUI
        @MainActor func snapshot() -> UIImage? {
            let renderer = ImageRenderer(content: Rectangle().frame(width: 100, height: 50))
            renderer.scale = 2
            return renderer.uiImage
        }
        @MainActor func proposed() -> UIImage? {
            let renderer = ImageRenderer(content: Color.blue)
            renderer.proposedSize = ProposedViewSize(width: 70, height: 30)
            return renderer.uiImage
        }
        #Preview {
            VStack(spacing: 0) {
                if let image = snapshot() { Image(uiImage: image) }
                if let image = proposed() { Image(uiImage: image) }
                Text("\\(Int(snapshot()?.scale ?? 0)) \\(Int(ImageRenderer(content: Text("A")).scale))")
            }
        }
        """)
        #expect(try imageSizes(found) == [Size(width: 100, height: 50), Size(width: 70, height: 30)])
        #expect(try #require(found.scenarios.first).root.texts == ["2 1"])
        #expect(found.diagnostics.allSatisfy { $0.id == "codeDrawnImage" }, "\(found.diagnostics.map(\.text))")
    }
}

extension CodeDrawnImageTests {
    /// A drawn image's `cgImage` keeps its pixels (`width` = 12 pt × @3x = 36), and
    /// `UIImage(cgImage:scale:orientation:)` of them at the image's own scale is the same 12 × 12
    /// points; at scale 1 (no `scale:` given) the 36 pixels are 36 points.
    @Test func anImageRemadeFromItsCGImageKeepsItsPixels() throws {
        let found = try reading("""
        import SwiftUI
        import UIKit
        extension UIImage {
            convenience init(side: CGFloat) {
                UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, 0)
                let image = UIGraphicsGetImageFromCurrentImageContext()!
                UIGraphicsEndImageContext()
                self.init(cgImage: image.cgImage!, scale: image.scale, orientation: image.imageOrientation)
            }
        }
        func pixels() -> UIImage {
            let drawn = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in }
            return UIImage(cgImage: drawn.cgImage!)
        }
        #Preview {
            VStack(spacing: 0) {
                Image(uiImage: UIImage(side: 12))
                Image(uiImage: pixels())
                Text("\\(UIImage(side: 12).cgImage!.width)")
            }
        }
        """)
        #expect(try imageSizes(found) == [Size(width: 12, height: 12), Size(width: 36, height: 36)])
        #expect(try #require(found.scenarios.first).root.texts == ["36"])
        #expect(found.diagnostics.allSatisfy { $0.id == "codeDrawnImage" }, "\(found.diagnostics.map(\.text))")
    }
}
