// An implicit `.init(…)` under a generic type written with its arguments
// (`PagingViewModel<CultureLibrary>`) is that specialisation's initializer: its `library: Library`
// parameter is a `CultureLibrary`, so the inner `.init()` makes one, never the program's nested
// `Defaults.Library` that only shares the generic parameter's name (a generic parameter shadows it
// inside its declaration). So through a wrapper's storage assigned as `self._model = .init(
// wrappedValue: …)` or `_model = StateObject(wrappedValue: …)`, a declared optional, a generic
// struct's memberwise initializer and an array's elements. Each library's width is 20.
// source: The Swift Programming Language, "Implicit Member Expression" (the type is inferred from
// source: the context) and "Generics" (type parameters are replaced by the type's arguments);
// source: checked with swiftc 6.3: every form below compiles and reads "Cultures".
// source: Widths by arithmetic: six bars of 20.
// expect: no error
// expect: no warning
// expect: Color[*].width == [20, 20, 20, 20, 20, 20]
import SwiftUI

protocol PagingLibrary { var width: CGFloat { get } }
struct CultureLibrary: PagingLibrary { let width: CGFloat = 20 }
enum Defaults { enum Library { case a } }

final class PagingViewModel<Library: PagingLibrary>: ObservableObject {
    let library: Library
    init(library: Library) { self.library = library }
}

struct Box<Item> { let item: Item }

struct CulturePicker: View {
    @StateObject private var model: PagingViewModel<CultureLibrary>
    init() { self._model = .init(wrappedValue: .init(library: .init())) }
    var body: some View { Color.red.frame(width: model.library.width, height: 2) }
}

struct RatingPicker: View {
    @StateObject private var model: PagingViewModel<CultureLibrary>
    init() { _model = StateObject(wrappedValue: .init(library: .init())) }
    var body: some View { Color.red.frame(width: model.library.width, height: 2) }
}

struct Bars: View {
    let optional: PagingViewModel<CultureLibrary>? = .init(library: .init())
    let box: Box<CultureLibrary> = .init(item: .init())
    let boxes: [Box<CultureLibrary>] = [.init(item: .init())]
    var body: some View {
        VStack(spacing: 0) {
            CulturePicker()
            RatingPicker()
            Color.red.frame(width: optional?.library.width, height: 2)
            Color.red.frame(width: box.item.width, height: 2)
            Color.red.frame(width: boxes[0].item.width, height: 2)
            Color.red.frame(width: PagingViewModel<CultureLibrary>(library: .init()).library.width, height: 2)
        }
    }
}

#Preview { Bars() }
