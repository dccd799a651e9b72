// AVKit's `VideoPlayer(player:videoOverlay:)` shows a player's video with its overlay view over
// it. The video has no size of its own, so the player takes what it is offered (the frame's
// 320 × 180, the size Apple's own example gives it); the overlay is laid out over it as
// `overlay(_:)` lays out a view, centred; the video and the playback controls are not drawn,
// with a warning, never a stand-in.
// source: Apple docs, "VideoPlayer" (its example: `.frame(width: 320, height: 180)`),
// source: "init(player:videoOverlay:)" ("a VideoOverlay view to present over the player's video
// source: content"); the overlay's 40 × 20 is its own frame, centred: (320 − 40) / 2 = 140 and
// source: (180 − 20) / 2 = 80.
// expect: no error
// expect: warning [approximatedView] "'VideoPlayer'" "video"
// expect: any("VideoPlayer").size == 320×180
// expect: any("Color.yellow").x - any("VideoPlayer").x == 140
// expect: any("Color.yellow").y - any("VideoPlayer").y == 80
import SwiftUI
import AVKit

struct TrailerCard: View {
    let player = AVPlayer(url: URL(string: "https://example.com/trailer.mov")!)

    var body: some View {
        VideoPlayer(player: player) {
            Color.yellow.frame(width: 40, height: 20)
        }
        .frame(width: 320, height: 180)
    }
}

#Preview { TrailerCard() }
