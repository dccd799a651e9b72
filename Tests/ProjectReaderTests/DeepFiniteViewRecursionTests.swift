import Testing
@testable import ProjectReader

/// A view that contains itself with other values may end, however deep (`Nest(depth: n - 1)`
/// under `if n > 0`): past LayoutLens's nesting limit that is the limit (`viewsTooDeep`), not
/// "SwiftUI would recurse forever". A view that comes back equal to itself does recurse forever.
@Suite struct DeepFiniteViewRecursionTests {
    private func nest(_ depth: Int) -> String {
        """
        import SwiftUI
        struct Nest: View {
            let depth: Int
            var body: some View {
                if depth == 0 {
                    Text("leaf")
                } else {
                    VStack { Nest(depth: depth - 1) }
                }
            }
        }
        #Preview {
            Nest(depth: \(depth))
        }
        """
    }

    @Test func aViewNestingItselfTwoThousandLevelsDeepStopsAtTheDepthLimit() throws {
        let reading = read(nest(2_000))
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.id == "viewsTooDeep")
    }

    @Test func aViewNestingItselfWithinTheLimitIsLaidOut() {
        // 100 levels: each level is a `Nest` and a `VStack` (200 resolved views), under 512.
        let reading = read(nest(100))
        #expect(reading.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func aViewThatComesBackEqualToItselfRecursesForever() throws {
        let reading = read("""
        import SwiftUI
        struct Loop: View {
            let depth: Int
            var body: some View { VStack { Loop(depth: depth) } }
        }
        #Preview { Loop(depth: 1) }
        """)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.id == "recursiveView")
    }
}
