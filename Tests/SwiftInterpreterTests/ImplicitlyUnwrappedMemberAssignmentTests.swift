import Testing
@testable import SwiftInterpreter

/// A member written through an implicitly unwrapped optional (`var model: Item!`, then
/// `model.title = "a"`) is written into the wrapped value, which the optional keeps; through nil
/// it traps as Swift does ("Fatal error: Unexpectedly found nil while implicitly unwrapping an
/// Optional value"). Expected output is what swiftc 6's build of the same program prints.
@Suite struct ImplicitlyUnwrappedMemberAssignmentTests {
    static let item = """
    struct Item { var isPlaying = false; var title = "" }

    """

    @Test func aMemberWrittenThroughAnImplicitlyUnwrappedOptionalIsKept() throws {
        let output = try run(Self.item + """
        final class ViewModel {
            var model: Item!
            init() {
                model = Item()
                model.isPlaying = true
                self.model.title = "a"
            }
        }
        let viewModel = ViewModel()
        print(viewModel.model.isPlaying, viewModel.model.title)
        """)
        #expect(output == "true a\n")
    }

    @Test func writingThroughNilTraps() throws {
        let error = runError(Self.item + """
        var model: Item!
        model.title = "a"
        """)
        #expect(error?.message.contains("Unexpectedly found nil while implicitly unwrapping an Optional value") == true)
    }
}
