/// SwiftUI's named colours (`Color.blue`, `.primary`, …). Their appearance (light and dark
/// values) belongs to the renderer; layout only needs to know the view is a colour.
public enum SystemColor: String, CaseIterable, Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case gray, black, white, clear, primary, secondary, accentColor
}
