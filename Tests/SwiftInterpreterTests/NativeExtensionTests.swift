import Testing
@testable import SwiftInterpreter

/// The API the SwiftUI runtime will use: native types with initializers, properties, methods and
/// static members; implicit members resolved by a native parameter's type; result builders and
/// property wrappers provided natively; calling user closures from native code.
@Suite struct NativeExtensionTests {
    /// A stand-in for SwiftUI's `Color`: a native type whose payload is a name.
    static func registerColor(_ interpreter: Interpreter) {
        let color = interpreter.registerNativeType("Color", descriptor: NativeTypeDescriptor(
            resolveImplicitMember: { interpreter, member in
                ["red", "blue", "green"].contains(member.name) ? interpreter.nativeValue("Color", member.name) : nil
            },
            describe: { value in
                if case let .native(native) = value, let name = native.payload as? String { return "Color.\(name)" }
                return "Color"
            }))
        color.initializers.append(.native("init", labels: ["named"]) { interpreter, _, arguments in
            interpreter.nativeValue("Color", try arguments.value(0).asString ?? "?")
        })
        color.computedProperties["name"] = ComputedProperty(getter: .native("name") { _, selfValue, _ in
            if case let .native(native) = selfValue, let name = native.payload as? String { return .string(name) }
            return .string("")
        })
        color.addMethod("opacity", .native("opacity") { interpreter, selfValue, arguments in
            guard case let .native(native) = selfValue, let name = native.payload as? String else { return selfValue }
            return interpreter.nativeValue("Color", "\(name)@\(try interpreter.describe(try arguments.value(0)))")
        })
        color.staticValues["red"] = interpreter.nativeValue("Color", "red")
        interpreter.registerFunction("fill") { interpreter, _, arguments in
            // A native parameter typed `Color` resolves a deferred `.blue`.
            let value = try interpreter.coerce(try arguments.value(0), to: .named("Color"))
            return .string(try interpreter.describe(value))
        }
    }

    @Test func nativeTypesServeInitializersMembersAndUserExtensions() throws {
        let output = try run("""
        extension Color {
            static let brand = Color(named: "brand")
            var shouted: String { name.uppercased() }
        }
        let c = Color.red.opacity(0.5)
        print(c, Color.brand, Color.brand.shouted, Color(named: "x").name)
        print(fill(.blue), fill(Color.red))
        """, configure: Self.registerColor)
        #expect(output == "Color.red@0.5 Color.brand BRAND x\nColor.blue Color.red\n")
    }

    @Test func implicitMemberWithoutContextStaysDeferred() throws {
        let interpreter = Interpreter()
        Self.registerColor(interpreter)
        try interpreter.run(try parseForTest("let pending = .green\n"))
        let pending = try interpreter.lookupName("pending", interpreter.globals)
        guard case let .unresolvedMember(member) = pending else {
            Issue.record("expected a deferred member, got \(pending)")
            return
        }
        #expect(member.name == "green")
        let resolved = try interpreter.coerce(pending, to: .named("Color"))
        #expect(try interpreter.describe(resolved) == "Color.green")
    }

    @Test func nativeCodeCallsUserClosuresAndMethods() throws {
        let interpreter = Interpreter()
        try interpreter.run(try parseForTest("""
        struct Doubler { var factor = 2; func apply(_ x: Double) -> Double { x * Double(factor) } }
        let scale: (Double) -> Double = { $0 * 10 }
        let doubler = Doubler(factor: 3)
        """))
        guard case let .function(scale) = try interpreter.lookupName("scale", interpreter.globals) else {
            Issue.record("scale is not a function")
            return
        }
        #expect(try interpreter.call(scale, [.double(1.5)]) == .double(15))
        var doubler = try interpreter.lookupName("doubler", interpreter.globals)
        #expect(try interpreter.callMethod("apply", on: &doubler, [CallArgument(nil, .double(2))]) == .double(6))
        #expect(try interpreter.member(of: doubler, named: "factor") == .int(3))
    }

    /// A test-only builder that collects strings: `if` without `else` gives an empty list, `for`
    /// concatenates.
    static func arrayBuilder() -> ResultBuilder {
        ResultBuilder(
            name: "ArrayBuilder",
            buildBlock: { _, parts in .array(parts.flatMap { part -> [Value] in if case let .array(items) = part { return items }; return [part] }) },
            buildOptional: { _, part in part ?? .array([]) },
            buildEitherFirst: { _, part in part },
            buildEitherSecond: { _, part in part },
            buildArray: { _, parts in .array(parts.flatMap { part -> [Value] in if case let .array(items) = part { return items }; return [] }) })
    }

    @Test func nativeResultBuilderBuildsAttributedFunctionsAndClosureParameters() throws {
        let output = try run("""
        @ArrayBuilder func items(_ count: Int, flag: Bool) -> [String] {
            "head"
            if flag { "flagged" }
            if count > 1 { "many" } else { "one" }
            for i in 0..<count { "row \\(i)" }
            let tail = "tail"
            tail
        }
        func make(@ArrayBuilder _ content: () -> [String]) -> [String] { content() }
        print(items(2, flag: false))
        print(make { "a"; if true { "b" } })
        """, configure: { $0.resultBuilders["ArrayBuilder"] = Self.arrayBuilder() })
        #expect(output == "[\"head\", \"many\", \"row 0\", \"row 1\", \"tail\"]\n[\"a\", \"b\"]\n")
    }

    @Test func implicitBuilderAppliesToProtocolRequirement() throws {
        let output = try run("""
        protocol Listing {}
        struct Menu: Listing {
            var extra = true
            var body: [String] {
                "first"
                if extra { "second" }
            }
        }
        print(Menu().body, Menu(extra: false).body)
        """, configure: {
            $0.resultBuilders["ArrayBuilder"] = Self.arrayBuilder()
            $0.implicitBuilders = ["Listing": ["body": "ArrayBuilder"]]
        })
        #expect(output == "[\"first\", \"second\"] [\"first\"]\n")
    }

    @Test func nativePropertyWrapperHoldsInitialValueAndProjects() throws {
        let output = try run("""
        struct Counter {
            @State var count = 3
            @State var label: String = "n"
            func show() -> String { "\\(label)=\\(count) \\($count)" }
            mutating func bump() { count += 1 }
        }
        var counter = Counter()
        counter.bump()
        print(counter.show(), Counter(count: 9).count)
        """, configure: { interpreter in
            interpreter.propertyWrappers["State"] = PropertyWrapperBehaviour(
                makeStorage: { _, initial, _ in .tuple([initial ?? .nil], labels: ["value"]) },
                wrappedValue: { _, storage in if case let .tuple(values, _) = storage { return values[0] }; return .void },
                setWrappedValue: { _, storage, newValue in storage = .tuple([newValue], labels: ["value"]) },
                projectedValue: { interpreter, storage in
                    if case let .tuple(values, _) = storage { return .string("Binding(\(try interpreter.describe(values[0])))") }
                    return .void
                })
        })
        #expect(output == "n=4 Binding(4) 9\n")
    }
}
