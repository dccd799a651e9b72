import XCTest
@testable import Garden

final class GardenTests: XCTestCase {
    func testNothing() {}
}
