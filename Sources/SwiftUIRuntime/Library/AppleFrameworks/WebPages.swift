import SwiftInterpreter

/// WebKit's `WebPage` (Apple docs, "WebPage", iOS 26: "An object that controls and manages the
/// behavior of interactive web content"), the model a `WebView(_ page:)` shows. Its loads
/// (`load(_:)`, `load(html:baseURL:)`, `reload()`, `stopLoading()`) run from `onAppear` and
/// `task` and fetch a page a preview has no network for, so each does nothing; the page stays as
/// it is before any load: `title` empty, `url` nil, `isLoading` false, `estimatedProgress` 0
/// (**unverified**: the values before a first load are read from the properties' meaning, not
/// measured).
extension SwiftUIRuntime {
    func registerWebPage() {
        guard let page = registerAppleType("WebPage") else { return }
        page.initializers.append(.native("init", labels: nil) { interpreter, _, _ in interpreter.nativeValue("WebPage", 0) })
        for method in ["load", "reload", "stopLoading"] { page.addMethod(method, .native(method) { _, _, _ in .void }) }
        let before: [(String, Value)] = [("title", .string("")), ("url", .nil), ("isLoading", .bool(false)), ("estimatedProgress", .double(0))]
        for (name, value) in before {
            page.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in value })
        }
    }
}
