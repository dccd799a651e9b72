// A `Table` on an iPhone (compact width) shows no header row and only its first column: one row
// per element holding that column's cell, laid out as list rows. The cell sits 16 (section
// margin) + 16 (row inset) = 32 from the table's leading edge, and one-line rows are the 44-pt
// minimum apart (a line of text is under 44 − 2 × 11 = 22 tall).
// source: Apple, `Table`, "Supporting a compact horizontal size class": no headers, every column
// source: after the first collapsed; Apple, "Tables": "Narrow displays may adapt to show only
// source: the first column of the table"; list margins and row heights: `ListMetrics`.
// expect: no diagnostic
// expect: Text[*].text == ["Juan", "Mei"]
// expect: Text.x - Table.x == 32
// expect: Text[1].y - Text[0].y == 44
import SwiftUI
struct Person: Identifiable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    var id: String { emailAddress }
}
struct PeopleTable: View {
    let people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juan@example.com"),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "mei@example.com"),
    ]
    var body: some View {
        Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail Address", value: \.emailAddress)
        }
    }
}
#Preview { PeopleTable() }
