/// Writes random, well-typed Swift programs whose printed output is fully determined by the
/// language (no dictionary iteration order, no randomness, no addresses), for the differential
/// test against `swiftc`. Each program is a function `pN()` plus top-level types whose names carry
/// `N`, so many programs fit in one compiled file. Arithmetic is kept far from overflow (values
/// reduced `% 1009`, products with one small factor) and divisors are never zero, so the compiled
/// program never traps; trapping is tested by hand-written cases.
struct ProgramGenerator {
    struct Program {
        var index: Int
        var declarations: String
        var body: String
        var source: String { declarations + "func p\(index)() {\n" + body + "}\n" }
    }

    var random: SeededGenerator
    private let index: Int
    var declarations = ""
    private var lines: [String] = []
    private var indent = 1
    private var counter = 0
    private var ints: [String] = []
    private var doubles: [String] = []
    private var strings: [String] = []
    private var arrays: [String] = []
    private var bools: [String] = []

    init(seed: UInt64, index: Int) {
        random = SeededGenerator(seed: seed &+ UInt64(index) &* 0x1000_0001)
        self.index = index
    }

    static let words = ["apple", "kiwi", "fig", "lime", "plum", "pear", "Swift", "view", "stack", "a b c"]

    mutating func generate() -> Program {
        let snippetCount = random.int(3...7)
        for _ in 0..<snippetCount {
            let kinds: [(inout ProgramGenerator) -> Void] = [
                { $0.scalarSnippet() }, { $0.loopSnippet() }, { $0.switchSnippet() }, { $0.structSnippet() },
                { $0.enumSnippet() }, { $0.classSnippet() }, { $0.closureSnippet() }, { $0.optionalSnippet() },
                { $0.errorSnippet() }, { $0.stringSnippet() }, { $0.arraySnippet() }, { $0.dictionarySnippet() },
                { $0.literalTypingSnippet() }, { $0.deferSnippet() }, { $0.labelSnippet() }, { $0.tupleSnippet() },
                { $0.inoutSnippet() }, { $0.whileSnippet() }, { $0.protocolSnippet() }, { $0.observerSnippet() },
                { $0.optionalChainSnippet() }, { $0.formatSnippet() }, { $0.genericSnippet() }, { $0.keyPathSnippet() },
                { $0.setSnippet() }, { $0.characterSnippet() }, { $0.cgFloatSnippet() },
                { $0.implicitMemberSnippet() }, { $0.delegatingInitSnippet() }, { $0.optionalSpellingSnippet() },
                { $0.constrainedExtensionSnippet() }, { $0.subscriptArgumentSnippet() }, { $0.unsignedWrappingSnippet() },
                { $0.writtenGenericArgumentsSnippet() },
            ]
            random.pick(kinds)(&self)
        }
        return Program(index: index, declarations: declarations, body: lines.joined(separator: "\n") + "\n")
    }

    // MARK: Helpers

    mutating func fresh(_ prefix: String = "v") -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    mutating func emit(_ line: String) {
        lines.append(String(repeating: "    ", count: indent) + line)
    }

    mutating func typeName(_ base: String) -> String {
        counter += 1
        return "\(base)\(index)_\(counter)"
    }

    /// Runs `body` in a nested block, forgetting the variables it declared afterwards.
    mutating func block(_ header: String, _ body: (inout ProgramGenerator) -> Void) {
        emit(header + " {")
        let saved = (ints, doubles, strings, arrays, bools)
        indent += 1
        body(&self)
        indent -= 1
        (ints, doubles, strings, arrays, bools) = saved
        emit("}")
    }

    // MARK: Expressions

    mutating func intExpression(_ depth: Int = 2) -> String {
        if depth == 0 || random.chance(30) { return intLeaf() }
        switch random.int(0...9) {
        case 0, 1: return "(\(intExpression(depth - 1)) + \(intExpression(depth - 1)))"
        case 2: return "(\(intExpression(depth - 1)) - \(intExpression(depth - 1)))"
        case 3: return "(\(intExpression(depth - 1)) * \(intLeaf()))"
        case 4: return "(\(intExpression(depth - 1)) / (abs(\(intLeaf())) % 7 + 1))"
        case 5: return "(\(intExpression(depth - 1)) % (abs(\(intLeaf())) % 5 + 1))"
        case 6: return "(\(boolExpression(depth - 1)) ? \(intExpression(depth - 1)) : \(intExpression(depth - 1)))"
        case 7: return "\(random.pick(["max", "min"]))(\(intExpression(depth - 1)), \(intExpression(depth - 1)))"
        case 8: return arrays.isEmpty ? "abs(\(intExpression(depth - 1)))" : "\(random.pick(arrays)).count"
        default: return strings.isEmpty ? "-\(intLeaf())" : "\(random.pick(strings)).count"
        }
    }

    mutating func intLeaf() -> String {
        if !ints.isEmpty && random.chance(55) { return random.pick(ints) }
        return String(random.int(0...20))
    }

    mutating func doubleExpression(_ depth: Int = 2) -> String {
        if depth == 0 || random.chance(30) { return doubleLeaf() }
        switch random.int(0...6) {
        case 0, 1: return "(\(doubleExpression(depth - 1)) + \(doubleExpression(depth - 1)))"
        case 2: return "(\(doubleExpression(depth - 1)) - \(doubleLeaf()))"
        case 3: return "(\(doubleExpression(depth - 1)) * \(doubleLeaf()))"
        case 4: return "(\(doubleExpression(depth - 1)) / \(random.pick(["2", "4.0", "3", "0.5", "8"])))"
        case 5: return "Double(\(intExpression(depth - 1)))"
        default: return "\(random.pick(["sqrt", "floor", "ceil", "abs"]))(\(doubleExpression(depth - 1)))"
        }
    }

    mutating func doubleLeaf() -> String {
        if !doubles.isEmpty && random.chance(50) { return random.pick(doubles) }
        return random.pick(["1.5", "0.25", "2", "10", "0.1", "3.75", "100", "7"])
    }

    mutating func boolExpression(_ depth: Int = 2) -> String {
        if depth == 0 || random.chance(25) {
            if !bools.isEmpty && random.chance(40) { return random.pick(bools) }
            return "(\(intLeaf()) \(random.pick(["<", ">", "==", "!=", "<=", ">="])) \(intLeaf()))"
        }
        switch random.int(0...5) {
        case 0: return "(\(boolExpression(depth - 1)) && \(boolExpression(depth - 1)))"
        case 1: return "(\(boolExpression(depth - 1)) || \(boolExpression(depth - 1)))"
        case 2: return "!(\(boolExpression(depth - 1)))"
        case 3: return arrays.isEmpty ? "true" : "\(random.pick(arrays)).contains(\(intLeaf()))"
        case 4: return strings.isEmpty ? "false" : "\(random.pick(strings)).hasPrefix(\"\(random.pick(["a", "p", "S", "k"]))\")"
        default: return "(\(intExpression(depth - 1)) % 2 == 0)"
        }
    }

    mutating func stringExpression(_ depth: Int = 2) -> String {
        if depth == 0 || random.chance(30) {
            if !strings.isEmpty && random.chance(50) { return random.pick(strings) }
            return "\"\(random.pick(Self.words))\""
        }
        switch random.int(0...6) {
        case 0: return "\"\\(\(intExpression(depth - 1))) and \\(\(stringExpression(depth - 1)))\""
        case 1: return "(\(stringExpression(depth - 1)) + \(stringExpression(depth - 1)))"
        case 2: return "\(stringExpression(depth - 1)).\(random.pick(["uppercased()", "lowercased()"]))"
        case 3: return "String(\(intExpression(depth - 1)))"
        case 4: return arrays.isEmpty ? "\"x\"" : "\(random.pick(arrays)).map { String($0) }.joined(separator: \"\(random.pick([",", "-", " "]))\")"
        case 5: return "\"[\\(\(doubleExpression(depth - 1)))]\""
        default: return "String(\(stringExpression(depth - 1)).reversed())"
        }
    }

    mutating func arrayExpression(_ depth: Int = 2) -> String {
        if depth == 0 || random.chance(25) {
            if !arrays.isEmpty && random.chance(50) { return random.pick(arrays) }
            return "[" + (0..<random.int(0...5)).map { _ in String(random.int(0...20)) }.joined(separator: ", ") + "]"
        }
        switch random.int(0...7) {
        case 0: return "\(arrayExpression(depth - 1)).map { $0 * \(random.int(1...4)) }"
        case 1: return "\(arrayExpression(depth - 1)).filter { $0 % \(random.int(2...3)) == 0 }"
        case 2: return "\(arrayExpression(depth - 1)).sorted()"
        case 3: return "\(arrayExpression(depth - 1)).sorted(by: >)"
        case 4: return "Array(\(arrayExpression(depth - 1)).reversed())"
        case 5: return "Array(0..<(abs(\(intLeaf())) % 6))"
        case 6: return "(\(arrayExpression(depth - 1)) + \(arrayExpression(depth - 1)))"
        default: return "Array(\(arrayExpression(depth - 1)).prefix(\(random.int(0...3))))"
        }
    }

    // MARK: Declarations of locals

    mutating func declareInt() -> String {
        let name = fresh()
        emit("\(random.chance(50) ? "let" : "var") \(name): Int = \(intExpression()) % 1009")
        ints.append(name)
        return name
    }

    mutating func declareDouble() -> String {
        let name = fresh()
        emit("let \(name): Double = \(doubleExpression())")
        doubles.append(name)
        return name
    }

    mutating func declareString() -> String {
        let name = fresh()
        emit("let \(name) = \(stringExpression())")
        strings.append(name)
        return name
    }

    mutating func declareArray() -> String {
        let name = fresh()
        emit("var \(name): [Int] = \(arrayExpression())")
        arrays.append(name)
        return name
    }

    // MARK: Snippets

    mutating func scalarSnippet() {
        switch random.int(0...4) {
        case 0: let name = declareInt(); emit("print(\"int\", \(name))")
        case 1: let name = declareDouble(); emit("print(\"double\", \(name))")
        case 2: let name = declareString(); emit("print(\(name))")
        case 3: let name = fresh(); emit("let \(name) = \(boolExpression())"); bools.append(name); emit("print(\(name))")
        default: emit("print(\(intExpression()), \(boolExpression()), separator: \"|\")")
        }
    }

    mutating func loopSnippet() {
        let accumulator = fresh()
        emit("var \(accumulator) = \(random.int(0...5))")
        let loopVariable = fresh("i")
        let range = random.chance(50) ? "0..<\(random.int(0...8))" : "1...\(random.int(1...8))"
        let filter = random.chance(40) ? " where \(loopVariable) % 2 == \(random.int(0...1))" : ""
        block("for \(loopVariable) in \(range)\(filter)") { g in
            g.ints.append(loopVariable)
            if g.random.chance(30) { g.emit("if \(loopVariable) == \(g.random.int(0...6)) { continue }") }
            g.emit("\(accumulator) = (\(accumulator) + \(g.intExpression(1))) % 1009")
            if g.random.chance(20) { g.emit("if \(accumulator) > 500 { break }") }
        }
        emit("print(\"loop\", \(accumulator))")
        ints.append(accumulator)
    }

    mutating func whileSnippet() {
        let counter = fresh(), total = fresh()
        emit("var \(counter) = 0")
        emit("var \(total) = \(random.int(0...3))")
        if random.chance(50) {
            block("while \(counter) < \(random.int(0...6))") { g in
                g.emit("\(counter) += 1")
                g.emit("\(total) = (\(total) * 2 + \(counter)) % 1009")
            }
        } else {
            block("repeat") { g in
                g.emit("\(counter) += 1")
                g.emit("\(total) += \(counter)")
            }
            lines[lines.count - 1] += " while \(counter) < \(random.int(0...5))"
        }
        emit("print(\(counter), \(total))")
        ints.append(total)
    }

    mutating func switchSnippet() {
        let subject = intLeaf()
        block("switch \(subject)") { g in
            g.emit("case 0:")
            g.emit("    print(\"zero\")")
            g.emit("case 1...3:")
            g.emit("    print(\"small\", \(subject))")
            g.emit("case let x where x % 2 == 0:")
            g.emit("    print(\"even\", x)")
            if g.random.chance(40) {
                g.emit("case 5, 7, 9:")
                g.emit("    print(\"odd digit\")")
                g.emit("    fallthrough")
                g.emit("case 11:")
                g.emit("    print(\"eleven or fell\")")
            }
            g.emit("default:")
            g.emit("    print(\"other\", \(subject) % 10)")
        }
    }

    mutating func structSnippet() {
        let type = typeName("S")
        let hasDouble = random.chance(50)
        declarations += """
        struct \(type) {
            var count: Int
            var name: String = "\(random.pick(Self.words))"
        \(hasDouble ? "    var ratio: Double = \(random.pick(["0.5", "2", "1.25"]))\n" : "")\
            let tag = \(random.int(0...9))
            var doubled: Int { count * 2 }
            var label: String {
                get { "\\(name)#\\(count)" }
                set { name = newValue }
            }
            mutating func bump(by amount: Int = 1) {
                count += amount
            }
            func describe() -> String { "\\(name):\\(count + tag)" }
            static let unit = \(type)(count: 1)
        }

        """
        let a = fresh(), b = fresh()
        emit("var \(a) = \(type)(count: \(intExpression(1)) % 100\(random.chance(50) ? ", name: \(stringExpression(1))" : ""))")
        emit("var \(b) = \(a)")
        emit("\(b).bump(by: \(random.int(1...5)))")
        emit("\(b).bump()")
        if random.chance(50) { emit("\(b).label = \"renamed\"") }
        emit("print(\(a).count, \(b).count, \(a).doubled, \(b).label)")
        emit("print(\(a).describe(), \(type).unit.count)")
        emit("print(\(b))")
        if random.chance(50) { emit("print([\(a), \(type).unit].map(\\.count))") }
        ints.append("\(a).count")
    }

    mutating func enumSnippet() {
        let type = typeName("E")
        if random.chance(50) {
            let raw = random.chance(50)
            declarations += """
            enum \(type): \(raw ? "String" : "Int"), CaseIterable {
                case north\(raw ? "" : " = \(random.int(0...3))"), east, south, west
                var turned: \(type) {
                    switch self {
                    case .north: return .east
                    case .east: return .south
                    case .south: return .west
                    case .west: return .north
                    }
                }
                var isVertical: Bool { self == .north || self == .south }
            }

            """
            let value = fresh()
            emit("let \(value): \(type) = .\(random.pick(["north", "east", "south", "west"]))")
            emit("print(\(value), \(value).rawValue, \(value).turned, \(value).turned.isVertical)")
            emit("print(\(type).allCases.count, \(type).allCases.map { $0.rawValue })")
            emit("print(\(type)(rawValue: \(raw ? "\"south\"" : String(random.int(0...6)))) as Any)")
        } else {
            declarations += """
            enum \(type) {
                case circle(radius: Double)
                case square(Int)
                case label(String, count: Int)
                case empty
                var weight: Int {
                    switch self {
                    case .circle(let radius): return Int(radius * 2)
                    case let .square(side) where side > 5: return side * side
                    case .square(let side): return side
                    case .label(_, let count): return count
                    case .empty: return 0
                    }
                }
            }

            """
            let values = fresh()
            emit("let \(values): [\(type)] = [.circle(radius: \(doubleLeaf())), .square(\(random.int(0...9))), .label(\(stringExpression(1)), count: \(random.int(0...4))), .empty]")
            let element = fresh("e")
            block("for \(element) in \(values)") { g in
                g.block("if case .label(let text, _) = \(element)") { g in g.emit("print(\"label\", text)") }
                g.emit("print(\(element), \(element).weight)")
            }
        }
    }

    mutating func classSnippet() {
        let base = typeName("C"), derived = typeName("D")
        declarations += """
        class \(base) {
            var total: Int
            let name: String
            init(name: String, total: Int = 0) {
                self.name = name
                self.total = total
            }
            func add(_ amount: Int) { total += amount }
            func summary() -> String { "\\(name)=\\(total)" }
        }
        final class \(derived): \(base) {
            var bonus = \(random.int(1...5))
            override func add(_ amount: Int) {
                super.add(amount + bonus)
            }
            override func summary() -> String { "D(" + super.summary() + ")" }
        }

        """
        let a = fresh(), b = fresh(), c = fresh()
        emit("let \(a) = \(base)(name: \(stringExpression(1)))")
        emit("let \(b) = \(a)")
        emit("\(b).add(\(intLeaf()))")
        emit("let \(c): \(base) = \(derived)(name: \"d\", total: \(random.int(0...9)))")
        emit("\(c).add(\(random.int(0...9)))")
        emit("print(\(a).total, \(a) === \(b), \(a) === \(c), \(c).summary(), \(a).summary())")
        emit("print(\(c) is \(derived), (\(c) as? \(derived))?.bonus ?? -1)")
    }

    mutating func closureSnippet() {
        let maker = fresh("make"), counter = fresh()
        block("func \(maker)(step: Int) -> () -> Int") { g in
            g.emit("var total = 0")
            g.emit("return { total += step; return total }")
        }
        emit("let \(counter) = \(maker)(step: \(random.int(1...4)))")
        emit("_ = \(counter)()")
        emit("print(\"counter\", \(counter)(), \(counter)())")
        let transform = fresh()
        emit("let \(transform): (Int) -> Int = { value in value * \(random.int(1...3)) + \(intLeaf()) }")
        emit("print([1, 2, 3].map(\(transform)))")
        let captured = fresh()
        emit("var \(captured) = \(random.int(0...9))")
        let closure = fresh()
        emit("let \(closure) = { \(captured) * 10 }")
        emit("\(captured) += 1")
        emit("print(\(closure)(), [3, 1, 2].sorted { $0 > $1 }, [1, 2, 3, 4].reduce(0, +))")
    }

    mutating func optionalSnippet() {
        let a = fresh(), b = fresh()
        emit("let \(a): Int? = \(random.chance(50) ? "nil" : intLeaf())")
        emit("let \(b) = Int(\"\(random.pick(["12", "x", "-3", "4"]))\")")
        emit("print(\(a) as Any, \(b) as Any, \(a) ?? -1, (\(b) ?? 0) + 1)")
        block("if let x = \(a), let y = \(b)") { g in g.emit("print(\"both\", x + y)") }
        emit("else { print(\"missing\") }")
        let f = fresh("check")
        block("func \(f)(_ value: Int?) -> String") { g in
            g.emit("guard let value, value > \(g.random.int(0...10)) else { return \"no\" }")
            g.emit("return \"yes \\(value)\"")
        }
        emit("print(\(f)(\(a)), \(f)(\(b)), \(a).map { $0 * 2 } as Any)")
        emit("print([\(a), \(b), nil].compactMap { $0 })")
    }

    mutating func errorSnippet() {
        let type = typeName("Err")
        declarations += "enum \(type): Error { case tooSmall(Int), empty }\n"
        let f = fresh("validate")
        block("func \(f)(_ value: Int) throws -> Int") { g in
            g.emit("if value == 0 { throw \(type).empty }")
            g.emit("if value < \(g.random.int(2...8)) { throw \(type).tooSmall(value) }")
            g.emit("return value * 2")
        }
        let value = intLeaf()
        block("do") { g in
            g.emit("let result = try \(f)(\(value))")
            g.emit("print(\"ok\", result)")
        }
        emit("catch \(type).tooSmall(let n) { print(\"too small\", n) }")
        emit("catch { print(\"error\", error) }")
        emit("print((try? \(f)(\(random.int(0...9)))) as Any)")
    }

    mutating func stringSnippet() {
        let s = fresh()
        emit("let \(s) = \"\(random.pick(Self.words)) \(random.pick(Self.words))\"")
        emit("print(\(s).count, \(s).uppercased(), \(s).split(separator: \" \").map(String.init), \(s).contains(\"\(random.pick(["a", "i", "z"]))\"))")
        emit("print(\(s).hasSuffix(\"e\"), String(\(s).prefix(\(random.int(0...4)))), \(s).replacingOccurrences(of: \"a\", with: \"_\"))")
        emit("print(\"\\(\(s).isEmpty) \\(\(s).first!) \\(\(s).last ?? \"?\")\")")
        strings.append(s)
    }

    mutating func arraySnippet() {
        let a = declareArray()
        emit("\(a).append(\(intLeaf()))")
        if random.chance(50) { emit("\(a).insert(\(random.int(0...9)), at: 0)") }
        if random.chance(40) { emit("if !\(a).isEmpty { \(a).remove(at: \(a).count - 1) }") }
        emit("print(\(a), \(a).count, \(a).first as Any, \(a).last as Any)")
        emit("print(\(a).reduce(0, +), \(a).contains(3), \(a).firstIndex(of: \(random.int(0...5))) as Any, \(a).min() as Any)")
        emit("print(\(a).enumerated().map { \"\\($0.offset):\\($0.element)\" }, \(a).indices.count)")
        let copy = fresh()
        emit("var \(copy) = \(a)")
        emit("\(copy).append(99)")
        emit("print(\(a).count + 1 == \(copy).count, \(a).allSatisfy { $0 < 50 }, zip(\(a), \(copy)).map { $0 + $1 })")
    }

    mutating func dictionarySnippet() {
        let d = fresh()
        emit("var \(d): [String: Int] = [\"a\": \(random.int(0...9)), \"b\": \(random.int(0...9))]")
        let word = fresh("w")
        block("for \(word) in [\"a\", \"c\", \"a\", \"\(random.pick(["b", "d"]))\"]") { g in
            g.emit("\(d)[\(word), default: 0] += 1")
        }
        emit("\(d)[\"z\"] = \(intLeaf())")
        emit("print(\(d)[\"a\"] as Any, \(d)[\"q\"] as Any, \(d).count, \(d).keys.sorted())")
        let key = fresh("k")
        block("for \(key) in \(d).keys.sorted()") { g in g.emit("print(\(key), \(d)[\(key)]!)") }
        emit("print(\(d).values.reduce(0, +), \(d).mapValues { $0 * 2 }[\"a\"] ?? 0)")
    }

    mutating func literalTypingSnippet() {
        let a = fresh(), b = fresh(), c = fresh(), d = fresh()
        let x = random.int(1...9), y = random.int(1...9)
        emit("let \(a): Double = \(x) / \(y)")
        emit("let \(b) = \(x) / \(y) * 1.5")
        emit("let \(c) = \(x) / \(y)")
        emit("let \(d): CGFloat = \(x) + \(y) / 4")
        emit("print(\(a), \(b), \(c), \(d), \(a) * 2, \(d) / 2)")
        let e = fresh()
        emit("let \(e) = Double(\(c)) / \(random.pick(["2", "4", "3"])) + \(random.pick(["0.5", "1", "2"]))")
        emit("print(\(e), Int(\(e)), \(e).rounded(), max(\(e), \(random.int(0...5))))")
        doubles.append(e)
    }

    mutating func deferSnippet() {
        let f = fresh("work")
        block("func \(f)(_ n: Int) -> Int") { g in
            g.emit("print(\"start\", n)")
            g.emit("defer { print(\"deferred one\", n) }")
            g.emit("defer { print(\"deferred two\") }")
            g.emit("if n > \(g.random.int(0...10)) { return n }")
            g.emit("print(\"middle\")")
            g.emit("return -n")
        }
        emit("print(\(f)(\(intLeaf())))")
    }

    mutating func labelSnippet() {
        let found = fresh()
        emit("var \(found) = [Int]()")
        block("outer: for i in 0..<\(random.int(1...5))") { g in
            g.block("for j in 0..<\(g.random.int(1...5))") { g in
                g.emit("if j > i { continue outer }")
                g.emit("if i + j == \(g.random.int(2...6)) { break outer }")
                g.emit("\(found).append(i * 10 + j)")
            }
        }
        emit("print(\(found))")
    }

    mutating func tupleSnippet() {
        let t = fresh()
        emit("let \(t) = (count: \(intLeaf()), name: \(stringExpression(1)))")
        emit("let (n\(counter), s\(counter)) = \(t)")
        emit("print(\(t), \(t).count, \(t).1, n\(counter), s\(counter))")
        let pair = fresh()
        emit("let \(pair) = (\(random.int(0...9)), \(doubleLeaf()))")
        emit("print(\(pair).0, \(pair).1, \(pair))")
    }

    mutating func inoutSnippet() {
        let f = fresh("adjust")
        block("func \(f)(_ value: inout Int, _ list: inout [Int])") { g in
            g.emit("value += \(g.random.int(1...9))")
            g.emit("list.append(value)")
        }
        let v = fresh(), l = fresh()
        emit("var \(v) = \(intLeaf())")
        emit("var \(l) = [Int]()")
        emit("\(f)(&\(v), &\(l))")
        emit("\(f)(&\(v), &\(l))")
        emit("print(\(v), \(l))")
    }

    mutating func protocolSnippet() {
        let proto = typeName("P"), a = typeName("A"), b = typeName("B")
        let k = random.int(1...5)
        declarations += """
        protocol \(proto) {
            var size: Int { get }
            func label() -> String
        }
        extension \(proto) {
            func label() -> String { "size \\(size)" }
            var doubled: Int { size * 2 }
            func scaled(by factor: Int = \(k)) -> Int { size * factor }
        }
        struct \(a): \(proto) { var size: Int }
        struct \(b): \(proto) {
            var size: Int { \(random.int(0...9)) }
            func label() -> String { "B of \\(size)" }
        }

        """
        let list = fresh()
        emit("let \(list): [\(proto)] = [\(a)(size: \(intLeaf())), \(b)(), \(a)(size: \(random.int(0...20)))]")
        emit("print(\(list).map { $0.label() }, \(list).map(\\.doubled), \(list).map { $0.scaled() }, \(list)[0].scaled(by: 3))")
    }

    mutating func observerSnippet() {
        let type = typeName("O")
        declarations += """
        struct \(type) {
            var changes: [Int] = []
            var level = \(random.int(0...5)) {
                didSet { changes.append(oldValue * 100 + level) }
            }
            mutating func raise(_ amount: Int) { level += amount }
        }

        """
        let value = fresh()
        emit("var \(value) = \(type)()")
        emit("\(value).level = \(intLeaf()) % 50")
        emit("\(value).raise(\(random.int(1...9)))")
        emit("let copy\(counter) = \(value)")
        emit("\(value).level -= 1")
        emit("print(\(value).changes, copy\(counter).changes.count, \(value).level)")
    }

    mutating func optionalChainSnippet() {
        let inner = typeName("In"), outer = typeName("Out")
        declarations += """
        struct \(inner) { var value: Int; var note: String? }
        struct \(outer) { var inner: \(inner)?; var name: String }

        """
        let value = fresh()
        let hasInner = random.chance(70)
        emit("var \(value) = \(outer)(inner: \(hasInner ? "\(inner)(value: \(intLeaf()), note: \(random.chance(50) ? "nil" : "\"n\""))" : "nil"), name: \"o\")")
        emit("print(\(value).inner?.value as Any, \(value).inner?.note?.count as Any, \(value).inner?.note ?? \"-\")")
        emit("\(value).inner?.value += \(random.int(1...5))")
        emit("\(value).inner?.note = \"set\"")
        emit("print(\(value).inner?.value ?? -1, \(value).inner?.note as Any)")
        block("if let inner = \(value).inner, inner.value > \(random.int(0...10))") { g in g.emit("print(\"big\", inner.value)") }
        emit("else { print(\"small or none\") }")
    }

    /// `%@` is left out: with some arguments it crashes compiled programs on Linux.
    mutating func formatSnippet() {
        let number = doubleExpression(1)
        // Arguments are spelled with their types: a bare `100` would be passed to `%f` as an Int.
        emit("print(String(format: \"%d|%.2f|%5.1f|%x\", Int(\(intExpression(1))), Double(\(number)), Double(\(doubleLeaf())), abs(\(intLeaf()))))")
    }

    mutating func genericSnippet() {
        let stack = typeName("Stack")
        declarations += """
        struct \(stack)<Element> {
            var items: [Element] = []
            mutating func push(_ item: Element) { items.append(item) }
            mutating func pop() -> Element? { items.popLast() }
            var top: Element? { items.last }
            var isEmpty: Bool { items.isEmpty }
        }
        func choose\(index)_\(counter)<T>(_ a: T, _ b: T, first: Bool) -> T { first ? a : b }

        """
        let value = fresh()
        emit("var \(value) = \(stack)<Int>()")
        for _ in 0..<random.int(1...4) { emit("\(value).push(\(intLeaf()))") }
        emit("let popped\(counter) = \(value).pop()")
        emit("print(popped\(counter) as Any, \(value).top as Any, \(value).items, \(value).isEmpty)")
        emit("print(choose\(index)_\(counter - 1)(\(stringExpression(1)), \"other\", first: \(boolExpression(1))))")
    }

    mutating func keyPathSnippet() {
        let type = typeName("K")
        declarations += "struct \(type) { var name: String; var score: Int; var weight: Double }\n"
        let list = fresh()
        let entries = (0..<random.int(1...4)).map { _ in
            "\(type)(name: \"\(random.pick(Self.words))\", score: \(random.int(0...30)), weight: \(random.pick(["0.5", "2", "1.25", "3"])))"
        }
        emit("let \(list) = [\(entries.joined(separator: ", "))]")
        emit("print(\(list).map(\\.name), \(list).map(\\.score).reduce(0, +), \(list).map(\\.weight))")
        emit("print(\(list).sorted { $0.score > $1.score }.map(\\.name), \(list).filter { $0.weight > 1 }.count, \(list).max { $0.score < $1.score }?.name ?? \"none\")")
    }

    mutating func setSnippet() {
        let a = fresh(), b = fresh()
        emit("var \(a): Set<Int> = [\((0..<random.int(0...5)).map { _ in String(random.int(0...9)) }.joined(separator: ", "))]")
        emit("let \(b): Set<Int> = Set([\((0..<random.int(0...5)).map { _ in String(random.int(0...9)) }.joined(separator: ", "))])")
        emit("\(a).insert(\(random.int(0...9)))")
        emit("print(\(a).count, \(a).sorted(), \(a).union(\(b)).sorted(), \(a).intersection(\(b)).sorted(), \(a).subtracting(\(b)).sorted(), \(a).contains(\(random.int(0...9))))")
    }

    mutating func characterSnippet() {
        let text = fresh()
        emit("let \(text) = \"\(random.pick(Self.words)) \(random.int(0...99))\"")
        emit("print(\(text).filter { $0.isLetter }, \(text).filter { $0.isNumber }.count, \(text).map { String($0) }.reversed().joined(), Array(\(text)).first as Any)")
        block("for character in \(text) where character == \"a\" || character == \"i\"") { g in g.emit("print(\"vowel\", character)") }
    }

    mutating func cgFloatSnippet() {
        let width = fresh(), height = fresh()
        emit("let \(width): CGFloat = \(random.int(1...400))")
        emit("let \(height) = \(width) * \(random.pick(["1.5", "0.5", "2", "3"])) / \(random.int(1...4))")
        emit("print(\(width), \(height), \(width) + \(height) / 2, max(\(width), \(height)), (\(width) / 3).rounded(), Double(\(height)))")
    }
}
