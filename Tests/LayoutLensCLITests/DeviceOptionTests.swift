import Foundation
import Testing
@testable import LayoutLensCLI

/// `--device`: which device previews are laid out on, and `--scale`'s default (the device's).
/// The 4.7-inch iPhone is 375 × 667 pt at @2x with a 20-point status bar (Apple HIG, "Layout";
/// useyourloaf.com, "Supporting iPhone X"), so a device preview is proposed 375 × 647. A 17 pt
/// line of text is 20.287109375 pt tall (docs/text-metrics.md, FloorplanB) and text sizes round up
/// to the pixel grid: 41 / 2 = 20.5 at @2x, 61 / 3 = 20.3333 at @3x.
@Suite("--device")
struct DeviceOptionTests {
    private func fixture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "#Preview { Text(\"Hello\") }\n".write(to: folder.appendingPathComponent("Hello.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theDeviceSetsTheProposalAndTheScale() throws {
        let folder = try fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Hello.swift").path
        let small = CapturedIO.layoutlens(["frames", file, "--format", "text", "--device", "iphone-se"])
        #expect(small.status == 0, "\(small.error)")
        #expect(small.output.contains("proposal 375 × 647"))
        #expect(small.output.contains(" × 20.5 at"))
        let usual = CapturedIO.layoutlens(["frames", file, "--format", "text"])
        #expect(usual.output.contains("proposal 393 × 759"))
        #expect(usual.output.contains(" × 20.3333 at"))
        // An explicit --scale still wins over the device's.
        let explicit = CapturedIO.layoutlens(["frames", file, "--format", "text", "--device", "iphone-se", "--scale", "3"])
        #expect(explicit.output.contains("proposal 375 × 647"))
        #expect(explicit.output.contains(" × 20.3333 at"))
    }

    /// `--dynamic-type` starts every text style at that setting: the same frames as the preview
    /// written with `.dynamicTypeSize(_:)` at its root, and what `@Environment(\.dynamicTypeSize)`
    /// reads. (Sizes per setting: Apple's HIG Dynamic Type table, docs/engine.md.)
    @Test func theDynamicTypeSettingScalesTextStyles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-dynamic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("Plain.swift"), written = folder.appendingPathComponent("Written.swift")
        try """
        import SwiftUI
        struct Greeting: View {
            @Environment(\\.dynamicTypeSize) private var size
            var body: some View { Text(size.isAccessibilitySize ? "Hello, large world" : "Hello") }
        }
        #Preview { Greeting() }
        """.write(to: plain, atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        struct Greeting: View {
            @Environment(\\.dynamicTypeSize) private var size
            var body: some View { Text(size.isAccessibilitySize ? "Hello, large world" : "Hello") }
        }
        #Preview { Greeting().dynamicTypeSize(.accessibility2) }
        """.write(to: written, atomically: true, encoding: .utf8)
        func textLine(_ output: String) -> String? { output.split(separator: "\n").first { $0.contains("Text") }.map(String.init) }
        let set = CapturedIO.layoutlens(["frames", plain.path, "--format", "text", "--dynamic-type", "accessibility2"])
        let inSource = CapturedIO.layoutlens(["frames", written.path, "--format", "text"])
        let standard = CapturedIO.layoutlens(["frames", plain.path, "--format", "text"])
        #expect(set.status == 0, "\(set.error)")
        #expect(textLine(set.output) != nil)
        #expect(textLine(set.output) == textLine(inSource.output))
        #expect(textLine(set.output) != textLine(standard.output))
    }

    @Test func anUnknownDeviceIsAUsageError() {
        let result = CapturedIO.layoutlens(["frames", "x.swift", "--device", "pixel-8"])
        #expect(result.status == 2)
        #expect(result.error.contains("pixel-8"))
    }
}
