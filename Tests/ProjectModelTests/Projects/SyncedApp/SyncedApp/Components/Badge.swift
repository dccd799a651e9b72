import SwiftUI

struct Badge: View {
    var count: Int
    var body: some View {
        Text("\(count)").font(.custom("Brand-Regular", size: 13)).padding(4)
    }
}
