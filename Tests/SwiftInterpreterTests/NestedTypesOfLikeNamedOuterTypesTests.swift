import Testing
@testable import SwiftInterpreter

/// Two types nested under outer types of the same name in different parents
/// (`ScreenA.ItemView.Data`, `ScreenB.ItemView.Data`) are two types with their own members: a
/// nested type is known by its full path, not by its parent's bare name. Expected output is what
/// the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct NestedTypesOfLikeNamedOuterTypesTests {
    @Test func likeNamedNestedTypesUnderLikeNamedParentsKeepTheirOwnMembers() throws {
        let output = try run("""
        struct ScreenA { struct ItemView { struct Data { let title: String; let price: Int } } }
        struct ScreenB { struct ItemView { struct Data { let title: String; let rating: Double } } }
        let a: [ScreenA.ItemView.Data] = [.init(title: "a", price: 1)]
        let b: [ScreenB.ItemView.Data] = [.init(title: "b", rating: 2.5)]
        print(a[0].title, a[0].price, b[0].title, b[0].rating)
        """)
        #expect(output == "a 1 b 2.5\n")
    }
}
