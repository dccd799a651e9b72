// Seed 003 — Alexander Grebenyuk, "SwiftUI Layout System", "Safe Area": "You can still lay views
// out outside the safe area using the following modifier". As the preview's root modifier it makes
// the canvas the whole 393 x 852 pt screen instead of its 393 x 759 pt safe area.
import SwiftUI

#Preview {
    Text("Hello World")
        .edgesIgnoringSafeArea(.all)
}
