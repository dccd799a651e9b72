import SwiftUI

/// A profile card: avatar, name, a short bio and a follow button.
struct ProfileCard: View {
    let name: String
    var bio: String = ""
    @State private var isFollowing = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(colorScheme == .dark ? Color.gray : Color.blue.opacity(0.3))
                .frame(width: 48, height: 48)
                .overlay {
                    Text(String(name.prefix(1)))
                        .font(.title2.bold())
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.headline)
                if !bio.isEmpty {
                    Text(bio)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                }
                Button(isFollowing ? "Following" : "Follow") {
                    isFollowing.toggle()
                }
                .buttonStyle(.borderedProminent)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(.background))
    }
}

#Preview("Card") {
    ProfileCard(name: "Ada Lovelace", bio: "Wrote the first program.")
        .padding()
}
