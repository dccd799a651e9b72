import SwiftInterpreter

/// SwiftUI's style structs (`PlainButtonStyle()`, `RoundedBorderTextFieldStyle()`,
/// `PageTabViewStyle(indexDisplayMode: .never)`), the spelling older code uses for what newer code
/// writes as an implicit member (`.plain`, `.roundedBorder`, `.page(indexDisplayMode: .never)`).
/// SwiftUI declares each member as that struct (`static var plain: PlainButtonStyle`), so the two
/// spellings are one value: a struct made here *is* the implicit member, and every style modifier
/// reads both the same way.
extension SwiftUIRuntime {
    /// Each style struct of iOS's SwiftUI with the implicit member it stands for.
    static let builtInStyleTypes: [(type: String, member: String)] = [
        ("DefaultButtonStyle", "automatic"), ("PlainButtonStyle", "plain"), ("BorderlessButtonStyle", "borderless"),
        ("BorderedButtonStyle", "bordered"), ("BorderedProminentButtonStyle", "borderedProminent"),
        ("GlassButtonStyle", "glass"), ("GlassProminentButtonStyle", "glassProminent"),
        ("DefaultTextFieldStyle", "automatic"), ("PlainTextFieldStyle", "plain"),
        ("RoundedBorderTextFieldStyle", "roundedBorder"),
        ("DefaultPickerStyle", "automatic"), ("MenuPickerStyle", "menu"), ("SegmentedPickerStyle", "segmented"),
        ("WheelPickerStyle", "wheel"), ("InlinePickerStyle", "inline"), ("NavigationLinkPickerStyle", "navigationLink"),
        ("PalettePickerStyle", "palette"),
        ("DefaultToggleStyle", "automatic"), ("SwitchToggleStyle", "switch"), ("ButtonToggleStyle", "button"),
        ("DefaultLabelStyle", "automatic"), ("TitleOnlyLabelStyle", "titleOnly"), ("IconOnlyLabelStyle", "iconOnly"),
        ("TitleAndIconLabelStyle", "titleAndIcon"),
        ("DefaultProgressViewStyle", "automatic"), ("LinearProgressViewStyle", "linear"),
        ("CircularProgressViewStyle", "circular"),
        ("DefaultTabViewStyle", "automatic"), ("PageTabViewStyle", "page"),
        ("DefaultDatePickerStyle", "automatic"), ("CompactDatePickerStyle", "compact"),
        ("GraphicalDatePickerStyle", "graphical"), ("WheelDatePickerStyle", "wheel"),
        ("DefaultMenuStyle", "automatic"), ("BorderlessButtonMenuStyle", "borderlessButton"),
        ("ButtonMenuStyle", "button"),
        ("StackNavigationViewStyle", "stack"), ("DefaultNavigationViewStyle", "automatic"),
        ("ColumnNavigationViewStyle", "columns"), ("DoubleColumnNavigationViewStyle", "columns"),
        ("DefaultGaugeStyle", "automatic"), ("LinearCapacityGaugeStyle", "linearCapacity"),
        ("AccessoryCircularGaugeStyle", "accessoryCircular"),
        ("DefaultDisclosureGroupStyle", "automatic"), ("DefaultGroupBoxStyle", "automatic"),
        ("DefaultLabeledContentStyle", "automatic"), ("AutomaticFormStyle", "automatic"),
        ("GroupedFormStyle", "grouped"), ("ColumnsFormStyle", "columns"),
        ("PageIndexViewStyle", "page"),
    ]

    /// Registers the style structs: an initializer with any arguments gives the implicit member
    /// (with those arguments, `.page(indexDisplayMode: .never)`, when there are any). Made once per
    /// process (`library`): the natives capture nothing. A file's own struct of one of these names
    /// is declared over it, as every definition of the file wins.
    func registerBuiltInStyleTypes() {
        registerLocalizedStringKeyType()
        for (typeName, member) in Self.builtInStyleTypes {
            let type = interpreter.registerNativeType(typeName)
            type.initializers.append(.native("init", labels: nil) { _, _, arguments in
                .unresolvedMember(UnresolvedMember(name: member, arguments: arguments.isEmpty ? nil : arguments))
            })
            // SwiftUI declares the member in `extension PrimitiveButtonStyle where Self ==
            // BorderedButtonStyle`, so the struct has it too: `BorderedButtonStyle.bordered`, and
            // `.init()` returned as `BorderedButtonStyle` (the value it coerces to).
            if type.staticValues[member] == nil {
                type.staticValues[member] = .unresolvedMember(UnresolvedMember(name: member, arguments: nil))
            }
        }
    }

    /// `LocalizedStringKey(string)`: the key a title is looked up by. No string table is read, so
    /// the key is its own text, with its inline Markdown shown (`Text(LocalizedStringKey(bio))`
    /// renders `**bold**`, `Text(bio)` does not).
    private func registerLocalizedStringKeyType() {
        let type = interpreter.registerNativeType("LocalizedStringKey")
        registerLocalizedStringKeyInterpolation(type)
        type.initializers.append(.native("init", labels: nil) { interpreter, _, arguments in
            guard let first = arguments.first else {
                throw RuntimeError(.missingArgument(position: 1, callee: "LocalizedStringKey"), at: interpreter.currentRange)
            }
            guard case let .string(text) = first.value else { return first.value }
            return .string(InlineMarkdown.displayText(text))
        })
    }
}
