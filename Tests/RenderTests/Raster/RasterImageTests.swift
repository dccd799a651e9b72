import Foundation
import LayoutEngine
import PixelImages
import ProjectReader
import Testing
import TextLayout
@testable import Render

/// Asset images in the PNG: drawn with their pixels, stretched to the frame with bilinear
/// filtering, clipped like any other paint; what cannot be decoded is a grey box and a warning.
@Suite struct RasterImageTests {
    /// The preview laid out with `image` as the asset "photo" (a folder of its own, so the image
    /// is found and no stand-in hatching is drawn over it), drawn at scale 2.
    static func picture(_ body: String, image: [UInt8]) throws -> ScreenLayerTests.Picture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let isPNG = image.starts(with: PNGDecoder.signature)
        try Data(image).write(to: folder.appendingPathComponent(isPNG ? "photo.png" : "photo.jpg"))
        let source = "import SwiftUI\n#Preview(\"screen\") {\n\(body)\n}\n"
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Screen.swift", assets: ImageAssets(directory: folder.path))
        let scenario = try #require(reading.scenarios.first, "\(reading.diagnostics)")
        let result = LayoutEngine.layout(scenario.root, in: scenario.proposal, options: LayoutOptions(textMeasurer: FontTextMeasurer()))
        var scene = DiagramScene(fixture: "screen", scenario: "screen", proposal: scenario.proposal, layout: result)
        #expect(!scene.allViews.contains { $0.style.standIn != nil }, "the asset is found")
        scene.images["photo"] = try #require(ImageFile(bytes: image))
        let pixels = DiagramRenderer(options: DiagramOptions(measure: .none)).renderPixels(scene, scale: 2)
        return ScreenLayerTests.Picture(scene: scene, width: pixels.width, height: pixels.height, rgba: pixels.rgba,
                                        origin: pixels.origin, scale: pixels.scale)
    }

    /// A 2×1 PNG: red on the left, blue on the right.
    static let redBlue = PNGWriter.encode(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])

    @Test func aPNGAssetIsDrawnWithItsPixelsStretchedToItsFrame() throws {
        let picture = try Self.picture(#"Image("photo").resizable().frame(width: 40, height: 20)"#, image: Self.redBlue)
        let frame = try picture.view("Image").frame
        // Stretched 20× across: the left quarter is the red pixel alone (edges extend), the right quarter blue.
        #expect(ScreenLayerTests.near(picture.pixel(frame.x + 5, frame.midY), (255, 0, 0)))
        #expect(ScreenLayerTests.near(picture.pixel(frame.maxX - 5, frame.midY), (0, 0, 255)))
        // At frame.x + 20 the device pixel's centre is 20.25 pt in (scale 2, frame on whole
        // points): image x = 20.25 / 40 × 2 = 1.0125, 0.5125 past the red pixel's centre, so
        // red = 255 × 0.4875 = 124.3 and blue = 255 × 0.5125 = 130.7.
        #expect(ScreenLayerTests.near(picture.pixel(frame.x + 20, frame.midY), (124, 0, 131), tolerance: 2))
    }

    @Test func aClipShapeClipsTheImage() throws {
        let red = PNGWriter.encode(width: 1, height: 1, rgba: [255, 0, 0, 255])
        let picture = try Self.picture(#"Image("photo").resizable().frame(width: 40, height: 40).clipShape(Circle())"#, image: red)
        let frame = try picture.view("Image").frame
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.midY), (255, 0, 0)))
        // The corner lies outside the circle: background white.
        #expect(ScreenLayerTests.near(picture.pixel(frame.x + 1, frame.y + 1), (255, 255, 255)))
    }

    @Test func aLargeImageDrawnSmallIsAveragedNotSampledFromOnePixel() throws {
        // 64×1 stripes alternating black and white, drawn 4 pt wide at scale 2 (8 device pixels):
        // 8 image pixels per device pixel, averaged to mid grey (127.5), where point sampling
        // would give black or white.
        let stripes = (0..<64).flatMap { x -> [UInt8] in x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        let picture = try Self.picture(#"Image("photo").resizable().frame(width: 4, height: 4)"#,
                                       image: PNGWriter.encode(width: 64, height: 1, rgba: stripes))
        let frame = try picture.view("Image").frame
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.midY), (128, 128, 128), tolerance: 3))
    }

    @Test func aJPEGIsDrawnWithItsPixels() throws {
        // An 8 × 8 image of orange (255, 128, 0), written by libjpeg-turbo's `cjpeg -quality 100
        // -sample 1x1`: JPEG's rounding keeps each channel within a few levels.
        let jpeg = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAIAAgDAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD64r/lXP8ApQP/2Q==")!)
        let picture = try Self.picture(#"Image("photo").resizable().frame(width: 40, height: 20)"#, image: jpeg)
        let frame = try picture.view("Image").frame
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.midY), (255, 128, 0), tolerance: 4))
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(picture.scene)
        #expect(!rendered.warnings.contains { $0.id == "imageNotDrawnInPNG" })
    }

    @Test func aJPEGWithoutPixelDataIsAGreyBoxInThePNGAndAWarning() throws {
        // A JPEG's start of image and a baseline frame header (SOF0: 8-bit, 1 × 2 pixels, 3 components), end of image: no scan.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x02, 0x03,
                             0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xFF, 0xD9]
        let picture = try Self.picture(#"Image("photo").resizable().frame(width: 40, height: 20)"#, image: jpeg)
        let frame = try picture.view("Image").frame
        // The placeholder: systemGray (142, 142, 147) at 16 % over white: 255 − 0.16 × 113 = 236.9, 255 − 0.16 × 108 = 237.7.
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.midY), (237, 237, 238), tolerance: 2))
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(picture.scene)
        #expect(rendered.warnings.map(\.id) == ["imageNotDrawnInPNG"])
        #expect(rendered.warnings.first?.text.contains("JPEG") == true)
    }

    @Test func aCorruptPNGIsAGreyBoxAndAWarningNamingTheProblem() throws {
        var corrupt = Self.redBlue
        corrupt[corrupt.count - 20] ^= 0xFF // inside IDAT: its CRC no longer matches
        let picture = try Self.picture(#"Image("photo").resizable().frame(width: 40, height: 20)"#, image: corrupt)
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(picture.scene)
        #expect(rendered.warnings.map(\.id) == ["imageNotDrawnInPNG"])
        #expect(rendered.warnings.first?.text.contains("does not decode") == true)
    }
}
