import Charts
import SwiftUI

// A fitness dashboard as apps write it: a card with a week of steps as a bar chart (a goal line
// over the bars, the y axis on the leading side), a line chart of two series with a legend, and a
// list of the days below. LayoutLens fixture (issue 32): the chart is a flexible view given a
// height by its frame, as Apple's Swift Charts samples do.

struct DaySteps: Identifiable {
    let id: Int
    let day: String
    let steps: Int
}

struct WeekTrend: Identifiable {
    let id: Int
    let week: Int
    let minutes: Double
    let kind: String
}

struct DashboardScreen: View {
    let days = [
        DaySteps(id: 1, day: "Mon", steps: 6_019),
        DaySteps(id: 2, day: "Tue", steps: 7_200),
        DaySteps(id: 3, day: "Wed", steps: 4_830),
        DaySteps(id: 4, day: "Thu", steps: 8_112),
        DaySteps(id: 5, day: "Fri", steps: 9_340),
        DaySteps(id: 6, day: "Sat", steps: 3_105),
        DaySteps(id: 7, day: "Sun", steps: 5_560),
    ]

    let trend = [
        WeekTrend(id: 1, week: 1, minutes: 32, kind: "Walking"),
        WeekTrend(id: 2, week: 2, minutes: 41, kind: "Walking"),
        WeekTrend(id: 3, week: 3, minutes: 38, kind: "Walking"),
        WeekTrend(id: 4, week: 4, minutes: 45, kind: "Walking"),
        WeekTrend(id: 5, week: 1, minutes: 12, kind: "Running"),
        WeekTrend(id: 6, week: 2, minutes: 18, kind: "Running"),
        WeekTrend(id: 7, week: 3, minutes: 15, kind: "Running"),
        WeekTrend(id: 8, week: 4, minutes: 22, kind: "Running"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("This week") {
                    Chart {
                        ForEach(days) { day in
                            BarMark(
                                x: .value("Day", day.day),
                                y: .value("Steps", day.steps)
                            )
                            .foregroundStyle(.blue)
                            .cornerRadius(4)
                        }
                        RuleMark(y: .value("Goal", 7_500))
                            .foregroundStyle(.orange)
                    }
                    .chartYAxis {
                        AxisMarks(position: .leading)
                    }
                    .frame(height: 220)
                }
                Section("Minutes per week") {
                    Chart(trend) { point in
                        LineMark(
                            x: .value("Week", point.week),
                            y: .value("Minutes", point.minutes)
                        )
                        .foregroundStyle(by: .value("Activity", point.kind))
                        PointMark(
                            x: .value("Week", point.week),
                            y: .value("Minutes", point.minutes)
                        )
                        .foregroundStyle(by: .value("Activity", point.kind))
                    }
                    .frame(height: 180)
                }
                Section("Days") {
                    ForEach(days) { day in
                        HStack {
                            Text(day.day)
                            Spacer()
                            Text("\(day.steps) steps")
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Activity")
        }
    }
}

#Preview {
    DashboardScreen()
}
