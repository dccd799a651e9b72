import FileAccess
import Foundation
import Testing

/// `PathText` gives what Foundation's `NSString` path members give, character for character:
/// compared with `NSString` (which this test target still links) over every path of up to five
/// characters from an alphabet of separators, dots, letters, a precomposed and a decomposed `é`,
/// `~` and a space.
@Suite("PathText")
struct PathTextTests {
    static let alphabet = ["/", ".", "a", "é", "e\u{301}", "~", " "]

    /// Every path of at most five characters of the alphabet, without runs of `/` (Foundation on
    /// Linux tidies `///a//b` to `/a//b` and stops the process on `//é`: its slash compression
    /// reuses an index after shortening the string), plus a few runs it handles as documented.
    static var paths: [String] {
        var all = ["", "//", "a//b", "a//", "//a", "a///", "///a/b"]
        var frontier = [""]
        for _ in 0..<5 {
            frontier = frontier.flatMap { path in alphabet.map { path + $0 } }
            all += frontier.filter { !$0.contains("//") }
        }
        return all
    }

    @Test func lastComponentAndExtensionsMatchNSString() {
        for path in Self.paths {
            let foundation = path as NSString
            #expect(PathText.lastComponent(path) == foundation.lastPathComponent, "\(path.debugDescription)")
            #expect(PathText.pathExtension(path) == foundation.pathExtension, "\(path.debugDescription)")
            #expect(PathText.deletingPathExtension(path) == foundation.deletingPathExtension, "\(path.debugDescription)")
        }
    }

    @Test func appendingMatchesNSString() {
        for path in Self.paths {
            #expect(PathText.appendingComponent("x.y", to: path) == (path as NSString).appendingPathComponent("x.y"))
            #expect(PathText.appendingComponent(path, to: "x/") == ("x/" as NSString).appendingPathComponent(path))
        }
    }

    /// Foundation on Linux stops the process for a relative path of one UTF-16 unit (`a`): its
    /// precondition wants two. `PathText` answers as Apple documents, with the empty string.
    @Test func deletingLastComponentMatchesNSString() {
        for path in Self.paths {
            let tidy = path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
            if tidy.utf16.count == 1, !path.hasPrefix("/") {
                #expect(PathText.deletingLastComponent(path) == "")
                continue
            }
            #expect(PathText.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent, "\(path.debugDescription)")
        }
    }

    /// Apple's examples ("NSString", lastPathComponent and pathExtension).
    @Test func appleDocumentedExamples() {
        #expect(PathText.lastComponent("/tmp/scratch.tiff") == "scratch.tiff")
        #expect(PathText.lastComponent("/tmp/") == "tmp")
        #expect(PathText.lastComponent("scratch///") == "scratch")
        #expect(PathText.lastComponent("/") == "/")
        #expect(PathText.pathExtension("/tmp/scratch.tiff") == "tiff")
        #expect(PathText.pathExtension(".tiff") == "")
        #expect(PathText.pathExtension("/tmp/") == "")
        #expect(PathText.deletingLastComponent("/tmp/scratch.tiff") == "/tmp")
        #expect(PathText.deletingLastComponent("/tmp/lock/") == "/tmp")
        #expect(PathText.deletingLastComponent("/") == "/")
        #expect(PathText.deletingPathExtension("/tmp/scratch.tiff") == "/tmp/scratch")
        #expect(PathText.deletingPathExtension("/tmp/") == "/tmp")
    }
}
