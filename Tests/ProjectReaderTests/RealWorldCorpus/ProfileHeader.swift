import SwiftUI

struct User: Identifiable {
    let id = UUID()
    var name: String
    var handle: String
    var followers: Int
    var isVerified: Bool = false

    var initials: String {
        name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }
}

struct AvatarView: View {
    let initials: String
    var size: CGFloat = 64

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.indigo.gradient)
            Text(initials)
                .font(.system(size: size * 0.4, weight: .bold))
                .foregroundStyle(.white)
        }
        .frame(width: size, height: size)
    }
}

struct ProfileHeader: View {
    let user: User

    var body: some View {
        HStack(alignment: .center, spacing: 16) {
            AvatarView(initials: user.initials, size: 72)
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 4) {
                    Text(user.name)
                        .font(.title2.bold())
                    if user.isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .foregroundStyle(.blue)
                    }
                }
                Text("@\(user.handle)")
                    .foregroundStyle(.secondary)
                Text("\(user.followers) followers")
                    .font(.footnote)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    ProfileHeader(user: User(name: "Maya Lindqvist", handle: "maya", followers: 1_204, isVerified: true))
}
