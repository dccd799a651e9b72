import SwiftFrontEnd
import SwiftUIRuntime

/// The objects put in the environment below the app's scene: `.environment(router)` in the root
/// view's body, in a `TabView` tab, on a `NavigationStack`'s root.
///
/// SwiftUI passes an environment value to the whole subhierarchy of the view it is set on (Apple
/// docs, "environment(_:)": "the object is available to every view in the subhierarchy"), so a
/// view the app shows beneath `ContentView` sees what `ContentView`'s body sets. The views the
/// scene shows are followed by name from the `App`'s text (`WindowGroup { ContentView() }`)
/// through each view's body (and its extensions) to the views it names; an injection found in a
/// view is given to the implicit previews of the views beneath it (`AppRootInjection.beneath`).
/// A view's stored property is replaced by its initial value (`@State var router = Router()`,
/// `= .init()` with its declared type), a read-only computed property by its one expression
/// (`var appState: AppState { .main }` is `AppState.main`).
enum AppViewTree {
    /// A `View` struct of the module: where its text is and what its properties stand for.
    struct ViewType {
        var regions: [(SourceFileSyntax, SourceSpan)] = []
        var properties: [String: String] = [:]
        /// A `View` struct; the other types (`enum NavigationPage` whose `view()` shows the
        /// screens a navigation stack pushes) only lead to views.
        var isView = true
    }

    /// The module's top-level types by name, with their extensions' text: the `View` structs, and
    /// the structs, enums and classes through which the app reaches views.
    static func views(in files: [SourceFileSyntax]) -> [String: ViewType] {
        var views: [String: ViewType] = [:]
        var extensions: [(String, SourceFileSyntax, Decl, [Decl])] = []
        for file in files {
            for declaration in AppRootEnvironment.topLevelDeclarations(file) {
                switch declaration.kind {
                case let .nominalType(nominal) where nominal.kind == .struct || nominal.kind == .enum || nominal.kind == .class:
                    var view = ViewType()
                    view.isView = nominal.kind == .struct && nominal.inheritance.flatteningCompositions.contains(where: { SwiftUIRuntime.typeName($0) == "View" })
                    view.regions.append((file, declaration.span))
                    if view.isView { addProperties(nominal.members, file, into: &view.properties) }
                    views[nominal.name.name] = view
                case let .extension(extensionDecl):
                    if let name = SwiftUIRuntime.typeName(extensionDecl.extendedType) {
                        extensions.append((name, file, declaration, extensionDecl.members))
                    }
                default: continue
                }
            }
        }
        for (name, file, declaration, members) in extensions where views[name] != nil {
            views[name]?.regions.append((file, declaration.span))
            if views[name]?.isView == true { addProperties(members, file, into: &views[name]!.properties) }
        }
        return views
    }

    /// What each property stands for as an expression: a stored property's initial value, a
    /// read-only computed property's single expression; an implicit member (`.main`, `.init()`)
    /// is given its declared type.
    static func addProperties(_ members: [Decl], _ file: SourceFileSyntax, into properties: inout [String: String]) {
        for member in members {
            guard case let .variable(variable) = member.kind else { continue }
            for binding in variable.bindings {
                guard case let .identifier(name) = binding.pattern.kind else { continue }
                var text: String?
                if let initial = binding.initializer {
                    text = file.text(of: initial.span)
                } else if case let .getter(block)? = binding.accessors, block.statements.count == 1,
                          case let .expression(expression) = block.statements[0].kind {
                    text = file.text(of: expression.span)
                }
                guard var expression = text, !expression.isEmpty else { continue }
                if expression.hasPrefix(".") {
                    guard let type = binding.type.flatMap(SwiftUIRuntime.typeName) else { continue }
                    expression = expression.hasPrefix(".init(") ? type + expression.dropFirst(5) : type + expression
                }
                properties[name.name] = expression
            }
        }
    }

    /// The names of `views` that `text` mentions (outside strings and comments), in order.
    static func mentionedViews(in text: String, among views: [String: ViewType]) -> [String] {
        var seen: Set<String> = []
        return EnvironmentCalls.identifiers(in: text).filter { views[$0] != nil && seen.insert($0).inserted }
    }

    /// The views `start` shows, directly or through the views it shows (`start` not included
    /// unless a view it shows shows it again).
    static func beneath(_ start: [String], in graph: [String: [String]], views: [String: ViewType]) -> Set<String> {
        var found: Set<String> = []
        var pending = start.flatMap { graph[$0] ?? [] }
        while let name = pending.popLast() {
            guard found.insert(name).inserted else { continue }
            pending += graph[name] ?? []
        }
        return found.filter { views[$0]?.isView == true }
    }
}
