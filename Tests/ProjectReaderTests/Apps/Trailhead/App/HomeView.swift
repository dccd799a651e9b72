import SwiftUI
import TrailKit

/// The app's home screen: its own title and accent, then the package's card.
struct HomeView: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("title")
                .font(.largeTitle)
                .foregroundStyle(Color("Sunrise"))
            TrailCard()
        }
    }
}

#Preview("Home") {
    HomeView()
}
