import SwiftUI

struct Movie: Identifiable, Codable {
    var id = UUID()
    let title: String
    let year: Int
    let rating: Double
    let genres: [String]
}

extension Movie {
    static let preview = [
        Movie(title: "Arrival", year: 2016, rating: 7.9, genres: ["Sci-Fi", "Drama"]),
        Movie(title: "Paddington 2", year: 2017, rating: 7.8, genres: ["Comedy"]),
    ]
}

struct MovieRow: View {
    let movie: Movie
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(.gray.opacity(0.3))
                .frame(width: 60, height: 90)
                .overlay { Image(systemName: "film") }
            VStack(alignment: .leading, spacing: 4) {
                Text(movie.title).font(.headline)
                Text(String(movie.year)).font(.subheadline).foregroundColor(.secondary)
                HStack(spacing: 2) {
                    ForEach(0..<5) { index in
                        Image(systemName: Double(index) < movie.rating / 2 ? "star.fill" : "star")
                            .font(.caption)
                    }
                }
                Text(movie.genres.joined(separator: " • "))
                    .font(.caption)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
        }
    }
}

struct MovieList: View {
    @State private var movies = Movie.preview
    @State private var sortByRating = false
    var sorted: [Movie] {
        sortByRating ? movies.sorted { $0.rating > $1.rating } : movies
    }
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(sorted) { movie in
                    MovieRow(movie: movie)
                }
            }
            .padding()
        }
    }
}

#Preview {
    MovieList()
}
