import LayoutEngine

extension SwiftUIRuntime {
    /// What the canvas proposes to a preview's root with `trait` on the current device and
    /// orientation, as the reader lays the scenario out (`InterpretedReading.proposal(for:on:)`):
    /// settling lays each pass out the same way.
    func canvasProposal(for trait: PreviewLayoutTrait) -> ProposedSize {
        switch trait {
        case .device, .sizeThatFits: return device.proposal(in: orientation)
        case let .fixed(width, height): return ProposedSize(width: width, height: height)
        case let .deviceIgnoringSafeArea(edges): return device.proposal(in: orientation, ignoring: edges)
        }
    }
}
