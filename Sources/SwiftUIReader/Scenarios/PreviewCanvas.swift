import LayoutEngine
import SwiftUIRuntime

/// The canvas a preview without layout traits is laid out in.
///
/// Xcode shows such a preview on a device, and SwiftUI proposes the root view the device's
/// safe area. We use the 6.1-inch Dynamic Island iPhone (iPhone 14 Pro, 15, 15 Pro and 16 share
/// it): a 1179 × 2556-pixel @3x screen = 393 × 852 points, with safe-area insets of 59 pt at the
/// top (the Dynamic Island status bar) and 34 pt at the bottom (the home indicator), so the
/// proposal is 393 × (852 − 59 − 34) = 393 × 759. Sources: docs/swiftui-subset.md, "Default canvas".
public enum PreviewCanvas {
    public static let screen = PreviewDevice.default.screen
    public static let safeAreaTop = PreviewDevice.default.portraitInsets.top
    public static let safeAreaBottom = PreviewDevice.default.portraitInsets.bottom

    /// 393 × 759: the screen minus the top and bottom safe-area insets.
    public static let defaultDevice = ProposedSize(width: screen.width, height: screen.height - safeAreaTop - safeAreaBottom)
}
