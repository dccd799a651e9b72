// An extension's `Label.init(_ title: some StringProtocol, icon: KeyPath<Icons, Image>)` shares
// its labels `(_:icon:)` with `Label { … } icon: { … }` (two trailing closures; the first is
// unlabelled), a call of SwiftUI's `init(title:icon:)`: a closure is no `KeyPath`, so the
// library's initializer is the one called, and the extension's still serves a string and a key
// path. So also when a sibling extension initializer delegates with `self.init { … } icon: { … }`
// (Swift's initializer delegation picks by labels and types alike).
// source: The Swift Programming Language, "Initializers" (initializers are told apart by the
// source: names and types of their parameters) and "Closures" (trailing closures: the first is
// source: unlabelled); checked with swiftc 6.3, which type-checks both calls.
// expect: no error
// expect: Text[*].text == ["Copy", "Closure title", "Sized"]
import SwiftUI

struct Icons {
    var star: Image { Image(systemName: "star") }
}

extension Label {
    init(_ title: some StringProtocol, icon: KeyPath<Icons, Image>) where Title == Text, Icon == Image {
        self.init {
            Text(title)
        } icon: {
            Icons()[keyPath: icon]
        }
    }

    init(_ title: some StringProtocol, icon: KeyPath<Icons, Image>, iconSize: CGFloat) where Title == Text, Icon == Image {
        self.init { Text(title) } icon: { Icons()[keyPath: icon] }
    }
}

struct LabelPair: View {
    var body: some View {
        VStack {
            Label("Copy", icon: \.star)
            Label {
                Text("Closure title")
            } icon: {
                Image(systemName: "doc")
            }
            Label("Sized", icon: \.star, iconSize: 10)
        }
    }
}

#Preview { LabelPair() }
