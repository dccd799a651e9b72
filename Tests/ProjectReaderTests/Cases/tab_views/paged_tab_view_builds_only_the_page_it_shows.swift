// A `TabView` in the page style shows one page, the one whose tag equals the selection, and no
// bar of tab items: the other pages are off screen, so LayoutLens does not build them. Five pages
// of 6 000 views each (30 rows of 200) would pass LayoutLens's 20 000-view limit if every page
// were built; the page shown alone is well under it and lays out, 30 one-point rows 8 apart.
// source: Apple, "PageTabViewStyle" (a paging scroll view showing one page); the view limit is
// source: LayoutLens's own (docs/diagnostics.md). The shown page's VStack: 30 × 1 + 29 × 8 = 262.
// expect: no error
// expect: VStack.height == 262
import SwiftUI

struct WeekPager: View {
    @State private var week = 2

    var body: some View {
        TabView(selection: $week) {
            ForEach(0..<5) { index in
                VStack {
                    ForEach(0..<30) { hour in
                        HStack {
                            ForEach(0..<200) { minute in
                                Color.blue.frame(width: 1, height: 1)
                            }
                        }
                    }
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page)
    }
}

#Preview { WeekPager() }
