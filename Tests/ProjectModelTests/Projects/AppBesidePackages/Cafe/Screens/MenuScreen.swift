import SwiftUI
@preconcurrency import CafeNetworking
import struct CafeModels.MenuItem

struct MenuScreen: View {
    var items: [MenuItem] = MenuItem.samples
    var body: some View {
        List(items, id: \.name) { Text($0.name) }
    }
}

#Preview { MenuScreen() }
