import SwiftUI

@main
struct CafeApp: App {
    var body: some Scene { WindowGroup { MenuScreen() } }
}
