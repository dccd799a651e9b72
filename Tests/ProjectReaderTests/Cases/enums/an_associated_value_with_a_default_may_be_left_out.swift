// An enum case's associated value may have a default (SE-0155): `.horizontal()` for `case
// horizontal(spacing: CGFloat = 4)` holds spacing 4, so `case .horizontal(let spacing)` matches it
// and binds 4.
// source: SE-0155 "Normalize Enum Case Representation" (default values for associated values);
// source: checked with swiftc 6.3 (`.horizontal()` prints `horizontal(spacing: 4.0)`).
// source: Widths by arithmetic: 4 × 10 = 40.
// expect: no error
// expect: Color.width == 40
import SwiftUI

enum LayoutType {
    case horizontal(spacing: CGFloat = 4)
    case overlay(capsuleStyle: Bool)
}

struct Info { let layoutType: LayoutType }

struct Bar: View {
    let info = Info(layoutType: .horizontal())
    var body: some View {
        switch info.layoutType {
        case .horizontal(let spacing): Color.red.frame(width: spacing * 10, height: 2)
        case .overlay: Color.blue.frame(width: 5, height: 2)
        }
    }
}

#Preview { Bar() }
