/// A view drawn in place of one LayoutLens cannot know (a type of a package it does not read, an
/// image no catalog has): what it stands for and why. Marked in the frames JSON and drawn hatched,
/// so nobody mistakes it for the real view.
public struct StandIn: Hashable, Sendable {
    /// The name in the source (`LazyImage`, `Image("banner")`).
    public var name: String
    /// Why it is a stand-in, in words ("not declared in the files read").
    public var reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}
