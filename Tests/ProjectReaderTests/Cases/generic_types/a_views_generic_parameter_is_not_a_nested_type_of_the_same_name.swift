// A file with no preview whose view is generic over its content (`struct Host<Content: View>`)
// beside a model with a nested type of the same name (`Viewport.Content`, an enum): inside `Host`,
// `Content` is the generic parameter, so the view laid out as a preview of it would be shows some
// content in a navigation stack, never the enum's first case, which is no view.
// source: The Swift Programming Language, "Generic Parameters and Arguments": a generic parameter
// source: is in scope in its type's declaration; a nested type is named through its outer type.
// expect: no error
// expect: scenarios.count == 1
import SwiftUI

struct Host<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        NavigationStack { content }
    }
}

struct Viewport {
    enum Content: String, CaseIterable { case camera, scene }
    var content: Content = .camera
}
