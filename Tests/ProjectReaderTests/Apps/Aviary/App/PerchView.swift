import SwiftUI

/// This file imports SwiftUI alone: its `Color` is SwiftUI's, whatever another file imports.
struct PerchView: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.orange.frame(width: 30, height: 20)
            Color.blue.frame(width: 60, height: 5)
        }
    }
}

#Preview("Perch") { PerchView() }
