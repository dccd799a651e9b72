// Another module's type made with an implicit member (`SDKs(macOS: .init(number: "11.1"))`):
// the member's type is that module's, so reading a property of it back (`sdks.macOS!.isEmpty`)
// is as unknown as any of its values, a stand-in with a warning, not an error.
// source: The Swift Programming Language, "Implicit Member Expression" (the type comes from
// source: context; here the context is another module's). The bar keeps its 20 × 10 frame.
// expect: no error
// expect: warning "isEmpty"
// expect: Color.width == 20
import SwiftUI
import SDKKit

struct SDKRow: View {
    let sdks: SDKs

    var body: some View {
        let names = [("macOS", sdks.macOS)].compactMap { pair -> String? in
            guard !pair.1!.isEmpty else { return nil }
            return pair.0
        }
        Color.red.frame(width: 20, height: 10).help(names.joined())
    }
}

#Preview { SDKRow(sdks: SDKs(macOS: .init(number: "11.1"))) }
