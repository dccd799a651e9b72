import Testing
@testable import DesignKit

@Test func cardKeepsItsTitle() {
    #expect(Card(title: "A") { EmptyView() }.title == "A")
}
