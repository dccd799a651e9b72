/// Writes random but well-formed Swift source: declarations, statements, expressions, patterns and
/// types of the kinds app and blog code use, nested to a bounded depth, including SwiftUI-shaped
/// views and previews. Seeded, so every file can be regenerated from its seed.
public struct SourceGenerator {
    var random: SeededRandom
    var output = ""
    var indentLevel = 0
    var depth = 0

    public init(seed: UInt64) { random = .fuzzing(seed: seed) }

    /// One whole file.
    public static func file(seed: UInt64) -> String {
        var generator = SourceGenerator(seed: seed)
        return generator.file()
    }

    /// A generated file, or (for about half of the seeds) a generated file with token edits.
    public static func sample(seed: UInt64) -> String {
        var generator = SourceGenerator(seed: seed)
        let text = generator.file()
        if generator.random.chance(50) {
            return SourceMutator.mutate(text, random: &generator.random)
        }
        return text
    }

    let names = ["value", "count", "title", "item", "items", "model", "index", "name", "total", "result", "offset",
                 "size", "label", "isOn", "spacing", "row", "data", "text", "flag", "amount"]
    let typeNames = ["Card", "Row", "Model", "Item", "Settings", "Profile", "Layout", "Store", "Theme", "Badge"]
    let builtinTypes = ["Int", "String", "Double", "Bool", "CGFloat", "Color", "Date", "UUID"]
    let views = ["Text(\"Hello\")", "Image(systemName: \"star\")", "Spacer()", "Divider()", "Color.red", "EmptyView()",
                 "Circle()", "Rectangle()"]
    let modifiers = [".padding()", ".padding(8)", ".font(.headline)", ".foregroundStyle(.secondary)", ".frame(width: 100, height: 40)",
                     ".background(Color.blue)", ".bold()", ".opacity(0.5)", ".frame(maxWidth: .infinity, alignment: .leading)",
                     ".clipShape(RoundedRectangle(cornerRadius: 8))", ".onTapGesture { count += 1 }", ".lineLimit(2)"]
    let binaryOperators = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "..<", "...",
                           "&", "|", "^", "<<", ">>", "===", "+="]

    // MARK: - Output helpers

    mutating func line(_ text: String) {
        output += String(repeating: "    ", count: indentLevel) + text + "\n"
    }

    mutating func block(_ header: String, _ body: (inout SourceGenerator) -> Void) {
        braced(header + " {", body)
    }

    /// `opening` (a line ending in `{` or `{ signature in`), the body one level in, and `}`.
    mutating func braced(_ opening: String, _ body: (inout SourceGenerator) -> Void) {
        line(opening)
        indentLevel += 1
        depth += 1
        body(&self)
        depth -= 1
        indentLevel -= 1
        line("}")
    }

    mutating func name() -> String { random.pick(names) + (random.chance(20) ? String(random.below(3)) : "") }
    mutating func typeName() -> String { random.pick(typeNames) + (random.chance(20) ? String(random.below(3)) : "") }

    // MARK: - File

    mutating func file() -> String {
        if random.chance(70) { line("import SwiftUI") }
        if random.chance(20) { line("import Foundation") }
        line("")
        let count = 1 + random.below(4)
        for _ in 0..<count {
            topLevelDeclaration()
            line("")
        }
        return output
    }

    mutating func topLevelDeclaration() {
        switch random.below(16) {
        case 14, 15: modernDeclaration()
        case 0, 1, 2: viewStruct()
        case 3: modelClass()
        case 4: enumDeclaration()
        case 5: protocolDeclaration()
        case 6: extensionDeclaration()
        case 7, 8: function(inType: false)
        case 9: preview()
        case 10: operatorDeclarations()
        case 11: ifConfig { $0.function(inType: false) }
        case 12: line("\(random.chance(50) ? "let" : "var") \(name()): \(type()) = \(expression())")
        default: layoutStruct()
        }
    }

    mutating func ifConfig(_ body: (inout SourceGenerator) -> Void) {
        line("#if " + random.pick(["os(iOS)", "DEBUG", "canImport(UIKit)", "!os(macOS) && DEBUG", "swift(>=5.9)", "targetEnvironment(simulator) || os(visionOS)"]))
        body(&self)
        if random.chance(50) {
            line("#elseif " + random.pick(["os(macOS)", "RELEASE"]))
            body(&self)
        }
        if random.chance(50) {
            line("#else")
            body(&self)
        }
        line("#endif")
    }

    // MARK: - Types

    mutating func viewStruct() {
        let attribute = random.chance(20) ? "@MainActor " : ""
        block("\(attribute)struct \(typeName()): View") { g in
            let properties = g.random.below(4)
            for _ in 0..<properties { g.viewProperty() }
            g.block("var body: some View") { g in g.viewExpression() }
            if g.random.chance(30) { g.function(inType: true) }
            if g.random.chance(20) {
                g.block("@ViewBuilder private var \(g.name())View: some View") { g in g.viewExpression() }
            }
        }
    }

    mutating func viewProperty() {
        switch random.below(8) {
        case 0: line("@State private var \(name()) = \(literal())")
        case 1: line("@Binding var \(name()): \(type())")
        case 2: line("@Environment(\\.colorScheme) private var colorScheme")
        case 3: line("let \(name()): \(type())")
        case 4: line("var \(name()): \(type()) = \(literal())")
        case 5: line("@StateObject private var store = \(typeName())()")
        case 6: line("private let \(name()) = [\(literal()), \(literal())]")
        default: line("@AppStorage(\"key\") var \(name()) = \(literal())")
        }
    }

    mutating func viewExpression() {
        depth += 1
        defer { depth -= 1 }
        if depth > 4 || random.chance(25) {
            line(random.pick(views))
            modifierChain()
            return
        }
        switch random.below(7) {
        case 0, 1, 2:
            let stack = random.pick(["VStack", "HStack", "ZStack", "VStack(alignment: .leading, spacing: 8)", "HStack(spacing: 0)", "ScrollView", "Group"])
            block(stack) { g in
                let count = 1 + g.random.below(3)
                for _ in 0..<count { g.viewExpression() }
            }
            modifierChain()
        case 3:
            block("if \(condition())") { g in g.viewExpression() }
            if random.chance(50) {
                output.removeLast()
                output.removeLast()
                output += "} else {\n"
                indentLevel += 1
                viewExpression()
                indentLevel -= 1
                line("}")
            }
        case 4:
            line("ForEach(\(name()), id: \\.self) { \(name()) in")
            indentLevel += 1
            viewExpression()
            indentLevel -= 1
            line("}")
        case 5:
            block("Button(\"\(name())\")") { g in g.statement() }
            modifierChain()
        default:
            line("Text(\"\\(\(expression()))\")")
            modifierChain()
        }
    }

    mutating func modifierChain() {
        let count = random.below(3)
        indentLevel += 1
        for _ in 0..<count { line(random.pick(modifiers)) }
        indentLevel -= 1
    }

    mutating func layoutStruct() {
        block("struct \(typeName())Layout: Layout") { g in
            g.line("var spacing: CGFloat = 8")
            g.block("func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize") { g in
                g.line("var width: CGFloat = 0")
                g.block("for subview in subviews") { g in
                    g.line("let size = subview.sizeThatFits(.unspecified)")
                    g.line("width += size.width + spacing")
                }
                g.line("return CGSize(width: width, height: proposal.height ?? 0)")
            }
            g.block("func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())") { g in
                g.line("var x = bounds.minX")
                g.block("for (index, subview) in subviews.enumerated() where index >= 0") { g in
                    g.line("subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)")
                    g.line("x += subview.sizeThatFits(.unspecified).width")
                }
            }
        }
    }

    mutating func modelClass() {
        let header = random.pick(["@Observable final class", "final class", "class", "actor"])
        let conformance = header.hasSuffix("class") && !header.hasPrefix("@") ? ": ObservableObject" : ""
        block("\(header) \(typeName())\(conformance)") { g in
            let count = 1 + g.random.below(3)
            for _ in 0..<count {
                let wrapper = conformance.isEmpty ? "" : "@Published "
                g.line("\(wrapper)var \(g.name()): \(g.type()) = \(g.literal())")
            }
            if g.random.chance(50) {
                g.block("init(\(g.name()): \(g.type()) = \(g.literal()))") { g in g.statement() }
            }
            if g.random.chance(50) { g.function(inType: true) }
            if g.random.chance(30) {
                g.block("var \(g.name()): \(g.type())") { g in
                    g.block("get") { g in g.line("return \(g.expression())") }
                    g.block("set") { g in g.line("\(g.name()) = newValue") }
                }
            }
            if g.random.chance(30) {
                g.block("var \(g.name()): Int = 0") { g in
                    g.block("didSet") { g in g.statement() }
                }
                // A wrapped property with observers needs no type (the wrapper's value has one).
                g.block("@\(g.typeName())Wrapper(\\.\(g.name())) var \(g.name())Setting") { g in
                    g.block("willSet") { g in g.statement() }
                }
            }
            if g.random.chance(20) {
                g.block("subscript(index: Int) -> \(g.type())") { g in g.line(g.expression()) }
            }
            if header.contains("class"), g.random.chance(20) { g.block("deinit") { g in g.statement() } }
        }
    }

    mutating func enumDeclaration() {
        let raw = random.chance(40)
        block("\(random.chance(20) ? "indirect " : "")enum \(typeName())\(raw ? ": String, CaseIterable" : "")") { g in
            if raw {
                g.line("case \(g.name()) = \"a\", \(g.name())2")
                g.line("case \(g.name())3")
            } else {
                g.line("case \(g.name())")
                g.line("case \(g.name())1(\(g.type()), label: \(g.type()))")
                g.line("case \(g.name())2(Int)")
            }
            if g.random.chance(50) {
                g.block("var \(g.name()): \(g.type())") { g in
                    g.block("switch self") { g in
                        g.line("default:")
                        g.indentLevel += 1
                        g.line("return \(g.literal())")
                        g.indentLevel -= 1
                    }
                }
            }
        }
    }

    mutating func protocolDeclaration() {
        block("protocol \(typeName())\(random.chance(50) ? ": AnyObject" : "")") { g in
            g.line("associatedtype Element\(g.random.chance(50) ? ": Equatable" : "")")
            g.line("var \(g.name()): \(g.type()) { get\(g.random.chance(50) ? " set" : "") }")
            g.line("func \(g.name())(_ x: Element) -> \(g.type())")
            if g.random.chance(30) { g.line("static func make() throws -> Self") }
            if g.random.chance(30) { g.line("init?(raw: String)") }
        }
    }

    mutating func extensionDeclaration() {
        let constraint = random.chance(40) ? " where Element == \(random.pick(builtinTypes))" : ""
        block("extension \(random.pick(["Array", "View", "Collection", typeName()]))\(constraint)") { g in
            if g.random.chance(50) {
                g.block("var \(g.name()): \(g.type())") { g in g.line(g.expression()) }
            }
            g.function(inType: true)
        }
    }

    mutating func operatorDeclarations() {
        line("precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }")
        line("infix operator **: PowerPrecedence")
        block("func ** (lhs: Double, rhs: Double) -> Double") { g in g.line("return pow(lhs, rhs)") }
        line("let power = 2 ** 3 ** 2 * 4")
    }

    mutating func preview() {
        let title = random.chance(50) ? "(\"\(typeName())\")" : ""
        block("#Preview\(title)") { g in g.viewExpression() }
    }

    // MARK: - Functions and statements

    mutating func function(inType: Bool) {
        var modifiersText = ""
        if inType, random.chance(30) { modifiersText += random.pick(["static ", "private ", "mutating ", "@MainActor ", "public "]) }
        let generics = random.chance(20) ? "<T: \(random.pick(["Equatable", "Hashable", "View"]))>" : ""
        var parameters: [String] = []
        for _ in 0..<random.below(4) {
            var parameter = random.pick(["", "_ ", "with "]) + name() + ": " + (random.chance(10) ? "inout " : "") + type()
            if random.chance(20) { parameter += " = \(literal())" }
            parameters.append(parameter)
        }
        let effects = random.pick(["", "", " throws", " async", " async throws", " rethrows"])
        let result = random.chance(50) ? " -> \(type())" : ""
        block("\(modifiersText)func \(name())\(generics)(\(parameters.joined(separator: ", ")))\(effects)\(result)") { g in
            let count = 1 + g.random.below(4)
            for _ in 0..<count { g.statement() }
        }
    }

    mutating func statement() {
        depth += 1
        defer { depth -= 1 }
        if depth > 5 {
            line("\(name()) = \(expression())")
            return
        }
        switch random.below(25) {
        case 22, 23, 24: modernStatement()
        case 0, 1: line("let \(name()) = \(expression())")
        case 2: line("var \(name()): \(type()) = \(expression())")
        case 3: line("\(name()) \(random.pick(["=", "+=", "-=", "*="])) \(expression())")
        case 4:
            block("if \(conditionList())") { g in g.statement() }
            if random.chance(40) {
                output.removeLast()
                output += " else {\n"
                indentLevel += 1
                statement()
                indentLevel -= 1
                line("}")
            }
        case 5: block("guard \(conditionList()) else") { g in g.line(g.random.pick(["return", "continue", "break", "throw MyError.failed", "fatalError()"])) }
        case 6:
            block("switch \(expression())") { g in
                let cases = 1 + g.random.below(3)
                for _ in 0..<cases {
                    g.line("case \(g.casePatterns()):")
                    g.indentLevel += 1
                    g.statement()
                    g.indentLevel -= 1
                }
                g.line(g.random.chance(20) ? "@unknown default:" : "default:")
                g.indentLevel += 1
                g.line(g.random.pick(["break", "fallthrough", "return", "print(\"x\")"]))
                g.indentLevel -= 1
            }
        case 7:
            let pattern = random.pick(["\(name())", "_", "(\(name()), \(name())2)", "case let .some(\(name()))", "var \(name())"])
            let whereClause = random.chance(30) ? " where \(expression())" : ""
            block("for \(pattern) in \(conditionExpression())\(whereClause)") { g in g.statement() }
        case 8: block("while \(conditionList())") { g in g.statement() }
        case 9:
            block("repeat") { g in g.statement() }
            output.removeLast()
            output += " while \(condition())\n"
        case 10:
            block("do") { g in g.line("try \(g.call())") }
            output.removeLast()
            output += " catch let error as \(typeName())Error {\n"
            indentLevel += 1
            line("print(error)")
            indentLevel -= 1
            line("} catch {")
            indentLevel += 1
            statement()
            indentLevel -= 1
            line("}")
        case 11: block("defer") { g in g.statement() }
        case 12: line("return \(random.chance(70) ? expression() : "")")
        case 13: line(random.pick(["break", "continue", "break outer", "continue outer"]))
        case 14: block("outer: for \(name()) in 0..<\(random.below(9) + 1)") { g in g.statement() }
        case 15: line(call())
        case 16: block("Task") { g in g.line("await \(g.call())") }
        case 17: line("let \(name()) = if \(condition()) { \(literal()) } else { \(literal()) }")
        case 18: line("let (\(name()), \(name())2) = (\(expression()), \(expression()))")
        case 19: line("\(name())?.\(name()) = \(expression())")
        case 20: line("throw \(typeName())Error.\(name())")
        default: line("_ = \(expression())")
        }
    }

    mutating func casePatterns() -> String {
        var patterns: [String] = []
        let pattern = random.pick([".\(name())", ".\(name())(let x)", "let .\(name())(x, _)", "\(random.below(9))...\(random.below(9) + 9)",
                                   "\"\(name())\"", "is Int", "let x as Int", "_", ".some(let x) where x > 0", "(let x, 0)", "let x?"])
        patterns.append(pattern)
        if random.chance(20), !pattern.contains("x") { patterns.append(".\(name())") }
        return patterns.joined(separator: ", ")
    }

    mutating func conditionList() -> String {
        var parts: [String] = []
        for _ in 0..<(1 + random.below(3)) {
            switch random.below(6) {
            case 0: parts.append("let \(name()) = \(conditionExpression())")
            case 1: parts.append("let \(name())")
            case 2: parts.append("case .\(name())(let x) = \(conditionExpression())")
            case 3: parts.append("#available(iOS 17, *)")
            default: parts.append(condition())
            }
        }
        return parts.joined(separator: ", ")
    }

    /// Expressions in conditions: no bare trailing closures.
    mutating func conditionExpression() -> String {
        random.pick(["\(name())", "\(name()).\(name())", "\(name())(\(literal()))", "\(name())[0]", "(\(expression()))", "\(name()).filter({ $0 > 1 })"])
    }

    mutating func condition() -> String {
        random.pick(["\(name()) > \(literal())", "!\(name())", "\(name()).isEmpty", "\(name()) == nil", "\(name()) != .\(name())",
                     "\(name()) && \(name())", "\(name()) is String"])
    }

    // MARK: - Expressions

    mutating func expression() -> String {
        depth += 1
        defer { depth -= 1 }
        if depth > 6 { return literal() }
        switch random.below(24) {
        case 0, 1: return literal()
        case 2, 3: return name()
        case 4: return "\(expression()) \(random.pick(binaryOperators.filter { $0 != "+=" })) \(expression())"
        case 5: return "\(name())\(random.pick(["+", "*", "-"]))\(name())"
        case 6: return call()
        case 7: return "\(name()).\(name())"
        case 8: return "\(condition()) ? \(expression()) : \(expression())"
        case 9: return random.pick(["try ", "try? ", "try! ", "await ", "try await "]) + call()
        case 10: return "\(name()) as\(random.pick(["", "?", "!"])) \(type())"
        case 11: return "\(name())?.\(name())\(random.chance(50) ? "!" : "")"
        case 12: return random.pick(["\\\(typeName()).\(name())", "\\.self", "\\.\(name()).\(name())", "\\.[0]", "\\.\(name())?.count"])
        case 13: return "(\(expression()), \(name()): \(expression()))"
        case 14: return "[\(expression()), \(expression())]"
        case 15: return "[\"\(name())\": \(expression())]"
        case 16: return closure()
        case 17: return "\"\(name()) \\(\(expression())) end\""
        case 18: return "\(name())[\(expression())]"
        case 19: return "\(random.pick(["-", "!", "~"]))\(name())"
        case 20: return ".\(name())\(random.chance(50) ? "(\(expression()))" : "")"
        case 21: return random.pick(["Array<Int>()", "[String: Int]()", "Int.self", "[String].self", "Set<String>(\(name()))", "Self.self", "self.\(name())", "super.\(name())()"])
        case 22: return random.pick(["#file", "#line", "#function", "#selector(\(name()))", "#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)"])
        default: return "\(name()).map { $0 \(random.pick(["+", "*"])) 1 }\(random.chance(50) ? ".count" : "")"
        }
    }

    mutating func call() -> String {
        var arguments: [String] = []
        for _ in 0..<random.below(3) {
            arguments.append((random.chance(50) ? "\(random.pick(["in", "for", "with", name()])): " : "") + expression())
        }
        var text = "\(name())(\(arguments.joined(separator: ", ")))"
        if random.chance(25) { text += " { \(expression()) }" }
        if random.chance(10) { text += " \(name()): { \(expression()) }" }
        return text
    }

    mutating func closure() -> String {
        let signature = random.pick(["", "\(name()) in ", "(\(name()): Int) -> Int in ", "[weak self] in ", "[self] \(name()), \(name())2 in ",
                                     "(\(name())) async throws in ", "_ in "])
        return "{ \(signature)\(expression()) }"
    }

    mutating func literal() -> String {
        random.pick(["0", "1", "42", "3.14", "1_000", "0x1F", "0b1010", "1e-3", "\"text\"", "true", "false", "nil", "[]", "[:]",
                     "\"\"\"\n    multi\n    \"\"\"", "#\"raw \\d\"#", "-1", ".zero"])
    }

    // MARK: - Types

    mutating func type() -> String {
        depth += 1
        defer { depth -= 1 }
        if depth > 6 { return random.pick(builtinTypes) }
        switch random.below(13) {
        case 12: return modernType()
        case 0, 1, 2, 3: return random.pick(builtinTypes)
        case 4: return "\(type())?"
        case 5: return "[\(type())]"
        case 6: return "[\(random.pick(builtinTypes)): \(type())]"
        case 7: return "(\(type()), \(name()): \(type()))"
        case 8: return "(\(type())) \(random.pick(["", "async ", "throws ", "async throws "]))-> \(type())"
        case 9: return random.pick(["Array<\(type())>", "Dictionary<String, \(type())>", "Result<Int, Error>", "Binding<Bool>"])
        case 10: return random.pick(["any View", "any Error", "Hashable & Sendable", "\(typeName()).ID", "Int.Type"])
        default: return typeName()
        }
    }
}
