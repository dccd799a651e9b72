/// Hand-written programs for extensions of generic types with a generic `where` clause or
/// written arguments (SE-0361), each compared with what `swiftc` prints (run with
/// `HandWrittenCases`): two extensions declaring a member of the same name for other element,
/// wrapped or argument types; an unconstrained member beside a constrained one; a constrained
/// method beside the standard library's of the same name.
enum ConstrainedExtensionCases {
    static let all: [HandWrittenCases.Case] = [
        .init(name: "arrayExtensionsByElement", source: """
        struct TagAEE { var name: String }
        struct PersonAEE { var first: String }
        extension Array where Element == TagAEE {
            var labelAEE: String { map(\\.name).joined(separator: ",") }
            func describeAEE() -> String { "tags:" + labelAEE }
        }
        extension [PersonAEE] {
            var labelAEE: String { map(\\.first).joined(separator: "+") }
            func describeAEE() -> String { "people:" + labelAEE }
        }
        func arrayExtensionsByElement() {
            let tags = [TagAEE(name: "a"), TagAEE(name: "b")]
            let people = [PersonAEE(first: "x"), PersonAEE(first: "y")]
            print(tags.labelAEE, people.labelAEE)
            print(tags.describeAEE(), people.describeAEE())
            print(people.describeAEE(), tags.describeAEE())
        }
        """),
        .init(name: "optionalExtensionsByWrapped", source: """
        extension Optional where Wrapped == String {
            var isBlankOEW: Bool { self?.isEmpty ?? true }
            func orOEW(_ fallback: String) -> String { self ?? fallback }
        }
        extension Optional where Wrapped == Int {
            var isBlankOEW: Bool { self == nil || self == 0 }
            func orOEW(_ fallback: String) -> String { self.map { "\\($0)" } ?? fallback + "#" }
        }
        func optionalExtensionsByWrapped() {
            let empty: String? = ""
            let zero: Int? = 0
            let word: String? = "hi"
            let seven: Int? = 7
            print(empty.isBlankOEW, zero.isBlankOEW, word.isBlankOEW, seven.isBlankOEW)
            print(word.orOEW("-"), seven.orOEW("-"))
        }
        """),
        .init(name: "genericStructExtensionsByArgument", source: """
        struct BoxGSE<T> { var value: T }
        extension BoxGSE where T == Int {
            func showGSE() -> String { "int \\(value)" }
            var kindGSE: String { "whole" }
        }
        extension BoxGSE where T == String {
            func showGSE() -> String { "string \\(value)" }
            var kindGSE: String { "text" }
        }
        extension BoxGSE<Double> {
            func showGSE() -> String { "double \\(value)" }
            var kindGSE: String { "real" }
        }
        func genericStructExtensionsByArgument() {
            print(BoxGSE(value: 1).showGSE(), BoxGSE(value: "q").showGSE(), BoxGSE(value: 2.5).showGSE())
            print(BoxGSE(value: 1).kindGSE, BoxGSE(value: "q").kindGSE, BoxGSE(value: 2.5).kindGSE)
        }
        """),
        .init(name: "collectionExtensionsByConformance", source: """
        protocol NamedCEC { var name: String { get } }
        struct DogCEC: NamedCEC { var name: String }
        struct PointCEC { var x: Int }
        extension Collection where Element: NamedCEC {
            var summaryCEC: String { map(\\.name).joined(separator: "/") }
        }
        extension Collection where Element == Int {
            var summaryCEC: String { "ints \\(reduce(0, +))" }
        }
        extension Collection {
            var summaryCEC: String { "\\(count) items" }
        }
        func collectionExtensionsByConformance() {
            print([DogCEC(name: "rex"), DogCEC(name: "fido")].summaryCEC)
            print([1, 2, 3].summaryCEC)
            print([PointCEC(x: 1)].summaryCEC)
        }
        """),
        // A generic parameter told by an optional stored property's wrapped value; a
        // sequence's `Iterator.Element` is its `Element`.
        .init(name: "optionalStoredGenerics", source: """
        struct BannerOSG<Action> { var title: String; var action: Action? }
        extension BannerOSG where Action == Int { var labelOSG: String { "\\(title) int \\(action ?? 0)" } }
        extension BannerOSG where Action == String { var labelOSG: String { "\\(title) text \\(action ?? "-")" } }
        extension Sequence where Iterator.Element == Double { var spanOSG: Double { reduce(0, +) } }
        extension Sequence where Iterator.Element == String { var spanOSG: Double { Double(reduce(0) { $0 + $1.count }) } }
        func optionalStoredGenerics() {
            print(BannerOSG(title: "a", action: 3).labelOSG, BannerOSG(title: "b", action: "go").labelOSG)
            print([1.5, 2.0].spanOSG, ["ab", "c"].spanOSG)
        }
        """),
        // `sorted()` of `[Int]` is the standard library's; only `[RankSLM]` has the extension's.
        .init(name: "constrainedMethodBesideTheLibrarys", source: """
        struct RankSLM { var score: Int }
        extension Array where Element == RankSLM {
            func sorted() -> [RankSLM] { sorted { $0.score > $1.score } }
        }
        func constrainedMethodBesideTheLibrarys() {
            print([3, 1, 2].sorted())
            print([RankSLM(score: 1), RankSLM(score: 5)].sorted().map(\\.score))
        }
        """),
    ]
}
