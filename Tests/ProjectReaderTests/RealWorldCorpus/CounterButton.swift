import SwiftUI

struct CounterView: View {
    @State private var count = 0
    var step: Int = 1

    var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(count)")
                .font(.largeTitle)
                .monospacedDigit()
            HStack(spacing: 20) {
                Button("−") {
                    count -= step
                }
                .frame(width: 44, height: 44)
                Button("+") {
                    count += step
                    if count > 10 { count = 0 }
                }
                .frame(width: 44, height: 44)
            }
        }
        .padding()
    }
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    CounterView(step: 2)
}
