/// Heights of the system bars on iPhone.
///
/// Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (hacknicity,
/// 2018), measured in his Adaptivity app: navigation bars and toolbars are 44 pt tall on iPhone,
/// and a large title adds 52 pt (96 in all, without the status bar). Mark Meretzky, "Tab Bar
/// Controller" (markmeretzky.com), printing the view hierarchy: the tab bar is 49 pt tall. On
/// iPhones with a home indicator the tab bar also covers the bottom safe-area inset, which the
/// canvas already keeps out of the root's proposal.
public enum BarMetrics {
    /// The navigation bar with an inline (or no) title.
    public static let navigationBarHeight = 44.0
    /// What a large title adds below the inline bar.
    public static let largeTitleHeight = 52.0
    /// The tab bar above the bottom safe area.
    public static let tabBarHeight = 49.0
    /// What a `.searchable` field adds below the title (iOS 17/18: the search field drawn in the
    /// navigation bar). **Unverified:** no published measurement found; 52 is the large title's
    /// band, which the search row looks as tall as. Settle: the navigation bar's frame with and
    /// without `.searchable` in a simulator (`UINavigationBar.frame` in the view hierarchy).
    public static let searchFieldHeight = 52.0
    /// The horizontal margin of bar content at compact width (as `ListMetrics.compactMargin`).
    public static let margin = 16.0
}
