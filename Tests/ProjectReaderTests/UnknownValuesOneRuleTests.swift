import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A value LayoutLens cannot know (another file's model) takes the same choice wherever it
/// decides something: a `switch` its default, a ternary, an `if`, an `if case`, a `guard`, a
/// `while` and a `repeat … while` false, a `for` loop nothing. Each is a warning, never an error
/// (issue 31). Implicit members typed by a declared type (`.init()` in a ternary returning
/// `CGSize`, `.init(repeating:count:)` for `[CGFloat]`) are values of that type.
@Suite struct UnknownValuesOneRuleTests {
    @Test func everyBranchingConstructTakesTheSameChoiceWithAWarning() throws {
        let reading = read("""
        import SwiftUI

        struct StatusView: View {
            var model: SessionModel
            var body: some View {
                VStack(spacing: 0) {
                    switch model.state {
                    case .loading: Color.red.frame(width: 10, height: 10)
                    default: Color.green.frame(width: 20, height: 20)
                    }
                    Color.blue.frame(width: model.isWide ? 100 : 50, height: 10)
                    if model.isReady { Color.orange.frame(width: 30, height: 30) } else { Color.gray.frame(width: 40, height: 40) }
                    ForEach(model.items, id: \\.self) { _ in Color.pink.frame(width: 5, height: 5) }
                    Color.yellow.frame(width: widthFromGuard, height: 10)
                    Color.purple.frame(width: loopCount, height: 10)
                }
            }
            var widthFromGuard: CGFloat {
                guard model.isReady else { return 60 }
                return 70
            }
            var loopCount: CGFloat {
                var n: CGFloat = 0
                for _ in model.items { n += 1 }
                while model.isReady { n += 100; break }
                repeat { n += 2 } while model.isReady
                if case .loading = model.state { n += 1000 }
                n += model.isReady ? 1000 : 0
                return n
            }
        }

        #Preview { StatusView(model: SessionModel()) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let colors = layout(scenario).root.allViews.filter { $0.kind == "Color" }
        // switch → default (green 20), ternary → false (50), if → else (gray 40), ForEach → none,
        // guard → else (60), loops: for adds 0, while 0, repeat runs its body once (2), `if case`
        // and the ternary add 0: 2 wide.
        #expect(colors.map(\.label) == ["Color.green", "Color.blue", "Color.gray", "Color.yellow", "Color.purple"])
        #expect(colors.map(\.frame.width) == [20, 50, 40, 60, 2])
        let warnings = reading.diagnostics.filter { $0.severity == .warning }.map(\.text)
        #expect(warnings.contains { $0.contains("SessionModel.state") && $0.contains("the default case") })
        #expect(warnings.contains { $0.contains("SessionModel.state") && $0.contains("assumed false") })
        #expect(warnings.contains { $0.contains("SessionModel.isReady") && $0.contains("assumed false") })
        #expect(warnings.contains { $0.contains("SessionModel.items") && $0.contains("assumed empty") })
    }

    @Test func implicitMembersTakeTheDeclaredType() throws {
        let reading = read("""
        import SwiftUI

        struct Tile: View {
            var compact: Bool
            var offset: CGSize { compact ? .init() : .init(width: 4, height: 2) }
            var cells: [CGFloat] = .init(repeating: 10, count: 3)
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(cells.indices, id: \\.self) { i in Color.red.frame(width: cells[i], height: 10) }
                    Color.blue.frame(width: offset.width + 1, height: (12.6).rounded(.down))
                }
            }
        }

        #Preview { Tile(compact: false) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let colors = layout(scenario).root.allViews.filter { $0.kind == "Color" }
        // Three cells of 10; the blue one is offset.width (4, not compact) + 1 = 5 wide and
        // 12.6 rounded down = 12 tall.
        #expect(colors.map(\.frame.width) == [10, 10, 10, 5])
        #expect(colors.last?.frame.height == 12)
    }
}
