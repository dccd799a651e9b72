// An app-style file: several views, stored properties with defaults, a computed view property,
// previews of both kinds, comments and modifiers that do not affect layout. LayoutLens's own
// fixture (not from a seed); SwiftUIReaderTests checks the scenarios it yields.
import SwiftUI

/* Shared layout constants.
   /* Nested comments are fine. */ */
let cardPadding: CGFloat = 12
let avatarSize = 48.0

/// A round avatar with an initial.
struct Avatar: View {
    var initial: String = "A"
    var size: CGFloat = avatarSize

    var body: some View {
        Circle()
            .fill(Color(red: 0.2, green: 0.4, blue: 0.9))
            .frame(width: size, height: size)
            .overlay(
                Text(initial)
                    .font(.system(size: size / 2, weight: .semibold))
                    .foregroundStyle(.white)
            )
            .accessibilityLabel("Avatar")
    }
}

struct ProfileCard: View {
    let name: String
    let role: String
    var tags: [String] = ["Swift", "Layout"]
    @State private var isFollowing = false

    var header: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text(name)
                .font(.headline)
                .lineLimit(1)
            Text(role)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .truncationMode(.middle)
        }
    }

    var body: some View {
        HStack(alignment: .top, spacing: cardPadding) {
            Avatar(initial: "J")
            VStack(alignment: .leading, spacing: 4) {
                header
                HStack {
                    ForEach(tags, id: \.self) { tag in
                        Text("#\(tag)")
                            .font(.caption)
                            .padding(.horizontal, 6)
                            .background(Capsule().fill(Color.gray.opacity(0.2)))
                    }
                }
                if isFollowing {
                    Text("Following")
                } else {
                    Text("Follow")
                        .bold()
                        .onTapGesture { }
                }
            }
            Spacer(minLength: 0)
        }
        .padding(cardPadding)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
        .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
    }
}

struct ProfileList: View {
    var count = 3

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                ProfileCard(name: "Person \(index + 1)", role: index == 0 ? "Owner" : "Member")
                Divider()
                    .alignmentGuide(.leading) { d in d[.leading] - avatarSize }
            }
        }
    }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Jane Appleseed", role: "Engineer")
}

#Preview("List", traits: .fixedLayout(width: 375, height: 400)) {
    ProfileList()
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(name: "Kim", role: "Designer", tags: [])
                .previewLayout(.sizeThatFits)
                .previewDisplayName("No tags")
            Avatar(initial: "Z", size: 80)
                .previewLayout(.fixed(width: 100, height: 100))
        }
    }
}
