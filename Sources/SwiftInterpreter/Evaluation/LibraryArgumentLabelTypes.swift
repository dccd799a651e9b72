/// Argument labels whose parameter has the same type in every SwiftUI declaration that takes
/// them, so a call to a library view or modifier gives its argument that contextual type.
///
/// `systemImage:` is a `String` naming an SF Symbol wherever SwiftUI takes it
/// (`Label(_:systemImage:)`, `Button(_:systemImage:action:)`, `Toggle(_:systemImage:isOn:)`,
/// `Menu(_:systemImage:content:)`, `ContentUnavailableView(_:systemImage:description:)`,
/// `Tab(_:systemImage:value:content:)`: Apple's SwiftUI documentation), as is `systemName:` in
/// `Image(systemName:)`. The contextual type picks among a program's overloads that differ only
/// in their result (`OverloadByResultType`).
extension Interpreter {
    static func libraryArgumentHint(label: String?) -> TypeHint? {
        switch label {
        case "systemImage", "systemName": .named("String")
        default: nil
        }
    }
}
