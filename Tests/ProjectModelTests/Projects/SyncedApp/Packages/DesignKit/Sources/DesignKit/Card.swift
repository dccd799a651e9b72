import SwiftUI

public struct Card<Content: View>: View {
    var title: String
    @ViewBuilder var content: Content

    public init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .padding(16)
        .background(Color("CardBackground", bundle: .module))
    }
}
