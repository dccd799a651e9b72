import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `buttonStyle`, `controlSize`, `labelStyle`, `imageScale`, `gaugeStyle`, `textFieldStyle`, `labelsHidden`: environment values the views below read
/// when they are resolved. They never change layout themselves; their effect is measured (or marked
/// unverified) in the view that reads them (`Button.swift`, `Label.swift`, `Image.swift`).
extension SwiftUIRuntime {
    /// Environment keys the style modifiers set and the views read when resolved.
    enum StyleKey {
        static let button = "_buttonStyle"
        static let controlSize = "_controlSize"
        static let label = "_labelStyle"
        static let imageScale = "_imageScale"
        /// `.tint(_:)`: the colour token (`ColorValue.token`) controls below are tinted with.
        static let tint = "_tint"
        /// `.gaugeStyle(_:)`: the gauge style's name.
        static let gauge = "_gaugeStyle"
        /// `.textFieldStyle(_:)`: `plain`, `roundedBorder` or `automatic` (iOS: plain).
        static let textField = "_textFieldStyle"
        /// `.progressViewStyle(_:)`: `automatic`, `linear`, `circular`, or a built-in style's type name.
        static let progressView = "_progressViewStyle"
        /// `.groupBoxStyle(_:)`: `automatic`, or a built-in style's type name.
        static let groupBox = "_groupBoxStyle"
        /// `.labeledContentStyle(_:)`: `automatic`, or a built-in style's type name.
        static let labeledContent = "_labeledContentStyle"
        /// `.datePickerStyle(_:)`: `automatic`, `compact`, `graphical`, `wheel`, or a style's type name.
        static let datePicker = "_datePickerStyle"
        /// `.labelsHidden()`: controls below show no label (`Toggle`, `Stepper`, `Picker`, `DatePicker`).
        static let labelsHidden = "_labelsHidden"
    }

    // MARK: Style modifiers

    /// `buttonStyle`, `controlSize`, `labelStyle`: environment values read by the views below.
    /// Built-in styles are written as implicit members (`.bordered`); anything else (a custom
    /// style value) is kept by its type name and reported when a button reads it.
    /// The tint set by `.tint(_:)` above the view being resolved, or nil (the accent colour).
    func tintInEffect() -> ColorValue? {
        guard case let .string(token)? = environment.values[StyleKey.tint] else { return nil }
        return ColorValue(token: token)
    }

    func registerStyleModifiers() {
        guard let viewType = interpreter.type(named: "View") else { return }
        let modifiers: [(String, String, Set<String>)] = [
            ("buttonStyle", StyleKey.button, ["automatic", "plain", "borderless", "bordered", "borderedProminent", "glass", "glassProminent"]),
            ("controlSize", StyleKey.controlSize, ["mini", "small", "regular", "large", "extraLarge"]),
            ("labelStyle", StyleKey.label, ["automatic", "titleOnly", "iconOnly", "titleAndIcon"]),
            ("imageScale", StyleKey.imageScale, ["small", "medium", "large"]),
            ("gaugeStyle", StyleKey.gauge, ["automatic", "linearCapacity", "accessoryLinear", "accessoryLinearCapacity",
                                            "accessoryCircular", "accessoryCircularCapacity"]),
            ("textFieldStyle", StyleKey.textField, ["automatic", "plain", "roundedBorder"]),
            ("progressViewStyle", StyleKey.progressView, ["automatic", "linear", "circular"]),
            ("groupBoxStyle", StyleKey.groupBox, ["automatic"]),
            ("labeledContentStyle", StyleKey.labeledContent, ["automatic"]),
            // `DatePicker.swift`; `.field` and `.stepperField` are macOS's.
            ("datePickerStyle", StyleKey.datePicker, ["automatic", "compact", "graphical", "wheel", "field", "stepperField"]),
        ]
        for (name, key, known) in modifiers {
            viewType.addMethod(name, .hosted(name, labels: nil) { `self`, base, arguments in
                let arguments = NativeArguments(name, arguments)
                try arguments.check(allowed: [], unlabelledCount: 1, in: self)
                guard var value = arguments.unlabelled.first else { throw arguments.missingArgument(in: self) }
                var otherPlatformStyle: String?
                if case let .unresolvedMember(member) = value, !known.contains(member.name) {
                    // `.pill` from `extension ButtonStyle where Self == PillButtonStyle { static var pill … }`;
                    // `buttonStyle` has a second overload taking a `PrimitiveButtonStyle`, whose
                    // constrained extensions Swift searches too. A member no file declares is
                    // another platform's style (`.accessoryBar`) or a stand-in of another file's.
                    let protocols = [name.prefix(1).uppercased() + name.dropFirst()] + (name == "buttonStyle" ? ["PrimitiveButtonStyle"] : [])
                    let namesUsed = self.undefinedNamesUsed
                    let candidates = protocols.compactMap { try? self.interpreter.coerce(value, to: .named($0)) }
                    if let declared = candidates.first(where: { Self.undefinedName($0) == nil }) {
                        // Found in one protocol's extensions: the other's stand-in was never used.
                        self.undefinedNamesUsed = namesUsed
                        value = declared
                    } else if let nearest = name == "buttonStyle" ? self.otherPlatformButtonStyle(value)
                                : name == "textFieldStyle" ? self.otherPlatformTextFieldStyle(value) : nil {
                        // SwiftUI's member, not another file's: no stand-in was used.
                        self.undefinedNamesUsed = namesUsed
                        otherPlatformStyle = nearest
                    } else if let standIn = candidates.first {
                        value = standIn
                    }
                }
                if let styled = self.withCustomStyle(name, value, base: base) { return styled }
                let style: String
                if let otherPlatformStyle {
                    style = otherPlatformStyle
                } else if name == "buttonStyle", let nearest = self.otherPlatformButtonStyle(value) {
                    style = nearest
                } else if name == "textFieldStyle", let nearest = self.otherPlatformTextFieldStyle(value) {
                    style = nearest
                } else if case let .unresolvedMember(member) = value, member.arguments == nil {
                    guard known.contains(member.name) else { throw self.failure("type of '\(name)' has no member '\(member.name)'") }
                    style = member.name
                } else if case let .unresolvedMember(member) = value, known.contains(member.name) {
                    // A built-in style made with arguments (`CircularProgressViewStyle(tint: .red)`,
                    // `BuiltInStyleTypes`): the style, its tint only paints.
                    style = member.name
                } else if name == "controlSize" || name == "imageScale" {
                    style = try self.caseName(value, name == "controlSize" ? "ControlSize" : "Image.Scale")
                } else if name == "buttonStyle" || name == "textFieldStyle", Self.undefinedName(value) != nil {
                    // Another file's or a remote package's style: its stand-in warning says so;
                    // the button or field keeps the default layout without a second warning.
                    style = Self.standInStyle
                } else {
                    style = self.interpreter.typeName(of: value)
                }
                return self.view("ModifiedContent", .environment(base: base, change: .value(key: key, .string(style))))
            })
        }
        // `.labelsHidden()`: Apple, "Hides the labels of any controls contained within this view";
        // the control alone remains (a `Toggle` is its 51-pt switch, not a full-width row).
        viewType.addMethod("labelsHidden", .hosted("labelsHidden", labels: nil) { `self`, base, arguments in
            try NativeArguments("labelsHidden", arguments).check(allowed: [], unlabelledCount: 0, in: self)
            return self.view("ModifiedContent", .environment(base: base, change: .value(key: StyleKey.labelsHidden, .bool(true))))
        })
    }

    /// The button or text field style of a value no file read declares (its stand-in warning
    /// names it).
    static let standInStyle = "_standIn"

    /// Whether `.labelsHidden()` is in effect for the control being resolved.
    var labelsHiddenInEffect: Bool {
        if case .bool(true)? = environment.values[StyleKey.labelsHidden] { true } else { false }
    }
}

extension Value {
    var isFunction: Bool { if case .function = self { true } else { false } }
}
