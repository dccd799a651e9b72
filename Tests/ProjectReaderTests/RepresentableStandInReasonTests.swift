import LayoutEngine
import Testing
@testable import ProjectReader

/// A `UIViewControllerRepresentable` the module declares is drawn as a stand-in of its name (its
/// view is UIKit code LayoutLens does not run); the stand-in's reason says so, and never that no
/// file declares it: the module's own file does. (A page view controller shows pages of its
/// own; a plain `UIViewController` would be a blank view, not a stand-in.)
@Suite struct RepresentableStandInReasonTests {
    @Test func aDeclaredRepresentablesStandInNamesItsKitNotAMissingDeclaration() throws {
        let container = """
            import SwiftUI

            struct ZoomFrame: View {
                var body: some View {
                    ZoomingView().frame(height: 200)
                }
            }

            #Preview { ZoomFrame() }

            """
        let representable = """
            import SwiftUI
            import UIKit

            struct ZoomingView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIPageViewController {
                    UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                }
                func updateUIViewController(_ controller: UIPageViewController, context: Context) {}
            }

            """
        let readings = ModuleReader.read(
            files: [.init(path: "a/ZoomFrame.swift", bytes: Array(container.utf8)), .init(path: "a/ZoomingView.swift", bytes: Array(representable.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [], remotePackages: [:]).readings
        let standIns = try #require(readings[0].scenarios.first).layout().root.allViews.compactMap(\.style.standIn)
        #expect(standIns.map(\.name) == ["ZoomingView"])
        let reason = try #require(standIns.first?.reason)
        #expect(reason.contains("UIViewControllerRepresentable"), "\(reason)")
        #expect(!reason.contains("declare"), "\(reason)")
    }
}
