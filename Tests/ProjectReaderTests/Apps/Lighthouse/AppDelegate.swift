import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static private(set) var shared: AppDelegate!
    let store = WatchStore()

    override init() {
        super.init()
        LaunchLog.steps.append("delegate")
    }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        AppDelegate.shared = self
        LaunchLog.steps.append("will")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        UserDefaults.standard.register(defaults: ["beamWidth": 40.0])
        store.watches = [
            Watch(keeper: "Ada", hours: 4),
            Watch(keeper: "Brendan", hours: 8),
            Watch(keeper: "Cora", hours: 6),
        ]
        LaunchLog.steps.append("did")
        return true
    }
}
