import Foundation
import Testing
@testable import LayoutLensCLI

/// `--device list`: every device with its screen and safe-area proposals, whatever the command.
/// The 402 × 874 iPhone on iOS 26 (Use Your Loaf, "iPhone 17 Screen Sizes": portrait 62 / 34,
/// landscape 62 each side, 20 top and bottom) is proposed 402 × (874 − 96) = 402 × 778 upright and
/// (874 − 124) × (402 − 40) = 750 × 362 turned.
@Suite("--device list")
struct DeviceListTests {
    @Test func listsEveryDeviceWithItsSafeArea() {
        let listed = CapturedIO.layoutlens(["render", "--device", "list"])
        #expect(listed.status == 0, "\(listed.error)")
        #expect(listed.output.contains("iphone-17: 402 x 874 pt @3x; safe area 402 x 778 portrait, 750 x 362 landscape"))
        #expect(listed.output.contains("iphone-15 (default): 393 x 852 pt @3x"))
        #expect(listed.output.split(separator: "\n").count == 18)
        #expect(CapturedIO.layoutlens(["frames", "--device=list"]).output == listed.output)
    }

    @Test func aNewDeviceProposesItsSafeArea() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-device-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Hello.swift")
        try "#Preview { Text(\"Hello\") }\n".write(to: file, atomically: true, encoding: .utf8)
        let framed = CapturedIO.layoutlens(["frames", file.path, "--format", "text", "--device", "iphone-17"])
        #expect(framed.status == 0, "\(framed.error)")
        #expect(framed.output.contains("proposal 402 × 778"))
    }
}
