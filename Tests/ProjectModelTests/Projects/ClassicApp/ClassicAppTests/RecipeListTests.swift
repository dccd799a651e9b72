import XCTest
@testable import Classic_App

final class RecipeListTests: XCTestCase {
    func testSamplesAreNotEmpty() { XCTAssertFalse(Recipe.samples.isEmpty) }
}
