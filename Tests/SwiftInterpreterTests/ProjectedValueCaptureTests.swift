import Testing
@testable import SwiftInterpreter

/// A capture list may name a property wrapper's projected value, `[$count]`: `$count` is an
/// identifier (TSPL, Lexical Structure "Identifiers"; Expressions "Capture Lists"), so SwiftUI
/// code writes `.onPreferenceChange(Key.self) { [$size] value in $size.wrappedValue = value }`.
/// Expected output is what the same program printed when compiled with swiftc 6 and run.
@Suite struct ProjectedValueCaptureTests {
    @Test func aCaptureListNamesAProjectedValueBesideSelf() throws {
        let output = try run("""
        @propertyWrapper struct Box<T> {
            var wrappedValue: T
            var projectedValue: Box<T> { self }
        }
        struct Holder {
            @Box var count = 3
            func make() -> () -> Int {
                return { [$count, self] in $count.wrappedValue + self.count }
            }
        }
        print(Holder().make()())
        """)
        #expect(output == "6\n")
    }
}
