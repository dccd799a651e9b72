/// Hand-written programs for how Swift matches a call to one of a type's initializers, each
/// compared with what `swiftc` prints (run with `HandWrittenCases`): a generic class's
/// convenience initializers taking an element, a variadic list, an array or a closure returning
/// either, reached through a `typealias` that binds the element; a method taking a metatype beside
/// one of the same label taking an instance.
enum InitializerMatchingCases {
    static let all: [HandWrittenCases.Case] = [
        // A trailing closure matches only the initializers taking a function; of
        // `() -> [Element]` and `() -> Element`, the closure's result (an array literal or an
        // element) picks one. An element alone is `init(_: Element)`, two are the variadic one.
        .init(name: "genericClassConvenienceInits", source: """
        struct ItemGCI: Hashable { var name: String }
        final class BoxGCI<Element> {
            var data: [Element]
            init(_ data: [Element] = []) { self.data = data }
            convenience init(_ data: Element...) { self.init(data) }
            convenience init(_ data: Element) { self.init([data]) }
            convenience init(_ data: () -> [Element]) { self.init(data()) }
            convenience init(_ data: () -> Element) { self.init([data()]) }
        }
        typealias ItemsGCI = BoxGCI<ItemGCI>
        func genericClassConvenienceInits() {
            let a = ItemsGCI { [ItemGCI(name: "a"), ItemGCI(name: "b")] }
            let b = ItemsGCI { ItemGCI(name: "c") }
            let c = ItemsGCI(ItemGCI(name: "d"))
            let d = ItemsGCI(ItemGCI(name: "e"), ItemGCI(name: "f"))
            let e = ItemsGCI([ItemGCI(name: "g")])
            let f = ItemsGCI()
            print(a.data.map(\\.name), b.data.map(\\.name), c.data.map(\\.name), d.data.map(\\.name), e.data.map(\\.name), f.data.count)
        }
        """),
            // Only a type is given to a `T.Type` parameter: `count(for: request)` is the overload
        // taking the request, which the generic one calls with a request it makes.
        .init(name: "metatypeOverloadTakesNoInstance", source: """
        struct RequestMOT { var entityName: String }
        final class StoreMOT {
            var rows = ["RowMOT": 2, "b": 5]
            func count<T>(for entity: T.Type) -> Int {
                count(for: RequestMOT(entityName: String(describing: entity)))
            }
            func count(for request: RequestMOT) -> Int { rows[request.entityName] ?? -1 }
        }
        struct RowMOT {}
        func metatypeOverloadTakesNoInstance() {
            let store = StoreMOT()
            print(store.count(for: RowMOT.self), store.count(for: RequestMOT(entityName: "b")), store.count(for: Int.self))
        }
        """),
    ]
}
