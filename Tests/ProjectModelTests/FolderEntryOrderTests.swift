import Testing
@testable import ProjectModel

/// Folder entries are listed in byte order of their UTF-8 names, whatever the file system gives.
@Suite struct FolderEntryOrderTests {
    @Test func namesSortByTheirUTF8BytesWithAPrefixFirst() {
        // "B" 0x42 < "a" 0x61 < "ab" (a prefix first) < "b"; "e\u{301}" (0x65 0xCC 0x81) < "é" (0xC3 0xA9).
        let names = ["b", "é", "ab", "e\u{301}", "a", "B", ""]
        let sorted = names.sorted { FileSystem.bytewiseLess(Array($0.utf8), Array($1.utf8)) }
        #expect(sorted == ["", "B", "a", "ab", "b", "e\u{301}", "é"])
        #expect(sorted == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
}
