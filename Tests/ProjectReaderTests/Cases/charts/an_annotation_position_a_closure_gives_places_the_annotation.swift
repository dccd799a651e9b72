// A closure declared to give Charts' `AnnotationPosition` (`(Point) -> AnnotationPosition`,
// `{ $0.value < 0 ? .leading : .trailing }`) gives one of its positions, which
// `.annotation(position:)` takes as if written there: the chart is laid out and the annotation
// drawn, with no error.
// source: Apple's Charts documentation, `struct AnnotationPosition` (type properties `leading`,
// source: `trailing`, …) and `annotation(position:alignment:spacing:content:)`.
// expect: no error
// expect: Text[*].text contains "note"
import Charts
import SwiftUI

struct Reading: Identifiable {
    let id: Int
    let value: Double
}

struct ReadingChart: View {
    let readings = [Reading(id: 1, value: 3)]
    let place: (Reading) -> AnnotationPosition = { $0.value < 0 ? .leading : .trailing }

    var body: some View {
        Chart(readings) { reading in
            BarMark(x: .value("Value", reading.value), y: .value("Id", "\(reading.id)"))
                .annotation(position: place(reading)) { Text("note") }
        }
    }
}

#Preview { ReadingChart() }
