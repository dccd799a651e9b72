import SwiftUI

/// One bar per watch, ten points wide per hour kept.
struct KeeperLog: View {
    @ObservedObject private var store = AppDelegate.shared.store

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.current.spacing) {
            ForEach(store.watches) { watch in
                Color.orange
                    .frame(width: CGFloat(watch.hours) * 10, height: Theme.current.rowHeight)
            }
        }
    }
}

#Preview {
    KeeperLog()
}
