import Testing
@testable import ProjectReader

/// The names SwiftGen's filters (used by Tuist's synthesized accessors) give resources.
@Suite struct SwiftGenIdentifierTests {
    @Test func prettyIdentifiersCapitalizeEachWordAndLowerTheFirst() {
        #expect(SwiftGenIdentifier.lowerFirstWord(SwiftGenIdentifier.pretty("ic_home")) == "icHome")
        #expect(SwiftGenIdentifier.lowerFirstWord(SwiftGenIdentifier.pretty("background-color")) == "backgroundColor")
        #expect(SwiftGenIdentifier.lowerFirstWord(SwiftGenIdentifier.pretty("URLColor")) == "urlColor")
        #expect(SwiftGenIdentifier.lowerFirstWord(SwiftGenIdentifier.pretty("ABC")) == "abc")
        #expect(SwiftGenIdentifier.pretty("3d") == "_3d")
        #expect(SwiftGenIdentifier.pretty("Localizable") == "Localizable")
    }

    @Test func formatSpecifiersGiveArgumentTypesByPosition() {
        #expect(FormatSpecifierTypes.types(in: "Every %d days") == ["Int"])
        #expect(FormatSpecifierTypes.types(in: "%@ sent %ld messages, 100%%") == ["String", "Int"])
        #expect(FormatSpecifierTypes.types(in: "%2$@ of %1$lld") == ["Int", "String"])
        #expect(FormatSpecifierTypes.types(in: "%.1f km") == ["Float"])
        #expect(FormatSpecifierTypes.types(in: "no arguments").isEmpty)
    }
}
