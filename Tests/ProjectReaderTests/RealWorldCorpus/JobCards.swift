import SwiftUI

struct Badge: View {
    let text: String
    var color: Color = .blue

    var body: some View {
        Text(text.uppercased())
            .font(.caption2.weight(.heavy))
            .kerning(0.5)
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(color.opacity(0.15), in: .rect(cornerRadius: 4))
            .foregroundStyle(color)
    }
}

struct JobPosting: Identifiable {
    let id = UUID()
    var role: String
    var company: String
    var salary: ClosedRange<Int>
    var isRemote: Bool
    var tags: [String] = []
}

struct JobCard: View {
    let job: JobPosting

    private var salaryText: String {
        "$\(job.salary.lowerBound / 1000)k – $\(job.salary.upperBound / 1000)k"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(job.role).font(.headline)
                    Text(job.company).foregroundStyle(.secondary)
                }
                Spacer()
                if job.isRemote { Badge(text: "Remote", color: .green) }
            }
            Text(salaryText).font(.subheadline.monospacedDigit())
            HStack {
                ForEach(job.tags, id: \.self) { Badge(text: $0) }
            }
        }
        .padding()
        .overlay(RoundedRectangle(cornerRadius: 14).strokeBorder(.separator))
        .padding(.horizontal)
    }
}

#Preview {
    VStack(spacing: 12) {
        JobCard(job: JobPosting(role: "iOS Engineer", company: "Lumen", salary: 120_000...160_000, isRemote: true, tags: ["Swift", "SwiftUI"]))
        JobCard(job: .init(role: "Designer", company: "Fable", salary: 90_000...110_000, isRemote: false))
    }
}
