import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Apple's frameworks beyond SwiftUI (`Library/AppleFrameworks/` in the runtime): Foundation's
/// attributed strings, coders, caches and errors, os's `Logger`, `URLSession`, Combine and
/// `UIDevice` are declared, behave as Apple documents, and never do I/O.
@Suite struct AppleLibraryTests {
    private func reading(_ source: String, device: PreviewDevice = .default) throws -> FileReading {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                             settings: PreviewSettings(device: device))
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        try #require(errors.isEmpty, "\(errors)")
        return reading
    }

    private func texts(_ source: String, device: PreviewDevice = .default) throws -> [String] {
        try #require(try reading(source, device: device).scenarios.first).root.texts
    }

    /// A client that keeps a logger, coders with strategies set and a session is made as in the
    /// app: none of it is a stand-in, and nothing is said about it.
    @Test func modelsKeepingLoggersCodersAndSessionsMakeNoStandIns() throws {
        let found = try reading("""
        import SwiftUI
        import os
        final class Client {
            let logger = Logger(subsystem: "com.example", category: "net")
            let decoder = JSONDecoder()
            let encoder = JSONEncoder()
            let session: URLSession
            init() {
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                let configuration = URLSessionConfiguration.default
                configuration.timeoutIntervalForRequest = 10
                session = URLSession(configuration: configuration)
                logger.info("made")
            }
            var timeout: Double { URLSessionConfiguration.default.timeoutIntervalForRequest }
        }
        struct Screen: View {
            let client = Client()
            var body: some View { Text("\\(Int(client.timeout))") }
        }
        #Preview { Screen() }
        """)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
        // URLSessionConfiguration's documented default request timeout is 60 seconds.
        #expect(try #require(found.scenarios.first).root.texts == ["60"])
    }

    /// `Text(AttributedString(…))` shows the characters; Markdown loses its inline markers as
    /// `Text` shows a Markdown key; `+` joins.
    @Test func attributedStringsShowTheirCharacters() throws {
        #expect(try texts("""
        import SwiftUI
        #Preview {
            VStack {
                Text(AttributedString("Hello"))
                Text(try! AttributedString(markdown: "**Bold** and _it_"))
                Text(AttributedString("a") + AttributedString("b"))
            }
        }
        """) == ["Hello", "Bold and it", "ab"])
    }

    /// An attribute that changes the size of the text is kept but not applied: a warning says so.
    @Test func sizeChangingAttributesAreSaidToBeUnapplied() throws {
        let found = try reading("""
        import SwiftUI
        #Preview {
            var text = AttributedString("Big")
            text.font = .largeTitle
            return Text(text)
        }
        """)
        #expect(found.diagnostics.map(\.id) == ["approximatedView"])
        #expect(found.diagnostics.first?.text.contains("'font'") == true)
    }

    /// `NSMutableAttributedString` is a class: an append through one reference is seen through
    /// every other. `length` counts UTF-16 code units: "é" is 1, "👍" is 2 (a surrogate pair).
    @Test func mutableAttributedStringsAppendAndCountUTF16() throws {
        #expect(try texts("""
        import SwiftUI
        let text = NSMutableAttributedString(string: "ab")
        #Preview {
            let same = text
            same.append(NSAttributedString(string: "é👍"))
            return VStack { Text(text.string); Text("\\(text.length)") }
        }
        """) == ["abé👍", "5"])
    }

    /// Combine delivers synchronously: `Just` and a `CurrentValueSubject` on subscription, a
    /// subject on `send`, `filter` drops what fails it, `@Published`'s `$` publisher its current
    /// value and each new one. count = 1000 (Just) + 300 (3 × 100) + 5 (send(5) passes the
    /// filter; send(1) does not) = 1305; the published values are "a!" then "b!".
    @Test func combineDeliversAsAppleDocumentsIt() throws {
        #expect(try texts("""
        import SwiftUI
        import Combine
        final class Search: ObservableObject {
            @Published var query = "a"
            @Published var results: [String] = []
            @Published var count = 0
            let subject = PassthroughSubject<Int, Never>()
            let level = CurrentValueSubject<Int, Never>(3)
            var bag = Set<AnyCancellable>()
            init() {
                $query.map { $0 + "!" }.sink { value in self.results.append(value) }.store(in: &bag)
                subject.filter { $0 > 1 }.sink { self.count += $0 }.store(in: &bag)
                level.sink { self.count += $0 * 100 }.store(in: &bag)
                Just(1000).sink { self.count += $0 }.store(in: &bag)
                subject.send(1)
                subject.send(5)
                query = "b"
            }
        }
        struct Results: View {
            @StateObject var search = Search()
            var body: some View {
                VStack { Text("\\(search.count)"); Text(search.results.joined(separator: ",")) }
            }
        }
        #Preview { Results() }
        """) == ["1305", "a!,b!"])
    }

    /// `assign(to: &$isOnline)` republishes each value a publisher delivers to the `@Published`
    /// property whose publisher is passed in-out (Apple docs, "assign(to:)"), written with or
    /// without `self.`: a service's current value (false) reaches the model, and then "Synced"
    /// after `send`, mapped by the chain.
    @Test func assignToAPublishedPropertysPublisherSetsThatProperty() throws {
        #expect(try texts("""
        import SwiftUI
        import Combine
        final class Connectivity: ObservableObject {
            @Published var isOnline = false
        }
        final class Sync {
            let status = PassthroughSubject<Int, Never>()
        }
        final class FeedModel: ObservableObject {
            @Published var isOnline = true
            @Published var status = "Idle"
            let connectivity = Connectivity()
            let sync = Sync()
            init() {
                connectivity.$isOnline
                    .receive(on: DispatchQueue.main)
                    .assign(to: &self.$isOnline)
                sync.status.map { $0 == 200 ? "Synced" : "Failed" }.assign(to: &$status)
                sync.status.send(200)
            }
        }
        struct Feed: View {
            @StateObject var model = FeedModel()
            var body: some View {
                VStack { Text(model.isOnline ? "Online" : "Offline"); Text(model.status) }
            }
        }
        #Preview { Feed() }
        """) == ["Offline", "Synced"])
    }

    /// `debounce` waits on time, which a preview here never does: nothing arrives, said once.
    @Test func operatorsThatWaitOnTimeDeliverNothing() throws {
        let found = try reading("""
        import SwiftUI
        import Combine
        final class Search: ObservableObject {
            @Published var query = ""
            @Published var shown = "none"
            var bag = Set<AnyCancellable>()
            init() {
                $query.debounce(for: .seconds(0.3), scheduler: RunLoop.main).sink { self.shown = $0 }.store(in: &bag)
            }
        }
        struct Results: View {
            @StateObject var search = Search()
            var body: some View { Text(search.shown) }
        }
        #Preview { Results() }
        """)
        #expect(try #require(found.scenarios.first).root.texts == ["none"])
        #expect(found.diagnostics.map(\.id) == ["settlingNeverRuns"])
    }

    /// `UIDevice.current.userInterfaceIdiom` is the preview device's: `.phone` on the default
    /// iPhone, `.pad` on an iPad.
    @Test func deviceIdiomFollowsThePreviewDevice() throws {
        let source = """
        import SwiftUI
        #Preview { Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone") }
        """
        #expect(try texts(source) == ["phone"])
        #expect(try texts(source, device: .iPadPro11) == ["pad"])
    }

    /// Decoding data the program made runs as in Swift: empty data is not valid JSON, so
    /// `JSONDecoder.decode` throws and `try?` gives nil, with nothing to warn about. Data from a
    /// URL outside the app's bundle is still a stand-in whose warning says why.
    @Test func decodingEmptyDataThrowsAndOtherURLsAreStandIns() throws {
        let found = try reading("""
        import SwiftUI
        struct Item: Decodable { let name: String }
        struct Screen: View {
            let items = try? JSONDecoder().decode([Item].self, from: Data())
            var body: some View { Text(items == nil ? "nil" : "items") }
        }
        #Preview { Screen() }
        """)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
        #expect(try #require(found.scenarios.first).root.texts == ["nil"])
        let remote = try reading("""
        import SwiftUI
        #Preview {
            let data = try? Data(contentsOf: URL(string: "https://example.com/items.json")!)
            return Text("Items")
        }
        """)
        #expect(remote.diagnostics.map(\.id) == ["libraryStandInValue"])
    }

    /// `NSError.localizedDescription`: the user info's description, else Foundation's sentence
    /// naming the domain and code. `NSCache` keeps what is set (nothing is evicted in a preview).
    @Test func errorsAndCachesBehaveAsFoundationDocuments() throws {
        #expect(try texts("""
        import SwiftUI
        let cache = NSCache<NSString, NSString>()
        #Preview {
            cache.setObject("kept", forKey: "k")
            return VStack {
                Text(NSError(domain: "Net", code: 7, userInfo: [NSLocalizedDescriptionKey: "Offline"]).localizedDescription)
                Text(NSError(domain: "Net", code: 7).localizedDescription)
                Text(cache.object(forKey: "k")?.description ?? "gone")
            }
        }
        """) == ["Offline", "The operation couldn’t be completed. (Net error 7.)", "kept"])
    }

    /// A bundle's own values are made as in the app; what it holds comes from the app's
    /// Info.plist and resources, which are never read: a resource URL is nil, with a warning.
    @Test func bundleResourcesAreAssumedNilWithAWarning() throws {
        let found = try reading("""
        import SwiftUI
        struct Screen: View {
            let bundle = Bundle.main
            var body: some View {
                Text(bundle.url(forResource: "data", withExtension: "json") == nil ? "none" : "some")
            }
        }
        #Preview { Screen() }
        """)
        #expect(found.diagnostics.map(\.id) == ["libraryAssumedValue"])
        #expect(try #require(found.scenarios.first).root.texts == ["none"])
    }

    /// A preview posts no notification: observers are never called, the center's publisher
    /// delivers nothing, and posting reaches no one.
    @Test func notificationCenterDeliversNothing() throws {
        let found = try reading("""
        import SwiftUI
        final class Model {
            var received = "nothing"
            init() {
                _ = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in
                    self.received = "observer"
                }
                NotificationCenter.default.post(name: .init("x"), object: nil)
            }
        }
        struct Screen: View {
            let model = Model()
            var body: some View { Text(model.received) }
        }
        #Preview { Screen() }
        """)
        #expect(try #require(found.scenarios.first).root.texts == ["nothing"])
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
    }

    /// `AccessibilityTraits` (Apple docs: a set of traits, `isButton`, `isHeader`, …) kept in a
    /// property and handed to `.accessibilityAddTraits(_:)`: the set is read (`contains`,
    /// `isEmpty`) and the modifier changes nothing, with no stand-in.
    @Test func accessibilityTraitsKeptInAPropertyAreASet() throws {
        let found = try reading("""
        import SwiftUI
        struct Card: View {
            let isInteractive: Bool
            private var traits: AccessibilityTraits { isInteractive ? .isButton : [] }
            var body: some View {
                Text(traits.isEmpty ? "static" : traits.contains(.isButton) ? "button" : "other")
                    .accessibilityAddTraits(traits)
            }
        }
        #Preview { VStack { Card(isInteractive: true); Card(isInteractive: false) } }
        """)
        #expect(try #require(found.scenarios.first).root.texts == ["button", "static"])
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
    }

    /// Nothing is redacted by default, and `.redacted(reason: .placeholder)` gives the views below
    /// that reason (Apple docs, "redactionReasons"); a preview's window is key.
    @Test func redactedSetsTheRedactionReasonsBelowIt() throws {
        let found = try reading("""
        import SwiftUI
        struct Row: View {
            @Environment(\\.redactionReasons) private var reasons
            @Environment(\\.controlActiveState) private var state
            var body: some View {
                Text(reasons.isEmpty ? "plain" : reasons.contains(.placeholder) ? "placeholder" : "other")
                Text(state == .key ? "key" : "not key")
            }
        }
        #Preview { VStack { Row(); Row().redacted(reason: .placeholder) } }
        """)
        #expect(try #require(found.scenarios.first).root.texts == ["plain", "key", "placeholder", "key"])
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
    }

    /// `@Environment(\\.openURL)` is an action; a button's action that calls it never runs, and
    /// reading it says nothing.
    @Test func openURLIsAnActionThatNeverRuns() throws {
        let found = try reading("""
        import SwiftUI
        struct Screen: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Button("Open") { openURL(URL(string: "https://example.com")!) }
            }
        }
        #Preview { Screen() }
        """)
        #expect(try #require(found.scenarios.first).root.texts == ["Open"])
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
    }

    /// A bundle's identifier comes from the app's Info.plist: a library stand-in, said once.
    @Test func bundleIdentifierIsALibraryStandIn() throws {
        let found = try reading("""
        import SwiftUI
        struct Screen: View {
            let identifier = Bundle.main.bundleIdentifier
            var body: some View { Text("Hi") }
        }
        #Preview { Screen() }
        """)
        #expect(found.diagnostics.map(\.id) == ["libraryStandInValue"])
    }
}
