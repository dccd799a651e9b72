import SwiftUI

protocol Describable {
    var title: String { get }
    var detail: String { get }
}

extension Describable {
    var detail: String { "No details" }
    var summary: String { "\(title): \(detail)" }
}

struct Planet: Describable, Identifiable {
    let id: Int
    let title: String
    let moons: Int
    var detail: String { moons == 1 ? "1 moon" : "\(moons) moons" }
}

struct Star: Describable, Identifiable {
    let id: Int
    let title: String
}

struct DescribedRow<Item: Describable>: View {
    let item: Item

    var body: some View {
        VStack(alignment: .leading) {
            Text(item.title).font(.headline)
            Text(item.detail).font(.subheadline)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct SkyView: View {
    let planets = [Planet(id: 1, title: "Earth", moons: 1), Planet(id: 2, title: "Mars", moons: 2)]
    let stars = [Star(id: 1, title: "Vega")]

    var body: some View {
        VStack(spacing: 10) {
            ForEach(planets) { DescribedRow(item: $0) }
            ForEach(stars) { star in
                DescribedRow(item: star)
            }
            Text(planets.map(\.summary).joined(separator: ", "))
                .font(.footnote)
        }
        .padding()
    }
}

#Preview {
    SkyView()
}
