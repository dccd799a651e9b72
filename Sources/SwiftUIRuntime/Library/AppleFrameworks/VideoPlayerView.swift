import LayoutEngine
import SwiftInterpreter

/// AVKit's `VideoPlayer` (iOS 14; Apple docs, "VideoPlayer": "A view that displays content from a
/// player and a native user interface to control playback"): `init(player:)` and
/// `init(player:videoOverlay:)`, whose overlay is "a `VideoOverlay` view to present over the
/// player's video content" (Apple docs, "init(player:videoOverlay:)"). It wraps AVKit's player
/// view controller, whose view has no intrinsic size, so it takes the size it is offered, as the
/// scene views do (`SceneViews.swift`; **unverified**: not measured on a device). The video's
/// frames (a movie LayoutLens does not decode) and the system's playback controls are not drawn,
/// with the warning `approximatedView`; the overlay is laid out over the video's area as
/// `overlay(_:)` lays out its view.
extension SwiftUIRuntime {
    func registerVideoPlayer() {
        guard let type = registerAppleType("VideoPlayer") else { return }
        type.conformances = ["View"]
        initializer("VideoPlayer") { `self`, arguments in
            try arguments.check(allowed: ["player", "videoOverlay"], unlabelledCount: 0, in: self)
            self.warn(.approximatedView("VideoPlayer", rule: "it takes the size it is offered; its video and playback controls are not drawn"))
            var video = self.view("VideoPlayer", .leaf(ViewNode(ColorLeaf(.system(.clear)), label: "VideoPlayer", source: self.currentLocation)))
            guard arguments["videoOverlay"] != nil || arguments.trailingClosure != nil else { return video }
            let overlay = try self.builtContent(arguments, label: "videoOverlay")
            return try self.interpreter.callMethod("overlay", on: &video, [CallArgument(nil, overlay)])
        }
    }
}
