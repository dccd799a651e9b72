import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// An extension's initializer of a standard type that takes a type from a package LayoutLens
/// does not read (`extension Double { init?(_ value: Google_Protobuf_Value) }`) is not the one
/// `Double(count)` or `Double("2.5")` calls: a number or a string is no value of that type, so
/// Swift calls the standard library's initializer (swiftc 6 compiles and runs the same
/// overloads with a local struct standing for the package's type: `Double(3) * 10` is 30).
@Suite struct ExtensionInitializerOfUnseenTypeTests {
    @Test func plainValuesCallTheStandardLibrarysInitializer() throws {
        let source = """
            import SwiftUI
            import SwiftProtobuf

            extension Double {
                public init?(_ value: Google_Protobuf_Value) {
                    guard let number = value.safeDoubleValue else { return nil }
                    self = number
                }
            }

            struct Bar: View {
                let count = 3
                var body: some View {
                    Color.red.frame(width: Double(count) * 10, height: CGFloat(Double("2.5") ?? 0) * 4)
                }
            }
            #Preview { Bar() }
            """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil), settings: PreviewSettings())
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        let colour = try #require(layout(scenario).root.allViews.first { $0.kind == "Color" })
        // 3 × 10 = 30 wide; 2.5 × 4 = 10 tall.
        #expect(colour.frame.width == 30 && colour.frame.height == 10)
    }
}
