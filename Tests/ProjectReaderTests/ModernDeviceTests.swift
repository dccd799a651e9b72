import LayoutEngine
import SwiftUIRuntime
import Testing

/// The 2024–25 iPhones and current iPads of `--device`. Screens are the published pixel sizes
/// over the scale; insets from Use Your Loaf ("iPhone 16 Screen Sizes", 2024; "iPhone 17 Screen
/// Sizes", 2025); the Face ID iPads' 24-point status bar and 20-point home indicator from Geoff
/// Hackworth ("How iPad Apps Adapt to the New 11" and 12.9" iPads Pro", 2018).
@Suite struct ModernDeviceTests {
    /// 1206 × 2622 px @3x = 402 × 874 pt; portrait 874 − 62 − 34 = 778; on iOS 26 in landscape
    /// 874 − 2 × 62 = 750 wide and 402 − 20 − 20 = 362 high.
    @Test func iPhone17ProposesItsSafeArea() {
        #expect(PreviewDevice.iPhone17.proposal(in: .portrait) == ProposedSize(width: 402, height: 778))
        #expect(PreviewDevice.iPhone17.proposal(in: .landscapeLeft) == ProposedSize(width: 750, height: 362))
    }

    /// The same screen on iOS 18 hides the landscape status bar: 402 − 21 = 381 high.
    @Test func iPhone16ProOnIOS18HasNoLandscapeStatusBar() {
        #expect(PreviewDevice.iPhone16Pro.proposal(in: .portrait) == ProposedSize(width: 402, height: 778))
        #expect(PreviewDevice.iPhone16Pro.proposal(in: .landscapeRight) == ProposedSize(width: 750, height: 381))
    }

    /// 1320 × 2868 px @3x = 440 × 956; 956 − 62 − 34 = 860. Air: 1260 × 2736 px = 420 × 912;
    /// 912 − 68 − 34 = 810; landscape 912 − 2 × 68 = 776 by 420 − 20 − 29 = 371.
    @Test func largeAndAirIPhonesProposeTheirSafeAreas() {
        #expect(PreviewDevice.iPhone17ProMax.proposal(in: .portrait) == ProposedSize(width: 440, height: 860))
        #expect(PreviewDevice.iPhone16ProMax.proposal(in: .portrait) == ProposedSize(width: 440, height: 860))
        #expect(PreviewDevice.iPhoneAir.proposal(in: .portrait) == ProposedSize(width: 420, height: 810))
        #expect(PreviewDevice.iPhoneAir.proposal(in: .landscapeLeft) == ProposedSize(width: 776, height: 371))
        // The 6.7-inch and the notched 6.1-inch: 932 − 59 − 34 = 839; 844 − 47 − 34 = 763.
        #expect(PreviewDevice.iPhone16Plus.proposal(in: .portrait) == ProposedSize(width: 430, height: 839))
        #expect(PreviewDevice.iPhone16e.proposal(in: .portrait) == ProposedSize(width: 390, height: 763))
    }

    /// The large phones are regular width when turned, the 6.3-inch ones compact.
    @Test func largePhonesAreRegularWidthInLandscape() {
        #expect(PreviewDevice.iPhone17ProMax.sizeClasses(in: .landscapeLeft).horizontal == "regular")
        #expect(PreviewDevice.iPhoneAir.sizeClasses(in: .landscapeLeft).horizontal == "regular")
        #expect(PreviewDevice.iPhone17.sizeClasses(in: .landscapeLeft).horizontal == "compact")
    }

    /// 13-inch iPad Pro: 2064 × 2752 px @2x = 1032 × 1376; 1376 − 24 − 20 = 1332; landscape
    /// 1032 − 44 = 988. iPad mini: 1488 × 2266 px @2x = 744 × 1133.
    @Test func currentIPadsKeepTheStatusBarAndHomeIndicator() {
        #expect(PreviewDevice.iPadPro13.proposal(in: .portrait) == ProposedSize(width: 1032, height: 1332))
        #expect(PreviewDevice.iPadPro13.proposal(in: .landscapeLeft) == ProposedSize(width: 1376, height: 988))
        #expect(PreviewDevice.iPadMini.proposal(in: .portrait) == ProposedSize(width: 744, height: 1089))
        #expect(PreviewDevice.iPadPro11.sizeClasses(in: .portrait) == ("regular", "regular"))
    }

    /// Every device has its own `--device` name, and the new ones are found by it.
    @Test func everyDeviceHasItsOwnName() {
        let names = PreviewDevice.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in ["iphone-17", "iphone-17-pro-max", "iphone-air", "iphone-16-pro", "iphone-16-pro-max", "iphone-16-plus",
                     "iphone-16e", "ipad-pro-13", "ipad-pro-11", "ipad-air-13", "ipad-air-11", "ipad-mini"] {
            #expect(PreviewDevice.named(name)?.name == name)
        }
    }
}
