import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// `frames --exclude` as `check`, `render` and `lint` have it: the excluded file's previews are
/// left out, and the file is still read for the declarations other files of its module use.
@Suite struct FramesExclusionTests {
    @Test func anExcludedFilesPreviewsAreLeftOutAndItsViewsStillRead() throws {
        let folder = try ScratchFolder.fresh("frames-exclude")
        defer { try? FileManager.default.removeItem(at: folder) }
        let badge = folder.appendingPathComponent("Badge.swift")
        try """
            import SwiftUI
            struct Badge: View {
                var body: some View { Color.red.frame(width: 30, height: 20) }
            }
            #Preview("badge") { Badge() }
            """.write(to: badge, atomically: true, encoding: .utf8)
        try """
            import SwiftUI
            #Preview("card") { Badge().padding(5) }
            """.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let all = runFrames(FramesOptions(inputs: [folder.path], format: .text))
        let excluded = runFrames(FramesOptions(inputs: [folder.path], format: .text,
                                               exclusion: PathExclusion(patterns: [badge.path])))
        #expect(all.status == 0 && excluded.status == 0, "\(excluded.standardError)")
        #expect(all.standardOutput.contains("badge") && all.standardOutput.contains("card"))
        #expect(!excluded.standardOutput.contains("badge"), "\(excluded.standardOutput)")
        // The card still reads Badge from the excluded file: 30 × 20 plus 5 on each side = 40 × 30.
        #expect(excluded.standardOutput.contains("40 × 30") || excluded.standardOutput.contains("40×30"), "\(excluded.standardOutput)")
        #expect(excluded.standardError.isEmpty, "\(excluded.standardError)")
    }
}
