import XCTest
@testable import Harvest

final class HarvestBoardTests: XCTestCase {
    func testBoardIsAView() {
        _ = HarvestBoard()
    }
}
