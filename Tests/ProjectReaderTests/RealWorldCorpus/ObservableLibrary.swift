import SwiftUI
import Observation

@Observable
class Library {
    var books: [Book] = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pages: 304),
        Book(title: "Piranesi", author: "Susanna Clarke", pages: 272),
        Book(title: "Middlemarch", author: "George Eliot", pages: 880),
    ]

    var totalPages: Int {
        books.reduce(0) { $0 + $1.pages }
    }
}

struct Book: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var author: String
    var pages: Int
}

struct BookRow: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(book.title)
                .font(.headline)
                .lineLimit(1)
            Text("\(book.author) · \(book.pages) pages")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(library.books) { book in
                BookRow(book: book)
            }
            Divider()
            Text("Total: \(library.totalPages) pages")
                .font(.footnote)
        }
        .padding()
    }
}

#Preview {
    LibraryView()
}
