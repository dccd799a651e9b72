// `status.color.opacity(0.12)` with `status` of another file is that file's colour (painted
// gray), usable as a background style; `Text(type:)` from another file's `extension Text` is
// drawn as a stand-in; a type with a `body` that adopts another file's protocol is a view.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); written from the language rule, not copied.
// expect: no error
// expect: warning "'Text(type:)'"
// expect: scenarios.count == 1
import SwiftUI
struct Badge: AppStyledView {
    let status: TicketStatus
    var body: some View {
        VStack {
            Text("Open").background(status.color.opacity(0.12), in: Capsule())
            Text(type: .caption)
        }
    }
}
#Preview { Badge(status: .open) }
