/// Which argument labels make an enum case whose associated values have defaults.
///
/// SE-0155 (Normalize Enum Case Representation) gives associated values default values, and a
/// case is then made like a function is called: an associated value with a default may be left
/// out (`case straight(radius: Double, styles: [Corner] = [])` is made by
/// `.straight(radius: 3)`). A static method may share the case's base name
/// (`static func straight(radius:style:)`); Swift tells them apart by the labels the call
/// writes, so `.straight(radius: 3)` is the case and `.straight(radius: 3, style: .point)` the
/// method (checked with swiftc 6 on Linux: the programs of `EnumCaseDefaultPayloadTests`). A
/// defaulted associated value before a written one may be left out too (`.cutout(radius: 5)`
/// of `case cutout(depth: Double = 1, radius: Double)`).
extension EnumCase {
    /// Whether a call writing `labels` (in order; nil for an unlabelled argument) fits this
    /// case's associated values, each either written with its label or left to its default.
    func accepts(labels: [String?]) -> Bool {
        guard hasPayload else { return false }
        var next = labels.startIndex
        for (index, label) in payloadLabels.enumerated() {
            if next < labels.endIndex, labels[next] == label {
                next += 1
            } else if !(payloadDefaults.indices.contains(index) && payloadDefaults[index] != nil) {
                return false
            }
        }
        return next == labels.endIndex
    }
}
