import SwiftUI

struct AppIcon: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

struct HomeGrid: View {
    let apps: [AppIcon] = (1...8).map { number in
        AppIcon(id: number, name: "App \(number)", color: number.isMultiple(of: 2) ? .mint : .cyan)
    }

    let columns = Array(repeating: GridItem(.flexible(), spacing: 16), count: 4)

    var body: some View {
        LazyVGrid(columns: columns, spacing: 20) {
            ForEach(apps) { app in
                VStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 14)
                        .fill(app.color)
                        .frame(width: 60, height: 60)
                    Text(app.name)
                        .font(.caption)
                }
            }
        }
        .padding()
    }
}

#Preview {
    HomeGrid()
}
