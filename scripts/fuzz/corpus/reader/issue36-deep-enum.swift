import SwiftUI
indirect enum L { case end; case next(L) }
func deep() -> String { var l = L.end; for _ in 0..<20_000 { l = .next(l) }; return "\(l)" }
struct D: View { var body: some View { Text(deep()) } }
#Preview { D() }
