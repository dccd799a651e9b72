// `Image(.info)` next to `extension ButtonStyle where Self == InfoButtonStyle { static func
// info(showIcon:) }`: SE-0299 finds a protocol extension's static member only where the
// parameter's type is constrained to that protocol, and an uncalled method is a function, not a
// style; `Image`'s initializer takes an `ImageResource`, so `.info` is the asset catalogue's
// symbol (absent here: the 100 × 100 placeholder), and `.info(showIcon:)` is still the style.
// source: SE-0299 "Extending Static Member Lookup in Generic Contexts"; Apple, Image.init(_:)
// source: taking an ImageResource (Xcode 15's generated asset symbols).
// expect: no error
// expect: diagnostic [missingAsset]
// expect: padding.count == 1
import SwiftUI

extension ButtonStyle where Self == InfoButtonStyle {
    static func info(showIcon: Bool) -> InfoButtonStyle { InfoButtonStyle(showIcon: showIcon) }
}

struct InfoButtonStyle: ButtonStyle {
    let showIcon: Bool
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4)
    }
}

struct InfoRow: View {
    var body: some View {
        VStack {
            Image(.info)
            Button("More") {}.buttonStyle(.info(showIcon: true))
        }
    }
}

#Preview { InfoRow() }
