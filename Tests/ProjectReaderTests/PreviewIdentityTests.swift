import Testing
@testable import ProjectReader

/// The naming rule of docs/ci.md ("Scenario identity"), on preview facts alone.
struct PreviewIdentityTests {
    typealias Facts = PreviewIdentity.Facts

    @Test func titlesWinAndUntitledPreviewsCountPerView() {
        let facts = [Facts(title: nil, shownView: "Card"), Facts(title: "Dark", shownView: "Card"),
                     Facts(title: nil, shownView: "List"), Facts(title: nil, shownView: "Card"), Facts(title: nil, shownView: nil)]
        #expect(PreviewIdentity.names(facts) == ["Card 1", "Dark", "List 1", "Card 2", "Preview 1"])
        #expect(PreviewIdentity.dependsOnOrder(facts) == [true, false, false, true, false])
    }

    @Test func insertingATitledPreviewOrOneOfAnotherViewRenamesNothing() {
        let before = [Facts(title: nil, shownView: "Card"), Facts(title: nil, shownView: "Card")]
        let after = [Facts(title: "New", shownView: "Card"), Facts(title: nil, shownView: "List")] + before
        #expect(Array(PreviewIdentity.names(after).suffix(2)) == PreviewIdentity.names(before))
    }

    @Test func theReaderGivesTheFactsFromTheSource() {
        let source = """
            import SwiftUI
            struct Card: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
            #Preview { Card() }
            #Preview("Big") { Card().padding() }
            #Preview { Color.blue }
            #Preview { Card().padding(2) }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Card().previewLayout(.sizeThatFits)
                    Color.green.previewDisplayName("Green")
                }
            }
            """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Card.swift", assets: ImageAssets(directory: nil))
        #expect(reading.scenarios.map(\.name) == ["Card 1", "Big", "Preview 1", "Card 2", "Card 3", "Green"])
        #expect(reading.scenarios.map(\.nameDependsOnOrder) == [true, false, false, true, true, false])
        // Each keeps its source text, from `#Preview` to its closing brace.
        #expect(reading.scenarios[1].source == "#Preview(\"Big\") { Card().padding() }")
        #expect(reading.scenarios[4].source == "Card().previewLayout(.sizeThatFits)")
    }
}
