/// Argument labels whose parameter has the same type in every SwiftUI declaration that takes
/// them, so a call to a library view or modifier gives its argument that contextual type.
///
/// `systemImage:` is a `String` naming an SF Symbol wherever SwiftUI takes it
/// (`Label(_:systemImage:)`, `Button(_:systemImage:action:)`, `Toggle(_:systemImage:isOn:)`,
/// `Menu(_:systemImage:content:)`, `ContentUnavailableView(_:systemImage:description:)`,
/// `Tab(_:systemImage:value:content:)`: Apple's SwiftUI documentation), as is `systemName:` in
/// `Image(systemName:)`. The contextual type picks among a program's overloads that differ only
/// in their result (`OverloadByResultType`). `deadline:` is a `DispatchTime` and `wallDeadline:` a
/// `DispatchWallTime` wherever Dispatch takes them (Apple docs, "DispatchQueue":
/// `asyncAfter(deadline:qos:flags:execute:)`, `asyncAfter(wallDeadline:qos:flags:execute:)`;
/// "DispatchSourceTimer": `schedule(deadline:repeating:leeway:)`), so `.now() + 0.4` is Dispatch's.
extension Interpreter {
    static func libraryArgumentHint(label: String?) -> TypeHint? {
        switch label {
        case "systemImage", "systemName": .named("String")
        case "deadline": .named("DispatchTime")
        case "wallDeadline": .named("DispatchWallTime")
        default: nil
        }
    }
}
