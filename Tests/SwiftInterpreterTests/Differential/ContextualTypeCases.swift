/// Hand-written programs for the Swift that real view files tripped on (issue 31), each compared
/// with what `swiftc` prints (run with `HandWrittenCases`): implicit members typed by a
/// collection, a ternary's or a parameter's declared type; a method overload chosen by an
/// argument's type; a stored closure beside a method of the same base name; delegating
/// initializers that leave defaults to the initializer they call; `Optional<T>` and `T?`;
/// `debugDescription` of optionals and enums.
enum ContextualTypeCases {
    static let all: [HandWrittenCases.Case] = [
        .init(name: "rawValueOfAnEnumMadeByItsOwnInitializer", source: """
        enum LevelRVI: Int {
            case low, mid = 5, high
            init(score: Int) { self = score > 10 ? .high : .low }
            init(named name: String) { if name == "mid" { self = .mid } else { self = .low } }
        }
        func rawValueOfAnEnumMadeByItsOwnInitializer() {
            print(LevelRVI(score: 20).rawValue, LevelRVI(score: 1).rawValue, LevelRVI(named: "mid").rawValue)
            print(LevelRVI(rawValue: 6) == .high)
        }
        """),
        .init(name: "implicitCollectionInitializers", source: """
        struct GridICI {
            var cells: [Int] = .init(repeating: 0, count: 3)
            var flags: [Bool] = .init(repeating: true, count: 2)
            var rows: [[Int]] = .init(repeating: .init(repeating: 1, count: 2), count: 2)
            var seen: Set<String> = .init()
            var names: [String: Int] = .init()
            var maybe: [Int]? = .init(repeating: 7, count: 1)
        }
        func implicitCollectionInitializers() {
            var g = GridICI()
            for c in g.cells { print("cell", c) }
            if g.flags[0] { print("flag") }
            g.seen.insert("a")
            g.names["k"] = 2
            print(g.rows, g.seen.count, g.names, g.maybe as Any)
        }
        """),
        .init(name: "implicitInitializerInATernary", source: """
        struct InsetIIT {
            var top: Double = 0
            var leading: Double = 0
            static let card = InsetIIT(top: 8, leading: 16)
        }
        struct PanelIIT {
            var compact: Bool
            var inset: InsetIIT { compact ? .init() : .init(top: 4, leading: 2) }
            func padding() -> InsetIIT { return compact ? .card : .init(top: 1, leading: 1) }
        }
        func implicitInitializerInATernary() {
            print(PanelIIT(compact: true).inset.top, PanelIIT(compact: false).inset.leading)
            print(PanelIIT(compact: true).padding().leading, PanelIIT(compact: false).padding().top)
            let flag = false
            let p: InsetIIT = flag ? .init() : .card
            let q: InsetIIT? = flag ? .card : nil
            print(p.top, q?.top ?? -1)
        }
        """),
        .init(name: "roundingRulesAsValues", source: """
        enum PrecisionRRV { case round, tenth }
        extension Double {
            func rounded(_ precision: PrecisionRRV) -> Double {
                switch precision {
                case .round: return rounded()
                case .tenth: return (self * 10).rounded() / 10
                }
            }
        }
        func roundingRulesAsValues() {
            let x = 2.46
            print(x.rounded(.round), x.rounded(.tenth), x.rounded(.down), x.rounded(.up), x.rounded())
            let rule: FloatingPointRoundingRule = .towardZero
            print((-2.5).rounded(rule), rule == .towardZero, rule == .down)
            switch rule {
            case .up, .down: print("directed")
            case .towardZero: print("toward zero")
            default: print("other")
            }
            var y = 3.5
            y.round(.awayFromZero)
            print(y)
        }
        """),
        .init(name: "storedClosureBesideMethod", source: """
        struct RowSCM {
            var action: () -> String
            var title: String
            func action(_ suffix: String) -> String { title + suffix }
        }
        func storedClosureBesideMethod() {
            let r = RowSCM(action: { "closure" }, title: "t")
            print(r.action())
            print(r.action("!"))
        }
        """),
        .init(name: "delegatingInitializersKeepDefaults", source: """
        struct BadgeDIK {
            var title: String
            var count: Int
            var tint: String
            init(title: String = "none", count: Int = 3, tint: String = "blue", make: () -> Int) {
                self.title = title; self.count = count + make(); self.tint = tint
            }
            init(title: String) { self.init(title: title) { 10 } }
            init() { self.init { 20 } }
            init(count: Int) { self.init(count: count, make: { 1 }) }
        }
        struct CardDIK<Content> {
            var spacing: Double
            var content: () -> Content
            init(spacing: Double = 8, content: @escaping () -> Content) { self.spacing = spacing; self.content = content }
        }
        extension CardDIK where Content == String {
            init(text: String) { self.init { text } }
        }
        final class StoreDIK {
            let name: String
            let limit: Int
            init(name: String, limit: Int = 7, seed: () -> [Int]) { self.name = name; self.limit = limit + seed().count }
            convenience init() { self.init(name: "main") { [1, 2] } }
        }
        func delegatingInitializersKeepDefaults() {
            let b = BadgeDIK(title: "x"), c = BadgeDIK(), d = BadgeDIK(count: 5)
            print(b.title, b.count, b.tint, c.title, c.count, d.count)
            let e = CardDIK(text: "hi")
            print(e.spacing, e.content(), StoreDIK().limit)
        }
        """),
        .init(name: "optionalSpelledBothWays", source: """
        struct FormOSB { var age: Optional<Int>; var name: String? }
        func optionalSpelledBothWays() {
            let a: Optional<Int> = 3
            let b: Int? = 3
            print(a == b, a as Any)
            func f(_ v: Int?) -> Int { v ?? -1 }
            func g(_ v: Optional<Double>) -> Double { v ?? 0 }
            print(f(a), g(2), [a, nil] as [Int?])
            let form = FormOSB(age: 4, name: nil)
            func pick(_ v: Optional<Int>) -> String {
                switch v { case .some(let x): return "some \\(x)"; case .none: return "none" }
            }
            print(pick(form.age), pick(nil), pick(Optional<Int>.none), Optional<Int>.some(2) == 2)
            let boxed: Any = a as Any
            if let q = boxed as? Optional<Int> { print(q as Any) }
            if let q = boxed as? Int? { print(q as Any) }
            let none: Any = Optional<Int>.none as Any
            if let q = none as? Int? { print("bound", q as Any) }
            print(boxed is Int?, boxed is Optional<Int>, boxed is Int)
        }
        """),
        .init(name: "debugDescriptionsOfOptionalsAndEnums", source: """
        enum SuitDDO { case hearts, spades(Int) }
        enum ToneDDO: String, CustomDebugStringConvertible {
            case warm
            var debugDescription: String { "Tone." + rawValue }
        }
        func debugDescriptionsOfOptionalsAndEnums() {
            let o: Int? = 4
            let n: String? = nil
            let s: String? = "a"
            print(o.debugDescription, n.debugDescription, s.debugDescription)
            print(SuitDDO.hearts, String(describing: SuitDDO.spades(2)), String(reflecting: SuitDDO.hearts))
            let t: ToneDDO? = .warm
            print(ToneDDO.warm.debugDescription, String(reflecting: ToneDDO.warm), [ToneDDO.warm], t.debugDescription)
        }
        """),
        .init(name: "tupleTypeAliasLabelsAndImplicitMembersOfMinMax", source: """
        typealias GroupTTA = (title: String, count: Int)
        let groupsTTA: [GroupTTA] = [("Pick", 1), ("Copy", 2)]
        func tupleTypeAliasLabelsAndImplicitMembersOfMinMax() {
            let one: GroupTTA = ("Solo", 3)
            print(groupsTTA[1].title, groupsTTA.map { $0.count }, one.title, one.count)
            let negative: Double = -3
            print(max(.zero, negative), min(10.0, .pi), max(.zero, 2.5, negative))
            let small: Int = -4
            print(max(.zero, small), min(.max, small))
        }
        """),
        .init(name: "globalEqualityOfOneTypeLeavesOtherTypesToTheirOwn", source: """
        enum PlayerStateGEO { case playing(Int), paused, stopped }
        extension PlayerStateGEO: Equatable {}
        func == (lhs: PlayerStateGEO, rhs: PlayerStateGEO) -> Bool {
            print("global == of PlayerStateGEO")
            switch (lhs, rhs) {
            case (.paused, .paused), (.stopped, .stopped): return true
            case let (.playing(a), .playing(b)): return a == b
            default: return false
            }
        }
        enum ShadeGEO { case dark, light }
        struct SizeGEO: Equatable { var width: Int }
        class NodeGEO { var id = 1 }
        class LeafGEO: NodeGEO {}
        func == (lhs: NodeGEO, rhs: NodeGEO) -> Bool { print("global == of NodeGEO"); return lhs.id == rhs.id }
        func globalEqualityOfOneTypeLeavesOtherTypesToTheirOwn() {
            let shade = ShadeGEO.dark
            print(shade == .dark, shade == .light)
            print(SizeGEO(width: 2) == SizeGEO(width: 2), "a" == "b", 3 == 3)
            let state: PlayerStateGEO = .playing(2)
            print(state == .playing(2), state == .paused)
            let maybe: ShadeGEO? = .light
            print(maybe == .light)
            print(LeafGEO() == NodeGEO())
        }
        """),
        .init(name: "optionalTupleTakesDeclaredLabels", source: """
        struct StoreOTL { static var pending: (String, Int)? = ("queued", 3) }
        func optionalTupleTakesDeclaredLabels() {
            let named: (title: String, count: Int)? = StoreOTL.pending
            print(named?.title ?? "-", named?.count ?? 0)
            var later: (title: String, count: Int)? = nil
            later = StoreOTL.pending
            if let later { print(later.title, later.count) }
        }
        """),
    ]
}
