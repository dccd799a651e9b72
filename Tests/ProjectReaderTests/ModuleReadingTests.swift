import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// A module's files are one program (`ModuleReader`): a screen's components, models, sample data,
/// modifiers and colours declared in other files are what they are, not stand-ins.
@Suite struct ModuleReadingTests {
    /// `Tests/ProjectReaderTests/Apps/<name>`, its `.swift` files sorted by path.
    static func appFiles(_ name: String) -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps/\(name)").path
        let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        let files = found.filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
        precondition(!files.isEmpty, "no app at \(root)")
        return files
    }

    /// Two source files read as one module (no assets).
    static func readTwo(_ first: (path: String, source: String), _ second: (path: String, source: String))
        -> (readings: [FileReading], mode: ModuleReader.Mode) {
        ModuleReader.read(files: [.init(path: first.path, bytes: Array(first.source.utf8)), .init(path: second.path, bytes: Array(second.source.utf8))],
                          assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [])
    }

    static func reading(_ readings: [FileReading], _ suffix: String) throws -> FileReading {
        try #require(readings.first { $0.file.hasSuffix(suffix) }, "no \(suffix)")
    }

    static func rootSize(_ reading: FileReading, _ name: String) throws -> Size {
        let scenario = try #require(reading.scenarios.first { $0.name == name }, "no scenario \(name)")
        return scenario.layout().root.frame.size
    }

    /// The coffee shop app: models, sample data, components, a `ViewModifier` behind a `View`
    /// extension, colours and metrics each in their own file.
    @Test func previewsSeeEveryFileOfTheModule() throws {
        let (readings, mode) = ModuleReader.read(paths: Self.appFiles("CoffeeShop"))
        #expect(mode == .program)
        // No stand-in, no assumption: the only remarks are the implicit previews of components
        // whose initialisers need arguments (`PriceTag(price:)`).
        let warnings = readings.flatMap(\.diagnostics)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.text.hasPrefix("the file has no preview") }, "\(warnings.map(\.text))")
        let row = try Self.reading(readings, "Screens/DrinkRow.swift")
        // Thumbnail 44 (Metrics.thumbnail) + spacing 8 + PriceTag 64 (Metrics.tagWidth) = 116;
        // height max(44, 24) = 44.
        #expect(try Self.rootSize(row, "Row") == Size(width: 116, height: 44))
        // The seasonal sample adds its 6-pt dot and a spacing: 116 + 6 + 8 = 130.
        #expect(try Self.rootSize(row, "Seasonal row") == Size(width: 130, height: 44))
        // Three rows of Drink.samples, 44 tall, 10 apart (Metrics.rowSpacing): 3 × 44 + 2 × 10 =
        // 152; as wide as the widest row, 130; `.cardStyle()` pads 12 on each side: 154 × 176.
        let menu = try Self.reading(readings, "Screens/MenuScreen.swift")
        #expect(try Self.rootSize(menu, "Menu") == Size(width: 154, height: 176))
    }

    /// The module's asset catalog and string catalog: `Image("Banner")` is its image set's 3x
    /// variant, 120 × 90 px ÷ 3 = 40 × 30 pt on a scale-3 device; `Color("BrandAccent")` and the
    /// generated `Color(.brandAccent)` are its colour set (hex 0xD9, 0x6B, 0x2A = 217, 107, 42 of
    /// 255); `Text("menu.title")` shows the development language's value and `Text("\(count)
    /// drinks")` the plural form for its count (key "%lld drinks", CLDR English: one for 1).
    @Test func resourcesComeFromTheModulesCatalogs() throws {
        let (readings, _) = ModuleReader.read(paths: Self.appFiles("CoffeeShop"))
        let header = try Self.reading(readings, "Screens/MenuHeader.swift")
        #expect(header.diagnostics.isEmpty, "\(header.diagnostics.map(\.text))")
        for (name, count) in [("Header", "3 drinks"), ("One drink", "1 drink")] {
            let scenario = try #require(header.scenarios.first { $0.name == name })
            let views = scenario.layout().root.allViews
            #expect(views.first { $0.kind == "Image" }?.frame.size == Size(width: 40, height: 30))
            let texts = views.compactMap { $0.text?.lines.map(\.text).joined(separator: " ") }
            #expect(texts == ["Today's Menu", count])
            let colors = views.filter { $0.kind == "Color" }.map(\.label)
            #expect(colors == Array(repeating: "Color(\(ColorValue.rgb(red: 217.0 / 255, green: 107.0 / 255, blue: 42.0 / 255, opacity: 1)))", count: 2))
        }
    }

    /// `--locale de` shows the catalog's German value; a key without one falls back to the
    /// development language, as Bundle's lookup does.
    /// A module sees its dependency's resources, but a broken file there is the dependency's to
    /// report: reading ten modules that use one package must not print its warning ten times.
    @Test func aDependencysResourceProblemsAreItsOwnToReport() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-own-resources-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["Dependency/Images", "App/Images"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: root + "/Dependency/Images/broken.png"))
        let source = "import SwiftUI\n#Preview { Text(\"Hi\") }\n"
        func problems(own: [String]) -> [String] {
            let (readings, _) = ModuleReader.read(files: [.init(path: root + "/App/A.swift", bytes: Array(source.utf8)),
                                                          .init(path: root + "/App/B.swift", bytes: Array(source.utf8))],
                                                  assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)],
                                                  resourcePaths: [root + "/Dependency/Images/broken.png", root + "/App/Images"],
                                                  ownResourcePaths: own)
            return readings.flatMap(\.diagnostics).filter { $0.id == "imageHeaderUnreadable" }.map(\.range.file)
        }
        #expect(problems(own: [root + "/App/Images"]).isEmpty)
        #expect(problems(own: [root + "/Dependency/Images"]) == [root + "/Dependency/Images/broken.png"])
    }

    /// `Models.Visibility` in a module that depends on the local module `Models`: the module's
    /// name qualifies its type, in an extension, a stored property's type and an expression.
    @Test func aTypeQualifiedByItsModulesNameIsThatType() throws {
        let models = """
        public enum Visibility: String { case pub = "public", unlisted }
        """
        let row = """
        import Models
        import SwiftUI
        extension Models.Visibility {
            var width: CGFloat { switch self { case .pub: 30; case .unlisted: 50 } }
        }
        struct Row: View {
            let visibility: Models.Visibility
            var body: some View { Color.red.frame(width: visibility.width, height: 10) }
        }
        #Preview("implicit") { Row(visibility: .pub) }
        #Preview("qualified") { Row(visibility: Models.Visibility.unlisted) }
        """
        let (readings, _) = ModuleReader.read(files: [.init(path: "/app/Models/Status.swift", bytes: Array(models.utf8)),
                                                      .init(path: "/app/UI/Row.swift", bytes: Array(row.utf8))],
                                              assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
                                              moduleNames: ["Models", "UI"])
        let reading = try Self.reading(readings, "Row.swift")
        #expect(reading.diagnostics.filter { $0.severity != .note }.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        // The widths the extension's switch gives each case.
        #expect(try Self.rootSize(reading, "implicit") == Size(width: 30, height: 10))
        #expect(try Self.rootSize(reading, "qualified") == Size(width: 50, height: 10))
    }

    /// A `private static let headline = 17.0` in one file's `extension Font` is that file's
    /// alone: inside it `headline` is 17 (a frame 17 × 2 = 34 wide); another file's
    /// `.font(.headline)` is SwiftUI's headline style (17 pt semibold on iOS at Large, Apple HIG
    /// "Typography"), read with no error.
    @Test func aPrivateStaticOfALibraryTypeIsItsFilesOnly() throws {
        let fonts = """
        import SwiftUI
        extension Font {
            private static let headline = 17.0
            static var doubledHeadline: CGFloat { headline * 2 }
        }
        """
        let screen = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("Title").font(.headline)
                    Color.red.frame(width: Font.doubledHeadline, height: 4)
                }
            }
        }
        #Preview("screen") { Screen() }
        """
        let (readings, mode) = Self.readTwo(("/app/Fonts.swift", fonts), ("/app/Screen.swift", screen))
        #expect(mode == .program)
        let reading = try Self.reading(readings, "Screen.swift")
        #expect(reading.diagnostics.filter { $0.severity == .error || $0.id == "moduleReadingFailed" }.isEmpty,
                "\(reading.diagnostics.map(\.message.text))")
        let scenario = try #require(reading.scenarios.first)
        func colors(_ view: PlacedView) -> [PlacedView] {
            (view.kind == "Color" ? [view] : []) + view.children.flatMap(colors)
        }
        #expect(colors(scenario.layout().root).first?.frame.size.width == 34)
    }

    @Test func anotherLocalisationIsLaidOut() throws {
        let (readings, _) = ModuleReader.read(paths: Self.appFiles("CoffeeShop"), settings: PreviewSettings(locale: "de"))
        let header = try Self.reading(readings, "Screens/MenuHeader.swift")
        let scenario = try #require(header.scenarios.first { $0.name == "Header" })
        let texts = scenario.layout().root.allViews.compactMap { $0.text?.lines.map(\.text).joined(separator: " ") }
        #expect(texts == ["Heutige Speisekarte", "3 drinks"])
    }

    /// The same screen read as a file alone still reads, with a stand-in warning for each name
    /// another file declares.
    @Test func aFileReadAloneNamesWhatOtherFilesDeclare() throws {
        let path = try #require(Self.appFiles("CoffeeShop").first { $0.hasSuffix("MenuScreen.swift") })
        let alone = SwiftUIFileReader.read(path: path)
        #expect(alone.diagnostics.contains { $0.text.contains("'Metrics.rowSpacing' is defined in another file") })
        #expect(alone.diagnostics.contains { $0.text.contains("'cardStyle' is defined in another file") })
    }

    /// Files that redeclare a name are not one module (swiftc: "invalid redeclaration"): each is
    /// read alone, as a folder of independent examples is.
    @Test func filesRedeclaringANameAreReadAlone() throws {
        let first = "import SwiftUI\nstruct ContentView: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n#Preview { ContentView() }\n"
        let second = "import SwiftUI\nstruct ContentView: View { var body: some View { Color.blue.frame(width: 20, height: 20) } }\n#Preview { ContentView() }\n"
        let (readings, mode) = Self.readTwo(("a/One.swift", first), ("a/Two.swift", second))
        #expect(mode == .filesAlone(reason: "'ContentView' is declared in both One.swift and Two.swift"))
        // Each file's own ContentView: 10 and 20 wide.
        #expect(readings.map { $0.scenarios.first.map { $0.layout().root.frame.width } } == [10, 20])
    }

    /// Global functions of two files that share a name and labels but differ in a parameter's
    /// type are overloads, not a redeclaration (swiftc builds such a module and calls each by its
    /// argument's type): the files stay one module.
    @Test func functionsOverloadedByParameterTypeAcrossFilesAreOneModule() throws {
        let first = "struct Event { var key: String }\nfunc toKey(_ event: Event) -> String { event.key }\nfunc toKey(_ count: Int) -> String { String(repeating: \"k\", count: count) }\n"
        let second = """
            import SwiftUI
            func toKey(_ text: String) throws -> String { text + "!" }
            #Preview {
                HStack(spacing: 0) {
                    Color.red.frame(width: CGFloat(toKey(Event(key: "a")).count) * 10, height: 10)
                    Color.blue.frame(width: CGFloat(toKey(3).count) * 10, height: 10)
                    Color.green.frame(width: CGFloat((try? toKey("xyzw"))?.count ?? 0) * 10, height: 10)
                }
            }

            """
        let (readings, mode) = Self.readTwo(("a/Keys.swift", first), ("a/Screen.swift", second))
        #expect(mode == .program)
        let root = try #require(readings[1].scenarios.first).layout().root
        // "a" is 1 character, "kkk" 3, "xyzw!" 5: 10 + 30 + 50 = 90 wide.
        #expect(root.frame.size == Size(width: 90, height: 10), "\(readings[1].diagnostics.map(\.text))")
    }

    /// A stand-in (a remote package's image view) given a method the program's `extension View`
    /// also names, with arguments that method cannot take: the file compiles, so the call is the
    /// stand-in type's own method, an unknown member of it, and the module still reads; on a
    /// view the program's method takes, it is the program's.
    @Test func aStandInsOwnMethodIsNotTheProgramsExtensionThatCannotTakeItsArguments() throws {
        let ext = """
            import SwiftUI
            extension View {
                func placeholder<Content: View>(when shouldShow: Bool, alignment: Alignment = .leading,
                                                @ViewBuilder placeholder: () -> Content) -> some View {
                    ZStack(alignment: alignment) { placeholder().opacity(shouldShow ? 1 : 0); self }
                }
            }

            """
        let screen = """
            import SwiftUI
            import Kingfisher
            #Preview("Remote") { KFAnimatedImage(nil).placeholder { _ in Color.red }.frame(width: 40, height: 40) }
            #Preview("Own") { Color.red.frame(width: 10, height: 10).placeholder(when: true) { Color.blue.frame(width: 20, height: 30) } }

            """
        let (readings, mode) = Self.readTwo(("a/Placeholder.swift", ext), ("a/Screen.swift", screen))
        #expect(mode == .program)
        let diagnostics = readings[1].diagnostics
        #expect(!diagnostics.contains { $0.severity == .error || $0.id == "moduleReadingFailed" }, "\(diagnostics.map(\.text))")
        #expect(diagnostics.contains { $0.text.contains("'KFAnimatedImage.placeholder' is not declared in the files read") })
        #expect(try Self.rootSize(readings[1], "Remote") == Size(width: 40, height: 40))
        // The ZStack is as large as its larger child: 20 × 30 over 10 × 10.
        #expect(try Self.rootSize(readings[1], "Own") == Size(width: 20, height: 30))
    }

    /// Swift scopes a `private` type to its file: two files may each have their own `Row`, and
    /// each file's previews see their own.
    @Test func privateTypesOfTwoFilesStayApart() throws {
        let first = "import SwiftUI\nprivate struct Row: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n#Preview { Row() }\n"
        let second = "import SwiftUI\nprivate struct Row: View { var body: some View { Color.blue.frame(width: 20, height: 20) } }\n#Preview { Row() }\n"
        let (readings, mode) = Self.readTwo(("a/One.swift", first), ("a/Two.swift", second))
        #expect(mode == .program)
        #expect(readings.map { $0.scenarios.first.map { $0.layout().root.frame.width } } == [10, 20])
    }

    /// Read with its module, a name no file declares comes from a module LayoutLens did not read:
    /// the warning and the stand-in say which the file imports, not "another file".
    @Test func aStandInNamesTheModuleItMayComeFrom() throws {
        let screen = "import SwiftUI\nimport Nuke\n#Preview { VStack { Badge(); LazyImage(url: nil) } }\n"
        let badge = "import SwiftUI\nstruct Badge: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n"
        let (readings, mode) = Self.readTwo(("a/Screen.swift", screen), ("a/Badge.swift", badge))
        #expect(mode == .program)
        let warning = try #require(readings[0].diagnostics.first { $0.id == "standInView" })
        #expect(warning.text.contains("'LazyImage' is not declared in the files read (it may come from 'Nuke'"), "\(warning.text)")
        let root = try #require(readings[0].scenarios.first).layout().root
        let standIns = root.allViews.compactMap(\.style.standIn)
        #expect(standIns.map(\.name) == ["LazyImage"])
        #expect(standIns.first?.reason.contains("'Nuke'") == true)
    }

    /// A module read into the program (a local package) is no place a missing name comes from;
    /// a remote package's module is named with its package.
    @Test func aStandInNamesTheRemotePackageAndNotTheModulesRead() throws {
        let screen = "import SwiftUI\nimport DesignKit\nimport NukeUI\n#Preview { VStack { Badge(); LazyImage(url: nil) } }\n"
        let badge = "import SwiftUI\nstruct Badge: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n"
        let readings = ModuleReader.read(
            files: [.init(path: "a/Screen.swift", bytes: Array(screen.utf8)), .init(path: "a/Badge.swift", bytes: Array(badge.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
            moduleNames: ["DesignKit"], remotePackages: ["NukeUI": "Nuke"]).readings
        let warning = try #require(readings[0].diagnostics.first { $0.id == "standInView" })
        #expect(warning.text.contains("(it may come from 'NukeUI' (remote package Nuke), a module LayoutLens did not read)"), "\(warning.text)")
        #expect(!warning.text.contains("DesignKit"))
    }

    /// A name written with its module (`Backport.NavigationStack`), a remote package's module
    /// the file does not import itself (a local dependency re-exports it with `@_exported
    /// import`): the stand-in names that module and its package, not "no file read declares it".
    @Test func aNameWrittenWithARemoteModuleNamesThatModule() throws {
        let screen = "import SwiftUI\nimport DesignKit\n#Preview { Backport.NavigationStack { Text(\"Inbox\") } }\n"
        let badge = "import SwiftUI\nstruct Badge: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n"
        let readings = ModuleReader.read(
            files: [.init(path: "a/Screen.swift", bytes: Array(screen.utf8)), .init(path: "a/Badge.swift", bytes: Array(badge.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
            moduleNames: ["DesignKit"], remotePackages: ["Backport": "navigation-backport"]).readings
        let warning = try #require(readings[0].diagnostics.first { $0.text.contains("'Backport.NavigationStack'") }, "\(readings[0].diagnostics.map(\.text))")
        #expect(warning.text.contains("it is written with its module 'Backport' (remote package navigation-backport), a module LayoutLens did not read"), "\(warning.text)")
        // The stand-in drawn for the container, named by the root, says so too.
        let root = try #require(readings[0].scenarios.first).layout().root
        let reasons = root.allViews.compactMap(\.style.standIn).map(\.reason)
        #expect(!reasons.isEmpty && reasons.allSatisfy { $0.contains("'Backport' (remote package navigation-backport)") }, "\(reasons)")
    }

    /// A name no file declares, written in a file that imports a local module whose own file
    /// re-exports a remote package's module (`@_exported import StatusKit` in its Exports.swift,
    /// through a second local module that re-exports the first): `import` of the local module
    /// makes the remote module's names visible, so the stand-in names that module and its
    /// package, not "no file read declares it".
    @Test func aStandInNamesTheRemoteModuleALocalImportReexports() throws {
        let screen = "import SwiftUI\nimport Domain\n#Preview { VStack { Badge(); StatusDot() } }\n"
        let badge = "import SwiftUI\nstruct Badge: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n"
        let domainExports = "@_exported import Core\n"
        let coreExports = "@_exported import StatusKit\n"
        var settings = PreviewSettings()
        settings.moduleOfFile = ["app/Screen.swift": "App", "app/Badge.swift": "App",
                                 "domain/Exports.swift": "Domain", "core/Exports.swift": "Core"]
        let readings = ModuleReader.read(
            files: [.init(path: "app/Screen.swift", bytes: Array(screen.utf8)), .init(path: "app/Badge.swift", bytes: Array(badge.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)],
            context: [.init(path: "domain/Exports.swift", bytes: Array(domainExports.utf8)),
                      .init(path: "core/Exports.swift", bytes: Array(coreExports.utf8))],
            resourcePaths: [], moduleNames: ["App", "Domain", "Core"], remotePackages: ["StatusKit": "status-kit"],
            settings: settings).readings
        let warning = try #require(readings[0].diagnostics.first { $0.id == "standInView" }, "\(readings[0].diagnostics.map(\.text))")
        #expect(warning.text.contains("(it may come from 'StatusKit' (remote package status-kit), a module LayoutLens did not read)"), "\(warning.text)")
        let root = try #require(readings[0].scenarios.first).layout().root
        #expect(root.allViews.compactMap(\.style.standIn).map(\.reason).allSatisfy { $0.contains("remote package status-kit") })
    }

    /// A member drawn as a stand-in (`Theme.banner`, a view no file declares) whose file imports no
    /// module not read: its warning names the modules the module's other files import, and the
    /// stand-in's reason in the frames says the same, of the same path (before, the reason was
    /// said of the root `Theme` alone and named none).
    @Test func aMemberStandInsReasonNamesTheModulesItsWarningNames() throws {
        let screen = "import SwiftUI\n#Preview { VStack { Badge(); Theme.banner } }\n"
        let badge = "import SwiftUI\nimport NukeUI\nstruct Badge: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n"
        let readings = ModuleReader.read(
            files: [.init(path: "a/Screen.swift", bytes: Array(screen.utf8)), .init(path: "a/Badge.swift", bytes: Array(badge.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
            remotePackages: ["NukeUI": "Nuke"]).readings
        let warning = try #require(readings[0].diagnostics.first { $0.id == "standInView" }, "\(readings[0].diagnostics.map(\.text))")
        let origin = "it may come from 'NukeUI' (remote package Nuke), which another file of the module imports and LayoutLens did not read"
        #expect(warning.text.contains(origin), "\(warning.text)")
        let root = try #require(readings[0].scenarios.first).layout().root
        let standIns = root.allViews.compactMap(\.style.standIn)
        #expect(standIns.map(\.name) == ["Theme.banner"])
        #expect(standIns.first?.reason == "not declared in the files read; " + origin, "\(standIns.map(\.reason))")
    }

    /// A name written in a model file that imports a remote package's module (its computed
    /// property runs from a preview whose own file imports only SwiftUI) names that module and
    /// its package: swiftc finds it among the imports of the file it is written in.
    @Test func aStandInWrittenInAnotherFileNamesThatFilesImports() throws {
        let model = "import Foundation\nimport FirebaseFirestore\nstruct Car {\n    var name: String\n    var stamp: String { Timestamp.now.description }\n}\n"
        let screen = "import SwiftUI\nstruct Row: View {\n    var car = Car(name: \"A\")\n    var body: some View { Text(car.stamp) }\n}\n#Preview { Row() }\n"
        let readings = ModuleReader.read(
            files: [.init(path: "a/Row.swift", bytes: Array(screen.utf8)), .init(path: "a/Car.swift", bytes: Array(model.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
            remotePackages: ["FirebaseFirestore": "firebase-ios-sdk"]).readings
        let warning = try #require(readings[0].diagnostics.first { $0.text.contains("'Timestamp") })
        #expect(warning.text.contains("'FirebaseFirestore' (remote package firebase-ios-sdk)"), "\(warning.text)")
    }

    /// A member no file declares, reached through a type another file declares with a dynamic
    /// member lookup into a remote package's type (`Color.brand.textPrimary` through
    /// `BrandColors`'s `subscript(dynamicMember: KeyPath<BrandColorTokens, Color>)`): the
    /// subscript runs (`DynamicMemberLookup.swift`) and the unknown is the remote package's
    /// `BrandColorTokens` it applies the key path to; swiftc finds that type through the
    /// subscript's file, so the stand-in names that file's imports and their package (at the line
    /// there), though the view's own file imports only SwiftUI.
    @Test func aStandInReachedThroughAnotherFilesTypeNamesThatFilesImports() throws {
        let colors = """
        import SwiftUI
        import BrandTokens
        extension Color {
            static let brand = BrandColors()
        }
        @dynamicMemberLookup
        final class BrandColors {
            private let tokens = BrandColorTokens()
            subscript(dynamicMember keyPath: KeyPath<BrandColorTokens, Color>) -> Color { tokens[keyPath: keyPath] }
        }
        """
        let screen = "import SwiftUI\nstruct Screen: View {\n    var body: some View { Text(\"Hi\").foregroundStyle(Color.brand.textPrimary) }\n}\n#Preview { Screen() }\n"
        let readings = ModuleReader.read(
            files: [.init(path: "a/Screen.swift", bytes: Array(screen.utf8)), .init(path: "a/Colors.swift", bytes: Array(colors.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
            remotePackages: ["BrandTokens": "brand-design-tokens"]).readings
        let warning = try #require(readings[0].diagnostics.first { $0.text.contains("'BrandColorTokens'") }, "\(readings[0].diagnostics.map(\.text))")
        // Said where the unknown name is written: the subscript's file.
        #expect(warning.range.file.hasSuffix("Colors.swift"))
        #expect(warning.text.contains("'BrandTokens' (remote package brand-design-tokens)"), "\(warning.text)")
    }

    /// A package's modules named apart from its identity are still its own: the identity's
    /// distinctive words inside the module name (`OrderedCollections` of swift-collections,
    /// `MarkdownUI` of swift-markdown-ui, `NukeVideo` of Nuke), the longest part winning.
    @Test func aModuleNamedApartFromItsPackageIsAttributedToIt() {
        let modules = StandInOrigin.Modules(remotePackages: ["Nuke": "Nuke", "Collections": "swift-collections",
                                                             "MarkdownUI": "swift-markdown-ui", "FirebaseAuth": "firebase-ios-sdk"])
        #expect(modules.remotePackage(of: "OrderedCollections") == "swift-collections")
        #expect(modules.remotePackage(of: "NukeVideo") == "Nuke")
        #expect(modules.remotePackage(of: "FirebaseFirestoreSwift") == "firebase-ios-sdk")
        #expect(modules.remotePackage(of: "Kingfisher") == nil)
    }

    /// WeatherKit is Apple's (iOS 16), not a package LayoutLens failed to read.
    @Test func aStandInFromWeatherKitNamesApplesFramework() throws {
        let screen = "import SwiftUI\nimport WeatherKit\n#Preview { VStack { Badge(); WeatherBadge() } }\n"
        let badge = "import SwiftUI\nstruct Badge: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n"
        let (readings, _) = Self.readTwo(("a/Screen.swift", screen), ("a/Badge.swift", badge))
        let warning = try #require(readings[0].diagnostics.first { $0.id == "standInView" })
        #expect(warning.text.contains("it may come from Apple's WeatherKit, which LayoutLens models only in part"), "\(warning.text)")
    }

    /// A preview whose ancestors never set an `@Environment(Theme.self)` object (SwiftUI: "No
    /// Observable object of type Theme found") gets the type's `shared` instance as a stand-in,
    /// with a warning, instead of failing: 40 + 2 × 12 (Theme.shared's gap) = 64.
    @Test func aMissingEnvironmentObjectIsAStandIn() throws {
        let theme = "import SwiftUI\n@Observable final class Theme { var gap: CGFloat = 12; static let shared = Theme() }\n"
        let card = "import SwiftUI\nstruct Card: View {\n    @Environment(Theme.self) private var theme\n"
            + "    var body: some View { Color.red.frame(width: 40, height: 40).padding(theme.gap) }\n}\n#Preview { Card() }\n"
        let (readings, _) = Self.readTwo(("a/Theme.swift", theme), ("a/Card.swift", card))
        #expect(readings[1].diagnostics.map(\.id) == ["environmentObjectStandIn"])
        let root = try #require(readings[1].scenarios.first).layout().root
        #expect(root.frame.size == Size(width: 64, height: 64))
    }

    /// A file whose preview fails in its module but lays out read alone keeps the reading that
    /// lays out, with the module's error as a warning: reading the module never lays out less.
    @Test func aFileThatFailsInItsModuleFallsBackToBeingReadAlone() throws {
        let model = "import SwiftUI\nenum Sizes { static var side: CGFloat { fatalError(\"not in previews\") } }\n"
        let card = "import SwiftUI\n#Preview { Color.red.frame(width: Sizes.side, height: 10) }\n"
        let (readings, _) = Self.readTwo(("a/Sizes.swift", model), ("a/Card.swift", card))
        #expect(readings[1].scenarios.count == 1)
        #expect(readings[1].diagnostics.contains { $0.id == "moduleReadingFailed" && $0.text.contains("not in previews") })
        #expect(!readings[1].diagnostics.contains { $0.severity == .error })
    }

    /// Read alone after failing in its module, a file keeps its module's asset catalogs: the
    /// CoffeeShop catalog's `Banner` is 120 × 90 px at 3x = 40 × 30 pt, not a 100 × 100 stand-in.
    @Test func aFileReadAloneAfterFailingInItsModuleKeepsTheModulesCatalogs() throws {
        let model = "import SwiftUI\nenum Sizes { static var side: CGFloat { fatalError(\"not in previews\") } }\n"
        let card = "import SwiftUI\n#Preview { VStack { Image(\"Banner\"); Color.red.frame(width: Sizes.side, height: 10) } }\n"
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps/CoffeeShop/Resources").path
        let readings = ModuleReader.read(
            files: [.init(path: "a/Sizes.swift", bytes: Array(model.utf8)), .init(path: "a/Card.swift", bytes: Array(card.utf8))],
            assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [resources]).readings
        #expect(readings[1].diagnostics.contains { $0.id == "moduleReadingFailed" })
        #expect(!readings[1].diagnostics.contains { $0.id == "missingAsset" }, "\(readings[1].diagnostics.map(\.text))")
        let root = try #require(readings[1].scenarios.first).layout().root
        #expect(root.allViews.first { $0.kind == "Image" }?.frame.size == Size(width: 40, height: 30))
    }

    /// A type named with its module (`Models.Badge`, the module of a local package the app
    /// depends on) is the type itself: 10 + 2 × 5 (padding) = 20.
    @Test func aModuleQualifiedNameIsTheType() throws {
        let badge = "import SwiftUI\npublic struct Badge: View { public var body: some View { Color.red.frame(width: 10, height: 10) } }\n"
        let screen = "import SwiftUI\nimport Models\n#Preview(traits: .sizeThatFitsLayout) { Models.Badge().padding(5) }\n"
        let (readings, _) = ModuleReader.read(files: [.init(path: "a/Screen.swift", bytes: Array(screen.utf8))],
                                              assets: [ImageAssets(directory: nil)],
                                              context: [.init(path: "Models/Badge.swift", bytes: Array(badge.utf8))],
                                              resourcePaths: [], moduleNames: ["App", "Models"])
        #expect(readings[0].diagnostics.isEmpty, "\(readings[0].diagnostics.map(\.text))")
        let root = try #require(readings[0].scenarios.first).layout().root
        #expect(root.frame.size == Size(width: 20, height: 20))
    }

    /// A file with a syntax error is left out of the program with its error; the others read.
    @Test func aFileThatDoesNotParseIsLeftOut() throws {
        let broken = "import SwiftUI\nstruct Broken: View { var body: some View { Color.red.frame(width: 10 }\n"
        let good = "import SwiftUI\n#Preview { Color.blue.frame(width: 20, height: 20) }\n"
        let (readings, _) = Self.readTwo(("a/Broken.swift", broken), ("a/Good.swift", good))
        #expect(readings[0].diagnostics.contains { $0.severity == .error })
        #expect(readings[1].diagnostics.isEmpty)
        #expect(readings[1].scenarios.count == 1)
    }

    /// A file given alone that does not parse, read with its module's other files as context,
    /// is its syntax error and nothing else: no member is left to run, and nothing traps.
    @Test func aLoneFileThatDoesNotParseWithItsModuleIsItsError() {
        let broken = "import SwiftUI\nstruct Broken: View { var body: some View { Color.red.frame(width: 10 }\n"
        let model = "struct Model { var name = \"a\" }\n"
        let (readings, _) = ModuleReader.read(files: [.init(path: "a/Broken.swift", bytes: Array(broken.utf8))],
                                              assets: [ImageAssets(directory: nil)],
                                              context: [.init(path: "a/Model.swift", bytes: Array(model.utf8))], resourcePaths: [])
        #expect(readings.count == 1)
        #expect(readings[0].diagnostics.contains { $0.severity == .error })
        #expect(readings[0].scenarios.isEmpty)
    }
}
