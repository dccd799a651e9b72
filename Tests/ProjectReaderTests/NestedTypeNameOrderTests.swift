import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Swift's declarations are order-independent across a module's files: `extension ApiModel {
/// struct CountryDetails }` in a file read before the one that declares `enum ApiModel` is
/// `ApiModel.CountryDetails`, and the top-level `struct CountryDetails: View` of a third file is
/// another type (The Swift Programming Language, "Nested Types": a nested type is named by its
/// outer type).
@Suite struct NestedTypeNameOrderTests {
    @Test func aNestedTypeInAnEarlierFileDoesNotTakeATopLevelTypesName() throws {
        let models = """
        extension ApiModel {
            struct CountryDetails { let capital: String }
        }
        """
        let outer = "enum ApiModel { }\n"
        let view = """
        import SwiftUI
        struct CountryDetails: View {
            let details: ApiModel.CountryDetails
            var body: some View { Text(details.capital) }
        }
        #Preview("details") { CountryDetails(details: .init(capital: "Bern")) }
        """
        // Read in path order: the extension (A…), then the view (U…), then the enum (W…).
        let (readings, _) = ModuleReader.read(files: [.init(path: "/app/A/CountryDetails.swift", bytes: Array(models.utf8)),
                                                      .init(path: "/app/U/CountryDetailsView.swift", bytes: Array(view.utf8)),
                                                      .init(path: "/app/W/ApiModel.swift", bytes: Array(outer.utf8))],
                                              assets: [ImageAssets(directory: nil), ImageAssets(directory: nil), ImageAssets(directory: nil)],
                                              resourcePaths: [])
        let reading = try #require(readings.first { $0.file.hasSuffix("CountryDetailsView.swift") })
        #expect(reading.diagnostics.filter { $0.severity != .note }.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        let scenario = try #require(reading.scenarios.first { $0.name == "details" })
        #expect(scenario.layout().root.allViews.contains { $0.text?.lines.map(\.text).joined() == "Bern" })
    }
}
