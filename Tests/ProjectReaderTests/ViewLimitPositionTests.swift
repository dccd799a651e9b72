import Testing
@testable import ProjectReader

/// The view limits (`viewsTooDeep`, `tooManyViews`) point at the view that makes the tree grow:
/// where a view names a view already further out (`Forever(n: n + 1)` in `Forever`'s body), not
/// the file's first line (where they were reported when no expression was being evaluated).
@Suite struct ViewLimitPositionTests {
    @Test func aViewNestingItselfForEverIsReportedWhereItNamesItself() throws {
        let source = """
        import SwiftUI
        struct Forever: View {
            var n: Int
            var body: some View { VStack { Text("\\(n)"); Forever(n: n + 1) } }
        }
        #Preview { Forever(n: 0) }
        """
        let output = printed(read(source).diagnostics, source: source)
        // `Forever` in `Forever(n: n + 1)`: line 4, after `    var body: some View { VStack { Text("\(n)"); `.
        #expect(output.contains("x.swift:4:50: error: this scenario nests views more than"), "\(output)")
    }

    @Test func aBinaryTreeOfViewsPastTheViewLimitIsReportedWhereItBranches() throws {
        // 2^31 leaves: past the 20 000-view limit long before the depth limit.
        let source = """
        import SwiftUI
        struct N: View {
            let depth: Int
            var body: some View {
                if depth > 0 { HStack { N(depth: depth - 1); N(depth: depth - 1) } } else { Text("x") }
            }
        }
        #Preview { N(depth: 30) }
        """
        let reading = read(source)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.id == "tooManyViews")
        #expect(error.range.start.line == 5)
    }

    @Test func aViewModifierApplyingItselfInItsBodyIsReportedWhereItNamesItself() throws {
        let source = """
        import SwiftUI
        struct Twice: ViewModifier {
            func body(content: Content) -> some View { content.modifier(Twice()) }
        }
        #Preview { Text("a").modifier(Twice()) }
        """
        let reading = read(source)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        // `Twice` in `content.modifier(Twice())`: line 3, after `    func body(content: Content) -> some View { content.modifier(` (64 bytes).
        #expect(error.range.start.line == 3 && error.range.start.column == 65, "\(error.range) \(error.text)")
    }
}

