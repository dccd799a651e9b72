// iOS 17's shader effects: `colorEffect(_:isEnabled:)`, `layerEffect(_:maxSampleOffset:isEnabled:)`
// and `distortionEffect(_:maxSampleOffset:isEnabled:)` filter how a view is drawn; visual effects
// "do not impact layout" (Apple, "VisualEffect"), so the view keeps its frame. A library's function
// is its dynamic member (`ShaderLibrary.default.glow`, `ShaderLibrary.ripple`), called with
// `Shader.Argument` uniforms, or named with `ShaderFunction(library:name:)` (Apple, "ShaderLibrary",
// "ShaderFunction", "Shader.Argument"); a program may add its own uniforms in an extension. No
// Metal runs here: each enabled effect warns that its shader is not run; `isEnabled: false` is the
// view as it is.
// source: Apple docs, "Shader", "ShaderLibrary", "colorEffect(_:isEnabled:)",
// "layerEffect(_:maxSampleOffset:isEnabled:)", "distortionEffect(_:maxSampleOffset:isEnabled:)".
// source: the rectangle's frame is the one it is given: 100 × 50.
// expect: no error
// expect: no warning [standInValue]
// expect: no warning [undefinedModifier]
// expect: 2 × warning [approximatedView] "shader is not run"
// expect: Rectangle.size == 100×50
// expect: root.size == 100×50
import SwiftUI

extension Shader.Argument {
    static func level(_ value: Double) -> Shader.Argument { .float(value) }
}

struct GlowingCard: View {
    let library = ShaderLibrary.default

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 50)
            .colorEffect(library.glow(.float(2), .color(.red), .boundingRect, .level(3)))
            .layerEffect(ShaderLibrary.ripple(.float(1)), maxSampleOffset: CGSize(width: 8, height: 8))
            .distortionEffect(Shader(function: ShaderFunction(library: .default, name: "wave"), arguments: []),
                              maxSampleOffset: .zero, isEnabled: false)
    }
}

#Preview { GlowingCard() }
