import LayoutEngine

/// The iPhones of 2024–25 and the current iPads. Screens in points are the published pixel sizes
/// divided by the scale (iPhone 16 Pro 1206 × 2622 px @3x = 402 × 874; Pro Max 1320 × 2868 px =
/// 440 × 956; Air 1260 × 2736 px = 420 × 912). Insets are `safeAreaInsets` as Use Your Loaf lists
/// them ("iPhone 16 Screen Sizes", 2024; "iPhone 17 Screen Sizes", 2025), which depend on the iOS
/// version as well as the screen: iOS 26 keeps a 20-point status bar in landscape where iOS 18
/// hid it, so the 2025 phones are listed with their iOS 26 insets and the 2024 phones with their
/// iOS 18 ones. A value no source gave is marked "unverified" here and in docs/swiftui-subset.md.
extension PreviewDevice {
    /// The 6.3-inch iPhone on iOS 18: portrait top 62, bottom 34; landscape 62 on each side,
    /// bottom 21, no status bar (Use Your Loaf, "iPhone 16 Screen Sizes").
    public static let iPhone16Pro = PreviewDevice(
        name: "iphone-16-pro", models: "iPhone 16 Pro (iOS 18)", screen: Size(width: 402, height: 874), scale: 3,
        portraitInsets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62))

    /// The 6.9-inch iPhone on iOS 18: portrait top 62, bottom 34 (Use Your Loaf, as above). Its
    /// landscape insets are taken to be the 6.3-inch model's (62, 21): **unverified**. A Max
    /// has regular width in landscape.
    public static let iPhone16ProMax = PreviewDevice(
        name: "iphone-16-pro-max", models: "iPhone 16 Pro Max (iOS 18)", screen: Size(width: 440, height: 956), scale: 3,
        portraitInsets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62),
        hasRegularLandscapeWidth: true)

    /// The 6.7-inch Dynamic Island iPhone: 430 × 932 pt @3x (iPhone 14 Pro Max: Hackworth, "How iOS
    /// Apps Adapt to the various iPhone 14 Screen Sizes", 2022), the 393-point model's insets
    /// (59 / 34; landscape 59, 21). Regular width in landscape.
    public static let iPhone16Plus = PreviewDevice(
        name: "iphone-16-plus", models: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", screen: Size(width: 430, height: 932), scale: 3,
        portraitInsets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
        hasRegularLandscapeWidth: true)

    /// The notched 6.1-inch iPhone: 390 × 844 pt @3x (iPhone 14: Hackworth, as above); portrait top
    /// 47, bottom 34 (Use Your Loaf, "iPhone 14 Screen Sizes"); landscape 47 on each side, bottom
    /// 21 (the notch's width turned: **unverified**).
    public static let iPhone16e = PreviewDevice(
        name: "iphone-16e", models: "iPhone 12, 13, 14, 16e", screen: Size(width: 390, height: 844), scale: 3,
        portraitInsets: EdgeInsets(top: 47, bottom: 34), landscapeInsets: EdgeInsets(leading: 47, bottom: 21, trailing: 47))

    /// The 6.3-inch iPhone on iOS 26, the size Xcode 26 previews on: 402 × 874 pt @3x; portrait top
    /// 62, bottom 34; landscape 62 on each side, top 20, bottom 20 (Use Your Loaf, "iPhone 17
    /// Screen Sizes").
    public static let iPhone17 = PreviewDevice(
        name: "iphone-17", models: "iPhone 17, 17 Pro, 16 Pro on iOS 26", screen: Size(width: 402, height: 874), scale: 3,
        portraitInsets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62))

    /// The 6.9-inch iPhone on iOS 26: 440 × 956 pt @3x, portrait top 62, bottom 34 (Use Your
    /// Loaf, as above); landscape taken to be the 6.3-inch model's (20, 62, 20, 62): **unverified**.
    public static let iPhone17ProMax = PreviewDevice(
        name: "iphone-17-pro-max", models: "iPhone 17 Pro Max, 16 Pro Max on iOS 26", screen: Size(width: 440, height: 956), scale: 3,
        portraitInsets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62),
        hasRegularLandscapeWidth: true)

    /// iPhone Air: 420 × 912 pt @3x (the 420×912@3x wallpaper of iOS 26 beta 2, Macworld 2025);
    /// portrait top 68, bottom 34; landscape 68 on each side, bottom 29 (Use Your Loaf, "iPhone 17
    /// Screen Sizes"); a 20-point landscape status bar as on the iPhone 17: **unverified**.
    public static let iPhoneAir = PreviewDevice(
        name: "iphone-air", models: "iPhone Air", screen: Size(width: 420, height: 912), scale: 3,
        portraitInsets: EdgeInsets(top: 68, bottom: 34), landscapeInsets: EdgeInsets(top: 20, leading: 68, bottom: 29, trailing: 68),
        hasRegularLandscapeWidth: true)

    /// The iPads without a home button keep a 24-point status bar and a 20-point home indicator in
    /// both orientations (Hackworth, "How iPad Apps Adapt to the New 11" and 12.9" iPads Pro",
    /// 2018); the same insets on the models below are **unverified**.
    static let homeIndicatorPadInsets = EdgeInsets(top: 24, bottom: 20)

    /// 13-inch iPad Pro (M4): 2064 × 2752 px @2x = 1032 × 1376 pt (Apple, iPad Pro tech specs).
    public static let iPadPro13 = PreviewDevice(
        name: "ipad-pro-13", models: "iPad Pro 13\" (M4, M5)", screen: Size(width: 1032, height: 1376), scale: 2,
        portraitInsets: homeIndicatorPadInsets, landscapeInsets: homeIndicatorPadInsets, isPad: true)

    /// 11-inch iPad Pro (M4): 1668 × 2420 px @2x = 834 × 1210 pt (Apple, iPad Pro tech specs).
    public static let iPadPro11 = PreviewDevice(
        name: "ipad-pro-11", models: "iPad Pro 11\" (M4, M5)", screen: Size(width: 834, height: 1210), scale: 2,
        portraitInsets: homeIndicatorPadInsets, landscapeInsets: homeIndicatorPadInsets, isPad: true)

    /// 13-inch iPad Air: 2048 × 2732 px @2x = 1024 × 1366 pt, the 12.9-inch iPad Pro's screen.
    public static let iPadAir13 = PreviewDevice(
        name: "ipad-air-13", models: "iPad Air 13\" (M2, M3), iPad Pro 12.9\"", screen: Size(width: 1024, height: 1366), scale: 2,
        portraitInsets: homeIndicatorPadInsets, landscapeInsets: homeIndicatorPadInsets, isPad: true)

    /// 11-inch iPad and iPad Air: 1640 × 2360 px @2x = 820 × 1180 pt (Apple, iPad 11" tech specs).
    public static let iPadAir11 = PreviewDevice(
        name: "ipad-air-11", models: "iPad Air 11\" (M2, M3), iPad (A16), iPad (10th generation)", screen: Size(width: 820, height: 1180), scale: 2,
        portraitInsets: homeIndicatorPadInsets, landscapeInsets: homeIndicatorPadInsets, isPad: true)

    /// iPad mini (6th generation, A17 Pro): 1488 × 2266 px @2x = 744 × 1133 pt.
    public static let iPadMini = PreviewDevice(
        name: "ipad-mini", models: "iPad mini (6th generation, A17 Pro)", screen: Size(width: 744, height: 1133), scale: 2,
        portraitInsets: homeIndicatorPadInsets, landscapeInsets: homeIndicatorPadInsets, isPad: true)
}
