import Testing
@testable import SwiftInterpreter

/// A result builder whose `buildBlock` takes one component (`static func buildBlock<C: Tint>(_
/// tint: C) -> C`, the shape of HedvigInsurance/ugglan's `hColorBuilder`) is called with the
/// block's one statement, not with an array of it: Swift passes each component as its own
/// argument (SE-0289, "Result builders"). Given an array, the builder's result was an array where
/// a `Tint` was expected. Expected output from the same program compiled with `swiftc` 6 on
/// Linux.
@Suite struct SingleComponentBuildBlockTests {
    @Test func aBuildBlockOfOneComponentTakesTheStatementItself() {
        let program = """
            protocol Tint { var name: String { get } }
            struct Solid: Tint { let name: String }
            struct EitherTint<Left: Tint, Right: Tint>: Tint {
                let left: Left?
                let right: Right?
                var name: String { left?.name ?? right?.name ?? "none" }
            }
            @resultBuilder
            struct TintBuilder {
                static func buildBlock<C: Tint>(_ tint: C) -> C { tint }
                static func buildEither<L: Tint, R: Tint>(first tint: L) -> EitherTint<L, R> { EitherTint(left: tint, right: nil) }
                static func buildEither<L: Tint, R: Tint>(second tint: R) -> EitherTint<L, R> { EitherTint(left: nil, right: tint) }
            }
            enum Level { case info, alert }
            struct Banner {
                let level: Level
                @TintBuilder var background: some Tint {
                    switch level {
                    case .info: Solid(name: "blue")
                    case .alert: Solid(name: "red")
                    }
                }
                @TintBuilder var border: some Tint {
                    Solid(name: "gray")
                }
            }
            print(Banner(level: .info).background.name, Banner(level: .alert).background.name, Banner(level: .info).border.name)

            """
        #expect(outcome(program) == "blue red gray\n")
    }
}
