import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Devices and orientations: `#Preview(traits: .landscapeLeft)`, `.previewInterfaceOrientation`,
/// `--device`. A device preview's root is proposed the screen (as the interface sees it, so width
/// and height swap in landscape) minus the safe-area insets of that orientation.
///
/// Sources of the numbers: screens in points from Apple's HIG ("Layout", device screen sizes);
/// the Dynamic Island iPhone's insets as printed by `safeAreaInsets` on the device, portrait
/// (59, 0, 34, 0) and landscape (0, 59, 21, 59) (csl.cool, "iOS Layout Adaptation", 2023); the
/// notched iPhones' safe areas, iPhone X 375 × 734 portrait and 724 × 354 landscape, iPhone XS Max
/// 414 × 818 and 808 × 393 (qiita.com/usagimaru, "iPhone Xのセーフエリアやマージン幅について");
/// iPhone 8's 20-point status bar, hidden in landscape (useyourloaf.com, "Supporting iPhone X").
@Suite struct PreviewDeviceTests {
    private func proposals(_ source: String, device: PreviewDevice = .default,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ProposedSize] {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil), settings: PreviewSettings(device: device))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)", sourceLocation: sourceLocation)
        return reading.scenarios.map(\.proposal)
    }

    /// Landscape on the default device: (852 − 59 − 59) × (393 − 21) = 734 × 372; either side.
    /// Portrait upside down is portrait (such iPhones do not rotate apps upside down).
    @Test func landscapeTraitsSwapTheScreenAndMoveTheInsets() {
        let found = proposals("""
        #Preview(traits: .landscapeLeft) { Color.red }
        #Preview(traits: .landscapeRight) { Color.red }
        #Preview(traits: .portraitUpsideDown) { Color.red }
        #Preview { Color.red }
        """)
        #expect(found == [ProposedSize(width: 734, height: 372), ProposedSize(width: 734, height: 372),
                          ProposedSize(width: 393, height: 759), ProposedSize(width: 393, height: 759)])
    }

    /// A root that ignores the safe area in landscape gets the whole 852 × 393 screen; ignoring only
    /// the bottom keeps the side insets: 734 × 393.
    @Test func aRootIgnoringTheSafeAreaInLandscape() {
        let found = proposals("""
        #Preview("all", traits: .landscapeLeft) { Color.red.ignoresSafeArea() }
        #Preview("bottom", traits: .landscapeLeft) { Color.red.ignoresSafeArea(edges: .bottom) }
        """)
        #expect(found == [ProposedSize(width: 852, height: 393), ProposedSize(width: 734, height: 393)])
    }

    /// The trait among others, and `.previewInterfaceOrientation` on a PreviewProvider entry.
    @Test func orientationAmongTraitsAndOnProviders() {
        let found = proposals("""
        import SwiftUI

        #Preview(traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) { Color.red }

        struct Badge_Previews: PreviewProvider {
            static var previews: some View {
                Color.blue.previewInterfaceOrientation(.landscapeRight)
            }
        }
        """)
        // A fixed layout is its size whatever the orientation.
        #expect(found == [ProposedSize(width: 200, height: 100), ProposedSize(width: 734, height: 372)])
    }

    /// A view that sizes itself from the screen reads the landscape screen: 852 / 4 = 213.
    @Test func screenBoundsFollowTheOrientation() throws {
        let reading = SwiftUIFileReader.read(bytes: Array("""
        #Preview(traits: .landscapeLeft) { Color.red.frame(width: UIScreen.main.bounds.width / 4, height: 10) }
        """.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        let scenario = try #require(reading.scenarios.first)
        let colour = try frame(layout(scenario).root.allViews, kind: "Color")
        #expect(colour.width == 213)
    }

    /// The notched iPhones' published safe areas, portrait and landscape.
    @Test func notchedIPhonesGiveTheirPublishedSafeAreas() {
        let source = """
        #Preview { Color.red }
        #Preview(traits: .landscapeLeft) { Color.red }
        """
        #expect(proposals(source, device: .iPhoneX) == [ProposedSize(width: 375, height: 734), ProposedSize(width: 724, height: 354)])
        #expect(proposals(source, device: .iPhoneXSMax) == [ProposedSize(width: 414, height: 818), ProposedSize(width: 808, height: 393)])
        // Home-button iPads keep their 20-point status bar in both orientations (Hackworth):
        // 834 × (1112 − 20) and 1112 × (834 − 20).
        #expect(proposals(source, device: .iPad10_5) == [ProposedSize(width: 834, height: 1092), ProposedSize(width: 1112, height: 814)])
        // iPhone 8 class: 667 − 20 portrait; nothing reserved in landscape.
        #expect(proposals(source, device: .iPhoneSE) == [ProposedSize(width: 375, height: 647), ProposedSize(width: 667, height: 375)])
    }

    /// Size classes follow the device and its orientation (Apple HIG, "Layout"): a layout that
    /// switches on them picks the landscape or iPad branch. Each branch is a fixed-size colour.
    @Test func sizeClassesFollowTheDeviceAndOrientation() throws {
        let source = """
        import SwiftUI
        struct Adaptive: View {
            @Environment(\\.horizontalSizeClass) private var width
            @Environment(\\.verticalSizeClass) private var height
            var body: some View {
                Color.red.frame(width: width == .regular ? 200 : 100, height: height == .compact ? 20 : 40)
            }
        }
        #Preview { Adaptive() }
        #Preview(traits: .landscapeLeft) { Adaptive() }
        """
        func sizes(_ device: PreviewDevice) throws -> [Size] {
            let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                                 settings: PreviewSettings(device: device))
            return try reading.scenarios.map { try frame(layout($0).root.allViews, kind: "Color").size }
        }
        // iPhone: compact × regular, then compact × compact.
        #expect(try sizes(.iPhone15) == [Size(width: 100, height: 40), Size(width: 100, height: 20)])
        // A Max: regular width when turned.
        #expect(try sizes(.iPhoneXSMax) == [Size(width: 100, height: 40), Size(width: 200, height: 20)])
        // iPad: regular both ways, either orientation.
        #expect(try sizes(.iPad10_5) == [Size(width: 200, height: 40), Size(width: 200, height: 40)])
    }

    /// `--device` names and the table's invariants: every device's landscape screen is its portrait
    /// one turned, and the default is the device the canvas has always used (393 × 759).
    @Test func deviceTable() {
        #expect(PreviewDevice.named("IPHONE-X") == .iPhoneX)
        #expect(PreviewDevice.named("pixel-8") == nil)
        // A 393 × 852 pt screen less the 59 pt status bar and the 34 pt home indicator: 393 × 759.
        #expect(PreviewDevice.default.proposal(in: .portrait) == ProposedSize(width: 393, height: 852 - 59 - 34))
        for device in PreviewDevice.all {
            #expect(device.screen(in: .landscapeLeft) == Size(width: device.screen.height, height: device.screen.width))
        }
    }
}
