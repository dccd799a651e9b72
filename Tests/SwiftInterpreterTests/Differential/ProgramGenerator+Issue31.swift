/// Generators for the shapes real view files tripped on (issue 31): implicit members whose type
/// comes from a property's, a return's or a parameter's declared type (`.init(repeating:count:)`
/// for `[Int]`, `.init()` in a ternary, a rounding rule), delegating initializers that leave
/// defaulted parameters to the initializer they call, and optionals spelled `Optional<T>` and `T?`.
extension ProgramGenerator {
    mutating func implicitMemberSnippet() {
        let type = typeName("IM")
        let count = random.int(0...4), fill = random.int(0...9)
        let rule = random.pick(["up", "down", "towardZero", "awayFromZero", "toNearestOrEven", "toNearestOrAwayFromZero"])
        declarations += """
        struct \(type) {
            var width: Double = 0
            var height: Double = 0
            static let unit = \(type)(width: 1, height: 1)
            var cells: [Int] = .init(repeating: \(fill), count: \(count))
            var seen: Set<String> = .init()
            var grid: [[Int]] = .init(repeating: .init(repeating: 1, count: 2), count: \(random.int(1...3)))
            func scaled(_ flag: Bool) -> \(type) { flag ? .init(width: width * 2, height: height) : .unit }
            var rule: FloatingPointRoundingRule { .\(rule) }
        }

        """
        let a = fresh(), b = fresh()
        emit("var \(a) = \(type)(width: \(doubleLeaf()), height: \(random.int(1...9)))")
        emit("for cell in \(a).cells { print(\"cell\", cell) }")
        emit("\(a).seen.insert(\"\(random.pick(Self.words))\")")
        emit("print(\(a).seen.count, \(a).grid)")
        emit("let \(b): \(type) = \(a).cells.isEmpty ? .init() : .unit")
        emit("print(\(b).width, \(a).scaled(\(random.chance(50))).width)")
        emit("print((Double(\(doubleLeaf())) / 3).rounded(.\(rule)), Double(\(doubleLeaf())).rounded(\(a).rule))")
        block("switch \(a).rule") { g in
            g.emit("case .up, .down: print(\"directed\")")
            g.emit("default: print(\"other\")")
        }
    }

    mutating func delegatingInitSnippet() {
        let type = typeName("DI")
        let fallback = random.int(1...9)
        declarations += """
        struct \(type) {
            var title: String
            var count: Int
            var tint: String
            init(title: String = "none", count: Int = \(fallback), tint: String = "blue", make: () -> Int) {
                self.title = title
                self.count = count + make()
                self.tint = tint
            }
            init(title: String) { self.init(title: title) { \(random.int(0...9)) } }
            init() { self.init { \(random.int(10...19)) } }
        }
        final class \(type)Store {
            let name: String
            let limit: Int
            init(name: String, limit: Int = \(random.int(1...5)), seed: () -> [Int]) {
                self.name = name
                self.limit = limit + seed().count
            }
            convenience init() { self.init(name: "main") { [\(random.int(0...3)), 2] } }
        }

        """
        let a = fresh(), b = fresh(), c = fresh()
        emit("let \(a) = \(type)(title: \"\(random.pick(Self.words))\")")
        emit("let \(b) = \(type)()")
        emit("let \(c) = \(type)Store()")
        emit("print(\(a).title, \(a).count, \(a).tint, \(b).title, \(b).count, \(c).name, \(c).limit)")
    }

    mutating func optionalSpellingSnippet() {
        let a = fresh(), b = fresh(), f = fresh("spell")
        emit("let \(a): Optional<Int> = \(random.chance(30) ? "nil" : intLeaf())")
        emit("let \(b): Int? = \(random.chance(30) ? "nil" : intLeaf())")
        emit("print(\(a) == \(b), \(a) as Any, \(b).debugDescription, \(a).debugDescription)")
        block("func \(f)(_ value: Optional<Int>) -> String") { g in
            g.emit("switch value { case .some(let x): return \"some \\(x)\"; case .none: return \"none\" }")
        }
        emit("print(\(f)(\(a)), \(f)(\(b)), \(f)(Optional<Int>.none))")
        let boxed = fresh()
        emit("let \(boxed): Any = \(a) as Any")
        emit("print(\(boxed) is Int?, \(boxed) is Optional<Int>)")
        emit("if let inner = \(boxed) as? Optional<Int> { print(inner as Any) }")
    }
}
