// libFuzzer target: snapshot text → parser; what parses must write back to text that parses to
// the same snapshot, and compare unchanged with itself.
import Snapshots

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let snapshot = try? LayoutSnapshot(parsing: text) else { return 0 }
    guard let again = try? LayoutSnapshot(parsing: snapshot.text), again.text == snapshot.text else {
        fatalError("snapshot text does not round-trip")
    }
    let comparison = ScenarioComparison(before: snapshot, after: again)
    if comparison.status != .unchanged { fatalError("a snapshot differs from itself") }
    return 0
}
