/// The app's own tide phases, named like the feature's `Tide`.
enum Tide: CaseIterable {
    case slack, flood, ebb
}
