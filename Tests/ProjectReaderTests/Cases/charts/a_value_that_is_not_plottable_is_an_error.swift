// A mark plots numbers, strings and dates (Swift Charts' `Plottable`); a struct of the file is
// not one: swiftc rejects it, and LayoutLens says so at the mark instead of drawing a stand-in.
// source: Apple's Plottable documentation (conforming types: Int, Double, String, Date, …).
// expect: error line 14 "'Reading' is not plottable"
// expect: 1 × error
import Charts
import SwiftUI

struct Reading {
    let value: Int
}

#Preview {
    Chart { BarMark(x: .value("Reading", Reading(value: 1)), y: .value("Count", 2)) }
}
