// A wrapped plain `UIView` whose only content is the `AVPlayerLayer` its code adds shows a video:
// the layer "presents the visual contents of a player object". The movie's frames are not drawn;
// the view is laid out as the plain view it otherwise is, taking what it is offered (the frame's
// 160 × 90, as it has no intrinsic size), with a warning, never a stand-in of its name.
// source: Apple, "AVPlayerLayer" ("An object that presents the visual contents of a player
// source: object"), "UIView.intrinsicContentSize" (noIntrinsicMetric by default); the frame is 160 × 90.
// expect: no error
// expect: no warning [standInView]
// expect: 1 × warning [approximatedView]
// expect: warning [approximatedView] "'ClipLoop'" "AVPlayerLayer" "video is not drawn"
// expect: UIViewRepresentable.size == 160×90
import SwiftUI
import AVFoundation

final class ClipSurface: UIView {
    private var playerLayer: AVPlayerLayer?

    override func layoutSubviews() {
        super.layoutSubviews()
        playerLayer?.frame = bounds
    }

    func play(_ address: URL) {
        let player = AVPlayer(url: address)
        let shown = AVPlayerLayer(player: player)
        shown.videoGravity = .resizeAspectFill
        layer.addSublayer(shown)
        playerLayer = shown
        player.play()
    }
}

struct ClipLoop: UIViewRepresentable {
    let address: URL

    func makeUIView(context: Context) -> ClipSurface {
        let surface = ClipSurface()
        surface.play(address)
        return surface
    }

    func updateUIView(_ surface: ClipSurface, context: Context) {}
}

#Preview {
    ClipLoop(address: URL(string: "https://example.com/intro.mov")!)
        .frame(width: 160, height: 90)
}
