// `Table(of:) { columns } rows: { … }`: each `TableRow`, written out or made by `ForEach`, is a
// row showing the first column's cell (its content closure run on the row's value); the other
// columns and the selection change nothing on a phone. Three rows, three cells.
// source: Apple, `Table.init(of:selection:sortOrder:columns:rows:)` and `TableRow`; compact
// source: width shows the first column only (Apple, `Table`, "Supporting a compact horizontal size class").
// expect: no diagnostic
// expect: Text[*].text == ["Ada", "Grace", "Linus"]
// expect: Image.count == 3
import SwiftUI
struct Member: Identifiable {
    let id: Int
    let name: String
    let role: String
}
struct MembersTable: View {
    @State private var selection: Member.ID?
    let others = [Member(id: 2, name: "Grace", role: "Admiral"), Member(id: 3, name: "Linus", role: "Maintainer")]
    var body: some View {
        Table(of: Member.self, selection: $selection) {
            TableColumn("Name", value: \.name) { member in
                HStack {
                    Image(systemName: "person")
                    Text(member.name)
                }
            }
            TableColumn("Role", value: \.role)
                .width(min: 80, ideal: 120)
        } rows: {
            TableRow(Member(id: 1, name: "Ada", role: "Countess"))
            ForEach(others) { member in
                TableRow(member)
            }
        }
        .tableStyle(.inset)
    }
}
#Preview { MembersTable() }
