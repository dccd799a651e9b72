import XCTest
@testable import Orchard

final class OrchardTests: XCTestCase {
    func testNothing() {}
}
