import SwiftUI

struct Quote: Decodable {
    let text: String
    let author: String
}

actor QuoteService {
    private var cache: [Int: Quote] = [:]

    func quote(for day: Int) async throws -> Quote {
        if let cached = cache[day] { return cached }
        let url = URL(string: "https://example.com/quotes/\(day)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        let quote = try JSONDecoder().decode(Quote.self, from: data)
        cache[day] = quote
        return quote
    }
}

struct QuoteOfTheDay: View {
    @State private var quote: Quote?
    @State private var error: String?
    let service = QuoteService()

    var body: some View {
        VStack(spacing: 12) {
            if let quote {
                Text("“\(quote.text)”")
                    .font(.title3)
                    .italic()
                Text("— \(quote.author)")
                    .frame(maxWidth: .infinity, alignment: .trailing)
            } else if let error {
                Text(error).foregroundStyle(.red)
            } else {
                Text("Fetching today's quote…")
                    .foregroundStyle(.secondary)
            }
            Button("Refresh") {
                Task {
                    do {
                        quote = try await service.quote(for: 1)
                    } catch {
                        self.error = error.localizedDescription
                    }
                }
            }
        }
        .padding()
        .task {
            quote = try? await service.quote(for: 0)
        }
    }
}

#Preview {
    QuoteOfTheDay()
}
