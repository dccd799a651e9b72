/// Hand-written programs, one per feature, each compared with what `swiftc` prints. Type names
/// carry the case's name so that all cases compile together in one file. Dictionaries and sets
/// with more than one element are printed sorted (their order in Swift depends on a per-process
/// seed).
enum HandWrittenCases {
    struct Case {
        var name: String
        var source: String
    }

    static let all: [Case] = [
        Case(name: "stringIndexSteps", source: """
        func stringIndexSteps() {
            let s = "hello"
            let i = s.index(after: s.startIndex)
            let j = s.index(before: s.endIndex)
            print(s[i], s[j], s.distance(from: s.startIndex, to: j), s.distance(from: j, to: i))
            let k = s.index(s.startIndex, offsetBy: 2)
            print(s[k], s[s.startIndex..<k], s.distance(from: k, to: s.endIndex))
        }
        """),
        Case(name: "stringMutations", source: """
        func stringMutations() {
            var s = "#ab12"
            let first = s.removeFirst()
            print(first, s)
            s.removeFirst(2)
            let last = s.removeLast()
            print(s, last)
            var t = "hello"
            t.removeLast(2)
            print(t, t.popLast() ?? "-", t)
            var empty = ""
            print(empty.popLast() == nil)
            var spaced = "a b c"
            spaced.removeAll { $0 == " " }
            print(spaced, spaced.count)
            spaced.removeAll()
            print(spaced.isEmpty)
        }
        """),
        Case(name: "unicodeScalarInitializers", source: """
        func unicodeScalarInitializers() {
            let codes = [0x41, 0x1F600, 0xD800, 0x110000]
            for code in codes {
                if let scalar = Unicode.Scalar(code) { print(code, scalar, scalar.value) } else { print(code, "nil") }
                print(Unicode.Scalar(code).map { String(Character($0)) } ?? "none")
                let wide = UInt32(code)
                if let scalar = Unicode.Scalar(wide) { print(scalar.properties.isEmoji, Character(scalar)) } else { print("no scalar") }
            }
            print(Character(Unicode.Scalar(66)), String(Unicode.Scalar(67)))
        }
        """),
        Case(name: "labelledTupleResult", source: """
        func labelledTupleResult() {
            func split(_ n: Int) -> (quotient: Int, remainder: Int) { return (n / 3, n % 3) }
            let r = split(7)
            print(r.quotient, r.remainder, r)
            let t: (a: Int, b: String) = (1, "x")
            print(t.a, t.b, t)
            var rows: [(count: Int, width: Double)] = []
            rows.append((2, 1.5))
            rows.append((3, 4))
            print(rows[1].count, rows.map { $0.width }, rows[0])
            func table() -> [(name: String, size: Int)] { [("a", 1), ("b", 2)] }
            print(table().map { $0.name }, table()[1].size)
        }
        """),
        Case(name: "literalTyping", source: """
        func literalTyping() {
            let a = 7 / 2 * 1.5
            let b = 7 / 2
            let c: Double = 7 / 2
            let d: CGFloat = 1
            let e = 1 + 2.5
            let n = 7
            print(a, b, c, d, e, n / 2, Double(n) / 2)
            func half(_ x: Double) -> Double { x / 2 }
            print(half(3), half(1 + 1))
            var total: Double = 0
            total += 1
            total = total * 3
            print(total, [1, 2.5], max(2.5, 3), min(1, 2))
            let width: CGFloat = 10
            print(width * 2, width / 4, -width)
            let ratio = 0.1 + 0.2
            print(ratio, 1e-5, 1e16, 100.0, 2.0 / 3)
        }
        """),
        Case(name: "structsValueSemantics", source: """
        struct PointSVS {
            var x: Int
            var y: Int = 0
            var sum: Int { x + y }
            mutating func move(by d: Int) { x += d; y += d }
        }
        struct LineSVS { var start: PointSVS; var end: PointSVS }
        func structsValueSemantics() {
            var a = PointSVS(x: 1)
            var b = a
            b.move(by: 2)
            a.x = 10
            print(a, b, a.sum, b.sum)
            var line = LineSVS(start: a, end: b)
            let copy = line
            line.end.move(by: 5)
            line.start.x += 1
            print(line.start.x, line.end, copy.end)
            var points = [a, b]
            points[0].move(by: 1)
            points[1].x = -1
            print(points, a)
        }
        """),
        Case(name: "observersAndLazy", source: """
        struct CounterOAL {
            var log: [String] = []
            var value = 0 {
                willSet { log.append("will \\(newValue)") }
                didSet { log.append("did \\(oldValue)->\\(value)") }
            }
            lazy var expensive: Int = value * 100
            static var made = 0
            static let shared = CounterOAL(value: 7)
        }
        func observersAndLazy() {
            var c = CounterOAL()
            c.value = 3
            c.value += 1
            print(c.log)
            print(c.expensive)
            c.value = 9
            print(c.expensive, CounterOAL.shared.value)
            CounterOAL.made += 2
            CounterOAL.made += 1
            print(CounterOAL.made)
        }
        """),
        Case(name: "enumsAll", source: """
        enum PlanetEA: Int, CaseIterable, Comparable {
            case mercury = 1, venus, earth
            static func < (a: PlanetEA, b: PlanetEA) -> Bool { a.rawValue < b.rawValue }
            var isHome: Bool { self == .earth }
        }
        enum ShapeEA: Equatable {
            case circle(radius: Double)
            case rect(width: Double, height: Double)
            case point
            var area: Double {
                switch self {
                case .circle(let r): return 3 * r * r
                case let .rect(w, h): return w * h
                case .point: return 0
                }
            }
        }
        enum SizeEA: Comparable { case small, medium, large }
        indirect enum TreeEA {
            case leaf(Int)
            case node(TreeEA, TreeEA)
            var total: Int {
                switch self {
                case .leaf(let v): return v
                case let .node(l, r): return l.total + r.total
                }
            }
        }
        func enumsAll() {
            print(PlanetEA.allCases, PlanetEA.allCases.count, PlanetEA.venus.rawValue)
            print(PlanetEA(rawValue: 3) as Any, PlanetEA(rawValue: 9) as Any, PlanetEA.earth.isHome)
            print(PlanetEA.mercury < .venus, PlanetEA.allCases.max()!)
            let shapes: [ShapeEA] = [.circle(radius: 2), .rect(width: 2, height: 3), .point]
            print(shapes.map { $0.area }, shapes[0] == .circle(radius: 2), shapes[1] == .point)
            print(shapes)
            print(SizeEA.small < SizeEA.large, [SizeEA.large, .small, .medium].sorted())
            let tree = TreeEA.node(.leaf(1), .node(.leaf(2), .leaf(3)))
            print(tree.total)
            if case .rect(let w, _) = shapes[1] { print("rect width", w) }
            for case .circle(let r) in shapes { print("circle", r) }
        }
        """),
        Case(name: "classesAll", source: """
        class AnimalCA: CustomStringConvertible {
            let name: String
            var sound: String { "..." }
            init(name: String) { self.name = name }
            func speak() -> String { "\\(name) says \\(sound)" }
            var description: String { "Animal(\\(name))" }
        }
        class DogCA: AnimalCA {
            var tricks: [String] = []
            override var sound: String { "woof" }
            override func speak() -> String { super.speak() + "!" }
            func learn(_ trick: String) { tricks.append(trick) }
        }
        final class BoxCA { var value = 0 }
        func classesAll() {
            let dog = DogCA(name: "Rex")
            let same = dog
            same.learn("sit")
            dog.learn("roll")
            print(dog.tricks, same.tricks.count, dog === same)
            let animals: [AnimalCA] = [AnimalCA(name: "Cat"), dog]
            for animal in animals { print(animal.speak()) }
            print(animals[1] is DogCA, animals[0] is DogCA, (animals[1] as? DogCA)?.tricks ?? [])
            print(dog, animals)
            let boxes = [BoxCA(), BoxCA()]
            let first = boxes[0]
            first.value = 5
            print(boxes.map { $0.value }, boxes[0] === boxes[1])
        }
        """),
        Case(name: "closuresAll", source: """
        func makeCounterCL() -> () -> Int {
            var count = 0
            return {
                count += 1
                return count
            }
        }
        func applyTwiceCL(_ f: (Int) -> Int, to x: Int) -> Int { f(f(x)) }
        func closuresAll() {
            let next = makeCounterCL()
            let other = makeCounterCL()
            print(next(), next(), other(), next())
            print(applyTwiceCL({ $0 * 3 }, to: 2), applyTwiceCL({ x in x + 1 }, to: 0))
            var captured = 1
            let read = { captured * 10 }
            captured = 5
            print(read())
            let adders = (1...3).map { n in { (x: Int) -> Int in x + n } }
            print(adders.map { $0(10) })
            let sorted = ["pear", "fig", "banana"].sorted { $0.count < $1.count }
            print(sorted, [3, 1, 2].sorted(by: >), [1, 2, 3].reduce(0, +), [1, 2, 3].map(String.init))
            var log: [Int] = []
            [1, 2, 3].forEach { log.append($0 * $0) }
            print(log)
        }
        """),
        Case(name: "inoutAndFunctions", source: """
        func swapValuesIF(_ a: inout Int, _ b: inout Int) {
            let t = a
            a = b
            b = t
        }
        func fibIF(_ n: Int) -> Int { n < 2 ? n : fibIF(n - 1) + fibIF(n - 2) }
        func greetIF(_ name: String, greeting: String = "Hello", punctuation: String = "!") -> String {
            "\\(greeting), \\(name)\\(punctuation)"
        }
        func sumIF(_ values: Int...) -> Int { values.reduce(0, +) }
        func largestIF<T: Comparable>(_ values: [T]) -> T? { values.max() }
        func inoutAndFunctions() {
            var x = 1, y = 2
            swapValuesIF(&x, &y)
            print(x, y, fibIF(15))
            var numbers = [3, 1, 2]
            func double(_ list: inout [Int]) { for i in list.indices { list[i] *= 2 } }
            double(&numbers)
            print(numbers)
            print(greetIF("Ann"), greetIF("Bo", greeting: "Hi"), greetIF("Cy", punctuation: "?"))
            print(sumIF(), sumIF(1, 2, 3), largestIF([3, 9, 2]) as Any, largestIF(["b", "a"]) as Any)
            let t = (1, 2)
            var (p, q) = t
            swap(&p, &q)
            print(p, q)
        }
        """),
        Case(name: "optionalsAll", source: """
        struct PersonOA { var name: String; var friend: FriendOA? }
        struct FriendOA { var nickname: String? }
        func describeOA(_ value: Int?) -> String {
            guard let value else { return "none" }
            return "value \\(value)"
        }
        func optionalsAll() {
            let a: Int? = 4
            let b: Int? = nil
            print(a as Any, b as Any, a ?? 0, b ?? -1, a.map { $0 * 2 } as Any)
            if let a, let c = Int("12"), c > a { print("both", a, c) }
            print(describeOA(a), describeOA(b))
            var person = PersonOA(name: "Al", friend: FriendOA(nickname: "Bud"))
            print(person.friend?.nickname as Any, person.friend?.nickname?.count as Any)
            person.friend?.nickname = nil
            print(person.friend?.nickname as Any)
            person.friend = nil
            print(person.friend?.nickname?.count as Any)
            let values: [Int?] = [1, nil, 3]
            print(values, values.compactMap { $0 }, values.count)
            let nested: Optional<Optional<Int>> = 5
            print(nested as Any)
            let forced = a!
            print(forced + 1)
            switch b {
            case .some(let v): print("some", v)
            case .none: print("none")
            }
        }
        """),
        Case(name: "controlFlowAll", source: """
        func classifyCF(_ n: Int) -> String {
            switch n {
            case ..<0: return "negative"
            case 0: return "zero"
            case 1...9: return "digit"
            case let x where x % 2 == 0: return "even"
            default: return "odd"
            }
        }
        func controlFlowAll() {
            print([-5, 0, 7, 12, 15].map(classifyCF))
            var found: [String] = []
            outer: for i in 1...4 {
                for j in 1...4 {
                    if j == i { continue outer }
                    if i * j > 6 { break outer }
                    found.append("\\(i)\\(j)")
                }
            }
            print(found)
            var n = 0
            while n < 5 { n += 2 }
            repeat { n -= 3 } while n > 0
            print(n)
            let point = (2, 0)
            switch point {
            case (0, 0): print("origin")
            case (_, 0): print("on x axis")
            default: print("elsewhere")
            }
            for i in stride(from: 10, to: 0, by: -3) { print(i, terminator: " ") }
            print()
            for (index, value) in ["a", "b"].enumerated() { print(index, value) }
            for i in 0..<10 where i % 4 == 0 { print("multiple", i) }
            let grade = 85
            switch grade {
            case 90...: print("A")
            case 80..<90:
                print("B")
                fallthrough
            case 70..<80: print("at least C")
            default: print("other")
            }
        }
        """),
        Case(name: "deferAndErrors", source: """
        enum ParseErrorDE: Error { case empty, bad(String) }
        func parseDE(_ text: String) throws -> Int {
            defer { print("parsed", text) }
            guard !text.isEmpty else { throw ParseErrorDE.empty }
            guard let value = Int(text) else { throw ParseErrorDE.bad(text) }
            return value
        }
        func deferAndErrors() {
            for text in ["12", "", "x1"] {
                do {
                    let value = try parseDE(text)
                    print("ok", value)
                } catch ParseErrorDE.empty {
                    print("empty")
                } catch let ParseErrorDE.bad(what) {
                    print("bad", what)
                } catch {
                    print("other", error)
                }
            }
            print((try? parseDE("5")) as Any, (try? parseDE("q")) as Any)
            let forced = try! parseDE("7")
            print(forced)
            func order() {
                defer { print("first defer registered, runs last") }
                defer { print("second defer runs first") }
                print("body")
            }
            order()
        }
        """),
        Case(name: "stringsAll", source: """
        func stringsAll() {
            let s = "Hello, World"
            print(s.count, s.uppercased(), s.lowercased(), s.hasPrefix("He"), s.hasSuffix("x"))
            print(s.split(separator: ","), s.split(separator: " ").map(String.init), s.contains("World"))
            print(s.replacingOccurrences(of: "o", with: "0"), String(s.prefix(5)), String(s.suffix(5)))
            print(String(s.reversed()), s.first as Any, s.last as Any, s.isEmpty, "".isEmpty)
            print(["a", "b", "c"].joined(separator: "-"), ["x", "y"].joined())
            let n = 42, d = 3.14159
            print("n=\\(n) d=\\(d) sum=\\(Double(n) + d)")
            print(String(format: "%d items, %.2f each, %@", 3, 1.5, "ok"), String(format: "%05.1f|%3d|%x", 2.25, 7, 255))
            print(String(format: "%2$@ before %1$@ (%1$@)", "a", "b"), String(format: "%2$d/%1$.1f", 1.5, 7))
            print(String(repeating: "ab", count: 3), String(n), Int("x7") as Any, Double("2.5") as Any)
            var t = "abc"
            t += "def"
            t.append("g")
            print(t, t.count, Array(t).count, t.map { $0.uppercased() }.joined())
            let c: Character = "z"
            print(c, [c], c.isLetter, "q\\"uote", ["q\\"uote"])
            print("multi" + "ple", "tab\\tbed", "a\\nb")
        }
        """),
        Case(name: "collectionsAll", source: """
        func collectionsAll() {
            var a = [5, 3, 8, 1]
            a.append(9)
            a.insert(0, at: 0)
            let removed = a.remove(at: 2)
            print(a, removed, a.count, a.first as Any, a.last as Any, a.isEmpty)
            print(a.sorted(), a.sorted(by: >), a.reversed() as [Int], a.filter { $0 > 3 }, a.map { $0 * 2 })
            print(a.reduce(0, +), a.reduce(into: [Int]()) { $0.append($1 + 1) }, a.min() as Any, a.max() as Any)
            print(a.contains(8), a.contains { $0 > 100 }, a.allSatisfy { $0 >= 0 }, a.first { $0 > 4 } as Any)
            print(a.firstIndex(of: 8) as Any, a.prefix(2), a.suffix(2), a.dropFirst(), a.dropLast(2))
            print(Array(a[1...3]), Array(a[..<2]), a.indices, a.enumerated().map { $0.offset * $0.element })
            print(zip(a, ["x", "y"]).map { "\\($0)\\($1)" }, Array(repeating: 7, count: 3), [[1, 2], [3]].flatMap { $0 })
            print(["1", "x", "3"].compactMap { Int($0) }, a.popLast() as Any, a)
            a.removeAll { $0 % 2 == 0 }
            print(a, a.min(by: { $0 > $1 }) as Any, a.max(by: { $0 > $1 }) as Any)
            var d: [String: Int] = ["b": 2, "a": 1]
            d["c"] = 3
            d["a", default: 0] += 10
            d["b"] = nil
            print(d.count, d["a"] as Any, d["zz"] as Any, d.keys.sorted(), d.values.sorted())
            print(d.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }, d.mapValues { $0 * 2 }["c"] as Any)
            let grouped = Dictionary(grouping: [1, 2, 3, 4, 5], by: { $0 % 2 })
            print(grouped[0] as Any, grouped[1] as Any)
            var s: Set<Int> = [3, 1]
            s.insert(2)
            s.insert(3)
            print(s.count, s.contains(2), s.sorted(), s.union([9]).sorted(), s.intersection([1, 2, 7]).sorted())
            print(Array(1...4), Array(0..<3), (1...4).map { $0 * $0 }, (0..<5).contains(4), (1...3).reduce(1, *))
            print(stride(from: 0, through: 1, by: 0.25).map { $0 }, [3, 1, 2].sorted().reversed().map { $0 })
        }
        """),
        Case(name: "keyPathsAndProtocols", source: """
        protocol ShapeKP {
            var name: String { get }
            func area() -> Double
        }
        extension ShapeKP {
            func summary() -> String { "\\(name) with area \\(area())" }
            var isLarge: Bool { area() > 10 }
        }
        struct SquareKP: ShapeKP, Hashable {
            var side: Double
            var name: String { "square" }
            func area() -> Double { side * side }
        }
        struct CircleKP: ShapeKP {
            var radius: Double
            let name = "circle"
            func area() -> Double { 3 * radius * radius }
        }
        struct ItemKP: Identifiable { let id: Int; var title: String; var price: Double }
        func keyPathsAndProtocols() {
            let shapes: [ShapeKP] = [SquareKP(side: 2), CircleKP(radius: 2), SquareKP(side: 4)]
            for shape in shapes { print(shape.summary(), shape.isLarge) }
            let items = [ItemKP(id: 2, title: "b", price: 2.5), ItemKP(id: 1, title: "a", price: 10)]
            print(items.map(\\.title), items.map(\\.id), items.sorted { $0.id < $1.id }.map(\\.title))
            print(items.map(\\.price).reduce(0, +), items.first(where: { $0.price > 5 })?.title ?? "none")
            let squares: Set<SquareKP> = [SquareKP(side: 1), SquareKP(side: 1), SquareKP(side: 2)]
            print(squares.count, SquareKP(side: 3) == SquareKP(side: 3), SquareKP(side: 3) == SquareKP(side: 4))
            let path = \\ItemKP.title
            print(items[0][keyPath: path])
        }
        """),
        Case(name: "printingAll", source: """
        struct InnerPA { var flag = true; var ratio = 0.5 }
        struct OuterPA { var name = "o"; var inner = InnerPA(); var list = [1, 2]; var maybe: Int? = nil; var pair = (1, "a") }
        enum StatePA { case idle, running(speed: Double), done(Int, String) }
        class RefPA {}
        func printingAll() {
            print(OuterPA())
            print([OuterPA()].count, [InnerPA()])
            print(StatePA.idle, StatePA.running(speed: 2), StatePA.done(1, "x"), [StatePA.idle])
            print(Optional(StatePA.idle) as Any, Optional(InnerPA()) as Any)
            print(1, 2.0, "three", true, separator: ", ")
            print("no newline", terminator: "|")
            print("")
            print((1, 2.5, "s"), (x: 1, y: "z"), [(1, 2)], [1: "one"])
            print([String](), [Int: Int](), [Double]())
            print(RefPA(), [RefPA()].count)
            print(Int.max, Int.min, Double.pi, CGFloat.pi, 1.0 / 0, -0.0)
            print(String(describing: InnerPA()), "\\(StatePA.running(speed: 1))")
            let value: Any = 3
            print(value, value is Int, value is String)
        }
        """),
        Case(name: "wrappersAndBuilders", source: """
        @propertyWrapper
        struct ClampedWB {
            var value: Int
            let range: ClosedRange<Int>
            init(wrappedValue: Int, _ range: ClosedRange<Int>) {
                self.range = range
                value = min(max(wrappedValue, range.lowerBound), range.upperBound)
            }
            var wrappedValue: Int {
                get { value }
                set { value = min(max(newValue, range.lowerBound), range.upperBound) }
            }
            var projectedValue: String { "clamped to \\(range)" }
        }
        struct SettingsWB {
            @ClampedWB(0...10) var volume: Int = 15
        }
        @resultBuilder
        struct ListBuilderWB {
            static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
            static func buildExpression(_ text: String) -> [String] { [text] }
            static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
            static func buildEither(first: [String]) -> [String] { first }
            static func buildEither(second: [String]) -> [String] { second }
            static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
        }
        @ListBuilderWB func menuWB(showExtras: Bool, count: Int) -> [String] {
            "Start"
            if showExtras {
                "Extras"
            }
            if count > 2 {
                "Many"
            } else {
                "Few"
            }
            for i in 0..<count {
                "Item \\(i)"
            }
        }
        func wrappersAndBuilders() {
            var settings = SettingsWB()
            print(settings.volume, settings.$volume)
            settings.volume = -4
            print(settings.volume)
            settings.volume += 3
            print(settings.volume)
            print(menuWB(showExtras: true, count: 2))
            print(menuWB(showExtras: false, count: 3))
        }
        """),
        Case(name: "extensionsAndOperators", source: """
        extension Int {
            var squaredEO: Int { self * self }
            func timesEO(_ f: () -> Void) { for _ in 0..<self { f() } }
        }
        extension String {
            var shoutedEO: String { uppercased() + "!" }
        }
        struct VecEO: Equatable, CustomStringConvertible {
            var x: Double, y: Double
            static func + (a: VecEO, b: VecEO) -> VecEO { VecEO(x: a.x + b.x, y: a.y + b.y) }
            static func * (a: VecEO, k: Double) -> VecEO { VecEO(x: a.x * k, y: a.y * k) }
            static prefix func - (v: VecEO) -> VecEO { VecEO(x: -v.x, y: -v.y) }
            static let zero = VecEO(x: 0, y: 0)
            var description: String { "(\\(x), \\(y))" }
        }
        infix operator <+>: AdditionPrecedence
        func <+> (a: Int, b: Int) -> Int { a * 10 + b }
        struct GridEO {
            var cells = [0, 0, 0, 0]
            subscript(row: Int, column: Int) -> Int {
                get { cells[row * 2 + column] }
                set { cells[row * 2 + column] = newValue }
            }
        }
        func extensionsAndOperators() {
            print(5.squaredEO, "hi".shoutedEO)
            var count = 0
            3.timesEO { count += 1 }
            print(count)
            var v = VecEO(x: 1, y: 2) + VecEO(x: 3, y: 4)
            v = v * 2
            print(v, -v, v == VecEO(x: 8, y: 12), VecEO.zero, [v])
            print(1 <+> 2 <+> 3)
            var grid = GridEO()
            grid[1, 0] = 7
            grid[0, 1] += 2
            print(grid[1, 0], grid.cells)
        }
        """),
        Case(name: "initializersAll", source: """
        struct TemperatureIA {
            var celsius: Double
            init(celsius: Double) { self.celsius = celsius }
            init(fahrenheit: Double) { self.init(celsius: (fahrenheit - 32) / 1.8) }
            init?(text: String) {
                guard let value = Double(text) else { return nil }
                celsius = value
            }
        }
        extension TemperatureIA {
            init() { celsius = 20 }
        }
        struct SizeIA { var width = 1.0, height = 2.0 }
        class NodeIA {
            var value: Int
            var children: [NodeIA] = []
            init(_ value: Int) { self.value = value }
            convenience init() { self.init(0) }
            func total() -> Int { value + children.reduce(0) { $0 + $1.total() } }
        }
        func initializersAll() {
            print(TemperatureIA(celsius: 5).celsius, TemperatureIA(fahrenheit: 212).celsius, TemperatureIA().celsius)
            print(TemperatureIA(text: "12.5")?.celsius as Any, TemperatureIA(text: "x") as Any)
            print(SizeIA(), SizeIA(width: 3), SizeIA(height: 5), SizeIA(width: 2, height: 2))
            let root = NodeIA(1)
            root.children = [NodeIA(2), NodeIA()]
            root.children[0].children.append(NodeIA(4))
            print(root.total(), root.children.count)
        }
        """),
        Case(name: "nestedAndStatic", source: """
        struct ThemeNS {
            enum Style: String { case plain, bold }
            struct Palette { var primary = "blue"; var secondary = "gray" }
            static let standard = ThemeNS(style: .bold)
            static var counter = 0
            var style: Style
            var palette = Palette()
            static func make(_ style: Style) -> ThemeNS {
                counter += 1
                return ThemeNS(style: style)
            }
        }
        func nestedAndStatic() {
            let theme = ThemeNS.make(.plain)
            _ = ThemeNS.make(.bold)
            print(theme.style, theme.style.rawValue, theme.palette.primary, ThemeNS.standard.style, ThemeNS.counter)
            let style: ThemeNS.Style = .bold
            print(style == .bold, ThemeNS.Style(rawValue: "plain") as Any)
            let t = ThemeNS(style: .plain, palette: ThemeNS.Palette(primary: "red"))
            print(t.palette)
        }
        """),
        Case(name: "ternaryUntakenBranch", source: """
        func ternaryUntakenBranch() {
            let xs = [10, 20]
            let next: [Int] = xs.indices.map { index in index < xs.count - 1 ? xs[index + 1] : 0 }
            let widths: [Double] = [1.5, 2]
            let gaps = widths.indices.map { i in i == 0 ? 0 : widths[i - 1] }
            let sizes = [(w: 3.0, h: 1.0), (w: 2.0, h: 4.0)]
            let largest = sizes.reduce((w: 0.0, h: 0.0)) { (w: max($0.w, $1.w), h: max($0.h, $1.h)) }
            print(next, gaps, largest.w, largest.h)
        }
        """),
        Case(name: "staticWrappedProperty", source: """
        @propertyWrapper struct StaticWrappedClamped {
            var value: Int
            var wrappedValue: Int {
                get { value }
                set { value = min(newValue, 10) }
            }
            var projectedValue: String { "clamped \\(value)" }
            init(wrappedValue: Int) { value = min(wrappedValue, 10) }
        }
        struct StaticWrappedSettings {
            @StaticWrappedClamped static var level = 20
            static func describe() -> String { "\\(level) \\($level)" }
        }
        func staticWrappedProperty() {
            print(StaticWrappedSettings.level)
            StaticWrappedSettings.level = 7
            print(StaticWrappedSettings.level, StaticWrappedSettings.describe())
            StaticWrappedSettings.level = 99
            print(StaticWrappedSettings.level, StaticWrappedSettings.$level)
        }
        """),
        // `extension ButtonStyle where Self == PrimaryStyle { static func primary(…) -> Self }`, as
        // SwiftUI apps write their styles: inside, `Self` is the concrete type.
        Case(name: "selfInConstrainedExtension", source: """
        protocol StylingSCE { var height: Int { get } }
        struct PlainStylingSCE: StylingSCE {
            var height = 50
            static func make() -> Self { .init(height: 60) }
            func taller() -> Self { Self(height: height + 10) }
        }
        extension StylingSCE where Self == PlainStylingSCE {
            static var plain: PlainStylingSCE { PlainStylingSCE() }
            static func tall(_ extra: Int) -> Self { .init(height: 80 + extra) }
            static var doubled: Self { Self(height: 100) }
        }
        func selfInConstrainedExtension() {
            func height<S: StylingSCE>(_ style: S) -> Int { style.height }
            print(height(.plain), height(.tall(5)), height(.doubled))
            print(PlainStylingSCE.make().taller().height, PlainStylingSCE.tall(1).height)
        }
        """),
        // Global computed variables (a snippet's top-level `var body: some View { … }`): the getter
        // runs at every read.
        Case(name: "globalComputedVariables", source: """
        var counterGCV = 0
        var gapGCV: Int { 8 + 4 }
        var labelGCV: String {
            get { "n=\\(gapGCV) \\(counterGCV)" }
        }
        func globalComputedVariables() {
            print(gapGCV, labelGCV)
            counterGCV += 1
            print(labelGCV, gapGCV * 2)
        }
        """),
        // A variadic parameter gathers the unlabelled values after its label, but not a trailing
        // closure meant for the closure parameter after it; left out, it is empty.
        Case(name: "variadicBeforeTrailingClosure", source: """
        struct FilterVBT {
            let keys: [String]
            let render: (Int) -> String
            init(_ count: Int, keys: String..., render: @escaping (Int) -> String) {
                self.keys = keys
                self.render = { render($0 * count) }
            }
        }
        func joinVBT(_ parts: String..., separator: String = "-") -> String { parts.joined(separator: separator) }
        func variadicBeforeTrailingClosure() {
            let a = FilterVBT(2, keys: "x", "y") { "v\\($0)" }
            print(a.keys, a.render(3))
            let b = FilterVBT(3) { "w\\($0)" }
            print(b.keys.count, b.render(1))
            print(joinVBT("a", "b", "c"), joinVBT(separator: "+"), joinVBT("q", separator: "/"))
        }
        """),
        // `debugPrint` writes debug descriptions: strings and characters quoted, inside
        // collections as `print` does.
        Case(name: "debugPrintQuotes", source: """
        func debugPrintQuotes() {
            debugPrint("a", 1, ["b"], separator: "|")
            debugPrint(Character("c"), 2.5, Optional("d") as Any)
            print("e", ["f"])
        }
        """),
        // Strings inside collections and optionals are written as `debugDescription` writes them:
        // `\'` escaped, ASCII control characters as `\u{XX}`, other scalars as they are.
        Case(name: "debugDescriptionEscapes", source: """
        func debugDescriptionEscapes() {
            print(["it's", "tab\\there", "nul\\0", "bell\\u{7}", "del\\u{7F}", "\\"q\\"", "back\\\\slash", "é\\u{85}"])
            print([Character("'")], Optional("line\\nbreak") as Any)
        }
        """),
    ]
}
