import LayoutEngine
import SwiftInterpreter

/// SwiftUI's value types: `Color` (a view and a shape style), `Font`, the alignments,
/// `EdgeInsets`, `Edge.Set`. Statics (`Color.red`, `Font.body`, `Alignment.top`) are values;
/// implicit members (`.red` given where a `Color` is expected) resolve to the same values.
extension SwiftUIRuntime {
    func registerValueTypes() {
        registerColor()
        registerResolvedColor()
        registerFont()
        registerFontWidths()
        registerUIKitFonts()
        registerAppKitFonts()
        registerUIKitFontMetrics()
        registerAlignments()
        registerEdges()
        registerImplicitMemberChains()
        registerColorLevels()
        registerPreviewTraitType()
        registerPreviewLayoutType()
        registerPreviewDeviceType()
        registerGradientShapeStyles()
        registerMaterial()
    }

    func color(_ color: ColorValue, label: String? = nil) -> Value {
        interpreter.nativeValue("Color", ColorPayload(color: color, label: label, source: currentLocation))
    }

    private func registerColor() {
        guard let type = interpreter.type(named: "Color") else { return }
        // Computed, so each `Color.red` is located where it is written.
        for system in SystemColor.swiftUIColors {
            type.staticComputed[system.rawValue] = ComputedProperty(getter: .hosted(system.rawValue) { `self`, _, _ in
                self.color(.system(system))
            })
        }
        type.native = NativeTypeDescriptor(resolveImplicitMember: { interpreter, member in
            guard let self = interpreter.host as? SwiftUIRuntime else { throw SwiftUIRuntime.notHosted(interpreter) }
            if let system = SystemColorTable.color(named: member.name) { return self.color(system) }
            return self.generatedAssetColor(member)
        })
        initializer("Color") { `self`, arguments in
            if let resolved = self.color(ofResolved: arguments.unlabelled.first) { return resolved }
            let opacity = try arguments["opacity"].map { try self.number($0, "opacity") } ?? 1
            if let red = arguments["red"], let green = arguments["green"], let blue = arguments["blue"] {
                return self.color(.rgb(red: try self.number(red, "red"), green: try self.number(green, "green"),
                                       blue: try self.number(blue, "blue"), opacity: opacity))
            }
            if let white = arguments["white"] {
                let w = try self.number(white, "white")
                return self.color(.rgb(red: w, green: w, blue: w, opacity: opacity))
            }
            if let hue = arguments["hue"], let saturation = arguments["saturation"], let brightness = arguments["brightness"] {
                let (r, g, b) = ColorConversion.rgb(hue: try self.number(hue, "hue"), saturation: try self.number(saturation, "saturation"),
                                                    brightness: try self.number(brightness, "brightness"))
                return self.color(.rgb(red: r, green: g, blue: b, opacity: opacity))
            }
            // `Color("Brand")` and `Color(.brand)` (the symbol Xcode generates): the module's
            // colour set, in the light appearance.
            if let asset = try self.assetColor(arguments) { return self.color(asset) }
            // `Color(.secondarySystemBackground)`, `Color(uiColor: .systemGray5)`,
            // `Color(UIColor.label)`: UIKit's colour of that name, drawn with its light and dark values.
            // `Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))`: the platform colour's own.
            if let platform = (arguments["uiColor"] ?? arguments["nsColor"] ?? arguments.unlabelled.first)?.nativePayload(PlatformColor.self) {
                return self.color(platform.color)
            }
            if let name = self.uiKitColorName(arguments["uiColor"] ?? arguments.unlabelled.first) {
                if let system = SystemColor(uiKitName: name) { return self.color(.system(system), label: "Color(.\(name))") }
                // `Color(.red)` with no colour set of that name: UIKit's fixed `UIColor.red` (1, 0, 0),
                // not SwiftUI's `Color.red` (`PlatformColors.swift`).
                if let (red, green, blue, alpha) = Self.fixedPlatformColors[name] {
                    return self.color(.rgb(red: red, green: green, blue: blue, opacity: alpha), label: "Color(.\(name))")
                }
            }
            // The program's extension initializer, its defaulted parameters left out
            // (`init(hex: String, opacity: Double = 1)` called as `Color(hex: "#F1F5F9")`).
            if let declared = try self.interpreter.valueOfProgramInitializer(of: "Color", arguments.all) { return declared }
            // Another platform colour (`Color(uiColor: brandColor)`) or an initializer of code not
            // read (`Color(hex: 0xFF0000)`): it has no layout; drawn gray, said once per file.
            let labels = arguments.all.map { ($0.label ?? "_") + ":" }.joined()
            self.reportLibraryAssumption(.colorNotRead("Color(\(labels))"), at: self.interpreter.currentRange)
            return self.color(.system(.gray))
        }
        let opacity = Function.hosted("opacity", labels: [nil]) { `self`, selfValue, arguments in
            guard case let .native(native) = selfValue, var payload = native.payload as? ColorPayload else { return selfValue }
            let alpha = try self.number(arguments.first?.value ?? .double(1), "opacity")
            payload.color = Self.faded(payload.color, by: alpha)
            return self.interpreter.nativeValue("Color", payload)
        }
        type.addMethod("opacity", opacity)
        type.addMethod("resolve", .hosted("resolve", labels: ["in"]) { `self`, selfValue, _ in
            guard case let .native(native) = selfValue, let payload = native.payload as? ColorPayload else { return selfValue }
            return self.resolvedColor(payload.color)
        })
    }

    /// The `UIColor` class property an argument names: `.systemGray5`, `UIColor.label`, or nil.
    func uiKitColorName(_ value: Value?) -> String? {
        switch value {
        case let .unresolvedMember(member)? where member.arguments == nil: return member.name
        case let value?:
            guard let undefined = Self.undefinedName(value), undefined.path.hasPrefix("UIColor.") else { return nil }
            return String(undefined.path.dropFirst("UIColor.".count))
        case nil: return nil
        }
    }

    /// `Color.resolve(in:)` (iOS 17): the colour's components as a `Color.Resolved`
    /// (`ResolvedColors.swift`). A named system colour's components
    /// depend on the appearance and are not known to the runtime: mid gray, with a warning (they
    /// only paint; no layout reads them).
    func resolvedColor(_ color: ColorValue) -> Value {
        let components: (Double, Double, Double, Double)
        switch color {
        case let .rgb(red, green, blue, opacity): components = (red, green, blue, opacity)
        case let .faded(_, opacity):
            warn(.approximatedView("Color.resolve(in:)", rule: "a named colour's components are taken as mid gray"))
            components = (0.5, 0.5, 0.5, opacity)
        case .system:
            warn(.approximatedView("Color.resolve(in:)", rule: "a named colour's components are taken as mid gray"))
            components = (0.5, 0.5, 0.5, 1)
        }
        return interpreter.nativeValue(Self.resolvedColorTypeName, ResolvedColorComponents(
            red: components.0, green: components.1, blue: components.2, opacity: components.3))
    }

    private func registerFont() {
        let type = interpreter.registerNativeType("Font")
        for style in TextStyle.allCases { type.staticValues[style.rawValue] = interpreter.nativeValue("Font", style.defaultFont) }
        type.native = NativeTypeDescriptor(resolveImplicitMember: { interpreter, member in
            guard let self = interpreter.host as? SwiftUIRuntime else { throw SwiftUIRuntime.notHosted(interpreter) }
            return try self.fontMember(member).map { self.interpreter.nativeValue("Font", $0) }
        })
        let system = Function.hosted("system", labels: nil) { `self`, _, arguments in
            self.interpreter.nativeValue("Font", try self.systemFont(NativeArguments("system", arguments)))
        }
        type.addMethod("system", system, isStatic: true)
        type.addMethod("custom", .hosted("custom", labels: nil) { `self`, _, arguments in
            self.interpreter.nativeValue("Font", try self.customFont(NativeArguments("custom", arguments)))
        }, isStatic: true)
        for name in ["bold", "weight", "italic", "monospacedDigit", "monospaced", "smallCaps", "leading"] {
            type.addMethod(name, .hosted(name, labels: nil) { `self`, selfValue, arguments in
                guard case let .native(native) = selfValue, var descriptor = native.payload as? FontDescriptor else { return selfValue }
                if name == "bold" { descriptor.weight = .bold }
                if name == "weight", let weight = arguments.first?.value { descriptor.weight = try self.fontWeight(weight) }
                // `Font.monospaced()` (iOS 15): the same font in SF Mono.
                if name == "monospaced", descriptor.family == .system { descriptor.design = .monospaced }
                // `Font.monospacedDigit()`: "fixed-width digits, while leaving other characters
                // proportionally spaced" (Apple): the font's tabular figures.
                if name == "monospacedDigit" { descriptor.monospacedDigits = true }
                return self.interpreter.nativeValue("Font", descriptor)
            })
        }
        let weight = interpreter.registerNativeType("Font.Weight")
        type.nestedTypes["Weight"] = weight
        for value in FontWeight.allCases { weight.staticValues[value.rawValue] = interpreter.nativeValue("Font.Weight", value) }
        let design = interpreter.registerNativeType("Font.Design")
        type.nestedTypes["Design"] = design
        for value in [FontDescriptor.Design.default, .monospaced, .rounded, .serif] {
            design.staticValues[value.rawValue] = interpreter.nativeValue("Font.Design", value)
        }
    }

    /// `.body`, `.system(size: 20, weight: .bold)`, `.custom("Avenir", size: 14)` as implicit members.
    func fontMember(_ member: UnresolvedMember) throws -> FontDescriptor? {
        if member.arguments == nil { return TextStyle(rawValue: member.name)?.defaultFont }
        let arguments = NativeArguments(member.name, member.arguments ?? [])
        switch member.name {
        case "system": return try systemFont(arguments)
        case "custom": return try customFont(arguments)
        default: return nil
        }
    }

    private func systemFont(_ arguments: NativeArguments) throws -> FontDescriptor {
        var descriptor: FontDescriptor
        if let size = arguments["size"] {
            // `.system(size: Theme.titleSize)` with the size of another file: the body size.
            let points = zeroSizeAsCoreTextDefault(try fontSize(size, "size"))
            guard points > 0 else { throw failure("a font size must be positive, not \(points)") }
            descriptor = FontDescriptor(size: points)
        } else if let style = arguments.unlabelled.first {
            guard let textStyle = TextStyle(rawValue: try caseName(style, "Font.TextStyle")) else {
                throw failure(.noMemberOnType(try caseName(style, "Font.TextStyle"), type: "Font.TextStyle"))
            }
            descriptor = textStyle.defaultFont
        } else {
            descriptor = TextStyle.body.defaultFont
        }
        if let weight = arguments["weight"] { descriptor.weight = try fontWeight(weight) }
        if let design = optionalArgument(arguments["design"]) { descriptor.design = try fontDesign(design) }
        if let width = optionalArgument(arguments["width"]) { _ = try fontWidth(width) }
        return descriptor
    }

    /// `.monospaced`, `Font.Design.rounded`, … (`Font.Design`), written as an implicit member or as
    /// `Font.Design`'s value. `.rounded` (SF Pro Rounded on iOS, Apple
    /// `UIFontDescriptor.SystemDesign.rounded`) and `.serif` (New York) are measured with the
    /// default design's widths and line metrics, with the warning `fontDesignWidthsAssumed`
    /// however the design is written: no published source gives their advance widths, and SF Pro
    /// Rounded is cut at Display's optical size (docs/swiftui-subset.md), so they need not match.
    /// A design, or a present optional one (`View.fontDesign(_:)` takes `Font.Design?`).
    func fontDesign(_ value: Value) throws -> FontDescriptor.Design {
        if case let .optional(wrapped?) = value { return try fontDesign(wrapped) }
        let design: FontDescriptor.Design
        if case let .native(native) = value, let given = native.payload as? FontDescriptor.Design {
            design = given
        } else {
            let name = try caseName(value, "Font.Design")
            guard let named = FontDescriptor.Design(rawValue: name) else { throw failure(.noMemberOnType(name, type: "Font.Design"), naming: name) }
            design = named
        }
        switch design {
        case .rounded: warn(.fontDesignWidthsAssumed(design.rawValue, face: "SF Pro Rounded"))
        case .serif: warn(.fontDesignWidthsAssumed(design.rawValue, face: "New York"))
        case .default, .monospaced: break
        }
        return design
    }

    func font(_ value: Value) throws -> FontDescriptor? {
        switch value {
        case .optional(nil): return nil
        case let .optional(wrapped?): return try font(wrapped)
        case let .native(native):
            if let descriptor = native.payload as? FontDescriptor { return descriptor }
            if native.payload is UndefinedName { return try assumedFont(for: value, arguments: nil) }
            // `Font.brand.title3.bold()`: another file's font took the view modifier an unknown
            // value answers to; it is still that file's font.
            if let base = Self.unmodifiedUndefinedName(value) { return try assumedFont(for: base, arguments: nil) }
        case let .unresolvedMember(member):
            // The program's own `extension Font` statics come first: they shadow the library's.
            // (Only a `Font`: `static let headline = 17.0` beside SwiftUI's `.headline` is told
            // apart by type in Swift, and `.font(_:)` wants a `Font`.)
            if let declared = try interpreter.programStaticMember(member, of: "Font"), let descriptor = try? font(declared) {
                return descriptor
            }
            // `.compound.bodyMD`: an implicit member chain (SE-0287) that starts at the program's
            // `extension Font { static let compound = CompoundFonts() }` and goes on through that
            // value's members to a `Font`.
            if member.arguments == nil, let chained = try fontThroughChain(member.name), let descriptor = try? font(chained) {
                return descriptor
            }
            if let descriptor = try fontMember(member) { return descriptor }
            return try assumedFont(for: undefinedValue("Font." + member.name), arguments: member.arguments)
        default: break
        }
        throw mismatch(value, expected: "Font")
    }

    /// The value of an implicit member chain written `.first.second…` whose first member is a
    /// static the program declares on `Font`; nil when it is not one.
    private func fontThroughChain(_ path: String) throws -> Value? {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count > 1, var value = try interpreter.programStaticMember(UnresolvedMember(name: parts[0], arguments: nil), of: "Font")
        else { return nil }
        for part in parts.dropFirst() { value = try interpreter.member(of: value, named: part) }
        return value
    }

    /// Another file's font (`.font(Theme.heading)`, `.brandTitle(size: 18)` from its `extension
    /// Font`): its face is the app's, so LayoutLens assumes the system font, at the `size:` the call
    /// gives (and its `weight:`), else the body style, with a warning naming it.
    private func assumedFont(for undefined: Value, arguments: [CallArgument]?) throws -> FontDescriptor {
        let named = NativeArguments("font", arguments ?? [])
        if let size = named["size"], !interpreter.isUnseen(size), let points = try? number(size, "size"), points > 0 {
            var descriptor = FontDescriptor(size: points)
            if let weight = named["weight"], let known = try? fontWeight(weight) { descriptor.weight = known }
            assumed("the system font of size \(points == points.rounded() ? String(Int(points)) : String(points))", for: undefined)
            return descriptor
        }
        assumed("the body font", for: undefined)
        return TextStyle.body.defaultFont
    }

    /// A weight, or a present optional one: `Text.fontWeight(_:)` and `View.fontWeight(_:)` take
    /// `Font.Weight?` (Apple's documentation of both), so `.fontWeight(style.weight)` with an
    /// optional property passes it as it is.
    func fontWeight(_ value: Value) throws -> FontWeight {
        if case let .optional(wrapped?) = value { return try fontWeight(wrapped) }
        if case let .native(native) = value, let weight = native.payload as? FontWeight { return weight }
        if interpreter.isUnseen(value) {
            // A weight LayoutLens cannot know (another file's constant): a weight in the app, as
            // the file compiles; the regular weight, with a warning.
            assumed("the regular weight", for: value)
            return .regular
        }
        let name = try caseName(value, "Font.Weight")
        guard let weight = FontWeight(rawValue: name) else { throw failure(.noMemberOnType(name, type: "Font.Weight"), naming: name) }
        return weight
    }

    private func registerAlignments() {
        let alignment = interpreter.registerNativeType("Alignment")
        let horizontal = interpreter.registerNativeType("HorizontalAlignment")
        let vertical = interpreter.registerNativeType("VerticalAlignment")
        for name in ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
                     "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline", "leadingLastTextBaseline",
                     "trailingFirstTextBaseline", "trailingLastTextBaseline"] {
            if let value = AlignmentTable.alignment(named: name) { alignment.staticValues[name] = interpreter.nativeValue("Alignment", value) }
        }
        for name in ["leading", "center", "trailing", "listRowSeparatorLeading", "listRowSeparatorTrailing"] {
            if let value = AlignmentTable.horizontal(named: name) { horizontal.staticValues[name] = interpreter.nativeValue("HorizontalAlignment", value) }
        }
        for name in ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"] {
            if let value = AlignmentTable.vertical(named: name) { vertical.staticValues[name] = interpreter.nativeValue("VerticalAlignment", value) }
        }
        // `alignment.horizontal`, `alignment.vertical`: an alignment's two guides.
        alignment.computedProperties["horizontal"] = ComputedProperty(getter: .native("horizontal") { interpreter, selfValue, _ in
            guard case let .native(native) = selfValue, let value = native.payload as? Alignment else { return .void }
            return interpreter.nativeValue("HorizontalAlignment", value.horizontal)
        })
        alignment.computedProperties["vertical"] = ComputedProperty(getter: .native("vertical") { interpreter, selfValue, _ in
            guard case let .native(native) = selfValue, let value = native.payload as? Alignment else { return .void }
            return interpreter.nativeValue("VerticalAlignment", value.vertical)
        })
        initializer("Alignment") { `self`, arguments in
            let h = try self.horizontal(arguments["horizontal"] ?? .unresolvedMember(UnresolvedMember(name: "center", arguments: nil)))
            let v = try self.vertical(arguments["vertical"] ?? .unresolvedMember(UnresolvedMember(name: "center", arguments: nil)))
            return self.interpreter.nativeValue("Alignment", Alignment(horizontal: h, vertical: v))
        }
    }

    private func registerEdges() {
        let insets = interpreter.registerNativeType("EdgeInsets")
        insets.initializers.append(.hosted("init", labels: nil) { `self`, _, arguments in
            let args = NativeArguments("EdgeInsets", arguments)
            func side(_ name: String) throws -> Double { try args[name].map { try self.number($0, name) } ?? 0 }
            return self.interpreter.nativeValue("EdgeInsets", EdgeInsets(top: try side("top"), leading: try side("leading"),
                                                                         bottom: try side("bottom"), trailing: try side("trailing")))
        })
        // `insets.top` (a `GeometryProxy`'s `safeAreaInsets`, a constant of the file): a CGFloat.
        for side in ["top", "leading", "bottom", "trailing"] {
            insets.computedProperties[side] = ComputedProperty(getter: .native(side) { _, selfValue, _ in
                guard case let .native(native) = selfValue, let edges = native.payload as? EdgeInsets else { return .cgFloat(0) }
                switch side {
                case "top": return .cgFloat(edges.top)
                case "leading": return .cgFloat(edges.leading)
                case "bottom": return .cgFloat(edges.bottom)
                default: return .cgFloat(edges.trailing)
                }
            })
        }
        let edgeSet = interpreter.registerNativeType("Edge.Set")
        interpreter.type(named: "Edge")?.nestedTypes["Set"] = edgeSet
        for name in ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"] {
            if let set = EdgeTable.set(named: name) { edgeSet.staticValues[name] = interpreter.nativeValue("Edge.Set", set) }
        }
    }
}

/// HSB → RGB, as `Color(hue:saturation:brightness:)` converts.
public enum ColorConversion {
    public static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return (0, 0, 0) }
        let h = min(max((hue - hue.rounded(.down)) * 6, 0), 5.999_999)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

/// Implicit member chains (`.black.opacity(0.1)`, `.body.bold()`) given where the interpreter
/// knows no contextual type: Swift resolves the chain's first member in the type the whole
/// expression must have; here it is tried in SwiftUI's value types in turn, and the rest of the
/// chain continues on the value found.
extension SwiftUIRuntime {
    func registerImplicitMemberChains() {
        guard let unresolved = interpreter.type(named: "Void") else { return }
        let previous = unresolved.native
        unresolved.native = NativeTypeDescriptor(resolveImplicitMember: previous?.resolveImplicitMember, member: { interpreter, base, name in
            guard case let .unresolvedMember(member) = base else { return try previous?.member?(interpreter, base, name) }
            for typeName in ["Color", "Font"] {
                // A type the program nests in one (`extension Font { enum Brand { … } }` for
                // `.font(.Brand.bold.size(20))`): a nested type is a member of its outer type
                // (The Swift Programming Language, "Nested Types"), so the chain goes on from it.
                if member.arguments == nil, let nested = interpreter.type(named: typeName)?.nestedTypes[member.name] {
                    return try interpreter.member(of: .metatype(nested), named: name)
                }
                guard let type = interpreter.type(named: typeName), let resolve = type.native?.resolveImplicitMember,
                      let value = try resolve(interpreter, member) else { continue }
                return try interpreter.member(of: value, named: name)
            }
            // A `Shape` static (`.rect(cornerRadius: 6).stroke(lineWidth: 1)` for an `in:` shape).
            if Self.shapeStatics.contains(member.name) {
                return try interpreter.member(of: try SwiftUIRuntime.hosting(interpreter).shapeView(base), named: name)
            }
            // A chain on a member of a type LayoutLens does not model (`.move(edge: .bottom)
            // .combined(with: .opacity)` for a transition, `.AppFont.regular.size(14)` of another
            // file's `extension Font`): the chain so far, still unresolved, which a call gives its
            // arguments and only a consumer that needs its type rejects.
            return .unresolvedMember(member.extended(by: name))
        }, describe: previous?.describe)
    }
}
