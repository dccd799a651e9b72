import SwiftUI

struct Scoreboard {
    private(set) var scores: [String: Int] = [:]
    var rounds = 0

    mutating func record(_ player: String, points: Int) {
        scores[player, default: 0] += points
        rounds += 1
    }

    var leader: String? {
        scores.max { a, b in a.value < b.value }?.key
    }

    var ranking: [(name: String, score: Int)] {
        scores.sorted { $0.value > $1.value }.map { (name: $0.key, score: $0.value) }
    }
}

struct ScoreboardView: View {
    let board: Scoreboard

    init() {
        var board = Scoreboard()
        board.record("Iris", points: 12)
        board.record("Omar", points: 18)
        board.record("Iris", points: 9)
        self.board = board
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("After \(board.rounds) rounds").font(.headline)
            ForEach(board.ranking, id: \.name) { entry in
                HStack {
                    Text(entry.name)
                    if entry.name == board.leader {
                        Image(systemName: "crown.fill").foregroundStyle(.yellow)
                    }
                    Spacer()
                    Text("\(entry.score)")
                }
            }
        }
        .frame(width: 220)
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ScoreboardView()
}
