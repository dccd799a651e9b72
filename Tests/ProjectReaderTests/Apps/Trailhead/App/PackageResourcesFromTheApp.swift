import SwiftUI
import TrailKit

// The app's code naming the package's resources without the package's bundle: iOS looks in
// the app's bundle, which does not have them.

#Preview("Package key in the app's bundle") {
    Text("distance")
}

#Preview("Package image in the app's bundle") {
    Image("TrailMap")
}
