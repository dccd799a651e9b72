/// Generators for extensions of generic types with a generic `where` clause (issue 30): a generic
/// struct and arrays of generated element types, each with two or three extensions declaring a
/// property and a method of the same name for other arguments, a conformance requirement among
/// them, called on values of each specialisation.
extension ProgramGenerator {
    mutating func constrainedExtensionSnippet() {
        let box = typeName("CB"), item = typeName("CI"), other = typeName("CO"), proto = typeName("CP")
        let property = fresh("kind"), method = fresh("show")
        declarations += """
        protocol \(proto) { var tag: String { get } }
        struct \(item): \(proto) { var tag: String }
        struct \(other) { var weight: Int }
        struct \(box)<T> { var value: T }
        extension \(box) where T == Int {
            var \(property): String { "int \\(value * 2)" }
            func \(method)(_ n: Int) -> Int { value + n }
        }
        extension \(box) where T == String {
            var \(property): String { "text \\(value.count)" }
            func \(method)(_ n: Int) -> Int { value.count * n }
        }
        extension \(box)<\(item)> {
            var \(property): String { "item " + value.tag }
            func \(method)(_ n: Int) -> Int { value.tag.count - n }
        }
        extension Array where Element: \(proto) {
            var \(property): String { map(\\.tag).joined(separator: "-") }
        }
        extension Array where Element == \(other) {
            var \(property): String { "weights \\(map(\\.weight).reduce(0, +))" }
        }

        """
        let word = random.pick(Self.words)
        let values = ["\(random.int(-9...9))", "\"\(word)\"", "\(item)(tag: \"\(random.pick(Self.words))\")"]
        for value in values.shuffled(using: &random) {
            emit("print(\(box)(value: \(value)).\(property), \(box)(value: \(value)).\(method)(\(random.int(0...5))))")
        }
        let items = (0..<random.int(1...3)).map { _ in "\(item)(tag: \"\(random.pick(Self.words))\")" }
        let others = (0..<random.int(1...3)).map { _ in "\(other)(weight: \(random.int(0...20)))" }
        emit("print([\(items.joined(separator: ", "))].\(property), [\(others.joined(separator: ", "))].\(property))")
    }
}
