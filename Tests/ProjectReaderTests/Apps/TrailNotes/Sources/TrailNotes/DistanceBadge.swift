import SwiftUI
import UIKit

/// A round badge drawn once with UIKit and shown as an image.
enum DistanceBadge {
    static let diameter: CGFloat = 28

    static func image() -> UIImage {
        let size = CGSize(width: diameter, height: diameter)
        return UIGraphicsImageRenderer(size: size).image { context in
            UIColor.systemGreen.setFill()
            context.cgContext.fillEllipse(in: CGRect(origin: .zero, size: size))
        }
    }
}

struct TrailHeader: View {
    let trail: Trail

    var body: some View {
        HStack(spacing: 12) {
            Image(uiImage: DistanceBadge.image())
            Text(trail.name)
        }
    }
}

#Preview("Header") {
    TrailHeader(trail: .ridgeLoop)
}
