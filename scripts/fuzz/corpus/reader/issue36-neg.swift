import SwiftUI
func f() -> Int {
    let big = Array(repeating: 1, count: 1000)
    let r = repeatElement(0, count: -9_000_000_000_000_000_000)
    return big.count + r.count
}
struct A: View {
    var body: some View { Text("\(f())") }
}
#Preview { A() }
