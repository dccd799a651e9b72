import LayoutEngine
import Testing
@testable import ProjectReader

/// A top-level `private` operator function is seen by its own file only (the Swift book,
/// "Access Control"): another file's `/` of two numbers is the standard library's.
@Suite struct FilePrivateOperatorsTests {
    /// `Halves.swift` declares `private func / (lhs: Int, rhs: Int) -> CGFloat` giving 100 for any
    /// division of two `Int`s; its own view's `a / b` (Ints, given where a `CGFloat` is expected) is
    /// 100 wide, as swiftc chooses it (checked: `let w: Double = a / b` beside such an operator
    /// is 100.0). `Plain.swift`'s `r / 2 * 10` with `r = 10` is
    /// 5 × 10 = 50 wide and `CGFloat(7 / 2) * 10` is 3 × 10 = 30 tall (integer division).
    @Test func aPrivateOperatorIsSeenByItsOwnFileOnly() throws {
        let halves = """
        import SwiftUI
        private func / (lhs: Int, rhs: Int) -> CGFloat { 100 }
        struct Halves: View {
            let a = 7, b = 2
            var body: some View { Color.red.frame(width: a / b, height: 10) }
        }
        #Preview { Halves() }
        """
        let plain = """
        import SwiftUI
        struct Plain: View {
            var body: some View {
                let r: CGFloat = 10
                Color.red.frame(width: r / 2 * 10, height: CGFloat(7 / 2) * 10)
            }
        }
        #Preview { Plain() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Halves.swift", halves), ("a/Plain.swift", plain))
        let own = try #require(ModuleReadingTests.reading(readings, "Halves.swift").scenarios.first)
        let other = try #require(ModuleReadingTests.reading(readings, "Plain.swift").scenarios.first)
        #expect(own.layout().root.frame.size == Size(width: 100, height: 10))
        #expect(other.layout().root.frame.size == Size(width: 50, height: 30))
    }
}
