import SwiftUI
func f() -> Int {
    var s = 0
    for i in Int.min...Int.max { s = i; break }
    return s
}
struct A: View {
    var body: some View { Text("\(f())") }
}
#Preview { A() }
