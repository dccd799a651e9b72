import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// What the runtime assumes for values another file of the app defines, where the layout needs
/// them (`UndefinedNames.swift`, `Interpreter+UnseenAssumptions.swift`): each assumption is a
/// warning naming the value, and the frames are those of the SwiftUI code written out with the
/// assumed value.
@Suite struct OtherFilesValuesTests {
    private func reading(_ source: String, file: String = "x.swift") throws -> FileReading {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: file, assets: ImageAssets(directory: nil))
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        try #require(errors.isEmpty, "\(errors)")
        return reading
    }

    /// Frames of the texts of the first scenario, in source order.
    private func textFrames(_ reading: FileReading) throws -> [Rect] {
        let scenario = try #require(reading.scenarios.first)
        return layout(scenario).root.allViews.filter { $0.kind == "Text" }.map(\.frame)
    }

    /// A font of another file's `extension Font` called with a size is the system font of that
    /// size (with its weight); one without a size, or a font constant of another file, is the body
    /// style. Each text is as large as the same text in the font written out.
    @Test func anotherFilesFontIsTheSystemFontOfItsSize() throws {
        let reading = try reading("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            VStack {
                Text("Headline").font(.brandRounded(size: 28, weight: .bold))
                Text("Headline").font(.system(size: 28, weight: .bold))
                Text("Caption").font(Theme.caption)
                Text("Caption").font(.body)
            }
        }
        """)
        let frames = try textFrames(reading)
        try #require(frames.count == 4)
        #expect(frames[0].size == frames[1].size)
        #expect(frames[2].size == frames[3].size)
        let texts = reading.diagnostics.map(\.text)
        #expect(texts.contains("'Font.brandRounded' is defined in another file; LayoutLens assumed the system font of size 28 for it"))
        #expect(texts.contains("'Theme.caption' is defined in another file; LayoutLens assumed the body font for it"))
    }

    /// A predicate over another file's value (`allSatisfy { $0.count >= Rules.minimum }`) is false,
    /// as a condition on it is: the "Ready" text is not shown.
    @Test func aPredicateOnAnotherFilesValueIsFalse() throws {
        let reading = try reading("""
        import SwiftUI
        struct Form: View {
            var current = "old"
            var new = "new"
            var isReady: Bool { [current, new].allSatisfy { $0.count >= Rules.minimumLength } }
            var body: some View {
                VStack {
                    Text("Password")
                    if isReady { Text("Ready") }
                }
            }
        }
        #Preview { Form() }
        """)
        #expect(try #require(reading.scenarios.first).root.texts == ["Password"])
        #expect(reading.diagnostics.contains { $0.text.hasSuffix("LayoutLens assumed false for it") })
    }

    /// A format specifier given another file's number shows its name, as `Text(item.title)` does.
    @Test func aFormattedValueOfAnotherFileShowsItsName() throws {
        let reading = try reading("""
        import SwiftUI
        struct Row: View {
            let item: Item
            var body: some View { Text("Add \\(item.amount, specifier: "%.2f") kg") }
        }
        #Preview { Row(item: Item.sample) }
        """)
        #expect(try #require(reading.scenarios.first).root.texts == ["Add Item.sample.amount kg"])
    }

    /// A member the file's enum does not declare (`Route.goals.title`, from an extension of the
    /// protocol it adopts, in a module not read) is another file's value, as a struct's is: the
    /// text shows its name, with a warning, and the preview runs.
    @Test func aMemberOfAnEnumFromAnotherFilesExtensionShowsItsName() throws {
        let reading = try reading("""
        import SwiftUI
        import RoutingKit
        enum Route: NavigationDestination {
            case home, goals
            var id: String { "\\(self)" }
        }
        struct Screen: View {
            var body: some View { Text(Route.goals.title) }
        }
        #Preview { Screen() }
        """)
        #expect(try #require(reading.scenarios.first).root.texts == ["Route.title"])
        #expect(reading.diagnostics.contains { $0.text.contains("'Route.title'") })
    }

    /// A `CGSize` made of another file's numbers is as unknown as they are: a frame given its width
    /// is as if not given, so the text keeps its own size.
    @Test func aSizeOfAnotherFilesNumbersIsUnknown() throws {
        let reading = try reading("""
        import SwiftUI
        struct Icon: View {
            let size = CGSize(width: Metrics.icon, height: Metrics.icon)
            var body: some View {
                VStack {
                    Text("Icon").frame(width: size.width)
                    Text("Icon")
                }
            }
        }
        #Preview { Icon() }
        """)
        let frames = try textFrames(reading)
        try #require(frames.count == 2)
        #expect(frames[0].size == frames[1].size)
    }

    /// iOS 17's `Shape` statics at the head of a chain (`.rect(cornerRadius: 6).stroke(lineWidth:
    /// 1)`) and a hierarchical style with a chain (`.quinary.opacity(0.5)`): the overlay and the
    /// background take the text's frame, as any secondary view does.
    @Test func shapeStaticsAndStylesInChains() throws {
        let reading = try reading("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            Text("Name")
                .padding(6)
                .background(.quinary.opacity(0.5), in: .rect(cornerRadius: 6))
                .overlay(.tertiary, in: .rect(cornerRadius: 6).stroke(lineWidth: 1))
        }
        """)
        let scenario = try #require(reading.scenarios.first)
        let views = layout(scenario).root.allViews
        let padded = try #require(views.first { $0.kind == "padding" })
        let shapes = views.filter { $0.kind == "RoundedRectangle" }
        #expect(shapes.count == 2)
        #expect(shapes.allSatisfy { $0.frame == padded.frame })
    }

    /// `resizable()` is only available on `Image`, so another file's value it is applied to
    /// (`landmark.image`) is an image in the app: a resizable image of the missing-image size,
    /// which a 50 × 50 frame makes 50 × 50.
    @Test func resizableMakesAnotherFilesValueAnImage() throws {
        let reading = try reading("""
        import SwiftUI
        struct Row: View {
            var landmark: Landmark
            var body: some View {
                HStack { landmark.image.resizable().frame(width: 50, height: 50); Text(landmark.name) }
            }
        }
        #Preview { Row(landmark: Landmark.sample) }
        """)
        let scenario = try #require(reading.scenarios.first)
        let image = try #require(layout(scenario).root.allViews.first { $0.kind == "Image" })
        #expect(image.frame.size == Size(width: 50, height: 50))
        #expect(reading.diagnostics.contains {
            $0.text == "'Landmark.sample.image' is defined in another file; LayoutLens assumed an image of the missing-image size ('resizable()' is only available on Image) for it"
        })
    }

    /// A file without previews whose only view is a generic container: its `@ViewBuilder`
    /// content is a closure doing nothing, which gives an `EmptyView` (as `Card(title: "title") { }`
    /// would), so the card is its title padded by 8 a side: 16 wider and taller than the text.
    @Test func aGenericContainerWithoutPreviewShowsEmptyContent() throws {
        let reading = try reading("""
        import SwiftUI
        struct Card<Content: View>: View {
            let title: String
            @ViewBuilder let content: () -> Content
            var body: some View {
                VStack(spacing: 0) { Text(title); content() }.padding(8)
            }
        }
        """, file: "Card.swift")
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.root.texts == ["title"])
        #expect(rootIsItsTextGrown(layout(scenario), by: 16))
        #expect(reading.diagnostics.map(\.id) == ["implicitPreview"])
    }

    /// A view nested in an extension of another file's type (`extension Editor { struct
    /// PrivacyMenu: View }`) is the file's own: a file without previews lays it out.
    @Test func aViewNestedInAnotherFilesTypeIsTheFilesMainView() throws {
        let reading = try reading("""
        import SwiftUI
        extension Editor {
            struct PrivacyMenu: View {
                let tint: Color
                var body: some View { Text("Privacy").padding(4) }
            }
        }
        """, file: "PrivacyMenu.swift")
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.root.texts == ["Privacy"])
        #expect(reading.diagnostics.map(\.id) == ["implicitPreview"])
    }
}

extension OtherFilesValuesTests {
    /// A property of another file's value named like a SwiftUI modifier (`field.navigationBarTitle`,
    /// `item.border`) is its property: the title's text is the expression.
    @Test func aPropertyNamedLikeAModifierIsTheValuesProperty() throws {
        let reading = try reading("""
        import SwiftUI
        struct Editor: View {
            let field: Field
            var body: some View { Text(field.navigationBarTitle) }
        }
        #Preview { Editor(field: .name("Ada")) }
        """)
        #expect(try #require(reading.scenarios.first).root.texts == ["Field.name.navigationBarTitle"])
    }

    /// A `switch` statement over another file's value (in a computed property) takes the case a
    /// view builder's `switch` takes: its first case binding nothing (`.region`, false), so the
    /// ternary picks "Unchanged".
    @Test func aSwitchStatementOverAnotherFilesValueTakesItsFirstPlainCase() throws {
        let reading = try reading("""
        import SwiftUI
        struct Editor: View {
            let field: Field
            var text = "Ada"
            var isChanged: Bool {
                switch field {
                case .name(let name): return name != text
                case .region: return false
                case .bio(let bio): return bio != text
                }
            }
            var body: some View { Text(isChanged ? "Changed" : "Unchanged") }
        }
        #Preview { Editor(field: .name("Ada")) }
        """)
        #expect(try #require(reading.scenarios.first).root.texts == ["Unchanged"])
        #expect(reading.diagnostics.contains { $0.text == "'Field.name' is defined in another file; LayoutLens assumed its first case for it" })
    }
}

extension OtherFilesValuesTests {
    /// A modifier that never changes a frame, called on another file's value, gives that value
    /// back: `bookmark.title.trim()` (another file's `extension String`, named like `Shape.trim`)
    /// stays unknown, so `!….isEmpty` is false, and `Badge().opacity(0.5)` is still Badge's
    /// placeholder, its name padded by 16.
    @Test func aRenderOnlyModifierOnAnotherFilesValueGivesItBack() throws {
        let reading = try reading("""
        import SwiftUI
        struct Rename: View {
            let bookmark: Bookmark
            var body: some View {
                VStack {
                    if !bookmark.title.trim().isEmpty { Text("Save") }
                    Badge().opacity(0.5)
                }
            }
        }
        #Preview { Rename(bookmark: Bookmark.sample) }
        """)
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.root.texts == ["Badge"])
        let result = layout(scenario)
        let text = try #require(result.root.allViews.first { $0.kind == "Text" })
        let placeholder = try #require(result.root.allViews.first { $0.label == "Badge" })
        #expect(placeholder.frame.width == text.frame.width + 32)
    }
}

/// Postfix `#if` (SE-0308) in modifier chains, with compilation conditions as a debug iOS build
/// for the simulator sees them.
@Suite struct PostfixIfConfigTests {
    /// `#if !os(visionOS)` holds on iOS and `#if os(macOS)` does not: the text gets the paddings
    /// 3 and 5 (2 × (3 + 5) = 16 larger than the text), not the 100, and the `.padding(5)` after
    /// `#endif` applies to the whole chain.
    @Test func activeClausesApplyTheirModifiers() throws {
        let reading = read("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            Text("Hello")
            #if !os(visionOS) && DEBUG
                .padding(3)
            #elseif os(iOS)
                .padding(50)
            #endif
            #if os(macOS)
                .padding(100)
            #endif
                .padding(5)
        }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let result = layout(scenario)
        let text = try #require(result.root.allViews.first { $0.kind == "Text" })
        #expect(result.root.frame.width == text.frame.width + 16)
        #expect(result.root.frame.height == text.frame.height + 16)
    }

    /// `canImport` of an iOS framework holds, and of a third-party module too: a file that tests
    /// for a package is compiled in an app that links it (a file of a public app wrapped whole in
    /// `#if canImport(ReadiumNavigator)` is drawn by Xcode's preview); `targetEnvironment(simulator)`
    /// holds (a preview runs in the simulator). `canImportOfAPackageHoldsAndOfAppKitDoesNot` checks
    /// another platform's SDK.
    @Test func canImportAndTargetEnvironment() throws {
        let reading = read("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            VStack {
                #if canImport(UIKit) && targetEnvironment(simulator)
                Text("UIKit")
                #endif
                #if canImport(SomePackage)
                Text("Package")
                #endif
            }
        }
        """)
        #expect(try #require(reading.scenarios.first).root.texts == ["UIKit", "Package"])
    }
}
