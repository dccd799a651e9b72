import LayoutEngine
import SwiftInterpreter

/// A shape style's hierarchical levels as instance properties (iOS 17, `ShapeStyle.secondary`:
/// "Returns the second level of this shape style"; `.tertiary`, `.quaternary`, `.quinary` alike):
/// `Color.red.secondary`, `.fill.tertiary`. Source: Apple's ShapeStyle documentation,
/// https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.property
/// The levels of `.fill` are UIKit's fill colours (`secondarySystemFill`, `tertiarySystemFill`,
/// `quaternarySystemFill`); any other colour keeps its hue with the alpha of UIKit's label levels
/// (`secondaryLabel` 0.6, `tertiaryLabel` 0.3, `quaternaryLabel` 0.18 of `label`'s; unverified
/// pairing). A level only paints: it moves no frame.
extension SwiftUIRuntime {
    func registerColorLevels() {
        guard let type = interpreter.type(named: "Color") else { return }
        for level in ColorLevel.allCases {
            type.computedProperties[level.rawValue] = ComputedProperty(getter: .hosted(level.rawValue) { `self`, selfValue, _ in
                guard let payload = selfValue.nativePayload(ColorPayload.self) else { return selfValue }
                if case .system(.systemFill) = payload.color, let fill = level.fillColor { return self.color(.system(fill)) }
                return self.color(Self.faded(payload.color, by: level.alpha))
            })
        }
    }
}

/// The hierarchical levels below `primary`.
enum ColorLevel: String, CaseIterable {
    case secondary, tertiary, quaternary, quinary

    /// The alpha of the level relative to the first (UIKit's label colours; `quinary` has no UIKit
    /// counterpart and continues the sequence, unverified).
    var alpha: Double {
        switch self {
        case .secondary: 0.6
        case .tertiary: 0.3
        case .quaternary: 0.18
        case .quinary: 0.1
        }
    }

    /// The UIKit fill colour of this level of `.fill` (`systemFill` is the first).
    var fillColor: SystemColor? {
        switch self {
        case .secondary: .secondarySystemFill
        case .tertiary: .tertiarySystemFill
        case .quaternary: .quaternarySystemFill
        case .quinary: nil
        }
    }
}
