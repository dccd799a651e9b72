/// The per-node arrays a pass reads on its hot path (`LayoutScene`), made from compiled nodes in
/// one loop that reads each node in place: no node is copied whole, as mapping key paths over
/// the nodes one array at a time did.
struct NodeColumns {
    var presentations: [LayoutScene.Presentation] = []
    var primitives: [any LayoutPrimitive] = []
    var childRanges: [Range<Int>] = []
    var shortcuts: [LayoutScene.Shortcut] = []
    var textSlots: [Int32] = []
    var sizeParameters: [LayoutScene.SizeParameters] = []
    var explicitGuides: [LayoutScene.ExplicitGuides] = []
    var drawsText: [Bool] = []
    var placing: [LayoutScene.PlacingFlags] = []

    init(_ nodes: ArraySlice<LayoutScene.Node>) {
        let count = nodes.count
        presentations.reserveCapacity(count)
        primitives.reserveCapacity(count)
        childRanges.reserveCapacity(count)
        shortcuts.reserveCapacity(count)
        textSlots.reserveCapacity(count)
        sizeParameters.reserveCapacity(count)
        explicitGuides.reserveCapacity(count)
        drawsText.reserveCapacity(count)
        placing.reserveCapacity(count)
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                presentations.append(nodes[index].presentation)
                primitives.append(nodes[index].primitive)
                childRanges.append(nodes[index].children)
                shortcuts.append(nodes[index].shortcut)
                textSlots.append(nodes[index].textSlot)
                sizeParameters.append(nodes[index].sizeParameters)
                explicitGuides.append(nodes[index].explicitGuides)
                drawsText.append(nodes[index].textDrawer != nil)
                placing.append(LayoutScene.PlacingFlags(makesContent: nodes[index].makesContentWhenPlaced,
                                                        expandsIntoSafeArea: nodes[index].expandsIntoSafeArea))
            }
        }
    }
}
