import SwiftUI
struct A: View {
    var body: some View {
        let n = UInt8(300)
        let m: Int8 = 127
        let k = m + 1
        Text("\(n) \(k)")
    }
}
#Preview { A() }
