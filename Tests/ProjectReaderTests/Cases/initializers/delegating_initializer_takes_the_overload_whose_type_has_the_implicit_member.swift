// Three initializers differ only in the type of `source:`. `self.init(source: .init(source:
// source, kind: kind), …)` names `.init(source:kind:)`, which only `SourceProxy` has, so both
// delegating ones call the third (SE-0287: the implicit member is looked up in the parameter's
// type); they do not call each other. `Source` is another package's type.
// source: swiftc 6 runs the same three initializers and prints the width it was given (40).
// expect: no error
// expect: Color.width == 40
import SwiftUI
struct SourceProxy {
    let source: Source
    let kind: String?
    init(source: Source, kind: String?) { self.source = source; self.kind = kind }
}
struct ImageInfo {
    let source: SourceProxy
    let width: CGFloat?
    init?(source: Source?, width: CGFloat?, kind: String?) {
        guard let source else { return nil }
        self.init(source: .init(source: source, kind: kind), width: width, kind: kind)
    }
    init(source: Source, width: CGFloat?, kind: String?) {
        self.init(source: .init(source: source, kind: kind), width: width, kind: kind)
    }
    init(source: SourceProxy, width: CGFloat?, kind: String?) {
        self.source = source
        self.width = width
    }
}
struct ImageBox: View {
    let info = ImageInfo(source: Source.sample, width: 40, kind: "image/png")
    var body: some View { Color.blue.frame(width: info.width, height: 10) }
}
#Preview { ImageBox() }
