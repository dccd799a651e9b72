import LayoutEngine
import Testing
@testable import ProjectReader

/// The rest of the `Layout` protocol: subview spacing, explicit guides, the `inout cache`,
/// `layoutProperties`, layouts as values (`HStackLayout`, `AnyLayout`, `layout { … }`), custom
/// layout values and subview priorities. Each layout below is ours, written from Apple's
/// description of the API it exercises.
@Suite struct LayoutProtocolTests {
    private func frames(_ source: String, _ labels: [String]) throws -> [Rect] {
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        let scenario = try #require(reading.scenarios.first)
        let views = layout(scenario).root.allViews
        return try labels.map { label in try #require(views.first { $0.label == label }).frame }
    }

    /// Apple, "Composing custom layouts with SwiftUI" (its `MyEqualWidthHStack`): every subview
    /// gets the widest ideal width, with the spacing the subviews prefer between them
    /// (`spacing.distance(to:along:)`). Ideal sizes 30 × 20, 50 × 10, 40 × 15: slots 50 wide,
    /// two gaps of 8 (the default spacing between two views): 3 × 50 + 16 = 166 × 20. Centred in
    /// 300: the row starts at 67; slot centres at 92, 150, 208; children at 77, 125, 188.
    @Test func equalWidthRowGivesEverySubviewTheWidestIdealWidth() throws {
        let source = """
        import SwiftUI
        struct EqualWidthRow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                guard !subviews.isEmpty else { return .zero }
                let widest = largestIdealSize(subviews)
                return CGSize(width: widest.width * CGFloat(subviews.count) + gaps(subviews).reduce(0, +), height: widest.height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                guard !subviews.isEmpty else { return }
                let widest = largestIdealSize(subviews)
                let gaps = gaps(subviews)
                let slot = ProposedViewSize(width: widest.width, height: widest.height)
                var x = bounds.minX + widest.width / 2
                for index in subviews.indices {
                    subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: slot)
                    x += widest.width + gaps[index]
                }
            }
            private func largestIdealSize(_ subviews: Subviews) -> CGSize {
                subviews.map { $0.sizeThatFits(.unspecified) }
                    .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
            }
            private func gaps(_ subviews: Subviews) -> [CGFloat] {
                subviews.indices.map { index in
                    guard index < subviews.count - 1 else { return 0 }
                    return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 100)) {
            EqualWidthRow {
                Color.red.frame(width: 30, height: 20)
                Color.green.frame(width: 50, height: 10)
                Color.blue.frame(width: 40, height: 15)
            }
        }
        """
        let found = try frames(source, ["EqualWidthRow", "Color.red", "Color.green", "Color.blue"])
        #expect(found[0].size == Size(width: 166, height: 20))
        #expect(found[1...].map(\.origin.x) == [77, 125, 188])
    }

    /// `subview.sizeThatFits(.init(width: 40, height: nil))` and `place(…, proposal: .init(…))`:
    /// an implicit `.init` is `ProposedViewSize(width:height:)`, the parameter's type, as in Swift.
    /// A flexible `Color` proposed 40 × nil takes 40 wide and its default 10 tall (nil height:
    /// `replacingUnspecifiedDimensions`' 10); placed with 40 × 30 it is 40 × 30 at the origin.
    @Test func anImplicitInitializerProposesAProposedViewSize() throws {
        let source = """
        import SwiftUI
        struct Column: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let measured = subviews[0].sizeThatFits(.init(width: 40, height: nil))
                return CGSize(width: measured.width, height: 30)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .init(width: 40, height: 30))
            }
        }
        #Preview(traits: .fixedLayout(width: 100, height: 100)) {
            Column { Color.red }
        }
        """
        let found = try frames(source, ["Column", "Color.red"])
        #expect(found[0].size == Size(width: 40, height: 30))
        #expect(found[1].size == Size(width: 40, height: 30))
    }

    /// Apple, `Layout.explicitAlignment(of:in:proposal:subviews:cache:)`: its example indents a
    /// layout's leading guide by 10 (`bounds.minX + 10`). In a leading-aligned `VStack` beside a
    /// plain view, the layout's leading edge sits 10 left of the other view's.
    @Test func explicitLeadingGuideIndentsTheLayout() throws {
        let source = """
        import SwiftUI
        struct Indented: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews[0].sizeThatFits(proposal)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: proposal)
            }
            func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
                if guide == .leading { return bounds.minX + 10 }
                return nil
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 100)) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 10)
                Indented { Color.green.frame(width: 50, height: 10) }
            }
        }
        """
        let found = try frames(source, ["Color.red", "Color.green"])
        #expect(found[1].origin.x - found[0].origin.x == -10)
    }

    /// Apple, `Layout.makeCache(subviews:)`: the cache is storage shared by the layout's methods,
    /// passed `inout`. `sizeThatFits` writes the widest width into it; `placeSubviews` only reads
    /// it: the subviews are placed 60 apart (the widest, 60) only if the write was kept.
    @Test func cacheWritesAreSeenByLaterCalls() throws {
        let source = """
        import SwiftUI
        struct Memo { var widest: CGFloat = 0 }
        struct Spread: Layout {
            func makeCache(subviews: Subviews) -> Memo { Memo() }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Memo) -> CGSize {
                for subview in subviews { cache.widest = max(cache.widest, subview.sizeThatFits(.unspecified).width) }
                return CGSize(width: cache.widest * CGFloat(subviews.count), height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Memo) {
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * cache.widest, y: bounds.minY), proposal: .unspecified)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 100)) {
            Spread {
                Color.red.frame(width: 60, height: 10)
                Color.green.frame(width: 20, height: 10)
            }
        }
        """
        let found = try frames(source, ["Color.red", "Color.green"])
        #expect(found[1].origin.x - found[0].origin.x == 60)
    }

    /// Apple, `LayoutProperties.stackOrientation`: views such as `Spacer` adapt to the
    /// orientation a layout declares. Proposed nothing, a `Spacer` outside any stack is its
    /// minimum, 8, both ways; in a vertical layout it is 8 tall and 0 wide.
    @Test func stackOrientationReachesSpacers() throws {
        func spacer(orientation: String) throws -> Size {
            let source = """
            import SwiftUI
            struct Column: Layout {
                \(orientation)
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    subviews[0].sizeThatFits(.unspecified)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: bounds.origin, proposal: .unspecified)
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 100)) {
                Column { Spacer() }
            }
            """
            return try frames(source, ["Column"])[0].size
        }
        let vertical = """
            static var layoutProperties: LayoutProperties {
                var properties = LayoutProperties()
                properties.stackOrientation = .vertical
                return properties
            }
        """
        #expect(try spacer(orientation: "") == Size(width: 8, height: 8))
        #expect(try spacer(orientation: vertical) == Size(width: 0, height: 8))
    }

    /// Apple, `AnyLayout`, `HStackLayout`, `VStackLayout`: layouts are values; `AnyLayout`
    /// switches between them and the value is called with the content. Two 20 × 10 views with
    /// spacing 0: side by side (20 apart) or stacked (10 apart).
    @Test func anyLayoutSwitchesBetweenStackLayouts() throws {
        func offsets(vertical: Bool) throws -> Point {
            let source = """
            import SwiftUI
            struct Switcher: View {
                var vertical: Bool
                var body: some View {
                    let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                    layout {
                        Color.red.frame(width: 20, height: 10)
                        Color.green.frame(width: 20, height: 10)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 100)) {
                Switcher(vertical: \(vertical))
            }
            """
            let found = try frames(source, ["Color.red", "Color.green"])
            return Point(x: found[1].origin.x - found[0].origin.x, y: found[1].origin.y - found[0].origin.y)
        }
        #expect(try offsets(vertical: false) == Point(x: 20, y: 0))
        #expect(try offsets(vertical: true) == Point(x: 0, y: 10))
    }

    /// A user layout as a value, called later, and `ZStackLayout` inside `AnyLayout`.
    @Test func userLayoutValuesAreCallable() throws {
        let source = """
        import SwiftUI
        struct Offsetting: Layout {
            var step: CGFloat
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + step * CGFloat(index), y: bounds.minY), proposal: .unspecified)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 300)) {
            let layout = AnyLayout(Offsetting(step: 15))
            VStack(spacing: 0) {
                layout {
                    Color.red.frame(width: 10, height: 10)
                    Color.green.frame(width: 10, height: 10)
                }
                ZStackLayout(alignment: .topLeading)() {
                    Color.blue.frame(width: 40, height: 40)
                    Color.orange.frame(width: 10, height: 10)
                }
            }
        }
        """
        let found = try frames(source, ["Color.red", "Color.green", "Color.blue", "Color.orange"])
        #expect(found[1].origin.x - found[0].origin.x == 15)
        #expect(found[3].origin == found[2].origin)
    }

    /// Apple, `LayoutValueKey`: a view sets a value with `layoutValue(key:value:)` and the layout
    /// reads it as `subview[Key.self]`, the key's `defaultValue` when unset; modifiers applied
    /// after it keep it visible. Ranks 2, (default) 0, 1 at 30 pt per rank: x = 60, 0, 30.
    @Test func layoutValuesReachTheLayout() throws {
        let source = """
        import SwiftUI
        struct Rank: LayoutValueKey {
            static let defaultValue = 0
        }
        struct RankedRow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[Rank.self]) * 30, y: bounds.minY), proposal: .unspecified)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 100, height: 20)) {
            RankedRow {
                Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
                Color.green.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1).padding(0)
            }
        }
        """
        let found = try frames(source, ["Color.red", "Color.green", "Color.blue"])
        #expect(found.map(\.origin.x) == [60, 0, 30])
    }

    /// Apple, `LayoutSubview.priority`: the subview's layout priority, set with `layoutPriority`.
    /// A layout that lines subviews up by descending priority puts blue (2) first, then red (1),
    /// then green (0), 20 apart.
    @Test func subviewPriorityIsTheViewsLayoutPriority() throws {
        let source = """
        import SwiftUI
        struct ByPriority: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 60, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let order = subviews.indices.sorted { subviews[$0].priority > subviews[$1].priority }
                for (slot, index) in order.enumerated() {
                    subviews[index].place(at: CGPoint(x: bounds.minX + CGFloat(slot) * 20, y: bounds.minY), proposal: .unspecified)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 60, height: 10)) {
            ByPriority {
                Color.red.frame(width: 10, height: 10).layoutPriority(1)
                Color.green.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).layoutPriority(2)
            }
        }
        """
        let found = try frames(source, ["Color.red", "Color.green", "Color.blue"])
        #expect(found.map(\.origin.x) == [20, 40, 0])
    }

    /// Apple, "Composing custom layouts with SwiftUI" (its radial layout): the layout takes the
    /// space it is offered and places its subviews, centred, evenly around a circle whose radius is
    /// a third of the smaller side, the first at the top. 300 × 300, four 20 × 20 views: radius
    /// 100 around (150, 150): centres (150, 50), (250, 150), (150, 250), (50, 150); origins 10 less.
    @Test func radialLayoutPlacesItsSubviewsEvenlyAroundACircle() throws {
        let source = """
        import SwiftUI
        struct Ring: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let radius = min(bounds.width, bounds.height) / 3
                let step = 2 * CGFloat.pi / CGFloat(subviews.count)
                for (index, subview) in subviews.enumerated() {
                    let angle = step * CGFloat(index)
                    let point = CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
                    subview.place(at: point, anchor: .center, proposal: .unspecified)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 300)) {
            Ring {
                Color.red.frame(width: 20, height: 20)
                Color.green.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
                Color.orange.frame(width: 20, height: 20)
            }
        }
        """
        let found = try frames(source, ["Color.red", "Color.green", "Color.blue", "Color.orange"])
        // sin and cos of multiples of π/2 are exact to about 1e-14 in floating point.
        let origins = found.map { Point(x: ($0.origin.x * 1e6).rounded() / 1e6, y: ($0.origin.y * 1e6).rounded() / 1e6) }
        #expect(origins == [Point(x: 140, y: 40), Point(x: 240, y: 140), Point(x: 140, y: 240), Point(x: 40, y: 140)])
    }

    /// Implicit members convert as Swift converts them: `.zero` as a `ProposedViewSize` is a zero
    /// proposal (Apple, `ProposedViewSize.zero`), `replacingUnspecifiedDimensions(by: .zero)` puts
    /// zeros where the proposal has none (the default would be 10 × 10), `place(at: .zero)` is the
    /// origin of `bounds`' space (here the layout's own corner: LayoutLens hands `bounds` at
    /// (0, 0)). A flexible colour proposed zero is 0 × 0; the layout takes 0 + 0 = 0 × 0, centred
    /// in a 100 × 100 canvas at (50, 50), with the colour there.
    @Test func implicitMembersAsLayoutArguments() throws {
        let source = """
        import SwiftUI
        struct Shrink: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let child = subviews[0].sizeThatFits(.zero)
                let own = ProposedViewSize(width: nil, height: nil).replacingUnspecifiedDimensions(by: .zero)
                return CGSize(width: child.width + own.width, height: child.height + own.height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: .zero, proposal: .zero)
            }
        }
        #Preview(traits: .fixedLayout(width: 100, height: 100)) {
            Shrink { Color.red }
        }
        """
        let found = try frames(source, ["Shrink", "Color.red"])
        #expect(found[0] == Rect(x: 50, y: 50, width: 0, height: 0))
        #expect(found[1] == Rect(x: 50, y: 50, width: 0, height: 0))
    }

    /// SwiftUI Field Guide, "The Layout Protocol" (https://www.swiftuifieldguide.com/layout/layout/),
    /// "Building a Flow Layout": views go on the current line, a view that does not fit starts a
    /// new line, and the layout "only becomes as large as needed". Five 60 × 30 views, spacing 8,
    /// in a 200-wide frame: x = 0, 68, 136 (136 + 60 = 196 ≤ 200), then 204 > 200 wraps: x = 0, 68
    /// at y = 30 + 8 = 38. The layout is 196 × 68 (not 200 wide), centred in the frame: x 2.
    @Test func flowLayoutFromTheFieldGuideDescription() throws {
        let source = """
        import SwiftUI
        struct Flow: Layout {
            var spacing: CGFloat = 8
            func arrange(_ sizes: [CGSize], width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
                var origins: [CGPoint] = []
                var cursor = CGPoint.zero
                var lineHeight: CGFloat = 0
                var widest: CGFloat = 0
                for size in sizes {
                    if cursor.x > 0 && cursor.x + size.width > width {
                        cursor = CGPoint(x: 0, y: cursor.y + lineHeight + spacing)
                        lineHeight = 0
                    }
                    origins.append(cursor)
                    widest = max(widest, cursor.x + size.width)
                    lineHeight = max(lineHeight, size.height)
                    cursor = CGPoint(x: cursor.x + size.width + spacing, y: cursor.y)
                }
                return (origins, CGSize(width: widest, height: cursor.y + lineHeight))
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                arrange(subviews.map { $0.sizeThatFits(.unspecified) }, width: proposal.width ?? .infinity).size
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let origins = arrange(sizes, width: bounds.width).origins
                for index in subviews.indices {
                    subviews[index].place(at: CGPoint(x: bounds.minX + origins[index].x, y: bounds.minY + origins[index].y),
                                          proposal: ProposedViewSize(sizes[index]))
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 200, height: 200)) {
            Flow {
                ForEach(0..<5) { _ in Color.teal.frame(width: 60, height: 30) }
            }
            .frame(width: 200)
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        let scenario = try #require(reading.scenarios.first)
        let views = layout(scenario).root.allViews
        let flow = try #require(views.first { $0.label == "Flow" }).frame
        #expect(flow.size == Size(width: 196, height: 68))
        #expect(flow.origin.x == 2)
        let cells = views.filter { $0.label == "Color.teal" }.map { Point(x: $0.frame.origin.x - flow.origin.x, y: $0.frame.origin.y - flow.origin.y) }
        #expect(cells == [Point(x: 0, y: 0), Point(x: 68, y: 0), Point(x: 136, y: 0), Point(x: 0, y: 38), Point(x: 68, y: 38)])
    }
    /// Apple's equal-width stack sample names its private helpers like the requirements
    /// (`spacing(subviews:)` beside `spacing(subviews:cache:)`) and folds sizes with
    /// `reduce(.zero)`. Only the requirement with its labels is SwiftUI's: the helper returns
    /// `[CGFloat]` and is never taken for `spacing(subviews:cache:)`. Ideal sizes 30 × 20 and
    /// 50 × 10: slots 50 wide and one default gap of 8: 2 × 50 + 8 = 108 × 20.
    @Test func helpersNamedLikeRequirementsAreNotRequirements() throws {
        let source = """
        import SwiftUI
        struct SameWidths: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let widest = maxSize(subviews: subviews)
                return CGSize(width: widest.width * CGFloat(subviews.count) + spacing(subviews: subviews).reduce(0, +),
                              height: widest.height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let widest = maxSize(subviews: subviews)
                let gaps = spacing(subviews: subviews)
                var x = bounds.minX + widest.width / 2
                for index in subviews.indices {
                    subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: .unspecified)
                    x += widest.width + gaps[index]
                }
            }
            private func maxSize(subviews: Subviews) -> CGSize {
                subviews.map { $0.sizeThatFits(.unspecified) }
                    .reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
            }
            private func spacing(subviews: Subviews) -> [CGFloat] {
                subviews.indices.map { index in
                    index < subviews.count - 1 ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal) : 0
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 100)) {
            SameWidths {
                Color.red.frame(width: 30, height: 20)
                Color.blue.frame(width: 50, height: 10)
            }
        }
        """
        let row = try frames(source, ["SameWidths"])[0]
        #expect(row.size == Size(width: 108, height: 20))
    }
}
