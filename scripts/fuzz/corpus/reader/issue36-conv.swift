import SwiftUI
struct A: View {
    var body: some View {
        let n = Int(Double.nan)
        Text("\(n)")
    }
}
#Preview { A() }
