import Testing
@testable import SwiftInterpreter

/// An enum case whose associated values have defaults (SE-0155) beside a static method of the
/// same base name: the labels a call writes pick one, as swiftc does. Expected output is what the
/// same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct EnumCaseDefaultPayloadTests {
    static let corner = """
    enum Corner: Equatable {
        case point
        case straight(radius: Double, styles: [Corner] = [])
        case cutout(depth: Double = 1, radius: Double, styles: [Corner] = [])
    }
    extension Corner {
        static func straight(radius: Double, style: Corner) -> Corner {
            .straight(radius: radius, styles: [style, style])
        }
        static func cutout(radius: Double, style: Corner) -> Corner {
            .cutout(radius: radius, styles: [style, style, style])
        }
        var styleCount: Int {
            switch self {
            case .point: return -1
            case let .straight(_, styles): return styles.count
            case let .cutout(_, _, styles): return styles.count
            }
        }
    }

    """

    @Test func aCallLeavingOutDefaultedAssociatedValuesMakesTheCaseNotTheLikeNamedMethod() throws {
        let output = try run(Self.corner + """
        let implicit: Corner = .straight(radius: 3)
        let method: Corner = .straight(radius: 3, style: .point)
        let qualified = Corner.straight(radius: 2)
        let corners: [Corner] = [.straight(radius: 1), .cutout(radius: 4), .cutout(radius: 4, style: .point)]
        print(implicit.styleCount, method.styleCount, qualified.styleCount, corners.map(\\.styleCount))
        """)
        #expect(output == "0 2 0 [0, 0, 3]\n")
    }

    @Test func aDefaultedAssociatedValueBeforeAWrittenOneMayBeLeftOut() throws {
        let output = try run(Self.corner + """
        if case let .cutout(depth, radius, styles) = Corner.cutout(radius: 5) {
            print(depth, radius, styles.count)
        }
        if case let .cutout(depth, _, _) = Corner.cutout(depth: 2, radius: 5) { print(depth) }
        """)
        #expect(output == "1.0 5.0 0\n2.0\n")
    }
}
