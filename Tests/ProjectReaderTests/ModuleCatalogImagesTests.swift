import AppResources
import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import ProjectReader

/// A module finds `Image("name")` in its own asset catalogs: Xcode compiles a target's catalogs
/// into that target's bundle, whatever the number of its Swift files, and a target never loads
/// another target's catalog.
@Suite struct ModuleCatalogImagesTests {
    /// Writes `Logo.imageset` with one 2x PNG of `width` × `height` pixels into `folder`.
    private func writeLogo(into folder: URL, width: UInt32, height: UInt32) throws {
        let imageSet = folder.appendingPathComponent("Assets.xcassets/Logo.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try Data(ImageBytes.png(width: width, height: height)).write(to: imageSet.appendingPathComponent("logo@2x.png"))
        try Data(#"{"images":[{"filename":"logo@2x.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: imageSet.appendingPathComponent("Contents.json"))
    }

    private func imageSizes(_ reading: FileReading) throws -> [Size] {
        try #require(reading.scenarios.first).layout().root.allViews.filter { $0.kind == "Image" }.map(\.frame.size)
    }

    /// `Logo.imageset` holds a 2x PNG of 90 × 60 pixels: 45 × 30 points (pixels ÷ the variant's
    /// scale, Apple's "Image set" documentation; the 3x device picks the 2x variant when no 3x
    /// one exists).
    @Test func aModuleOfOneFileSizesImagesFromItsCatalog() throws {
        let app = try ScratchFolder.fresh("one-file-module-images")
        try writeLogo(into: app, width: 90, height: 60)
        let file = app.appendingPathComponent("Screen.swift")
        try Data("import SwiftUI\n#Preview { Image(\"Logo\") }\n".utf8).write(to: file)
        let reading = try #require(ModuleReader.read(paths: [file.path], resourcePaths: [app.path],
                                                     bundleIdentity: BundleIdentity(name: "App", infoPlistPath: nil)).readings.first)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try imageSizes(reading) == [Size(width: 45, height: 30)])
    }

    /// A folder holding an app and its widget side by side, each declaring `ContentView`, is read
    /// as two modules (the names clash); each finds `Logo` in its own catalog: the app's 90 × 60
    /// pixels at 2x are 45 × 30 pt, the widget's 40 × 40 pixels 20 × 20 pt.
    @Test func subfoldersReadAsModulesOfTheirOwnFindTheirOwnCatalogs() throws {
        let root = try ScratchFolder.fresh("side-by-side-module-images")
        var files: [String] = []
        for (name, width, height) in [("App", UInt32(90), UInt32(60)), ("Widget", 40, 40)] {
            let folder = root.appendingPathComponent(name)
            try writeLogo(into: folder, width: width, height: height)
            let file = folder.appendingPathComponent("ContentView.swift")
            try Data("import SwiftUI\nstruct ContentView: View { var body: some View { Image(\"Logo\") } }\n#Preview { ContentView() }\n".utf8).write(to: file)
            files.append(file.path)
        }
        let readings = ModuleReader.read(paths: files, resourcePaths: [root.path],
                                         bundleIdentity: BundleIdentity(name: "Folder", infoPlistPath: nil)).readings
        try #require(readings.count == 2)
        #expect(try imageSizes(readings[0]) == [Size(width: 45, height: 30)])
        #expect(try imageSizes(readings[1]) == [Size(width: 20, height: 20)])
    }

    /// A resource root that is the subfolder or holds it becomes the subfolder; a dependency's
    /// resources elsewhere stay.
    @Test func resourceRootsNarrowToTheSubfolder() {
        #expect(FolderSplit.narrowed(["/r", "/deps/Kit/Resources"], to: "/r/Widget") == ["/r/Widget", "/deps/Kit/Resources"])
        #expect(FolderSplit.narrowed(["/r/Widget", "/r"], to: "/r/Widget") == ["/r/Widget"])
        #expect(FolderSplit.narrowed(["/r/App"], to: "/r/Widget") == ["/r/App"])
        #expect(FolderSplit.narrowed(["."], to: "Widget") == ["Widget"])
        #expect(FolderSplit.narrowed(["/r/Wid"], to: "/r/Widget") == ["/r/Wid"])
    }
}
