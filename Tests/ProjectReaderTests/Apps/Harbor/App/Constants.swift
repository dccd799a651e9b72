import CoreGraphics

/// The app's measurements, named like both packages' internal ones.
enum Constants {
    static let bannerHeight: CGFloat = 60
}
