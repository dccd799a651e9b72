import SwiftInterpreter

/// UIKit's text-input trait enums, which app code keeps to pass on to
/// `keyboardType(_:)`/`autocapitalization(_:)` (a custom field's `let keyboardType: UIKeyboardType
/// = .emailAddress`): `UIKeyboardType` (Apple docs, "UIKeyboardType": `default`, `asciiCapable`,
/// `numbersAndPunctuation`, `URL`, `numberPad`, `phonePad`, `namePhonePad`, `emailAddress`,
/// `decimalPad`, `twitter`, `webSearch`, `asciiCapableNumberPad`, and `alphabet`, deprecated for
/// `asciiCapable`) and `UITextAutocapitalizationType` (Apple docs: `none`, `words`, `sentences`,
/// `allCharacters`). They choose a keyboard, which a preview never shows, so they change no frame
/// (`ModifierCatalogue`: `keyboardType` is layout-neutral); they compare as enum cases do.
extension SwiftUIRuntime {
    static let keyboardTypeCases = ["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
                                    "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch",
                                    "asciiCapableNumberPad", "alphabet"]
    static let autocapitalizationTypeCases = ["none", "words", "sentences", "allCharacters"]

    func registerTextInputTraitTypes() {
        for (name, cases) in [("UIKeyboardType", Self.keyboardTypeCases), ("UITextAutocapitalizationType", Self.autocapitalizationTypeCases)] {
            guard interpreter.type(named: name) == nil else { continue }
            let type = interpreter.declareType(name, kind: .enumType)
            type.conformances = ["Hashable", "Equatable", "Sendable"]
            for caseName in cases { type.addCase(EnumCase(name: caseName)) }
        }
    }
}
