import SwiftUI
func filled() -> Int {
    var a = Array(repeating: 0, count: 2_000)
    var d: [Int: Int] = [:]
    for i in 0..<2_000 { a[i] = i; d[i] = i }
    return a[1_999] + d.count
}
struct W: View { var body: some View { Text("\(filled())") } }
#Preview { W() }
