/// How a primitive treats its children when the scene is normalised before layout.
public enum ChildRole: Sendable {
    /// No children.
    case leaf
    /// One child it wraps. Applied to a `Group`, it applies to each of the group's views, as
    /// SwiftUI does (`Group { A; B }.padding()` pads A and B separately).
    case modifier
    /// A list of children; `Group`s and `ForEach`es among them are spliced in place and
    /// `EmptyView`s dropped.
    case container
    /// A primary child (treated like `.modifier`'s) and secondary ones (treated like
    /// `.container`'s): overlays and backgrounds.
    case primaryAndSecondaries
    /// Contributes its children to its parent: `Group`, `ForEach`.
    case transparentGroup
    /// Changes the environment of its one child and is otherwise invisible: `.font`, `.lineLimit`.
    case transparentModifier
}
