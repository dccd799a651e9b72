import LayoutEngine
import Testing
@testable import ProjectReader

/// `.ignoresSafeArea()` below a preview's root. The device: 393 × 852 pt with insets 59 (top) and
/// 34 (bottom), so the root is proposed 393 × 759 (docs/swiftui-subset.md, "Default canvas").
/// Apple, `ignoresSafeArea(_:edges:)`: "Expands the safe area of a view"; the observations of
/// zenn.dev/samekard_dev, "iOS16 ignoresSafeArea 観測隊" (iPhone 14 simulator, iOS 16.2): a
/// `Rectangle` in a `VStack` reaches the unsafe area when the `Rectangle`, the `VStack` or both
/// ignore the safe area, and stays inside it otherwise. Coordinates are the safe area's (y = 0 at
/// its top), so the status-bar area is y < 0.
@Suite struct SafeAreaIgnoringTests {
    private func views(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        try placedViews(source, sourceLocation: sourceLocation)
    }

    /// A background colour in a `ZStack` that fills the safe area touches both edges: it grows by
    /// 59 above and 34 below, to the whole screen: y = −59, height 759 + 59 + 34 = 852. The stack
    /// and the content beside it keep the safe area (393 × 759 at 0, 0).
    @Test func backgroundColourInAZStackFillsTheScreen() throws {
        let placed = try views("""
        #Preview {
            ZStack {
                Color.indigo.ignoresSafeArea()
                Text("Welcome")
            }
        }
        """)
        let colour = try frame(placed, kind: "Color")
        #expect(colour == Rect(x: 0, y: -59, width: 393, height: 852))
        #expect(try frame(placed, kind: "ZStack") == Rect(x: 0, y: 0, width: 393, height: 759))
        // The modifier's own frame, which its parent sees, stays the safe area.
        #expect(try frame(placed, kind: "ignoresSafeArea") == Rect(x: 0, y: 0, width: 393, height: 759))
    }

    /// The observation's table, for a `Rectangle` that is the only content of a `VStack` filling the
    /// safe area: neither ignores → inside (393 × 759 at y 0); the `Rectangle` ignores → full
    /// screen (y −59, 852 tall); the `VStack` ignores → full screen too, and when both do, still
    /// the screen once. The `VStack` is the preview's root there, and a root that ignores the safe
    /// area is proposed the whole screen with the screen's top at y = 0 (seed 003, "Safe Area").
    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func rectangleInAVStack(rectangleIgnores: Bool, stackIgnores: Bool) throws {
        let placed = try views("""
        #Preview {
            VStack {
                Rectangle()\(rectangleIgnores ? ".ignoresSafeArea()" : "")
            }\(stackIgnores ? ".ignoresSafeArea()" : "")
        }
        """)
        let rectangle = try frame(placed, kind: "Rectangle")
        if stackIgnores {
            #expect(rectangle == Rect(x: 0, y: 0, width: 393, height: 852))
        } else if rectangleIgnores {
            #expect(rectangle == Rect(x: 0, y: -59, width: 393, height: 852))
        } else {
            #expect(rectangle == Rect(x: 0, y: 0, width: 393, height: 759))
        }
    }

    /// `edges: .top` takes only the top inset: y = −59, height 759 + 59 = 818.
    @Test func topEdgeOnly() throws {
        let placed = try views("""
        #Preview {
            Color.orange.ignoresSafeArea(edges: .top)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        """)
        #expect(try frame(placed, kind: "Color") == Rect(x: 0, y: -59, width: 393, height: 818))
    }

    /// A header 120 pt tall at the top of a `VStack` touches only the top edge: it grows to
    /// 120 + 59 = 179 at y = −59; the view below it does not move (y = 120 + 8 spacing = 128).
    @Test func headerAtTheTopGrowsUpOnly() throws {
        let placed = try views("""
        #Preview {
            VStack {
                Color.teal.ignoresSafeArea().frame(height: 120)
                Color.gray
            }
        }
        """)
        let colours = placed.filter { $0.kind == "Color" }.map(\.frame)
        #expect(colours.count == 2)
        #expect(colours.first == Rect(x: 0, y: -59, width: 393, height: 179))
        // 759 − 120 − 8 = 631 for the grey colour, below the header's layout frame.
        #expect(colours.last == Rect(x: 0, y: 128, width: 393, height: 631))
    }

    /// A view that does not reach the safe area's edge keeps its frame: padding 16 all round.
    @Test func viewAwayFromTheEdgeDoesNotGrow() throws {
        let placed = try views("""
        #Preview {
            Color.pink.ignoresSafeArea().padding()
        }
        """)
        #expect(try frame(placed, kind: "Color") == Rect(x: 16, y: 16, width: 361, height: 727))
    }

    /// Without a device (`sizeThatFitsLayout`) there is no safe area to ignore: nothing changes
    /// and nothing is reported.
    @Test func noSafeAreaWithoutADevice() throws {
        let placed = try views("""
        #Preview(traits: .sizeThatFitsLayout) {
            Color.mint.frame(width: 100, height: 50).ignoresSafeArea()
        }
        """)
        #expect(try frame(placed, kind: "Color").size == Size(width: 100, height: 50))
    }

    /// `ignoresSafeArea(.keyboard)` is about the software keyboard, which a preview does not show.
    @Test func keyboardRegionChangesNothing() throws {
        let placed = try views("""
        #Preview {
            Color.yellow.ignoresSafeArea(.keyboard)
        }
        """)
        #expect(try frame(placed, kind: "Color") == Rect(x: 0, y: 0, width: 393, height: 759))
    }
    /// `background(_:ignoresSafeAreaEdges:)` ignores every edge by default (Apple's documentation)
    /// and a `Color` takes that overload (NativePHP mobile-air #477, iOS 26.5 simulator: a colour
    /// background "fills through the safe areas", a view background "stops at them"). A screen-
    /// filling view's colour background: 393 × (759 + 59 + 34) = 852 at y −59; the view keeps the
    /// safe area. With `ignoresSafeAreaEdges: .bottom`: 759 + 34 = 793 from y 0. A shape (a view)
    /// stays the view's 393 × 759.
    @Test(arguments: [(".background(Color.yellow)", Rect(x: 0, y: -59, width: 393, height: 852)),
                      (".background(.blue.opacity(0.2))", Rect(x: 0, y: -59, width: 393, height: 852)),
                      (".background(Color.green, ignoresSafeAreaEdges: .bottom)", Rect(x: 0, y: 0, width: 393, height: 793)),
                      (".background(Rectangle().fill(.red))", Rect(x: 0, y: 0, width: 393, height: 759))])
    func shapeStyleBackgroundsFillTheSafeAreaTheyReach(modifier: String, expected: Rect) throws {
        let placed = try views("""
        #Preview {
            VStack { Color.clear.frame(width: 10, height: 10) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                \(modifier)
        }
        """)
        let background = try frame(placed, kind: "background")
        #expect(background == Rect(x: 0, y: 0, width: 393, height: 759))
        let drawn = try #require(placed.first { $0.kind == "Color" && $0.frame.size.width == 393 || $0.kind == "Rectangle" }).frame
        #expect(drawn == expected)
    }

    /// A colour background of a view away from the safe area's edges is the view's own frame.
    @Test func backgroundAwayFromTheEdgesIsTheViewsSize() throws {
        let placed = try views("""
        #Preview {
            Text("Hi").padding().background(Color.yellow)
        }
        """)
        #expect(try frame(placed, kind: "Color") == frame(placed, kind: "background"))
    }
}
