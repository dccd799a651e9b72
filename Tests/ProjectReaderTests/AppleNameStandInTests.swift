import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// Swift resolves a name to the module that declares it: a name of Apple's SDK (`NSWorkspace` of
/// AppKit, `TISCopyCurrentKeyboardInputSource` of Carbon's Text Input Sources) written in a file
/// that also imports a remote package is Apple's, and its stand-in says so with an id of its own;
/// a name no framework the file sees declares is still blamed on the remote package.
@Suite struct AppleNameStandInTests {
    /// A screen importing AppKit, Carbon and a remote package `Defaults`, and a model file
    /// importing only Foundation and `Defaults`.
    static func readings() -> [FileReading] {
        let screen = """
            import SwiftUI
            import AppKit
            import Carbon
            import Defaults

            #Preview {
                let workspace = NSWorkspace.shared
                let source = TISCopyCurrentKeyboardInputSource()
                VStack {
                    Text(Labels.title)
                    ShortcutRecorder()
                }
            }

            """
        let labels = "import Foundation\nimport Defaults\nenum Labels {\n    static let title: String = UIGlyph.name\n}\n"
        return ModuleReader.read(
            files: [.init(path: "a/Screen.swift", bytes: Array(screen.utf8)), .init(path: "a/Labels.swift", bytes: Array(labels.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
            remotePackages: ["Defaults": "Defaults"]).readings
    }

    @Test func anAppleNameInAFileImportingARemotePackageIsApples() throws {
        let diagnostics = Self.readings()[0].diagnostics
        let workspace = try #require(diagnostics.first { $0.text.hasPrefix("'NSWorkspace'") }, "\(diagnostics.map(\.text))")
        #expect(workspace.id == "appleStandInValue")
        #expect(workspace.text.contains("is Apple's 'AppKit', not modelled by LayoutLens"), "\(workspace.text)")
        #expect(!workspace.text.contains("Defaults"))
        let source = try #require(diagnostics.first { $0.text.hasPrefix("'TISCopyCurrentKeyboardInputSource'") })
        #expect(source.id == "appleStandInValue")
        #expect(source.text.contains("is Apple's 'Carbon'"), "\(source.text)")
    }

    @Test func aNameNoAppleFrameworkDeclaresIsStillTheRemotePackages() throws {
        let readings = Self.readings()
        let recorder = try #require(readings[0].diagnostics.first { $0.text.hasPrefix("'ShortcutRecorder'") })
        #expect(recorder.id == "standInView")
        #expect(recorder.text.contains("(remote package Defaults)"), "\(recorder.text)")
        let standIns = try #require(readings[0].scenarios.first).layout().root.allViews.compactMap(\.style.standIn)
        #expect(standIns.map(\.name) == ["ShortcutRecorder"])
        #expect(standIns.first?.reason.contains("remote package Defaults") == true)
    }

    /// `UIGlyph` has UIKit's prefix, but the file it is written in imports only Foundation and
    /// `Defaults`, neither of which brings UIKit: it is not taken as Apple's.
    @Test func aPrefixCountsOnlyWhereTheFileSeesItsFramework() throws {
        let diagnostics = Self.readings()[0].diagnostics + Self.readings()[1].diagnostics
        let glyph = try #require(diagnostics.first { $0.text.hasPrefix("'UIGlyph") }, "\(diagnostics.map(\.text))")
        #expect(glyph.id == "assumedValue")
        #expect(glyph.text.contains("remote package Defaults"), "\(glyph.text)")
    }

    @Test func frameworksSeenThroughReExports() {
        let seen = AppleFrameworkNames.visible(from: ["Cocoa"])
        #expect(AppleFrameworkNames.framework(declaring: "NSScreen.main.frame", visible: seen) == "AppKit")
        #expect(AppleFrameworkNames.framework(declaring: "NSAttributedString", visible: seen) == "Foundation")
        #expect(AppleFrameworkNames.framework(declaring: "NSPersistentContainer", visible: seen) == "CoreData")
        #expect(AppleFrameworkNames.framework(declaring: "kCGWindowListOptionAll", visible: seen) == "CoreGraphics")
        #expect(AppleFrameworkNames.framework(declaring: "NumberFormatter", visible: seen) == "Foundation")
        // The standard library every file sees; the C library Foundation brings.
        #expect(AppleFrameworkNames.framework(declaring: "Array<Any>.reserveCapacity", visible: AppleFrameworkNames.visible(from: [])) == "Swift")
        #expect(AppleFrameworkNames.framework(declaring: "pid_t", visible: AppleFrameworkNames.visible(from: ["Foundation"])) == "Darwin")
        // The standard library's concurrency types (Apple docs, Swift > Concurrency), as a
        // modifier's `priority: TaskPriority = .userInitiated` parameter names them.
        #expect(AppleFrameworkNames.framework(declaring: "TaskPriority", visible: AppleFrameworkNames.visible(from: ["SwiftUI"])) == "Swift")
        #expect(AppleFrameworkNames.framework(declaring: "AsyncStream<Int>", visible: AppleFrameworkNames.visible(from: [])) == "Swift")
        // Not a prefix followed by a capital; not a framework the file sees.
        #expect(AppleFrameworkNames.framework(declaring: "NSomething", visible: seen) == nil)
        #expect(AppleFrameworkNames.framework(declaring: "MKMapView", visible: seen) == nil)
        #expect(AppleFrameworkNames.framework(declaring: "Logger", visible: AppleFrameworkNames.visible(from: ["SwiftUI"])) == nil)
    }

    /// Foundation's value types, Combine's publishers (re-exported by SwiftUI), the standard
    /// library's ranges, Security's keychain names and WatchKit's `WK` names are Apple's where the
    /// file sees their framework (Apple docs for each framework).
    @Test func valueTypesPublishersAndKeychainNamesAreApples() {
        let swiftUI = AppleFrameworkNames.visible(from: ["SwiftUI"])
        #expect(AppleFrameworkNames.framework(declaring: "Decimal", visible: swiftUI) == "Foundation")
        #expect(AppleFrameworkNames.framework(declaring: "Date.FormatStyle", visible: swiftUI) == "Foundation")
        #expect(AppleFrameworkNames.framework(declaring: "NSDecimalNumber.RoundingMode", visible: swiftUI) == "Foundation")
        #expect(AppleFrameworkNames.framework(declaring: "Publishers.Merge", visible: swiftUI) == "Combine")
        #expect(AppleFrameworkNames.framework(declaring: "ClosedRange.lowerBound", visible: swiftUI) == "Swift")
        #expect(AppleFrameworkNames.framework(declaring: "kSecClassGenericPassword", visible: AppleFrameworkNames.visible(from: ["Security"])) == "Security")
        #expect(AppleFrameworkNames.framework(declaring: "kSecClass", visible: swiftUI) == nil)
        #expect(AppleFrameworkNames.framework(declaring: "WKInterfaceDevice.current", visible: AppleFrameworkNames.visible(from: ["WatchKit"])) == "WatchKit")
    }
}
