import Testing
@testable import SwiftInterpreter

/// SE-0299: a static member declared in `extension P where Self == Concrete` is an implicit
/// member wherever a generic parameter conforming to `P` is expected, and the chain after it
/// (members, subscripts) is read on what it returns. Expected outputs are what swiftc's build of
/// the same program prints (checked with swiftc 6.x on Linux).
@Suite struct ConstrainedProtocolStaticMemberTests {
    private static let palette = """
    protocol Shade {}
    struct Tone: Shade { let name: String }
    struct Pair { let background: Tone; let text: Tone }
    struct Palette {
        let pairs = [Pair(background: Tone(name: "rose"), text: Tone(name: "ink")),
                     Pair(background: Tone(name: "sky"), text: Tone(name: "snow"))]
        let accent = Tone(name: "gold")
    }
    extension Shade where Self == Tone {
        static var palette: Palette { Palette() }
    }
    func paint<S: Shade>(_ shade: S) -> String { (shade as? Tone)?.name ?? "?" }

    """

    @Test func anImplicitMemberChainStartsAtTheConstrainedExtensionsStaticMember() throws {
        let output = try run(Self.palette + """
        print(paint(.palette.pairs[1].background), paint(.palette.accent), paint(.palette.pairs[0].text))
        """)
        #expect(output == "sky gold ink\n")
    }

    /// A second protocol's extension also declares `palette`: the chain's next member (`pairs`,
    /// `accent`) is declared by one of the types only, so the chain starts there.
    @Test func aStaticNameSeveralExtensionsDeclareIsToldApartByTheNextMemberOfTheChain() throws {
        let output = try run(Self.palette + """
        protocol Look {}
        struct Outline: Look { let width: Int }
        extension Look where Self == Outline {
            static var palette: Outline { Outline(width: 2) }
        }
        print(paint(.palette.pairs[1].background), paint(.palette.accent))
        """)
        #expect(output == "sky gold\n")
    }
}
