/// `.listRowInsets(_:)`: the insets of the list row the modified view is, in place of the
/// default ones (`ListMetrics.defaultRowInsets`).
///
/// It has no layout of its own: the view is laid out as without it, and the enclosing `List` or
/// `Section` reads the insets when it lays the row out (Apple, `listRowInsets(_:)`: "the inset to
/// apply to the edges of the list row"). Applied to a `ForEach` or `Group` it applies to each of
/// their rows, as every modifier on a group does; outside a list it does nothing.
public struct ListRowInsetsModifier: MarkerModifier {
    /// `nil` edges keep the default inset of that edge.
    public var insets: EdgeInsets

    public init(_ insets: EdgeInsets) { self.insets = insets }

    public var kind: String { "listRowInsets" }
}

/// A section's header or footer: `Section { … } header: { … }`. Its views are stacked vertically,
/// leading-aligned; the section puts it above or below the rows (see `ListSectionLayout`).
///
/// Text in it defaults to the footnote style (13 pt), as UIKit's grouped header and footer
/// configurations; **unverified** for SwiftUI, and the header is not upper-cased (iOS 26 shows
/// headers as written; earlier versions capitalised them, which makes them wider).
public struct ListSupplementLayout: LayoutPrimitive, ChildRoleProviding {
    public enum Role: String, Hashable, Sendable {
        case header, footer
    }

    public var role: Role

    public init(_ role: Role) { self.role = role }

    public var kind: String { role.rawValue }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    private var stack: StackLayout { StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key) }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = .vertical
        environment.text.font = TextStyle.footnote.font(in: environment)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        stack.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        stack.placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
    }
}

extension LayoutSubview {
    /// The primitive of this child's view (list layouts tell headers, footers and sections apart).
    var primitive: any LayoutPrimitive { pass.primitives[index] }

    /// `.listRowInsets` on this view or on a modifier chain wrapping it, outermost first.
    var listRowInsets: EdgeInsets? {
        var current = index
        while true {
            let primitive = pass.primitives[current]
            let children = pass.nodes[current].childRange
            if let marker = primitive as? ListRowInsetsModifier { return marker.insets }
            guard children.count == 1, SceneNormalizer.role(of: primitive) == .modifier else { return nil }
            current = children.lowerBound
        }
    }
}
