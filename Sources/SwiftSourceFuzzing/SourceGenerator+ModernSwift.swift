/// Grammar areas of current Swift (5.9 to 6.2) that app and package code uses and the older
/// generator never wrote: noncopyable types, coroutine accessors, value and pack generics,
/// result builders, `#if` around attributes and around `case`s, typed throws, `async let`,
/// `for try await`, `if`/`switch` expressions, macros with trailing closures, existential and
/// attributed types written as values, regex literals, `#warning`. Each piece is valid Swift as
/// swiftc parses it, so the mutator's edits are what make files go wrong.
extension SourceGenerator {
    /// One declaration at file scope using a newer part of the grammar.
    mutating func modernDeclaration() {
        switch random.below(10) {
        case 0:
            block("struct \(typeName())Handle: ~Copyable") { g in
                g.line("var \(g.name()): Int")
                g.block("consuming func finish()") { g in g.line("discard self") }
                g.block("borrowing func peek() -> Int") { g in g.line("0") }
                g.block("deinit") { g in g.statement() }
            }
        case 1:
            block("struct \(typeName())Box<Element: ~Copyable>") { g in
                g.line("var storage: Element")
                g.block("var \(g.name()): Element") { g in
                    g.block("_read") { g in g.line("yield storage") }
                    g.block("_modify") { g in g.line("yield &storage") }
                }
            }
        case 2:
            block("struct \(typeName())Buffer<let count: Int, Element>") { g in
                g.line("var items: InlineArray<count, Element>")
                g.line("var fixed: [\(g.random.below(8) + 1) of \(g.random.pick(g.builtinTypes))]")
            }
        case 3:
            block("func \(name())All<each T: \(random.pick(["Equatable", "Sendable"]))>(_ values: repeat each T) -> (repeat each T)") { g in
                g.line("let copies = (repeat each values)")
                g.line("return copies")
            }
        case 4:
            line("@resultBuilder")
            block("enum \(typeName())Builder") { g in
                g.block("static func buildBlock(_ parts: String...) -> [String]") { g in g.line("parts") }
                g.block("static func buildOptional(_ part: [String]?) -> [String]") { g in g.line("part ?? []") }
            }
        case 5:
            line("#if \(random.pick(["DEBUG", "os(iOS)", "canImport(UIKit)"]))")
            line(random.pick(["@available(*, deprecated, message: \"use the new one\")", "@MainActor", "@inlinable"]))
            if random.chance(50) {
                line("#else")
                line("@available(iOS 17, macOS 14, *)")
            }
            line("#endif")
            function(inType: false)
        case 6:
            line("enum \(typeName())Error: Error { case \(name()), \(name())2 }")
            block("func \(name())() throws(\(typeName())Error) -> \(random.pick(builtinTypes))") { g in
                g.block("do throws(\(g.typeName())Error)") { g in g.line("try \(g.call())") }
                g.output.removeLast()
                // A guard with no pattern (`catch where n < 5`) before the catch-all.
                g.output += " catch where \(g.condition()) {\n"
                g.line("    throw error")
                g.line("} catch {")
                g.line("    throw error")
                g.line("}")
                g.line("return \(g.literal())")
            }
        case 7:
            block("\(random.pick(["package ", "public ", ""]))actor \(typeName())Cache") { g in
                g.line("private var \(g.name()): [String: Int] = [:]")
                g.block("nonisolated func \(g.name())() -> String") { g in g.line("\"\\(Self.self)\"") }
                g.block("@objc func \(g.name())Tapped()") { g in g.line("_ = #selector(\(g.name())Tapped)") }
                // SE-0371: a deinit isolated to the actor.
                g.block("isolated deinit") { g in g.statement() }
            }
        case 8:
            line("@freestanding(expression) macro \(name())Macro<T>(_ value: T) -> T = #externalMacro(module: \"Macros\", type: \"\(typeName())Macro\")")
            line("#warning(\"\(name()) is not finished\")")
        default:
            block("struct \(typeName())Row: View") { g in
                g.line("@State private var items: [String] = []")
                g.block("var body: some View") { g in
                    g.closureBlock("ForEach($items, id: \\.self)", signature: "$item in") { g in g.line("TextField(\"Item\", text: $item)") }
                }
            }
        }
    }

    /// One statement using a newer part of the grammar.
    mutating func modernStatement() {
        switch random.below(12) {
        case 0: line("async let \(name()) = \(call())")
        case 1: block("for try await \(name()) in \(name()).values") { g in g.statement() }
        case 2: block("guard let self else") { g in g.line("return") }
        case 3:
            block("switch \(name())") { g in
                g.line("case .\(g.name()): break")
                g.line("#if os(iOS)")
                g.line("case .\(g.name())2: \(g.call())")
                g.line("#endif")
                g.line("@unknown default: break")
            }
        case 4:
            line("let \(name()) = switch \(name()) {")
            line("case .\(name()): \(literal())")
            line("default: \(literal())")
            line("}")
        case 5:
            block("if #available(iOS 17, *)") { g in g.statement() }
            if random.chance(50) {
                output.removeLast()
                output += " else {\n"
                line("    \(name()) = \(literal())")
                line("}")
            }
        case 6: block("for (\(name()), var \(name())2) in \(name()).enumerated()") { g in g.line("\(g.name())2 += 1") }
        case 7: line("let \(name()) = consume \(name())")
        case 8: line("let \(name()) = \(random.pick(["(any Error).self", "[any View]()", "(@Sendable () -> Void).self", "#/[a-z]+/#"]))")
        case 9: block("#expect(throws: (any Error).self)") { g in g.line("try \(g.call())") }
        case 10: line("let \(name()) = \(random.pick(["\\Self.\(name())!", "\\.\(name())?.count", "\\[Int].count"]))")
        default:
            // `await _ = f()` awaits a discarding assignment.
            let discards = random.chance(30)
            closureBlock("Task", signature: "@MainActor in") { g in g.line("await \(discards ? "_ = " : "")\(g.call())") }
        }
    }

    /// `header { signature` … `}`: a trailing closure with a signature, written over lines.
    mutating func closureBlock(_ header: String, signature: String, _ body: (inout SourceGenerator) -> Void) {
        braced("\(header) { \(signature)", body)
    }

    /// A type using a newer part of the grammar.
    mutating func modernType() -> String {
        random.pick(["some Collection<Int>", "any Sendable & Hashable", "[\(random.below(4) + 1) of Int]", "InlineArray<2, Double>",
                     "Result<Int, any Error>", "(Int) async throws(CancellationError) -> Void"])
    }
}
