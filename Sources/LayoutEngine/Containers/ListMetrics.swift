/// The numbers `List`, `Form` and `Section` are laid out with on iOS (compact width, iOS 17).
///
/// Sources: Apple, `EnvironmentValues.defaultMinListRowHeight` ("the height of list rows is
/// bounded below by this default value, and is otherwise determined by the height of the row's
/// content and the row insets"); Apple HIG, "Layout" (44 × 44 pt least hit target, the value of
/// that minimum); useyourloaf.com, "Changing Root View Layout Margins" (system margins 16 pt at
/// compact width, 20 pt at regular width). **Unverified** (no published measurement found; the
/// rule used is listed in `docs/engine.md`): the vertical row insets (11 pt, UIKit's table-cell
/// margins: 44 − 2 × 11 leaves one 22-pt line of body text), the gaps between sections and
/// around headers and footers.
public struct ListMetrics: Hashable, Sendable {
    /// `defaultMinListRowHeight` on iOS.
    public static let minimumRowHeight = 44.0
    /// Leading and trailing row inset, and the inset-grouped section margin, at compact width.
    public static let compactMargin = 16.0
    /// Top and bottom row inset (unverified).
    public static let rowVerticalInset = 11.0
    /// Space above the first section and between sections in grouped styles (unverified).
    public static let groupedSectionSpacing = 35.0
    /// Space between a header and the first row, and between the last row and a footer (unverified).
    public static let supplementGap = 7.0
    /// Top and bottom padding of a plain list's section header or footer (unverified).
    public static let plainSupplementPadding = 6.0

    /// The default insets of a row's content.
    public static var defaultRowInsets: EdgeInsets {
        EdgeInsets(top: rowVerticalInset, leading: compactMargin, bottom: rowVerticalInset, trailing: compactMargin)
    }
}

/// `List`/`Form` appearance: how sections sit in the list.
public enum ListStyleKind: String, Hashable, Sendable, CaseIterable {
    /// Rounded sections inset from the list's edges, gaps between them (`Form`, and `List` by default).
    case insetGrouped
    /// Sections spanning the full width, gaps between them.
    case grouped
    /// Rows spanning the full width, sections one after another with no gap.
    case plain
    /// Like `plain`, the rows inset from the list's edges as in `insetGrouped`.
    case inset

    /// The space between the list's edges and its sections.
    public var sectionMargin: Double {
        switch self {
        case .insetGrouped, .inset: ListMetrics.compactMargin
        case .grouped, .plain: 0
        }
    }

    /// Space above the first section and between sections.
    public var sectionSpacing: Double {
        switch self {
        case .insetGrouped, .grouped: ListMetrics.groupedSectionSpacing
        case .plain, .inset: 0
        }
    }
}
