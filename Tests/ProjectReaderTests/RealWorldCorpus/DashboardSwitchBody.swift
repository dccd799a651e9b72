import SwiftUI

enum Mode { case compact, regular }

struct Dashboard: View {
    var mode: Mode = .regular
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("rendering dashboard")
        switch mode {
        case .compact:
            compactLayout
        case .regular:
            regularLayout
        }
    }

    @ViewBuilder private var compactLayout: some View {
        VStack { tiles }
    }

    private var regularLayout: some View {
        HStack(alignment: .top) { tiles }
    }

    @ViewBuilder private var tiles: some View {
        ForEach(["Sales", "Visitors"], id: \.self) { name in
            Text(name)
                .font(typeSize.isAccessibilitySize ? .title : .system(.title3, design: .rounded))
                .frame(maxWidth: .infinity, minHeight: 80)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
        }
    }
}

#Preview("Regular") { Dashboard() }
#Preview("Compact") { Dashboard(mode: .compact) }
