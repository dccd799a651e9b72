import Foundation
import Testing
@testable import AppResources

/// A resource path's name and extension are read over its bytes; Foundation's `NSString` path
/// methods, which the kinds were first told by, are the oracle.
@Suite struct ResourcePathNameTests {
    @Test func nameAndExtensionAreNSStringsLastPathComponentAndPathExtension() {
        let paths = [
            "", "/", "//", "///", "a", "a/", "a//", "/a", "//a", "a/b.swift", "a/b.SWIFT", "Assets.xcassets", "Assets.xcassets/",
            "en.lproj", ".hidden", "a/.hidden", "..", "a/..", "x..", "x.", "a.b.c", ".a.b", "Info.plist", "App-Info.plist",
            "folder/Font.TTF", "no_extension", "a/b/c", "é.png", "dir.with.dots/file",
        ]
        for path in paths {
            let name = (path as NSString).lastPathComponent
            let expected = (name: name, fileExtension: (name as NSString).pathExtension.lowercased())
            let found = ResourcePathKind.nameAndExtension(path)
            #expect(found.name == expected.name && found.fileExtension == expected.fileExtension, "\(path)")
        }
    }
}
