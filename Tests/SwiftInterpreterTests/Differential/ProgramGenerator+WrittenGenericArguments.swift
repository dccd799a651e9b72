/// Generators for generic arguments written on a static member (issue 30, semantics17): a
/// generic struct's static property and method and a generic enum's case read as `Box<Item>.empty`,
/// `Box<Item>.filled(n)`, `State<Item>.idle`, whose code reads the parameter's static member
/// (`T.fallback`) with no stored value of that type to tell it, and a default argument reading
/// the parameter of a call that writes it (`Row<Item>(count:)`).
extension ProgramGenerator {
    mutating func writtenGenericArgumentsSnippet() {
        let proto = typeName("WP"), item = typeName("WI"), box = typeName("WB"), state = typeName("WS"), row = typeName("WR")
        let fallback = random.int(-9...99)
        declarations += """
        protocol \(proto) { static var fallback: Self { get } }
        struct \(item): \(proto) { var n: Int; static var fallback: \(item) { \(item)(n: \(fallback)) } }
        struct \(box)<T: \(proto)> {
            var items: [T]
            static var empty: \(box)<T> { \(box)(items: []) }
            static func filled(_ count: Int) -> \(box)<T> { \(box)(items: Array(repeating: T.fallback, count: count)) }
            var first: T { items.first ?? T.fallback }
        }
        enum \(state)<V: \(proto)> {
            case idle
            case ready(V)
            var value: V {
                if case let .ready(v) = self { return v }
                return V.fallback
            }
        }
        struct \(row)<T: \(proto)> {
            let items: [T]
            init(count: Int, items: [T] = [T.fallback]) { self.items = Array(repeating: items[0], count: count) }
        }

        """
        let (count, ready) = (random.int(0...4), random.int(-50...50))
        emit("print(\(box)<\(item)>.empty.first.n, \(box)<\(item)>.empty.items.count, \(box)<\(item)>.filled(\(count)).items.count)")
        emit("print(\(state)<\(item)>.idle.value.n, \(state)<\(item)>.ready(\(item)(n: \(ready))).value.n)")
        emit("print(\(row)<\(item)>(count: \(count)).items.map(\\.n))")
    }
}
