import LayoutEngine
import Testing
@testable import ProjectReader

/// Class hierarchies that loop: swiftc rejects them ("'A' inherits from itself") and a file the
/// interpreter reads must never hang or crash on them (issue 19). Found by running every file
/// of seven public packages through `frames`: a class in an extension inheriting
/// `NSObject, Combine.Subscription`, where the module-qualified protocol resolved to the class
/// itself and the superclass walk never ended.
@Suite struct CircularInheritanceTests {
    private func readsItsPreview(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        #expect(reading.scenarios.count == 1, "\(reading.diagnostics)", sourceLocation: sourceLocation)
    }

    @Test func twoClassesInheritingEachOther() {
        readsItsPreview("""
        import SwiftUI
        class A: B {}
        class B: A {}
        #Preview { Text("x") }
        """)
    }

    @Test func aClassInheritingItself() {
        readsItsPreview("""
        import SwiftUI
        class Loop: Loop {}
        #Preview { Text("x") }
        """)
    }

    @Test func aModuleQualifiedProtocolNamedLikeTheClass() {
        readsItsPreview("""
        import Combine
        import SwiftUI
        extension Feed {
            final class Subscription: NSObject, Combine.Subscription {
                func request(_ demand: Subscribers.Demand) {}
                func cancel() {}
            }
        }
        #Preview { Text("x") }
        """)
    }
}
