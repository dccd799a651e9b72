import SwiftUI

/// One 44-point row per landmark, then the app's version from Info.plist.
struct LandmarkList: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        VStack(spacing: 0) {
            ForEach(modelData.landmarks) { landmark in
                Text(landmark.name)
                    .frame(width: 240, height: 44)
            }
            Text(version)
                .frame(width: 240, height: 30)
        }
    }

    private var version: String {
        let short = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
        let identifier = Bundle.main.bundleIdentifier ?? "?"
        return "\(identifier) \(short)"
    }
}

#Preview("Landmarks") {
    LandmarkList()
        .environment(ModelData())
}
