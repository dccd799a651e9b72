import Testing
@testable import ProjectReader

/// `PreviewDevice` (`Library/Values/PreviewDeviceType.swift`) is a value that keeps its name, so
/// `.previewDevice(PreviewDevice(rawValue:))` in a preview is no stand-in.
@Suite struct PreviewDeviceValueTests {
    @Test func aPreviewDeviceKeepsItsRawValue() throws {
        let reading = read("""
        import SwiftUI
        struct Card: View {
            let device = PreviewDevice(rawValue: "iPad mini (6th generation)")
            var body: some View { Text(device.rawValue) }
        }
        struct Card_Previews: PreviewProvider {
            static var previews: some View {
                Card().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
            }
        }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["iPad mini (6th generation)"])
    }
}
