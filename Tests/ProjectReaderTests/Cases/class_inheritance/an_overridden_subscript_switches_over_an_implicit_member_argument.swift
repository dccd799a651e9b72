// A theme class overriding its generic superclass's subscripts (`subscript(colorAsset:)`,
// `subscript(sizeAsset:)`), read as `theme[.text(.secondary)]`: the implicit member chooses the
// subscript whose parameter type declares it, and the override's `switch` binds the payload with
// `case let .text(asset)` and passes it to the overload of `width(for:)` taking its nested type.
// The argument was resolved against the first subscript's type, so the payload reached the
// wrong overload ("'ToggleAsset' has no member 'secondary'") and the preview stopped.
// source: The Swift Programming Language, "Subscripts", "Subscript Options" (the subscript is
// source: "inferred based on the types of the value or values" in the brackets), "Inheritance",
// source: "Overriding" and "Patterns", "Enumeration Case Pattern"; swiftc 6.3 ran the same classes
// source: without SwiftUI and printed "30.0 50.0 12.0" for the three reads below.
// source: the red colour: `theme[.text(.secondary)]` 30 wide, `theme[.bar(.thick)]` 12 high;
// source: the blue one `theme[.toggle(.on)]` 50 wide, 10 high.
// expect: no diagnostic
// expect: Color[0].size == 30×12
// expect: Color[1].size == 50×10
import SwiftUI

protocol ColorAssetable {}
protocol SizeAssetable {}

enum ColorAsset: ColorAssetable {
    case text(TextAsset)
    case toggle(ToggleAsset)

    enum TextAsset { case primary, secondary }
    enum ToggleAsset { case off, on }
}

enum SizeAsset: SizeAssetable {
    case bar(Thickness)

    enum Thickness { case thin, thick }
}

class AbstractTheme<C: ColorAssetable, S: SizeAssetable> {
    subscript(colorAsset: C) -> CGFloat { fatalError("Implement in a subclass") }
    subscript(sizeAsset: S) -> CGFloat { fatalError("Implement in a subclass") }
}

typealias Theme = AbstractTheme<ColorAsset, SizeAsset>

final class DefaultTheme: Theme {
    override subscript(colorAsset: ColorAsset) -> CGFloat {
        switch colorAsset {
        case let .text(asset):
            return width(for: asset)
        case let .toggle(asset):
            return width(for: asset)
        }
    }

    override subscript(sizeAsset: SizeAsset) -> CGFloat {
        switch sizeAsset {
        case .bar(let thickness):
            return thickness == .thick ? 12 : 2
        }
    }

    private func width(for textAsset: ColorAsset.TextAsset) -> CGFloat {
        textAsset == .primary ? 20 : 30
    }

    private func width(for toggleAsset: ColorAsset.ToggleAsset) -> CGFloat {
        toggleAsset == .on ? 50 : 40
    }
}

struct ThemedBars: View {
    let theme: Theme = DefaultTheme()

    var body: some View {
        VStack {
            Color.red.frame(width: theme[.text(.secondary)], height: theme[.bar(.thick)])
            Color.blue.frame(width: theme[.toggle(.on)], height: 10)
        }
    }
}

#Preview {
    ThemedBars()
}
