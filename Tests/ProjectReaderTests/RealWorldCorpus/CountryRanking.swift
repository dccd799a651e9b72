import SwiftUI

struct Country: Identifiable {
    let id = UUID()
    let name: String
    let flag: String
    let population: Int
}

struct CountryRow: View {
    let country: Country
    var rank: Int

    private var populationText: String {
        let millions = Double(country.population) / 1_000_000
        return millions >= 1 ? String(format: "%.1fM", millions) : "\(country.population)"
    }

    var body: some View {
        HStack {
            Text("#\(rank)")
                .font(.caption.monospacedDigit())
                .frame(width: 28, alignment: .leading)
            Text(country.flag)
            Text(country.name)
            Spacer()
            Text(populationText)
                .foregroundStyle(.secondary)
        }
    }
}

struct CountryRanking: View {
    let countries: [Country] = [
        Country(name: "Iceland", flag: "🇮🇸", population: 387_758),
        Country(name: "Portugal", flag: "🇵🇹", population: 10_467_366),
        Country(name: "Japan", flag: "🇯🇵", population: 124_516_650),
    ]

    var body: some View {
        VStack(spacing: 10) {
            ForEach(Array(countries.sorted { $0.population > $1.population }.enumerated()), id: \.element.id) { index, country in
                CountryRow(country: country, rank: index + 1)
            }
        }
        .padding()
    }
}

#Preview {
    CountryRanking()
}
