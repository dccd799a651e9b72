import Testing
@testable import ProjectReader

/// A `switch` over a value LayoutLens could not type takes its first case with an `assumedValue`
/// warning; the warning says what is true of the name. A member reached through a generic
/// parameter the call did not bind (`pick(.show)` with `func pick<T>(_ value: T) -> T`) is no
/// name of another file: the parameter is the file's own (docs/diagnostics.md, `assumedValue`).
@Suite struct UnresolvedSwitchWordingTests {
    private static let source = """
    import SwiftUI

    enum Kind { case movie, show }

    func pick<T>(_ value: T) -> T { value }

    struct KindBar: View {
        var body: some View {
            switch pick(.show) {
            case Kind.movie: Color.red.frame(width: 10, height: 10)
            case Kind.show: Color.blue.frame(width: 20, height: 10)
            }
        }
    }

    #Preview { KindBar() }
    """

    @Test func aMemberOfAnUnboundGenericParameterIsNotSaidToBeAnotherFilesName() throws {
        let reading = SwiftUIFileReader.read(bytes: Array(Self.source.utf8), file: "KindBar.swift", assets: ImageAssets(directory: nil))
        let warnings = reading.diagnostics.filter { $0.id == "assumedValue" }
        #expect(warnings.count == 1, "\(reading.diagnostics.map(\.text))")
        let text = try #require(warnings.first?.message.text)
        #expect(!text.contains("another file"), "\(text)")
        #expect(text.contains("generic parameter 'T'"), "\(text)")
        #expect(text.contains("its first case"), "\(text)")
        #expect(reading.scenarios.count == 1)
    }
}
