import SwiftUI
func f() -> Int {
    var s = 0
    for i in Int.min...Int.max { s = i; bak }
    return s}
struct A: Viewo {
    var body: some View { Text("\(f())") }
}
#Preview { A() }
