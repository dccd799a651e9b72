// `extension CGSize { var minLength: CGFloat … }`, `extension CGPoint`, `extension CGRect`: an app's
// members on Core Graphics' geometry structs are members of those types, read like any
// extension's (a device-size helper picks a layout by the screen's shorter side).
// source: The Swift Programming Language, "Extensions" (an extension adds computed properties,
// source: methods and static properties to an existing type); swiftc 6.3 runs the same
// source: extensions on Foundation's CGSize and CGPoint.
// source: widths: min(390, 844) = 390 → 390 / 10 = 39; 20 × 3 = 60; the static square's width 50;
// source: the point (3, 4) is 5 from the origin → 5 × 10 = 50; the rect's centre x 20 + 60 / 2 = 50.
// expect: no diagnostic
// expect: Color[*].width == [39, 60, 50, 50, 50]
import SwiftUI

extension CGSize {
    var minLength: CGFloat { min(width, height) }
    func scaled(by factor: CGFloat) -> CGSize { CGSize(width: width * factor, height: height * factor) }
    static let square = CGSize(width: 50, height: 50)
}

extension CGPoint {
    var distanceFromOrigin: CGFloat { (x * x + y * y).squareRoot() }
}

extension CGRect {
    var centre: CGPoint { CGPoint(x: midX, y: midY) }
}

struct ScreenSizes: View {
    let screen = CGSize(width: 390, height: 844)

    var body: some View {
        VStack {
            Color.red.frame(width: screen.minLength / 10, height: 4)
            Color.red.frame(width: CGSize(width: 20, height: 1).scaled(by: 3).width, height: 4)
            Color.red.frame(width: CGSize.square.width, height: 4)
            Color.red.frame(width: CGPoint(x: 3, y: 4).distanceFromOrigin * 10, height: 4)
            Color.red.frame(width: CGRect(x: 20, y: 0, width: 60, height: 10).centre.x, height: 4)
        }
    }
}

#Preview { ScreenSizes() }
