/// The standard library's conversions between countable ranges and its unchecked initializers
/// (Swift `Range.swift`, `ClosedRange.swift`): `Range(0...3)` is `0..<4` (`init(_: ClosedRange)`,
/// where `Bound: Strideable, Bound.Stride: SignedInteger`: the upper bound advanced by one, which
/// overflows at `Int.max`); `ClosedRange(2..<5)` is `2...4` (the upper bound advanced by -1; an
/// empty range traps "Can't form an empty closed range"); `Range(uncheckedBounds: (lower: 1,
/// upper: 4))` and `ClosedRange(uncheckedBounds:)` take the bounds as given. Checked with swiftc
/// 6.3.1 on Linux; Swift 5 made `Range(_: Range)` unavailable ("CountableRange is now a Range").
extension Interpreter {
    func registerRangeConversions() {
        for (type, isClosed) in [(builtins.range, false), (builtins.closedRange, true)] {
            type.initializers.append(.native("init", labels: ["uncheckedBounds"]) { interpreter, _, arguments in
                let bounds = try arguments.value(0)
                guard case let .tuple(values, _) = bounds, values.count == 2 else { return bounds }
                return .range(RangeValue(lower: values[0], upper: values[1], isClosed: isClosed))
            })
            type.initializers.append(.native("init", labels: [nil]) { interpreter, _, arguments in
                let other = try arguments.value(0)
                guard case let .range(range) = other, range.isClosed != isClosed,
                      case let .int(lower)? = range.lower, case let .int(upper)? = range.upper else { return other }
                if isClosed {
                    guard lower < upper else { throw interpreter.error(.trap, SwiftTrap.emptyClosedRange) }
                    return .range(RangeValue(lower: .int(lower), upper: .int(upper - 1), isClosed: true))
                }
                guard upper < Int.max else { throw interpreter.error(.trap, SwiftTrap.arithmeticOverflow) }
                return .range(RangeValue(lower: .int(lower), upper: .int(upper + 1), isClosed: false))
            })
        }
    }
}
