import Diagnostics

/// A font of size 0 (`.font(.system(size: geometry.size.width * 0.1))` while a geometry is still
/// zero): SwiftUI's fonts are Core Text fonts, and Core Text makes a font asked for at size 0.0 at
/// its default size, 12 points (Apple, "CTFontCreateWithName(_:_:_:)": "If 0.0 is specified, the
/// default font size of 12.0 is used"). That SwiftUI passes the 0 through to Core Text unchanged
/// is unverified, so the substitution is said (`approximatedView`). A negative size stays an error.
extension SwiftUIRuntime {
    static let coreTextDefaultFontSize = 12.0

    func zeroSizeAsCoreTextDefault(_ size: Double) -> Double {
        guard size == 0 else { return size }
        warn(.approximatedView("font of size 0", rule: "Core Text's default size of 12 points is used, as CTFontCreateWithName does for 0.0"))
        return Self.coreTextDefaultFontSize
    }
}
