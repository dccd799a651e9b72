// `Font.custom("SF Pro", size: 15)` with no bundled "SF Pro": iOS does not list the system font
// among `UIFont.familyNames`, so SwiftUI falls back to the system font at that size — which is
// SF Pro, the face asked for. Nothing is assumed: no warning, and the text measures as
// `.system(size: 15)` does. A bold face's PostScript name is another face and still warned.
// source: held-out set 20's development half (an app writing every font as "SF Pro"), written
// from Apple's `Font.custom(_:size:)` documentation and iOS's family listings, not copied.
// expect: 1 × warning [customFontNotFound]
// expect: warning line 17 "SFProDisplay-Bold"
// expect: Text[0].width == Text[1].width
import SwiftUI
struct FlightRow: View {
    var body: some View {
        VStack {
            Text("Departure 08:40").font(.custom("SF Pro", size: 15))
            Text("Departure 08:40").font(.system(size: 15))
            Text("Gate B12").font(.custom("SF Pro Text", size: 13))
            Text("Arrival").font(.custom("SFProDisplay-Bold", size: 22))
        }
    }
}
#Preview { FlightRow() }
