/// The clusters of single ASCII scalars measured so far in one run of text, by byte value
/// (`GraphemeClusters.init`): a run of a million ASCII bytes measures at most 128 clusters.
struct ASCIIClusterMemo {
    private var known = [MeasuredCluster?](repeating: nil, count: 128)

    mutating func cluster(_ byte: UInt8, measure: () -> MeasuredCluster) -> MeasuredCluster {
        if let cluster = known[Int(byte)] { return cluster }
        let cluster = measure()
        known[Int(byte)] = cluster
        return cluster
    }
}
