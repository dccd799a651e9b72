import SwiftUI

@main
struct TrailheadApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}
