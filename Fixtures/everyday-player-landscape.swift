import SwiftUI

/// A video player's controls, shown the way people watch: in landscape. The safe area moves to the
/// sides there (the Dynamic Island on one, rounded corners on the other), so the controls keep
/// clear of both while the black backdrop fills the whole screen.
struct PlayerControls: View {
    var title = "Harbour at Dusk"
    var elapsed = "12:04"
    var remaining = "-31:56"
    var progress: CGFloat = 0.28

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Image(systemName: "chevron.down")
                Spacer()
                Text(title)
                    .font(.headline)
                Spacer()
                Image(systemName: "ellipsis")
            }
            Spacer()
            HStack(spacing: 40) {
                Image(systemName: "gobackward.15")
                    .font(.title)
                Image(systemName: "pause.fill")
                    .font(.largeTitle)
                Image(systemName: "goforward.15")
                    .font(.title)
            }
            Spacer()
            HStack {
                Text(elapsed)
                    .font(.caption)
                ProgressView(value: progress)
                Text(remaining)
                    .font(.caption)
            }
        }
        .padding()
        .foregroundStyle(.white)
        .background(Color.black.ignoresSafeArea())
    }
}

#Preview("landscape", traits: .landscapeLeft) {
    PlayerControls()
}

#Preview("portrait") {
    PlayerControls()
}
