import SwiftUI
struct V: View { let n: Int; var body: some View { if n == 0 { Color.red } else { HStack { V(n: n - 1); V(n: n - 1) } } } }
#Preview { V(n: 6) }
