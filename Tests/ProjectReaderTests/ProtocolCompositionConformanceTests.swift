import LayoutEngine
import Testing
@testable import ProjectReader

/// A type whose inheritance clause is a protocol composition (`struct ServiceSection: View &
/// MaybeEmpty`) adopts every protocol in it, so the methods of an `extension View` in its module
/// apply to it. The Swift Programming Language, "Protocols", "Protocol Composition", and the
/// grammar's `type-inheritance-clause`, which admits a `protocol-composition-type`. LayoutLens
/// read the composition as one name, so `.sectionContainerStyle(_:)` on such a section was "not
/// declared" and drawn as a stand-in (HedvigInsurance/ugglan's `hSection: View & _MaybeEmpty`).
@Suite struct ProtocolCompositionConformanceTests {
    /// `ServiceList` (`Apps/Garage`) calls two of GarageKit's `View` extension methods on a
    /// `ServiceSection`: both are found, and nothing is a stand-in.
    @Test func aCompositionInTheInheritanceClauseAdoptsEachProtocol() throws {
        let reading = GarageWorkspace.reading("ServiceList.swift")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.layout().root.allViews.compactMap(\.style.standIn).isEmpty)
        #expect(scenario.root.texts == ["Services", "Oil change", "Tyres"])
    }
}
