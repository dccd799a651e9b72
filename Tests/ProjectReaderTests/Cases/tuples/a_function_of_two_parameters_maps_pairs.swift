// `weights.map(Share.init)` over a `[String: Double]` passes each `(key:, value:)` element to a
// memberwise initializer of two parameters, and `pairs.map(describe)` each pair to a function
// of two parameters: the tuple's elements are the arguments. A workout catalogue builds each
// exercise's muscle shares this way.
// source: swiftc 6 on Linux compiled `weights.map(Share.init).sorted { $0.name < $1.name }` and
// source: `pairs.map(describe)` and printed `["a=1.0", "b=2.0"]` and `["x:3.0"]`.
// source: widths: the shares sorted by name are Chest (0.6) then Triceps (0.4), × 100 = 60, 40;
// source: describe("Core", 2) is "Core×2", 6 characters.
// expect: no error
// expect: Color[*].width == [60, 40, 6]
import SwiftUI

struct Share {
    let muscle: String
    let weight: Double
}

func describe(_ name: String, _ count: Int) -> String { "\(name)×\(count)" }

struct ShareBars: View {
    let weights: [String: Double] = ["Triceps": 0.4, "Chest": 0.6]
    let pairs: [(String, Int)] = [("Core", 2)]

    var shares: [Share] { weights.map(Share.init).sorted { $0.muscle < $1.muscle } }

    var body: some View {
        VStack {
            ForEach(shares, id: \.muscle) { share in
                Color.green.frame(width: share.weight * 100, height: 4)
            }
            Color.gray.frame(width: CGFloat(pairs.map(describe)[0].count), height: 4)
        }
    }
}

#Preview { ShareBars() }
