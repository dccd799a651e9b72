import Foundation
import Testing
@testable import LayoutLensCLI

/// `--target NAME` keeps the files of one module; an unknown name is a usage error listing them.
@Suite struct TargetOptionTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProjectReaderTests/Apps/CoffeeShop").path

    @Test func onlyTheNamedModulesFilesAreLaidOut() {
        // A plain folder is one module named after its folder: all eight of its previews.
        let all = runFrames(FramesOptions(inputs: [Self.app], format: .text))
        let targeted = runFrames(FramesOptions(inputs: [Self.app], format: .text, target: "CoffeeShop"))
        #expect(targeted.status == all.status)
        #expect(targeted.standardOutput == all.standardOutput)
    }

    @Test func anUnknownTargetIsAUsageErrorNamingTheModules() {
        let result = runFrames(FramesOptions(inputs: [Self.app], target: "CoffeShop"))
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: no module named 'CoffeShop' among the inputs; the modules are: 'CoffeeShop'"))
    }
}
