import Foundation
import LayoutEngine
import SwiftFrontEnd
import Testing
@testable import ProjectReader
@testable import SwiftUIRuntime

/// Files read one after another in one process share what is registered once per process (the
/// standard library's types, SwiftUI's modifiers): each must still see the built-ins as if it
/// were the only file read, its own definitions must win over them, and nothing one file
/// defines may reach another. Reading a file keeps no runtime alive once its scenarios are made.
@Suite struct SharedRegistrationTests {
    static let paddedSquare = """
    import SwiftUI
    #Preview { Color.red.frame(width: 10, height: 10).padding(5) }
    """

    /// A modifier the first file never uses works in the second: 10 + 2 × 5 = 20 points square.
    @Test func aModifierUsedOnlyInALaterFileWorks() throws {
        _ = try placedViews("import SwiftUI\n#Preview { Text(\"a\") }")
        let views = try placedViews(Self.paddedSquare)
        #expect(views.first?.frame.size == Size(width: 20, height: 20))
    }

    /// A file's own `padding(_:)` on `View` shadows SwiftUI's (here a 7 × 7 frame), and the next
    /// file gets SwiftUI's again (20 × 20 as above).
    @Test func aFilesOwnModifierWinsAndStaysInThatFile() throws {
        let own = try placedViews("""
        import SwiftUI
        extension View {
            func padding(_ amount: CGFloat) -> some View { frame(width: 7, height: 7) }
        }
        #Preview { Color.red.frame(width: 10, height: 10).padding(5) }
        """)
        #expect(own.first?.frame.size == Size(width: 7, height: 7))
        let builtIn = try placedViews(Self.paddedSquare)
        #expect(builtIn.first?.frame.size == Size(width: 20, height: 20))
    }

    /// A file's own `View` extension next to SwiftUI's modifiers: both are found (`card()` pads by
    /// 4 with SwiftUI's `padding`: 10 + 2 × 4 = 18).
    @Test func aFilesViewExtensionSitsBesideTheBuiltInModifiers() throws {
        let views = try placedViews("""
        import SwiftUI
        extension View {
            func card() -> some View { padding(4) }
        }
        #Preview { Color.red.frame(width: 10, height: 10).card() }
        """)
        #expect(views.first?.frame.size == Size(width: 18, height: 18))
    }

    /// A file's own `Spacer` (a 3-point square) wins over SwiftUI's; the next file's `Spacer` is
    /// SwiftUI's, which takes what the 50-point frame leaves beside a 10-point square: 40.
    @Test func aFilesOwnTypeNamedLikeABuiltInWinsAndStaysInThatFile() throws {
        let own = try placedViews("""
        import SwiftUI
        struct Spacer: View {
            var body: some View { Color.red.frame(width: 3, height: 3) }
        }
        #Preview { HStack(spacing: 0) { Spacer(); Color.blue.frame(width: 10, height: 10) } }
        """)
        #expect(own.first?.frame.width == 13)
        let builtIn = try placedViews("""
        import SwiftUI
        #Preview { HStack(spacing: 0) { Spacer(); Color.blue.frame(width: 10, height: 10) }.frame(width: 50) }
        """)
        let spacer = try frame(builtIn, kind: "Spacer")
        #expect(spacer.width == 40)
    }

    /// What one file declares (an extension of `Int`, a static colour, a view) is not seen by the
    /// next: there `2.points`, `Color.brand` and `Badge` are another file's names.
    @Test func twoFilesDoNotSeeEachOthersDefinitions() throws {
        let first = try placedViews("""
        import SwiftUI
        extension Int { var points: CGFloat { CGFloat(self) * 2 } }
        extension Color { static let brand = Color.red }
        struct Badge: View {
            var body: some View { Color.brand.frame(width: 2.points, height: 2.points) }
        }
        #Preview { Badge() }
        """)
        // 2 × 2 = 4 points square.
        #expect(first.first?.frame.size == Size(width: 4, height: 4))
        let second = read("""
        import SwiftUI
        struct Other: View {
            var body: some View { Color.brand.frame(width: 2.points, height: 1) }
        }
        #Preview { VStack(spacing: 0) { Badge(); Other() } }
        """)
        let seen = second.diagnostics.map(\.message.text).joined(separator: "\n")
        #expect(seen.contains("Badge"), "\(seen)")
        #expect(seen.contains("points"), "\(seen)")
        if let scenario = second.scenarios.first {
            #expect(!layout(scenario).root.allViews.contains { $0.frame.size == Size(width: 4, height: 4) })
        }
    }

    /// Once a file is read its runtime and interpreter are gone, though its previews' views are kept.
    @Test func aReadFileKeepsNoRuntimeAlive() throws {
        weak var released: SwiftUIRuntime?
        var previews: [PreviewRun] = []
        do {
            let (syntax, _) = SwiftParser.parse(bytes: Array(Self.paddedSquare.utf8), file: "x.swift")
            let runtime = SwiftUIRuntime(file: syntax)
            previews = runtime.run().previews
            released = runtime
        }
        #expect(previews.first?.root != nil)
        #expect(Self.isReleased { released })
    }

    /// A file using fonts, angles, a `ViewModifier`, `@State` and a `GeometryReader` leaves no
    /// runtime behind once its previews are dropped (no cycle through the interpreter's types).
    @Test func aRicherFileLeavesNoRuntimeBehind() throws {
        weak var released: SwiftUIRuntime?
        do {
            let (syntax, _) = SwiftParser.parse(bytes: Array("""
            import SwiftUI
            struct Card: ViewModifier {
                func body(content: Content) -> some View { content.padding(4).background(Color.gray) }
            }
            struct Row: View {
                @State private var on = true
                var body: some View {
                    HStack { Text("a").font(.title).rotationEffect(.degrees(10)); Spacer() }.modifier(Card())
                }
            }
            #Preview { GeometryReader { proxy in Row().frame(width: proxy.size.width / 2) } }
            """.utf8), file: "x.swift")
            let runtime = SwiftUIRuntime(file: syntax)
            let previews = runtime.run().previews
            #expect(previews.first?.root != nil)
            if let root = previews.first?.root { _ = LayoutEngine.layout(root, in: ProposedSize(width: 300, height: 300)) }
            released = runtime
        }
        #expect(Self.isReleased { released })
    }

    /// The runtime that registered SwiftUI's shared views is freed once it has: no native kept it
    /// (one that did would run every file's views with that empty file's runtime).
    @Test func theSharedLibrarysRegistrarIsNotKept() {
        _ = SwiftUIRuntime.library
        #expect(SwiftUIRuntime.libraryRegistrarWasReleased)
    }

    /// Views registered once per process lay out with the runtime of the file they run for: a
    /// `GeometryReader` filling an iPhone SE's safe area is 375 wide and one on an iPhone 15 393
    /// (`PreviewDevice`), so a colour half its width is 187.5 and 196.5 points wide.
    @Test func sharedViewsUseTheirOwnFilesRuntime() throws {
        let source = "import SwiftUI\n#Preview { GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: 1) } }"
        var small = PreviewSettings()
        small.device = .iPhoneSE
        let se = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "se.swift", assets: ImageAssets(directory: nil), settings: small)
        let seViews = layout(try #require(se.scenarios.first)).root.allViews
        let fifteenViews = try placedViews(source)
        #expect(try frame(seViews, kind: "frame").width == 187.5)
        #expect(try frame(fifteenViews, kind: "frame").width == 196.5)
    }

    /// Whether `object` is gone within a second: user code runs on a thread of its own
    /// (`Interpreter.onLargeStack`), which lets go of what it ran a moment after answering.
    static func isReleased(_ object: () -> AnyObject?) -> Bool {
        for _ in 0..<100 {
            if object() == nil { return true }
            usleep(10_000)
        }
        return object() == nil
    }
}
