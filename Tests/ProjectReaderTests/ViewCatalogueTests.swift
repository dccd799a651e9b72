import SwiftFrontEnd
import Testing
@testable import SwiftUIRuntime

/// `ViewCatalogue.unsupported` lists only views the runtime does not lay out: a name the
/// library registers (Toggle, List, Grid, …) is supported and must not be listed.
@Suite struct ViewCatalogueTests {
    @Test func unsupportedViewsAreNotInTheLibrary() {
        let runtime = SwiftUIRuntime(file: SwiftParser.parse(text: "", file: "x.swift").0)
        #expect(runtime.prepare() == nil)
        let laidOut = ViewCatalogue.unsupported.subtracting(runtime.unsupportedViewsRegistered).sorted()
        #expect(laidOut == [], "listed as unsupported but laid out by the runtime: \(laidOut)")
    }
}
