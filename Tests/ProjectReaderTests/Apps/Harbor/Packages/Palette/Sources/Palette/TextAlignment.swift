import SwiftUI

/// The design system's own alignment names, read from a server's layout description.
public enum TextAlignment: String {
    case start, middle, end
}

extension SwiftUI.TextAlignment {
    /// SwiftUI's alignment for the design system's: the qualified name is SwiftUI's type, the
    /// bare one this module's.
    public init(_ alignment: TextAlignment) {
        switch alignment {
        case .start: self = .leading
        case .middle: self = .center
        case .end: self = .trailing
        }
    }
}
