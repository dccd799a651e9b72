// libFuzzer target: SwiftUI source → reader → layout → SVG. Any trap is a finding; so is a
// NaN or infinite frame leaving the engine, or a non-finite number in an SVG attribute.
import LayoutEngine
import Render
import ProjectReader

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = SwiftUIFileReader.read(bytes: bytes, file: "fuzz.swift", assets: ImageAssets(directory: nil))
    let renderer = DiagramRenderer()
    for scenario in reading.scenarios.prefix(4) {
        let result = LayoutEngine.layout(scenario.root, in: scenario.proposal, options: LayoutOptions(recordsTrace: true))
        for view in result.root.allViews {
            let frame = view.frame
            guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                fatalError("non-finite frame for \(view.path)")
            }
        }
        let scene = DiagramScene(fixture: "fuzz", scenario: scenario.name, proposal: scenario.proposal, layout: result)
        let svg = renderer.render(scene).svg
        if let attribute = NonFiniteAttributes.first(in: svg) { fatalError("non-finite SVG attribute \(attribute)") }
    }
    return 0
}
