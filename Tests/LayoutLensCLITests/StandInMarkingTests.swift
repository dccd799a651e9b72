import Foundation
import Snapshots
import Testing
@testable import LayoutLensCLI

/// A view drawn in place of one LayoutLens cannot know is marked as such (issue 30, "stand-ins are
/// explicit"): `standIn` with its name and reason in the frames JSON, hatched in the diagram.
@Suite struct StandInMarkingTests {
    static let source = """
    import SwiftUI
    #Preview(traits: .fixedLayout(width: 300, height: 200)) {
        VStack {
            Avatar(user: .me)
            Text("Hello")
        }
    }
    """

    static func write() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-standin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Profile.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func theFramesJSONMarksTheStandIn() throws {
        let path = try Self.write()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let result = runFrames(FramesOptions(inputs: [path]))
        let json = try JSONValue(parsing: result.standardOutput)
        let root = try #require(json["scenarios"]?.arrayValue?.first?["root"])
        let children = try #require(root["children"]?.arrayValue)
        let avatar = try #require(children.first)
        #expect(avatar["standIn"]?["name"]?.stringValue == "Avatar")
        // The file was read alone: the reason says so.
        #expect(avatar["standIn"]?["reason"]?.stringValue?.contains("read alone") == true)
        // The real view beside it is not a stand-in.
        #expect(children.last?["standIn"] == nil)
    }

    @Test func theDiagramHatchesTheStandIn() throws {
        let path = try Self.write()
        let folder = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/site"
        let result = CapturedIO.layoutlens(["render", path, "--out", out])
        #expect(result.status == 0, "\(result.error)")
        let diagrams = FileManager.default.enumerator(atPath: out + "/diagrams")?.compactMap { $0 as? String } ?? []
        let file = try #require(diagrams.first { $0.hasSuffix(".svg") })
        let svg = try String(contentsOfFile: out + "/diagrams/" + file, encoding: .utf8)
        #expect(svg.contains("class=\"si\""))
        #expect(svg.contains(".si{"))
    }
}
