import SwiftUI

@main
struct LighthouseApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    init() {
        // Every screen reads the theme chosen once, at launch.
        Theme.current = Theme(rowHeight: 24, spacing: 6)
        LaunchLog.steps.append("app")
    }

    var body: some Scene {
        WindowGroup {
            KeeperLog()
                .onAppear { LaunchLog.steps.append("scene") }
        }
    }
}
