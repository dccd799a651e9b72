import SwiftUI

struct MenuHeader: View {
    var count: Int = Drink.samples.count

    var body: some View {
        HStack(spacing: 8) {
            Image("Banner")
            VStack(alignment: .leading) {
                Text("menu.title")
                Text("\(count) drinks")
            }
            Color("BrandAccent").frame(width: 12, height: 12)
            Color(.brandAccent).frame(width: 12, height: 12)
        }
    }
}

#Preview("Header", traits: .sizeThatFitsLayout) {
    MenuHeader()
}

#Preview("One drink", traits: .sizeThatFitsLayout) {
    MenuHeader(count: 1)
}
