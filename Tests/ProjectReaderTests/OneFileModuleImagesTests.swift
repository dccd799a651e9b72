import AppResources
import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import ProjectReader

/// A module of one file (an app folder holding one Swift file and its asset catalog) finds
/// `Image("name")` in its own catalog, as a module of many files does: Xcode compiles the
/// catalog into the target's bundle whatever the number of its Swift files.
@Suite struct OneFileModuleImagesTests {
    /// A PNG's signature and IHDR chunk (width, height, 8-bit RGBA): all a size reader needs
    /// (PNG specification §11.2.2: IHDR is first, width and height are 4-byte big-endian).
    private static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        let bigEndian = { (value: UInt32) in (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// `Logo.imageset` holds a 2x PNG of 90 × 60 pixels: 45 × 30 points (pixels ÷ the variant's
    /// scale, Apple's "Image set" documentation; the 3x device picks the 2x variant when no 3x
    /// one exists).
    @Test func aModuleOfOneFileSizesImagesFromItsCatalog() throws {
        let app = try ScratchFolder.fresh("one-file-module-images")
        let imageSet = app.appendingPathComponent("Assets.xcassets/Logo.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try Data(Self.pngHeader(width: 90, height: 60)).write(to: imageSet.appendingPathComponent("logo@2x.png"))
        try Data(#"{"images":[{"filename":"logo@2x.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: imageSet.appendingPathComponent("Contents.json"))
        let file = app.appendingPathComponent("Screen.swift")
        try Data("import SwiftUI\n#Preview { Image(\"Logo\") }\n".utf8).write(to: file)
        let reading = try #require(ModuleReader.read(paths: [file.path], resourcePaths: [app.path],
                                                     bundleIdentity: BundleIdentity(name: "App", infoPlistPath: nil)).readings.first)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let root = try #require(reading.scenarios.first).layout().root
        #expect(root.allViews.contains { $0.kind == "Image" && $0.frame.size == Size(width: 45, height: 30) })
    }
}
