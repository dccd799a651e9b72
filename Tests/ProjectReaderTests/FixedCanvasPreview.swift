import LayoutEngine
import Testing
@testable import ProjectReader

/// The placed views of `#Preview(traits: .fixedLayout(width: 400, height: 300)) { body }`, read
/// without diagnostics.
func placedViewsOn400By300(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
    try placedViews("""
    import SwiftUI
    #Preview(traits: .fixedLayout(width: 400, height: 300)) {
        \(body)
    }
    """, sourceLocation: sourceLocation)
}
