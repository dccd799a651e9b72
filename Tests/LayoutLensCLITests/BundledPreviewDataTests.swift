import Foundation
import Testing
@testable import LayoutLensCLI

/// Preview data the canvas has from the app's bundle: the Landmarks test app loads
/// `Resources/landmarkData.json` with `Bundle.main.url(forResource:withExtension:)`,
/// `Data(contentsOf:)` and `JSONDecoder().decode` (Apple's SwiftUI tutorial pattern), and shows
/// its Info.plist's version. The JSON lists 4 landmarks, 2 of them favourites.
@Suite struct BundledPreviewDataTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/Landmarks").path

    private func lines(_ scenario: String) throws -> [String] {
        let result = runFrames(FramesOptions(inputs: [Self.app], scenario: scenario, format: .text))
        #expect(result.status == 0, "\(result.standardError)")
        // Nothing is a stand-in or assumed: no warning at all.
        #expect(!result.standardError.contains("warning"), "\(result.standardError)")
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    /// 4 rows of 44 and the version line of 30: 4 × 44 + 30 = 206 tall, 240 wide.
    @Test func aListOfBundledJSONDataHasOneRowPerDecodedElement() throws {
        let found = try lines("Landmarks")
        #expect(found.contains { $0.contains("VStack  240 × 206 at") }, "\(found)")
        #expect(found.filter { $0.contains("frame  240 × 44 at") }.count == 4)
    }

    /// The favourites are a computed filter of the decoded data: 2 rows × 50 = 100 tall.
    @Test func dataDecodedFromTheBundleIsFilteredByTheModel() throws {
        let found = try lines("Favorites")
        #expect(found.contains { $0.contains("VStack  200 × 100 at") }, "\(found)")
    }
}
