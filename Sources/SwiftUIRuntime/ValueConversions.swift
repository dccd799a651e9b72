import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Reading SwiftUI arguments from interpreter values: numbers of any numeric type, implicit
/// members resolved by the parameter's type (`.center` given to an `alignment:` is an
/// `Alignment`), colours, fonts, edges. A wrong type is an error at the argument.
extension SwiftUIRuntime {
    /// A `CGFloat` argument. `.infinity` and `.greatestFiniteMagnitude` are accepted where
    /// `allowsInfinity` (frame maxima); NaN never is (SwiftUI logs it as an invalid dimension).
    /// An implicit member where a library parameter takes a floating-point number: a static the
    /// module declares on `CGFloat`, else on `Double` (`.opacity(.levels.half)` beside `extension
    /// Double { static let levels }`: `opacity(_:)` takes a `Double`, Apple docs). A file that
    /// compiles names a `Double` static only where the parameter is a `Double`, so the second look
    /// finds nothing Swift would reject.
    private func floatingStatic(_ value: Value, _ member: UnresolvedMember) throws -> Value {
        // A chain (`.levels.half`) starts at its first member.
        let first = member.steps.first?.name ?? member.name
        func declares(_ typeName: String) -> Bool { interpreter.type(named: typeName)?.declaresStaticMember(first) ?? false }
        let typeName = !declares("CGFloat") && declares("Double") ? "Double" : "CGFloat"
        let resolved = try interpreter.coerce(value, to: .named(typeName))
        if case .unresolvedMember = resolved { throw failure(.noMemberOnType(member.name, type: typeName), naming: member.name) }
        return resolved
    }

    func number(_ value: Value, _ name: String, allowsInfinity: Bool = false) throws -> Double {
        let number: Double
        switch value {
        case let .int(int): number = Double(int)
        case let .double(double), let .cgFloat(double): number = double
        case let .optional(wrapped?): return try self.number(wrapped, name, allowsInfinity: allowsInfinity)
        case _ where Self.isZeroByName(value):
            assumed("0 (its name says so)", for: value)
            return 0
        case _ where Self.undefinedName(value) != nil:
            // Another file's constant. Where a neutral value changes no frame (a corner radius, a
            // line width, an offset) or SwiftUI has a default (padding's 16), that is assumed.
            guard let (assumption, text) = Self.neutralNumber(for: name) else {
                throw mismatch(value, expected: "CGFloat", parameter: name)
            }
            assumed(text, for: value)
            return assumption
        case let .unresolvedMember(member) where member.arguments == nil:
            switch member.name {
            // (`literalCGFloatMembers`)
            case "infinity", "greatestFiniteMagnitude": number = .infinity
            case "zero": number = 0
            case "pi": number = .pi
            default:
                // A static the file declares (`extension CGFloat { static let gutter: CGFloat = 20 }`).
                return try self.number(try floatingStatic(value, member), name, allowsInfinity: allowsInfinity)
            }
        case let .unresolvedMember(member):
            // `.grid(2)`: a static function the module declares on CGFloat (`extension CGFloat {
            // static func grid(_ n: Int) -> Self }`), called with the contextual type.
            return try self.number(try floatingStatic(value, member), name, allowsInfinity: allowsInfinity)
        default:
            throw mismatch(value, expected: "CGFloat", parameter: name)
        }
        if number.isNaN || number.isInfinite && !allowsInfinity {
            throw invalidArgument(.nonFiniteArgument(name, value: Self.numberText(number)), name)
        }
        if !allowsInfinity, abs(number) > Self.largestMagnitude {
            throw invalidArgument(.numberOutOfRange(name, value: Self.numberText(number), limit: "1e9"), name)
        }
        return number > Self.largestMagnitude ? .infinity : number
    }

    /// The largest magnitude laid out: far beyond any screen (a billion points), small enough that
    /// sums of a few thousand such numbers stay exact in a `Double`.
    static let largestMagnitude = 1e9

    /// A number as a diagnostic shows it: NaN, ±infinity, or up to four decimals.
    static func numberText(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number > 0 ? "+infinity" : "-infinity" }
        return NumberText.format(number, decimals: 4)
    }

    /// An error at the argument `name` of the native call being made: the argument with that
    /// label, else its last unlabelled one (a value follows an edge set: `padding(.horizontal, 10)`),
    /// else the call.
    func invalidArgument(_ message: DiagnosticMessage, _ name: String) -> RuntimeError {
        let spans = interpreter.nativeArgumentSpans
        let argument = spans.first { $0.label == name } ?? spans.last { $0.label == nil }
        let range = argument.flatMap { $0.valueSpan ?? $0.labelSpan }.flatMap { interpreter.currentFile?.range(of: $0) }
        return RuntimeError(message, at: range ?? interpreter.currentRange)
    }

    /// A corner radius: SwiftUI accepts `.infinity` (a pill: the radius is clamped to half the
    /// shorter side when drawn), so it is kept as the largest finite number, which every drawing
    /// clamps; NaN is still an error.
    func cornerRadius(_ value: Value, _ name: String) throws -> Double {
        let radius = try cornerRadiusKeepingInfinity(value, name)
        return radius.isInfinite ? .greatestFiniteMagnitude : radius
    }

    /// A corner radius as given, `.infinity` kept (an `UnevenRoundedRectangle` corner: every
    /// radius is clamped to half the shorter side when drawn, `CornerRadii.clamped`, and a
    /// snapshot token says `inf`); NaN, `-inf` and absurd negative numbers are errors.
    func cornerRadiusKeepingInfinity(_ value: Value, _ name: String) throws -> Double {
        let radius = try number(value, name, allowsInfinity: true)
        if radius == -.infinity { throw invalidArgument(.nonFiniteArgument(name, value: Self.numberText(radius)), name) }
        if radius < -Self.largestMagnitude {
            throw invalidArgument(.numberOutOfRange(name, value: Self.numberText(radius), limit: "1e9"), name)
        }
        return radius
    }

    /// The shape of `RoundedRectangle(cornerRadius:)` / `.rect(cornerRadius:)`: an infinite radius
    /// draws SwiftUI's capsule.
    func roundedRectangle(_ value: Value, _ name: String) throws -> ShapeKind {
        let radius = try cornerRadius(value, name)
        return radius == .greatestFiniteMagnitude ? .capsule : .roundedRectangle(cornerRadius: radius)
    }

    /// An optional `CGFloat?` argument: nil when absent or `nil`.
    /// The number assumed for an unknown constant given as `name`, and how the warning says it.
    /// `CGFloat`'s own statics that `number(_:_:)` reads by name.
    static let literalCGFloatMembers: Set<String> = ["infinity", "greatestFiniteMagnitude", "zero", "pi"]

    /// Another file's constant named `zero` or `none` (`Spacing.zero`, `EdgeInsets.zero` from an
    /// app's extension): every type of Swift's and SwiftUI's that has a `zero` means all zeros by
    /// it, and spacing scales name no space `none`.
    static func isZeroByName(_ value: Value) -> Bool {
        guard let undefined = undefinedName(value), let last = undefined.path.split(separator: ".").last else { return false }
        return last == "zero" || last == "none"
    }

    static func neutralNumber(for name: String) -> (Double, String)? {
        switch name {
        case "length": return (16, "16 (the default padding)")
        case "cornerRadius", "radius", "lineWidth", "x", "y", "degrees", "radians":
            return (0, "0 (it changes no frame)")
        case "opacity", "alpha": return (1, "1 (it changes no frame)")
        // A colour's components (`Color(red: theme.red, …)`, `Color(hue:saturation:brightness:)`,
        // `Color(white:)`): a colour sizes nothing, so mid-grey, as a named colour that cannot be
        // read is drawn.
        case "red", "green", "blue", "white", "hue", "saturation", "brightness":
            return (0.5, "0.5 (a colour component changes no frame)")
        default: return nil
        }
    }

    func optionalNumber(_ value: Value?, _ name: String, allowsInfinity: Bool = false) throws -> Double? {
        // `Spacer(minLength: .none)`: for an optional parameter `.none` is `Optional.none`, nil
        // (`optionalArgument`).
        guard var value, !value.isNil, optionalArgument(value) != nil else { return nil }
        // Another file's constant kept in an optional property (`let height: CGFloat?` given
        // `Const.gap`) is the same unknown number.
        if case let .optional(wrapped?) = value, Self.undefinedName(wrapped) != nil { value = wrapped }
        // `spacing: .space12`: a static of the file's `extension CGFloat`, else another file's.
        if case let .unresolvedMember(member) = value, member.arguments == nil, !Self.literalCGFloatMembers.contains(member.name) {
            value = try interpreter.coerce(value, to: .named("CGFloat"))
        }
        // Another file's constant for an optional number (`.frame(width: Theme.width)`,
        // `spacing: Layout.gap`, `spacing: .space12`): as if it were not given, SwiftUI's default.
        if Self.undefinedName(value) != nil, !Self.isZeroByName(value) {
            assumed("the default (as if '\(name)' were not given)", for: value)
            return nil
        }
        return try number(value, name, allowsInfinity: allowsInfinity)
    }

    func string(_ value: Value, _ name: String) throws -> String {
        switch value {
        case let .string(string): return string
        case let .character(character): return String(character)
        case let .optional(wrapped?): return try string(wrapped, name)
        case let .native(native) where native.payload is LocalizedResourceText:
            // `Text(resource)`: the text its key was looked up to when it was made.
            return (native.payload as! LocalizedResourceText).text
        case let .native(native) where native.payload is AttributedText:
            // `Text(attributed)`: an `AttributedString`'s characters.
            return textCharacters(of: native.payload as! AttributedText)
        case let .unresolvedMember(member) where member.name == "init" && member.arguments?.count == 1 && member.arguments?[0].label == nil:
            // `Text(.init(markdown))`: SwiftUI's title parameters are `LocalizedStringKey`s, so
            // `.init` makes one, and its text shows its inline Markdown (a well-known way to show
            // a string's Markdown; `Text(string)` shows it verbatim).
            return InlineMarkdown.displayText(try string(member.arguments![0].value, name))
        case let .unresolvedMember(member) where member.name == "init" && member.arguments?.first?.label == "localized":
            // `Image(systemName: .init(localized: resource))`: `String(localized:)`, made here.
            guard case let .string(text) = try localizedString(member.arguments!) else { return "" }
            return text
        case let .unresolvedMember(member) where member.arguments == nil && hasLocalizedResourceSymbol(member.name):
            // `Text(.daysLeft)`: a `LocalizedStringResource` symbol the module declares or Xcode
            // generates from its string catalogs (`StringCatalogSymbols`): its localized text.
            return try string(interpreter.staticMember(member.name, of: interpreter.type(named: "LocalizedStringResource")!), name)
        case let .unresolvedMember(member) where member.arguments != nil && hasLocalizedResourceFunction(member.name):
            // `DisclosureGroup(.settings("Advanced")) { … }`: a static function of the program's
            // `extension LocalizedStringResource`, called where a title resource is expected.
            return try string(interpreter.coerce(value, to: .named("LocalizedStringResource")), name)
        case let .unresolvedMember(member):
            // `Text(.search)`: a localized string symbol (a `LocalizedStringResource` Xcode generates
            // from the string catalogue, or another file's `LocalizedStringKey` constant). Its text
            // is in a file LayoutLens does not read: its name stands in, as for another file's value.
            // So does a generated function of one (`Text(.app(.title))`, a table's symbols that a
            // string-catalogue code generator declares as `static func app(_:)`).
            let undefined = undefinedValue(member.name)
            assumed("its name as the text", for: undefined)
            return member.name
        default:
            // Another file's value (`Text(user.name)`): its expression as the text, as a placeholder.
            if let undefined = Self.undefinedName(value) {
                assumed("its name as the text", for: value)
                return undefined.path
            }
            throw mismatch(value, expected: "String")
        }
    }

    func bool(_ value: Value, _ name: String) throws -> Bool {
        if case let .bool(flag) = value { return flag }
        if case let .native(native) = value, let binding = native.payload as? BindingPayload { return try bool(binding.get(), name) }
        throw mismatch(value, expected: "Bool", parameter: name)
    }

    /// A colour or shape style: `Color.red`, `.red`, `Color(red:green:blue:)`; materials,
    /// gradients and hierarchical styles have no single colour and paint gray (no layout effect).
    /// Whether `value` is another file's value with view modifiers applied to it
    /// (`status.color.opacity(0.12)`): the modifiers are what the opaque value answers to.
    private func isModifiedUndefinedName(_ value: Value) -> Bool {
        Self.unmodifiedUndefinedName(value) != nil
    }

    /// Another file's value under the view modifiers applied to it (`status.color.opacity(0.12)`),
    /// or nil when `value` is not one.
    static func unmodifiedUndefinedName(_ value: Value) -> Value? {
        guard case let .native(native) = value, let description = native.payload as? ViewDescription,
              case let .modified(base, _) = description.content else { return nil }
        return undefinedName(base) != nil ? base : unmodifiedUndefinedName(base)
    }

    /// An implicit member chain whose root is a static the program declares on `Color`, run from
    /// that static: each member read or called in turn with its own arguments (`.brand.opacity(0.5)`
    /// with `static let brand: Color`; `.theme.accent` with `static let theme = Theme()` and
    /// `struct Theme { let accent: Color }`, a chain whose middle value is not a `Color`: SE-0287
    /// only asks that the chain end in the contextual type). Nil when the root is not the program's.
    private func programColorChain(_ member: UnresolvedMember, root: String) throws -> Value? {
        // A root `Color` lacks is another file's (the caller's warning), never an error here.
        guard let rootValue = try? interpreter.coerce(.unresolvedMember(UnresolvedMember(name: root, arguments: nil)), to: .named("Color")),
              !interpreter.isUnseen(rootValue) else { return nil }
        if case .unresolvedMember = rootValue { return nil }
        var value = rootValue
        for step in Self.chainSteps(member).dropFirst() {
            if let arguments = step.arguments {
                value = try interpreter.callMethod(step.name, on: &value, arguments)
            } else {
                value = try interpreter.member(of: value, named: step.name)
            }
        }
        return value
    }

    /// A chain's members from its first, each with its own arguments; a chain kept only by its
    /// dotted name has its arguments on the last member.
    static func chainSteps(_ member: UnresolvedMember) -> [UnresolvedMember.Step] {
        if !member.steps.isEmpty { return member.steps }
        let names = member.name.split(separator: ".").map(String.init)
        return names.indices.map { UnresolvedMember.Step(name: names[$0], arguments: $0 == names.count - 1 ? member.arguments : nil) }
    }

    func color(_ value: Value, _ name: String) throws -> ColorValue {
        switch value {
        case let .native(native):
            if let color = native.payload as? ColorPayload { return color.color }
            if native.payload is ShapeStylePayload { return .system(.gray) }
            // A `Gradient` is a shape style too (Apple, `ShapeStyle`: "one of the gradient
            // types"; a custom style's `resolve(in:)` may return one): paint only, as above.
            if native.payload is GradientColors { return .system(.gray) }
            // A colour of another file (`Color.brand`): colours never change a frame, so it is
            // painted gray and the name is reported as opaque.
            if native.payload is UndefinedName { return .system(.gray) }
            if let description = native.payload as? ViewDescription, case let .leaf(node) = description.content,
               let leaf = node.primitive as? ColorLeaf { return leaf.color }
            // `status.color.opacity(0.12)` with `status` of another file: its colour took the
            // view modifier the opaque value answers to; it is still that file's colour.
            if isModifiedUndefinedName(value) { return .system(.gray) }
        case let .unresolvedMember(member):
            if let color = SystemColorTable.color(named: member.name) { return color }
            if SystemColorTable.nonColorStyles.contains(member.name) { return .system(.gray) }
            // A static the program declares (`extension Color { static let brandBlack = … }`
            // in this file or another of its module) is that colour, as Swift's implicit member
            // lookup in `Color?` finds it.
            if !member.name.contains("."), case let resolved = try interpreter.coerce(value, to: .named("Color")) {
                if case .unresolvedMember = resolved {} else { return try color(resolved, name) }
            }
            // A chain of style modifiers is still its root's style: a hierarchical style
            // (`.quinary.opacity(0.5)`), a system colour, or another file's colour
            // (`.brand.opacity(0.5)`, `.BG.shadow(.drop(radius: 1))`).
            let chainRoot = member.name.split(separator: ".").first.map(String.init).flatMap { $0.count < member.name.count ? $0 : nil }
            if let root = chainRoot, SystemColorTable.nonColorStyles.contains(root) { return .system(.gray) }
            // `.theme.accent` with `extension Color { static let theme = Theme() }`: the chain
            // runs from the program's static whether or not its last member is called.
            if member.arguments == nil, let root = chainRoot, root.first?.isLetter == true, SystemColorTable.color(named: root) == nil,
               let chained = try programColorChain(member, root: root) {
                return try color(chained, name)
            }
            if member.arguments == nil {
                // `.brand` from another file's `extension Color` (or `ShapeStyle`).
                _ = undefinedValue("Color." + member.name)
                return .system(.gray)
            }
            if let root = chainRoot, root.first?.isLetter == true {
                if let color = SystemColorTable.color(named: root) { return color }
                // `.brand.opacity(0.5)` with `extension Color { static let brand }` in the
                // program: the chain runs from that colour, as Swift's implicit member chain
                // starts from the contextual type's static member (SE-0287).
                if let chained = try programColorChain(member, root: root) { return try color(chained, name) }
                _ = undefinedValue("Color." + root)
                return .system(.gray)
            }
        case let .optional(wrapped?):
            return try color(wrapped, name)
        case .structValue, .object, .enumValue:
            // A custom `ShapeStyle` (iOS 17): SwiftUI calls its `resolve(in:)` with the
            // environment and draws the style it returns (Apple docs, `ShapeStyle.resolve(in:)`).
            if let resolved = try resolvedCustomShapeStyle(value) { return try color(resolved, name) }
        default: break
        }
        throw mismatch(value, expected: "Color", parameter: name)
    }

    /// An `Alignment`: a native value, a built-in name or a static the file declared
    /// (`extension Alignment { static let badge = Alignment(horizontal: …, vertical: …) }`).
    /// Another file's value (`model.alignment`) is taken as the default, `.center`, with a warning,
    /// as the alignment conversions below do.
    func alignment(_ value: Value) throws -> Alignment {
        var alignment: Alignment?
        if case let .native(native) = value { alignment = native.payload as? Alignment }
        if case let .unresolvedMember(member) = value, member.arguments == nil {
            alignment = AlignmentTable.alignment(named: member.name) ?? declaredGuide(member, in: "Alignment", as: Alignment.self)
        }
        if alignment == nil, Self.undefinedName(value) != nil {
            assumed("the default, .center (as if no alignment were given)", for: value)
            alignment = .center
        }
        guard let alignment else {
            throw mismatch(value, expected: "Alignment")
        }
        noteGuide(alignment.horizontal.key)
        noteGuide(alignment.vertical.key)
        return alignment
    }

    /// A `HorizontalAlignment`: a native value, a built-in name or a static the file declared.
    func horizontal(_ value: Value) throws -> HorizontalAlignment {
        var alignment: HorizontalAlignment?
        if case let .native(native) = value { alignment = native.payload as? HorizontalAlignment }
        if case let .unresolvedMember(member) = value, member.arguments == nil {
            alignment = AlignmentTable.horizontal(named: member.name) ?? declaredGuide(member, in: "HorizontalAlignment", as: HorizontalAlignment.self)
        }
        if alignment == nil, Self.undefinedName(value) != nil {
            assumed("the default, .center (as if no alignment were given)", for: value)
            alignment = .center
        }
        guard let alignment else {
            throw mismatch(value, expected: "HorizontalAlignment")
        }
        noteGuide(alignment.key)
        return alignment
    }

    /// A `VerticalAlignment`: a native value, a built-in name or a static the file declared.
    func vertical(_ value: Value) throws -> VerticalAlignment {
        var alignment: VerticalAlignment?
        if case let .native(native) = value { alignment = native.payload as? VerticalAlignment }
        if case let .unresolvedMember(member) = value, member.arguments == nil {
            alignment = AlignmentTable.vertical(named: member.name) ?? declaredGuide(member, in: "VerticalAlignment", as: VerticalAlignment.self)
        }
        if alignment == nil, Self.undefinedName(value) != nil {
            assumed("the default, .center (as if no alignment were given)", for: value)
            alignment = .center
        }
        guard let alignment else {
            throw mismatch(value, expected: "VerticalAlignment")
        }
        noteGuide(alignment.key)
        return alignment
    }

    /// `Edge.Set`: `.all`, `.horizontal`, `.top`, `[.top, .leading]`, `Edge.Set.vertical`;
    /// `.init()` is the empty set (`isEmptyOptionSetInit`).
    func edges(_ value: Value) throws -> EdgeSet {
        if Self.isEmptyOptionSetInit(value) { return EdgeSet() }
        switch value {
        case let .native(native):
            if let set = native.payload as? EdgeSet { return set }
        case let .unresolvedMember(member) where member.arguments == nil:
            if let set = EdgeTable.set(named: member.name) { return set }
        case let .enumValue(instance):
            if let set = EdgeTable.set(named: instance.caseName) { return set }
        case let .array(values):
            return try values.reduce(into: EdgeSet()) { $0.formUnion(try edges($1)) }
        default: break
        }
        throw mismatch(value, expected: "Edge.Set")
    }

    func insets(_ value: Value) throws -> EdgeInsets? {
        if case let .native(native) = value, let insets = native.payload as? EdgeInsets { return insets }
        if let member = Self.programInsetsStatic(value, in: interpreter) {
            // `.listRowInsets(.rowInsets)` beside `extension EdgeInsets { static let rowInsets = … }`:
            // an implicit member is looked up on the parameter's type, which finds the program's
            // static there (SE-0287; The Swift Programming Language, "Implicit Member Expression").
            let resolved = try interpreter.programStaticMember(member, of: "EdgeInsets")
            if case let .native(native)? = resolved, let insets = native.payload as? EdgeInsets { return insets }
        }
        // `.zero`: SwiftUI's `EdgeInsets` has none, so the app's extension declares it, as all
        // zeros (`UIEdgeInsets.zero`'s meaning); likewise another file's `EdgeInsets.zero`.
        if case let .unresolvedMember(member) = value, member.name == "zero", member.arguments == nil { return EdgeInsets() }
        if Self.isZeroByName(value) {
            assumed("zero insets (its name says so)", for: value)
            return EdgeInsets()
        }
        // `.init(top: 0, leading: 8, bottom: 0, trailing: 8)` given to a modifier: no contextual
        // type made it an `EdgeInsets`, but the modifier's parameter is one.
        if case let .unresolvedMember(member) = value, member.name == "init", member.arguments != nil,
           let resolved = try? interpreter.coerce(value, to: .named("EdgeInsets")),
           case let .native(native) = resolved, let insets = native.payload as? EdgeInsets {
            return insets
        }
        return nil
    }

    /// The implicit member `value` is when the program declares a static of its name on
    /// `EdgeInsets` (`extension EdgeInsets { static let card = … }`, `static func rows(_:)`).
    static func programInsetsStatic(_ value: Value, in interpreter: Interpreter) -> UnresolvedMember? {
        guard case let .unresolvedMember(member) = value, member.steps.isEmpty,
              interpreter.type(named: "EdgeInsets")?.programStatics.contains(member.name) == true else { return nil }
        return member
    }

    /// A case name of a SwiftUI enum given as `.name` or `Type.name`.
    func caseName(_ value: Value, _ typeName: String) throws -> String {
        switch value {
        case let .unresolvedMember(member) where member.arguments == nil: return member.name
        case let .enumValue(instance): return instance.caseName
        case let .native(native): if let name = native.payload as? EnumCasePayload { return name.name }
        default: break
        }
        throw mismatch(value, expected: typeName)
    }
}

/// A case of a SwiftUI enum held natively (`ContentMode.fit`).
struct EnumCasePayload: Hashable {
    var name: String
}

extension SwiftUIRuntime {
    /// Whether `value` is a shape style rather than a view: a colour, a gradient or material, or
    /// another file's colour.
    static func isShapeStyle(_ value: Value) -> Bool {
        guard case let .native(native) = value else { return false }
        return native.payload is ColorPayload || native.payload is ShapeStylePayload || native.payload is UndefinedName
    }
}

/// Shape styles without one colour (materials, gradients): paint only.
struct ShapeStylePayload {
    var name: String
}

/// SwiftUI's named colours.
enum SystemColorTable {
    /// A colour written as an implicit member: SwiftUI's (`.blue`) or a semantic shape style
    /// (`.tertiary`, `.separator`, `.tint`; see `SystemColor.init(shapeStyleName:)`).
    static func color(named name: String) -> ColorValue? {
        if let color = SystemColor(rawValue: name), SystemColor.swiftUIColors.contains(color) { return .system(color) }
        return SystemColor(shapeStyleName: name).map { .system($0) }
    }

    /// Shape styles that are not one colour: drawn gray, no layout effect.
    static let nonColorStyles: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        "foreground", "selection", "quinary",
    ]
}

/// Alignment names on each axis.
enum AlignmentTable {
    static func alignment(named name: String) -> Alignment? {
        switch name {
        case "center": return .center
        case "leading": return .leading
        case "trailing": return .trailing
        case "top": return .top
        case "bottom": return .bottom
        case "topLeading": return .topLeading
        case "topTrailing": return .topTrailing
        case "bottomLeading": return .bottomLeading
        case "bottomTrailing": return .bottomTrailing
        case "centerFirstTextBaseline": return .centerFirstTextBaseline
        case "centerLastTextBaseline": return .centerLastTextBaseline
        case "leadingFirstTextBaseline": return .leadingFirstTextBaseline
        case "leadingLastTextBaseline": return .leadingLastTextBaseline
        case "trailingFirstTextBaseline": return .trailingFirstTextBaseline
        case "trailingLastTextBaseline": return .trailingLastTextBaseline
        default: return nil
        }
    }

    static func horizontal(named name: String) -> HorizontalAlignment? {
        switch name {
        case "leading": return .leading
        case "center": return .center
        case "trailing": return .trailing
        // iOS 16's `listRowSeparatorLeading`/`Trailing` (Apple docs: "a guide marking the
        // leading/trailing edge of a List row separator"): only a `List` row's separator reads
        // them, no stack aligns by them, so they move no frame; their defaults are the row's
        // edges (unverified: Apple starts the separator at the row's text when no guide is set).
        case "listRowSeparatorLeading": return .custom(name, defaultFraction: 0)
        case "listRowSeparatorTrailing": return .custom(name, defaultFraction: 1)
        default: return nil
        }
    }

    static func vertical(named name: String) -> VerticalAlignment? {
        switch name {
        case "top": return .top
        case "center": return .center
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        default: return nil
        }
    }
}

/// `Edge.Set` names.
enum EdgeTable {
    static func set(named name: String) -> EdgeSet? {
        switch name {
        case "all": return .all
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        default: return nil
        }
    }
}

extension SwiftUIRuntime {
    /// What a user type conforming to `ShapeStyle` with a `resolve(in:)` method resolves to in the
    /// current environment; nil for any other value.
    func resolvedCustomShapeStyle(_ value: Value) throws -> Value? {
        let type = interpreter.typeInfo(of: value)
        guard type.conforms(to: "ShapeStyle"), type.methods["resolve"]?.isEmpty == false else { return nil }
        var receiver = value
        let environment = interpreter.nativeValue("EnvironmentValues", EnvironmentValuesPayload())
        return try interpreter.callMethod("resolve", on: &receiver, [CallArgument("in", environment)])
    }
}
