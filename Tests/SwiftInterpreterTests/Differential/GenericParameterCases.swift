/// Hand-written programs for generic parameters used as values inside generic functions (issue
/// 30), each compared with what `swiftc` prints (run with `HandWrittenCases`): a parameter bound
/// by a metatype argument (`make(Theme.self)` reading `T.defaultValue`, `T.allCases`, `T()`) or
/// by an instance argument (`reset(value)` reading `T.defaultValue`, `"\(T.self)"`).
enum GenericParameterCases {
    static let all: [HandWrittenCases.Case] = [
        .init(name: "genericParameterBoundByItsArgumentAsAValue", source: """
        protocol HasDefaultGPB { static var defaultValue: Self { get } }
        struct ThemeGPB: HasDefaultGPB {
            var name: String
            static var defaultValue: ThemeGPB { ThemeGPB(name: "plain") }
        }
        extension Int: HasDefaultGPB { static var defaultValue: Int { 42 } }
        enum SizeGPB: String, CaseIterable { case small, large }
        protocol MakeableGPB { init() }
        struct CounterGPB: MakeableGPB { var n = 3 }
        func makeGPB<T: HasDefaultGPB>(_ type: T.Type) -> T { T.defaultValue }
        func allGPB<T: CaseIterable>(_ type: T.Type) -> [T] { Array(T.allCases) }
        func buildGPB<T: MakeableGPB>(_ type: T.Type) -> T { T() }
        func resetGPB<T: HasDefaultGPB>(_ value: T) -> T { T.defaultValue }
        func nameGPB<T>(of value: T) -> String { "\\(T.self)" }
        func sameGPB<T>(_ value: T, as type: T.Type) -> Bool { T.self == type }
        func genericParameterBoundByItsArgumentAsAValue() {
            print(makeGPB(ThemeGPB.self).name, makeGPB(Int.self))
            print(allGPB(SizeGPB.self).map(\\.rawValue))
            print(buildGPB(CounterGPB.self).n)
            print(resetGPB(ThemeGPB(name: "dark")).name, resetGPB(7))
            print(nameGPB(of: 3), nameGPB(of: "x"), nameGPB(of: CounterGPB()))
            print(sameGPB(1, as: Int.self))
        }
        """),
    ]
}
