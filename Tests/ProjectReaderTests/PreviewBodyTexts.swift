import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// The texts a preview shows when `body` is the content of its `VStack` and `declarations` come
/// before it in the file; the reading must have no diagnostics at all (no stand-in, no warning).
func previewBodyTexts(_ body: String, declarations: String = "") throws -> [String] {
    let source = "import SwiftUI\n\(declarations)\n#Preview {\n    VStack {\n\(body)\n    }\n}\n"
    let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
    let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
    try #require(errors.isEmpty, "\(errors)")
    #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
    return try #require(reading.scenarios.first).root.texts
}
