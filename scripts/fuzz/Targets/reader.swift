// libFuzzer target: SwiftUI source → reader → layout → SVG. Any trap is a finding; so is a
// NaN or infinite frame leaving the engine, or a non-finite number in an SVG attribute.
//
// The least work per input that reaches every stage: each scenario is laid out (with the trace
// snapshots and `explain` use), the first is drawn. One renderer serves the whole process, so
// glyph outlines and label widths are computed once, not per input (a fresh renderer per input
// spent about a third of a one-`Text` file's time redrawing the same glyphs). The SwiftUI library
// is registered once per process already (`LibrarySnapshot`); what each input still pays for is
// a fresh interpreter with copies of the library's types, which keeps one input's declarations
// out of the next (a finding must reproduce from its input alone).
import LayoutEngine
import Render
import ProjectReader

let renderer = DiagramRenderer()
let noAssets = ImageAssets(directory: nil)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = SwiftUIFileReader.read(bytes: bytes, file: "fuzz.swift", assets: noAssets)
    for (index, scenario) in reading.scenarios.prefix(4).enumerated() {
        let result = LayoutEngine.layout(scenario.root, in: scenario.proposal, options: LayoutOptions(recordsTrace: true))
        for view in result.root.allViews {
            let frame = view.frame
            guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                fatalError("non-finite frame for \(view.path)")
            }
        }
        guard index == 0 else { continue }
        let scene = DiagramScene(fixture: "fuzz", scenario: scenario.name, proposal: scenario.proposal, layout: result)
        let svg = renderer.render(scene).svg
        if let attribute = NonFiniteAttributes.first(in: svg) { fatalError("non-finite SVG attribute \(attribute)") }
    }
    return 0
}
