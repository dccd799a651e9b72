import SwiftUI

extension Color {
    static let brand = Color(red: 0.42, green: 0.26, blue: 0.15)
    static let surface = Color(white: 0.96)
}

/// The app's layout constants.
enum Metrics {
    static let thumbnail: CGFloat = 44
    static let tagWidth: CGFloat = 64
    static let tagHeight: CGFloat = 24
    static let rowSpacing: CGFloat = 10
    static let cardInset: CGFloat = 12
}
