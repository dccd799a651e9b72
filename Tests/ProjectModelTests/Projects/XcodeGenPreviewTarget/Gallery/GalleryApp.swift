import SwiftUI

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            ScoreTile(score: 3)
        }
    }
}
