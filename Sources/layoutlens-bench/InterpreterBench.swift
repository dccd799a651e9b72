import SwiftFrontEnd
import SwiftInterpreter

/// Interpreter speed (issue 11): what a `ForEach` over 1 000 models costs in user code — each row
/// a struct whose computed properties build its label and detail text (a conditional, string
/// concatenation and interpolation of an Int and a Double), the shape of a list row's `body`.
/// Prints the median of 11 runs: "interpreter: 1000-row ForEach, median X ms (N steps)".
func benchInterpreter() {
    let source = """
    struct Item: Identifiable {
        let id: Int
        var title: String
        var price: Double
        var isDone: Bool
    }
    struct Row {
        var item: Item
        var label: String { item.isDone ? "✓ " + item.title : item.title }
        var detail: String { "\\(item.id): \\(item.price * 1.2)" }
        func body() -> [String] { [label, detail] }
    }
    let items = (0..<1000).map { Item(id: $0, title: "Item \\($0)", price: Double($0) / 4, isDone: $0 % 3 == 0) }
    func render() -> Int {
        var count = 0
        for item in items {
            let row = Row(item: item)
            count += row.body().count
        }
        return count
    }
    """
    let (file, diagnostics) = SwiftParser.parse(text: source, file: "Bench.swift")
    let interpreter = Interpreter()
    guard diagnostics.isEmpty, (try? interpreter.run(file)) != nil,
          case let .function(render)? = try? interpreter.value(named: "render") else {
        print("interpreter: the bench program did not run")
        return
    }
    var steps = 0
    let seconds = BenchClock.median {
        interpreter.resetCounters()
        _ = try? interpreter.onLargeStack { try interpreter.call(render, []) }
        steps = interpreter.stepsThisRun
    }
    print("interpreter: 1000-row ForEach, median \(BenchClock.format(seconds * 1000)) ms (\(steps) steps)")
}
