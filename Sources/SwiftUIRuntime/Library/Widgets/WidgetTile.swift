import LayoutEngine

/// A WidgetKit family (`WidgetFamily`): the tile a widget's view is laid out in.
public enum WidgetFamily: String, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// watchOS only (Apple, `WidgetFamily.accessoryCorner`: "A widget-based complication in the
    /// corner of a watch face in watchOS"): a value the code may hold and compare, with no tile on
    /// the iPhones and iPads LayoutLens lays out.
    case accessoryCorner

    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }
    /// A family only watchOS shows.
    public var isWatchOnly: Bool { self == .accessoryCorner }
}

/// The size of a widget family's tile on a device, from Apple's HIG "Widgets", Specifications
/// (iOS dimensions and iPadOS dimensions, the "Device" rows; change log of 16 December 2025).
/// The HIG's tables stop at the 430 × 932 iPhone and list no 402-, 420- or 440-point phone nor the
/// M4 iPads: for a screen not in the table the row of the nearest listed screen no larger than it
/// is used, and `isPublished` is false (a warning says so).
public struct WidgetTile: Sendable, Equatable {
    public var size: Size
    /// Whether the HIG lists this family's size for this screen.
    public var isPublished: Bool
    /// The screen of the HIG row used (portrait, points).
    public var row: Size

    /// Portrait screen → small, medium, large, circular, rectangular, inline (iPhone table).
    static let phoneRows: [(screen: Size, sizes: [Size?])] = [
        (Size(width: 430, height: 932), [s(170, 170), s(364, 170), s(364, 382), s(76, 76), s(172, 76), s(257, 26)]),
        (Size(width: 428, height: 926), [s(170, 170), s(364, 170), s(364, 382), s(76, 76), s(172, 76), s(257, 26)]),
        (Size(width: 414, height: 896), [s(169, 169), s(360, 169), s(360, 379), s(76, 76), s(160, 72), s(248, 26)]),
        (Size(width: 414, height: 736), [s(159, 159), s(348, 157), s(348, 357), s(76, 76), s(170, 76), s(248, 26)]),
        (Size(width: 393, height: 852), [s(158, 158), s(338, 158), s(338, 354), s(72, 72), s(160, 72), s(234, 26)]),
        (Size(width: 390, height: 844), [s(158, 158), s(338, 158), s(338, 354), s(72, 72), s(160, 72), s(234, 26)]),
        (Size(width: 375, height: 812), [s(155, 155), s(329, 155), s(329, 345), s(72, 72), s(157, 72), s(225, 26)]),
        (Size(width: 375, height: 667), [s(148, 148), s(321, 148), s(321, 324), s(68, 68), s(153, 68), s(225, 26)]),
        (Size(width: 360, height: 780), [s(155, 155), s(329, 155), s(329, 345), s(72, 72), s(157, 72), s(225, 26)]),
        (Size(width: 320, height: 568), [s(141, 141), s(292, 141), s(292, 311), nil, nil, nil]),
    ]

    /// Portrait screen → small, medium, large, extra large on the device (iPadOS table, "Device"
    /// rows; the "Canvas" rows are the design canvas the system scales down).
    static let padRows: [(screen: Size, sizes: [Size])] = [
        (Size(width: 768, height: 1024), [s(120, 120), s(260, 120), s(260, 260), s(540, 260)]),
        (Size(width: 744, height: 1133), [s(120, 120), s(260, 120), s(260, 260), s(540, 260)]),
        (Size(width: 810, height: 1080), [s(124, 124), s(272, 124), s(272, 272), s(568, 272)]),
        (Size(width: 820, height: 1180), [s(136, 136), s(300, 136), s(300, 300), s(628, 300)]),
        (Size(width: 834, height: 1112), [s(132, 132), s(288, 132), s(288, 288), s(600, 288)]),
        (Size(width: 834, height: 1194), [s(136, 136), s(300, 136), s(300, 300), s(628, 300)]),
        (Size(width: 1024, height: 1366), [s(160, 160), s(356, 160), s(356, 356), s(748, 356)]),
    ]

    private static func s(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }

    /// The tile of `family` on `device`; nil when the family has no tile there (an accessory
    /// family on the 320-point iPhone, an iPad's accessory families, `systemExtraLarge` on an
    /// iPhone, which WidgetKit offers on iPad only).
    public static func tile(_ family: WidgetFamily, on device: PreviewDevice) -> WidgetTile? {
        let screen = device.screen
        let rows: [(screen: Size, sizes: [Size?])] = device.isPad ? padRows.map { ($0.screen, $0.sizes.map(Optional.some)) } : phoneRows
        let columns: [WidgetFamily] = device.isPad ? [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
            : [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline]
        guard let column = columns.firstIndex(of: family), let row = nearest(rows.map(\.screen), to: screen),
              let size = rows.first(where: { $0.screen == row })?.sizes[column] else { return nil }
        return WidgetTile(size: size, isPublished: row == screen, row: row)
    }

    /// The listed screen equal to `screen`, else the largest no wider and no taller than it,
    /// else the smallest listed.
    static func nearest(_ screens: [Size], to screen: Size) -> Size? {
        if screens.contains(screen) { return screen }
        let fitting = screens.filter { $0.width <= screen.width && $0.height <= screen.height }
        if let largest = fitting.max(by: { ($0.width, $0.height) < ($1.width, $1.height) }) { return largest }
        return screens.min(by: { ($0.width, $0.height) < ($1.width, $1.height) })
    }

    /// The content margins WidgetKit applies by default (iOS 17): 16 points on each edge of a
    /// Home Screen widget (HIG "Widgets": "In general, use the default margins … 16 points for
    /// most widgets"; WWDC23 "Bring widgets to new places": margins replace safe areas). The
    /// Lock Screen's accessory families get none here: their smaller margins are not published
    /// (**unverified**).
    public static func defaultContentMargins(_ family: WidgetFamily) -> EdgeInsets {
        family.isAccessory ? EdgeInsets() : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    }
}
