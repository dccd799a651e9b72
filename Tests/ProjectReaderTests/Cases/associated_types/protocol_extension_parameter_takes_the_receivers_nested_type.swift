// A protocol extension's method whose parameter is the protocol's associated type
// (`func isActive(_ key: LoadingKey)`) takes, on each conforming type, that type's own nested
// type of the name: `.shelves` is `ShelfModel.LoadingKey.shelves` even though another conforming
// type nests a `LoadingKey` too.
// source: The Swift Programming Language, "Generics", "Associated Types" (a conforming type's
// nested type of the associated type's name satisfies it); swiftc 6 compiles this file's model
// and `isActive(.shelves)` is false, `isActive(.books)` true (active is [.books]).
// expect: no diagnostic
// expect: Text[*].text == ["Loading books"]
import SwiftUI

protocol LoadingTracking: AnyObject {
    associatedtype LoadingKey: Hashable
    var active: Set<LoadingKey> { get set }
}

extension LoadingTracking {
    func isActive(_ key: LoadingKey) -> Bool { active.contains(key) }
}

final class CrateModel: LoadingTracking {
    enum LoadingKey { case lids }
    var active: Set<LoadingKey> = []
}

@Observable
final class ShelfModel: LoadingTracking {
    enum LoadingKey { case shelves, books }
    var active: Set<LoadingKey> = [.books]
}

struct ShelfScreen: View {
    @State var model = ShelfModel()

    var body: some View {
        VStack {
            if model.isActive(.shelves) { Text("Loading shelves") }
            if model.isActive(.books) { Text("Loading books") }
        }
    }
}

#Preview {
    ShelfScreen()
}
