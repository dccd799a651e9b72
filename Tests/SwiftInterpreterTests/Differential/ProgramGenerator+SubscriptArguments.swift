/// Generators for subscript arguments typed by the subscript they choose (issue 30): implicit
/// members choosing between a type's subscripts by the parameter type declaring them (through an
/// overriding subclass whose `switch` binds a payload with `case let`), a dictionary's key written
/// as an implicit member, and a variadic method forwarding its array to its `[Int]` overload.
extension ProgramGenerator {
    mutating func subscriptArgumentSnippet() {
        let tone = typeName("Tone"), size = typeName("Size"), base = typeName("SB"), theme = typeName("ST")
        let (small, large) = (random.int(1...9), random.int(10...40))
        declarations += """
        enum \(tone): Hashable { case plain, accent(Int) }
        enum \(size): Hashable { case small, large }
        class \(base) {
            subscript(tone: \(tone)) -> Int { 0 }
            subscript(size: \(size)) -> Int { 0 }
            func total(_ parts: Int...) -> Int { total(parts) }
            func total(_ parts: [Int]) -> Int { parts.reduce(0, +) }
        }
        final class \(theme): \(base) {
            override subscript(tone: \(tone)) -> Int {
                switch tone {
                case .plain: return -1
                case let .accent(level): return level * 2
                }
            }
            override subscript(size: \(size)) -> Int { size == .large ? \(large) : \(small) }
        }

        """
        let t = fresh(), d = fresh()
        emit("let \(t) = \(theme)()")
        emit("print(\(t)[.\(random.pick(["small", "large"]))], \(t)[.accent(\(intLeaf()))], \(t)[.plain])")
        emit("var \(d): [\(size): Int] = [.small: \(random.int(0...9))]")
        emit("\(d)[.large, default: \(random.int(0...9))] += \(random.int(1...5))")
        emit("print(\(d)[.large] ?? -1, \(d)[.small] ?? -1, \(d)[.\(random.pick(["small", "large"]))] != nil)")
        emit("print(\(t).total(\(intLeaf()), \(intLeaf())), \(t).total([\(random.int(0...9))]))")
    }
}
