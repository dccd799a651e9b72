// An initializer a protocol's extension declares is every conforming type's: `BarView(width:)`
// runs `extension Controller { init(width:) }`, which makes the presenter the conforming type
// names for the associated type (`typealias Presenter = BarPresenter`) and delegates to
// `BarView`'s own `init(presenter:)`. The view's own initializer still serves its own labels.
// source: The Swift Programming Language, "Protocols" ("Providing Default Implementations",
// source: "Initializer Requirements"); swiftc 6 prints `60 10` for `BarView(width: 60)` and
// source: `BarView(presenter: BarPresenter())` with the same declarations (widths 60 and the
// source: presenter's default 10).
// expect: no diagnostic
// expect: Color[*].width == [60, 10]
import SwiftUI

protocol Presenting: AnyObject {
    init()
    var width: CGFloat { get set }
}

final class BarPresenter: Presenting {
    var width: CGFloat = 10
    init() {}
}

protocol Controller: View {
    associatedtype Presenter: Presenting
    var presenter: Presenter { get }
    init(presenter: Presenter)
    init(width: CGFloat)
}

extension Controller {
    init(width: CGFloat) {
        let presenter = Presenter.init()
        presenter.width = width
        self.init(presenter: presenter)
    }
}

struct BarView: Controller {
    typealias Presenter = BarPresenter
    let presenter: BarPresenter

    init(presenter: BarPresenter) {
        self.presenter = presenter
    }

    var body: some View {
        Color.indigo.frame(width: presenter.width, height: 4)
    }
}

#Preview {
    VStack(spacing: 0) {
        BarView(width: 60)
        BarView(presenter: BarPresenter())
    }
}
