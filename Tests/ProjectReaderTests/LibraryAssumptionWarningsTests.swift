import Testing

/// What the interpreter's library assumes (`Date()` is a fixed moment, `UUID()`s are numbered)
/// is a warning of the file with its stable id (docs/diagnostics.md), never silent; once per
/// file for each message however often the code reads it.
@Suite struct LibraryAssumptionWarningsTests {
    @Test func readingNowWarnsOnceWithItsId() {
        let reading = read("""
        import SwiftUI
        struct Stamp: View {
            var body: some View {
                Text(Date(), style: .date)
                Text("\\(Date().timeIntervalSince1970)")
            }
        }
        #Preview { Stamp() }
        """)
        #expect(!reading.scenarios.isEmpty)
        #expect(reading.diagnostics.filter { $0.message.id == "fixedNow" }.count == 1, "\(reading.diagnostics)")
        #expect(!reading.diagnostics.contains { $0.severity == .error })
    }

    @Test func aUUIDWarnsWithItsId() {
        let reading = read("""
        import SwiftUI
        struct Tag: View {
            let id = UUID()
            var body: some View { Text(id.uuidString) }
        }
        #Preview { Tag() }
        """)
        #expect(reading.diagnostics.map(\.message.id).contains("fixedUUID"), "\(reading.diagnostics)")
    }
}
