import SwiftUI

/// Favourites only, each row 50 points tall.
struct FavoriteList: View {
    var landmarks: [Landmark]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(landmarks) { landmark in
                Text(landmark.name)
                    .frame(width: 200, height: 50)
            }
        }
    }
}

#Preview("Favorites") {
    FavoriteList(landmarks: ModelData().favorites)
}
