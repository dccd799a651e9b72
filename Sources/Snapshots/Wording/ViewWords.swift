import LayoutEngine
/// A view of a snapshot named in words, as a reviewer finds it on screen:
/// `the second Text "$4" in the HStack in DrinkRow`, `the padding around the HStack in DrinkRow`.
///
/// The view's kind, its ordinal among its parent's children of that kind (when there are
/// several), a `Text`'s string; then the nearest container around it (a kind written with a
/// capital: `HStack`, `ScrollView`; modifiers such as `padding` or `frame` are looked through);
/// then the type whose body declares the view, when known (`SnapshotView.source`).
public struct ViewWords {
    private let views: [SnapshotView]
    private let indexByPath: [String: Int]
    private let parentIndex: [Int?]

    public init(_ snapshot: LayoutSnapshot) {
        views = snapshot.views
        indexByPath = Dictionary(views.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
        parentIndex = ChangeCause.Tree(views).parent
    }

    /// The view at `path` in words, or the path itself when the snapshot has no such view.
    public func describe(_ path: String) -> String {
        guard let index = indexByPath[path] else { return path }
        return phrase(index, withType: true)
    }

    /// Where the view at `path` is written, `App/DrinkRow.swift:8`, when known.
    public func location(_ path: String) -> String? {
        indexByPath[path].flatMap { views[$0].source?.location }
    }

    /// The view's own words; the container around it inside the same type's body; then the
    /// type's instance, counted among its siblings when it has several (`the second DrinkRow`),
    /// and the type that uses it (`in MenuList`). Without types: the nearest container only.
    func phrase(_ index: Int, withType: Bool) -> String {
        var words = ownWords(index)
        guard withType, let typeName = views[index].source?.typeName else {
            if let container = container(of: index) { words += " in " + ownWords(container) }
            return words
        }
        // The root of this instance's body: the outermost ancestor declared in the same type.
        var root = index
        while let parent = parentIndex[root], views[parent].source?.typeName == typeName { root = parent }
        if let container = container(of: index), isAncestor(root, of: container) || container == root {
            words += " in " + ownWords(container)
        }
        guard let outer = parentIndex[root] else { return words + " in " + typeName }
        words += " in the " + ordinal(instance: root) + typeName
        if let user = views[outer].source?.typeName { words += " in " + user }
        return words
    }

    /// `the second DrinkRow` for the root of an instance's body, `DrinkRow` when it is alone
    /// or the preview's root; nil when the view's type is not known.
    public func instanceName(_ path: String) -> String? {
        guard let index = indexByPath[path], let typeName = views[index].source?.typeName else { return nil }
        guard parentIndex[index] != nil else { return typeName }
        return "the " + ordinal(instance: index) + typeName
    }

    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var current = parentIndex[index]
        while let parent = current {
            if parent == ancestor { return true }
            current = parentIndex[parent]
        }
        return false
    }

    /// `second ` when the instance's parent holds several instances of the same type.
    func ordinal(instance root: Int) -> String {
        guard let parent = parentIndex[root], let typeName = views[root].source?.typeName else { return "" }
        let siblings = views.indices.filter {
            parentIndex[$0] == parent && views[$0].source?.typeName == typeName && views[$0].kind == views[root].kind
        }
        guard siblings.count > 1, let position = siblings.firstIndex(of: root) else { return "" }
        return Self.ordinalWord(position + 1) + " "
    }

    /// `the second Text "$4"`, `the padding around the HStack`.
    func ownWords(_ index: Int) -> String {
        let view = views[index]
        if isModifier(view), let child = firstChild(of: index) {
            return "the \(view.kind) around \(ownWords(child))"
        }
        // A label that says more than the kind (`Color.yellow`) is the better name.
        let name = view.label.hasPrefix(view.kind + ".") ? view.label : view.kind
        var words = "the " + ordinal(index) + name
        if view.kind == "Text", let text = SnapshotContent.tokens(view.content).first(where: { $0.0 == "text" })?.1 {
            let short = text.count > 24 ? String(text.prefix(23)) + "…" : text
            words += " \"\(short.replacingEvery("\n", with: " "))\""
        }
        return words
    }

    /// `second ` when the parent has several children of the view's kind; empty otherwise.
    func ordinal(_ index: Int) -> String {
        guard let parent = parentIndex[index] else { return "" }
        let siblings = views.indices.filter { parentIndex[$0] == parent && views[$0].kind == views[index].kind }
        guard siblings.count > 1, let position = siblings.firstIndex(of: index) else { return "" }
        return Self.ordinalWord(position + 1) + " "
    }

    static func ordinalWord(_ number: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        return number <= words.count ? words[number - 1] : "\(number)th"
    }

    func firstChild(of index: Int) -> Int? {
        let next = index + 1
        return next < views.count && parentIndex[next] == index ? next : nil
    }

    /// The nearest ancestor that is a container (not a modifier), skipping the modifiers that
    /// wrap the view itself.
    func container(of index: Int) -> Int? {
        var current = parentIndex[index]
        while let ancestor = current {
            if !isModifier(views[ancestor]) { return ancestor }
            current = parentIndex[ancestor]
        }
        return nil
    }

    /// Modifiers are written with a lower-case kind (`padding`, `frame`, `safeAreaInset`).
    func isModifier(_ view: SnapshotView) -> Bool { view.kind.first?.isLowercase ?? false }
}
