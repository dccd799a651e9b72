import LayoutEngine

/// How the preview device is held: `#Preview(traits: .landscapeLeft)`,
/// `.previewInterfaceOrientation(.landscapeRight)`. In landscape the screen's width and height
/// swap (`UIScreen.main.bounds` follows the interface orientation since iOS 8) and the safe area
/// moves to the sides.
public enum PreviewOrientation: String, Sendable, CaseIterable {
    case portrait
    case landscapeLeft
    case landscapeRight

    public var isLandscape: Bool { self != .portrait }

    /// The orientation a trait or `InterfaceOrientation` member names. `portraitUpsideDown` is
    /// portrait: iPhones with a home indicator do not rotate apps upside down, so the canvas is
    /// the same.
    init?(memberName: String) {
        switch memberName {
        case "portrait", "portraitUpsideDown": self = .portrait
        case "landscapeLeft": self = .landscapeLeft
        case "landscapeRight": self = .landscapeRight
        default: return nil
        }
    }
}

/// A device a preview is laid out on: its screen in points (portrait), its display scale, and the
/// safe-area insets the system reserves in each orientation (status bar or sensor housing, home
/// indicator, rounded corners). The root of a preview is proposed the screen minus these insets.
public struct PreviewDevice: Sendable, Equatable {
    /// The name `--device` takes (`iphone-15`), lower case with dashes.
    public let name: String
    /// The models that share this screen and these insets, for `--help` and the docs.
    public let models: String
    /// Portrait screen size in points.
    public let screen: Size
    /// Pixels per point.
    public let scale: Double
    public let portraitInsets: EdgeInsets
    public let landscapeInsets: EdgeInsets
    /// An iPad: regular size classes both ways.
    public var isPad = false
    /// A large iPhone (Plus, Max): regular width when turned.
    public var hasRegularLandscapeWidth = false

    /// Size classes (Apple HIG, "Layout", size classes): an iPad full screen is regular both ways;
    /// an iPhone is compact × regular in portrait and compact × compact in landscape, except the
    /// large iPhones (Plus, Max), whose landscape width is regular.
    public func sizeClasses(in orientation: PreviewOrientation) -> (horizontal: String, vertical: String) {
        if isPad { return ("regular", "regular") }
        guard orientation.isLandscape else { return ("compact", "regular") }
        return (hasRegularLandscapeWidth ? "regular" : "compact", "compact")
    }

    /// The screen as the interface sees it in `orientation`.
    public func screen(in orientation: PreviewOrientation) -> Size {
        orientation.isLandscape ? Size(width: screen.height, height: screen.width) : screen
    }

    /// The insets in `orientation`, less the edges a root ignores (`.ignoresSafeArea(edges:)`).
    public func safeAreaInsets(in orientation: PreviewOrientation, ignoring edges: EdgeSet = []) -> EdgeInsets {
        (orientation.isLandscape ? landscapeInsets : portraitInsets).removing(edges)
    }

    /// What a device preview's root is proposed: the screen minus the insets of the edges it does
    /// not ignore (`ignoring` holds the edges the root's `ignoresSafeArea` names).
    public func proposal(in orientation: PreviewOrientation, ignoring edges: EdgeSet = []) -> ProposedSize {
        let screen = screen(in: orientation), insets = safeAreaInsets(in: orientation, ignoring: edges)
        return ProposedSize(width: screen.width - insets.total(along: .horizontal), height: screen.height - insets.total(along: .vertical))
    }

    /// The 6.1-inch Dynamic Island iPhone, Xcode's usual preview device: 393 × 852 pt at @3x
    /// (Apple HIG, "Layout", device screen sizes). Insets as `safeAreaInsets` printed on the
    /// device: portrait top 59, bottom 34; landscape left and right 59, bottom 21 (csl.cool,
    /// "iOS Layout Adaptation", 2023).
    public static let iPhone15 = PreviewDevice(
        name: "iphone-15", models: "iPhone 14 Pro, 15, 15 Pro, 16", screen: Size(width: 393, height: 852), scale: 3,
        portraitInsets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59))

    /// The 5.8-inch notched iPhone: 375 × 812 pt at @3x (Apple HIG, "Layout"). Portrait top 44,
    /// bottom 34; landscape 44 on each side, bottom 21 (useyourloaf.com, "Supporting iPhone X";
    /// the landscape safe area 724 × 354 = (812 − 2 × 44) × (375 − 21), qiita.com/usagimaru).
    public static let iPhoneX = PreviewDevice(
        name: "iphone-x", models: "iPhone X, XS, 11 Pro", screen: Size(width: 375, height: 812), scale: 3,
        portraitInsets: EdgeInsets(top: 44, bottom: 34), landscapeInsets: EdgeInsets(leading: 44, bottom: 21, trailing: 44))

    /// The 6.5-inch notched iPhone: 414 × 896 pt at @3x (Apple HIG, "Layout"). Safe area 414 × 818
    /// portrait and 808 × 393 landscape (qiita.com/usagimaru): top 44, bottom 34; sides 44,
    /// bottom 21.
    public static let iPhoneXSMax = PreviewDevice(
        name: "iphone-xs-max", models: "iPhone XS Max, 11 Pro Max", screen: Size(width: 414, height: 896), scale: 3,
        portraitInsets: EdgeInsets(top: 44, bottom: 34), landscapeInsets: EdgeInsets(leading: 44, bottom: 21, trailing: 44),
        hasRegularLandscapeWidth: true)

    /// The 4.7-inch iPhone with a home button: 375 × 667 pt at @2x (Apple HIG, "Layout"). The
    /// 20-point status bar is the only inset in portrait; in landscape the system hides it and
    /// every inset is 0 (useyourloaf.com, "Supporting iPhone X").
    public static let iPhoneSE = PreviewDevice(
        name: "iphone-se", models: "iPhone 6, 7, 8, SE (2nd and 3rd generation)", screen: Size(width: 375, height: 667), scale: 2,
        portraitInsets: EdgeInsets(top: 20), landscapeInsets: EdgeInsets())

    /// The 10.5-inch iPad with a home button (iPad Pro 10.5", iPad Air 3rd generation): 834 × 1112 pt
    /// at @2x. The safe area excludes only the 20-point status bar, which an iPad keeps in
    /// landscape (Geoff Hackworth, "How iPad Apps Adapt to the New 11" and 12.9" iPads Pro", 2018).
    public static let iPad10_5 = PreviewDevice(
        name: "ipad-10-5", models: "iPad Pro 10.5\", iPad Air (3rd generation)", screen: Size(width: 834, height: 1112), scale: 2,
        portraitInsets: EdgeInsets(top: 20), landscapeInsets: EdgeInsets(top: 20), isPad: true)

    /// The 9.7-inch iPad with a home button: 768 × 1024 pt at @2x, the same 20-point status bar in
    /// both orientations (Hackworth, as above).
    public static let iPad9_7 = PreviewDevice(
        name: "ipad-9-7", models: "iPad 9.7\" (5th, 6th generation), iPad Pro 9.7\", iPad mini 4 and 5", screen: Size(width: 768, height: 1024), scale: 2,
        portraitInsets: EdgeInsets(top: 20), landscapeInsets: EdgeInsets(top: 20), isPad: true)

    /// The device used when none is named. Xcode 16 and 26 preview on a 402 × 874 iPhone
    /// (`iPhone16Pro` / `iPhone17`) when the scheme names none; LayoutLens keeps the 393 × 852
    /// iPhone so that every committed snapshot and site stays comparable (docs/cli.md, "--device").
    public static let `default` = iPhone15

    /// Every device `--device` knows, in the order `--help` lists them: the 2024–25 iPhones and
    /// current iPads first (`ModernDevices.swift`), then the older screens.
    public static let all = [iPhone17, iPhone17ProMax, iPhoneAir, iPhone16Pro, iPhone16ProMax, iPhone16Plus, iPhone16e,
                             iPhone15, iPhoneX, iPhoneXSMax, iPhoneSE,
                             iPadPro13, iPadPro11, iPadAir13, iPadAir11, iPadMini, iPad10_5, iPad9_7]

    public static func named(_ name: String) -> PreviewDevice? {
        all.first { $0.name == name.lowercased() }
    }
}
