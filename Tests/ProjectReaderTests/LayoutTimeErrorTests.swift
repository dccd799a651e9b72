import Diagnostics
import Testing
@testable import ProjectReader

/// User code that SwiftUI calls during layout (a `Layout`'s methods) fails during the reading's
/// trial layout, and the failure is the preview's `file:line:col` error; other previews still
/// lay out. A runaway layout stops at the step limit instead of hanging.
@Suite struct LayoutTimeErrorTests {
    /// `LayoutSubview` has no `frame` (Apple's `LayoutSubview` documentation lists
    /// `sizeThatFits(_:)`, `dimensions(in:)`, `place(at:anchor:proposal:)`, `priority`, `spacing`).
    static let missingMember = """
    import SwiftUI
    struct Broken: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews[0].frame.size
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    #Preview("broken") {
        Broken { Color.red }
    }
    #Preview("fine") {
        Color.blue.frame(width: 10, height: 10)
    }
    """

    @Test func aMissingMemberReadDuringLayoutIsAnErrorAtItsUse() throws {
        let reading = read(Self.missingMember)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.message.text.contains("frame"))
        #expect(error.message.text.contains("LayoutSubview"))
        // Line 4 is `subviews[0].frame.size`; the member access starts in column 9 or later.
        #expect(error.range.start.line == 4)
        #expect(error.range.start.column >= 9)
        #expect(reading.scenarios.map(\.name) == ["fine"])
        let text = printed(reading.diagnostics, source: Self.missingMember)
        #expect(text.contains("x.swift:4:"))
    }

    static let forever = """
    import SwiftUI
    struct Spin: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var width: CGFloat = 0
            while true { width += 1 }
            return CGSize(width: width, height: 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    #Preview {
        Spin { Color.red }
    }
    """

    @Test func aLayoutThatNeverReturnsStopsAtTheStepLimit() throws {
        let reading = read(Self.forever)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.message.text.contains("step limit"))
        #expect(error.message.text.contains("Spin.sizeThatFits(proposal:subviews:cache:)"))
        #expect(error.message.text.contains("during layout"))
        // The loop is on line 5.
        #expect(error.range.start.line == 5)
        #expect(reading.scenarios.isEmpty)
    }

    /// Hostile layouts never crash the reader: a NaN position is an error at the point made of
    /// it, a layout that calls itself stops at the nesting limit, each with its line.
    @Test func hostileLayoutsAreErrorsNotCrashes() throws {
        let source = """
        import SwiftUI
        struct Wild: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat.infinity, height: -5)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .infinity)
            }
        }
        struct Deep: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview("wild") { Wild { Color.red } }
        #Preview("deep") { Deep { Color.red } }
        """
        let reading = read(source)
        let errors = reading.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.range.start.line) == [7, 12])
        #expect(errors.first?.message.text.contains("NaN") == true)
        #expect(errors.last?.message.text.contains("Deep.sizeThatFits(proposal:subviews:cache:)") == true)
        #expect(reading.scenarios.isEmpty)
    }

    /// One pass shares one step budget among all its layouts: thirty layouts that each count to
    /// 40 000 (far under a budget each, far over one together) end with the step-limit error
    /// instead of running thirty budgets long.
    @Test func aPassSharesOneStepBudget() throws {
        let source = """
        import SwiftUI
        struct Busy: Layout {
            var seed: Int
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var count = 0
                while count < 40_000 { count += 1 }
                return CGSize(width: 10, height: CGFloat(seed % 3 + 1))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview {
            VStack {
                ForEach(0..<30) { index in Busy(seed: index) { Color.red } }
            }
        }
        """
        let reading = read(source)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.message.text.contains("step limit"))
        #expect(error.range.start.line == 6)
    }
}
