// A modifier declares its own `enum Size` with `width()`/`height()`; its stored `let size: Size`
// and the `.small` passed to it are that enum, even though another nested `Size` elsewhere in the
// program was declared first.
// source: The Swift Programming Language, "Nested Types"; `.small` (a case of both enums) is
// source: 53 × 80 by the modifier enum's own switch.
// expect: no error
// expect: no warning
// expect: Color.width == 53
// expect: Color.height == 80
import SwiftUI

enum ImageService {
    enum Size: String {
        case small, original
    }
}

struct PosterStyle: ViewModifier {
    enum Size {
        case small, medium

        func width() -> CGFloat {
            switch self {
            case .small: return 53
            case .medium: return 100
            }
        }
        func height() -> CGFloat {
            switch self {
            case .small: return 80
            case .medium: return 150
            }
        }
    }

    let size: Size

    func body(content: Content) -> some View {
        content.frame(width: size.width(), height: size.height())
    }
}

extension View {
    func posterStyle(size: PosterStyle.Size) -> some View {
        modifier(PosterStyle(size: size))
    }
}

#Preview { Color.red.posterStyle(size: .small) }
