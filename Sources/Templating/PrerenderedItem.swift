/// A list item whose sections were rendered ahead of its page, on whichever thread made the item
/// (`TemplateSet.prerender`): the page then copies the bytes instead of keeping the item's values
/// (a site's index holds a thousand fixtures, each with its diagrams and step-throughs) until
/// every item is ready.
///
/// Put in the list in place of the item, it renders exactly as the item would have: it is made
/// only when every section over the list rendered the item from the item alone.
public struct PrerenderedItem: Sendable, Equatable {
    /// The rendered body of each section over the list, by the section's place in its template.
    var fragments: [SectionPlace: [UInt8]]
}

/// Where a section tag stands: its template file, line and column (one node of one template).
struct SectionPlace: Hashable, Sendable {
    var file: String
    var line: Int
    var column: Int
}
