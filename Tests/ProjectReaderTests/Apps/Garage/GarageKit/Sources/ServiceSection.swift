import SwiftUI

/// Whether a container has anything to show (used to hide empty sections).
public protocol MaybeEmpty {
    var isEmpty: Bool { get }
}

public enum SectionContainerStyle {
    case opaque
    case transparent
}

extension EnvironmentValues {
    @Entry var sectionContainerStyle: SectionContainerStyle = .opaque
}

extension View {
    /// The background the enclosing `ServiceSection` draws behind its rows.
    public func sectionContainerStyle(_ style: SectionContainerStyle) -> some View {
        environment(\.sectionContainerStyle, style)
    }

    /// Removes the section's own horizontal inset.
    public func withoutHorizontalPadding() -> some View {
        padding(.horizontal, -16)
    }
}

/// A titled group of rows: a view that is also `MaybeEmpty`, adopted through a composition.
public struct ServiceSection<Content: View>: View & MaybeEmpty {
    let title: String
    let content: Content
    @Environment(\.sectionContainerStyle) private var style

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public var isEmpty: Bool { title.isEmpty }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .padding(16)
        .background(style == .opaque ? Color.gray.opacity(0.1) : Color.clear)
    }
}
