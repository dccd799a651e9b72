import Testing

/// A tuple written where a labelled tuple type is declared takes the declared labels (The Swift
/// Programming Language, "Tuple Type": "the element names are part of the type"; an unlabelled
/// tuple converts to it). `.environment(\.formTitle, ("A", "B"))` passes the value to the
/// user's `EnvironmentValues` property of type `(title: String, subTitle: String)?`, so a view
/// reading `formTitle?.title` gets "A" (swiftc: the same program compiles and prints it).
@Suite struct LabelledTupleEnvironmentValueTests {
    static let declarations = """
    private struct FormTitleKey: EnvironmentKey {
        static let defaultValue: (title: String, subTitle: String)? = nil
    }

    extension EnvironmentValues {
        var formTitle: (title: String, subTitle: String)? {
            get { self[FormTitleKey.self] }
            set { self[FormTitleKey.self] = newValue }
        }
    }

    struct FormHeader: View {
        @Environment(\\.formTitle) private var formTitle
        var body: some View {
            Text(formTitle?.title ?? "none")
            Text(formTitle?.subTitle ?? "none")
        }
    }
    """

    @Test func anUnlabelledTupleSetInTheEnvironmentTakesTheDeclaredLabels() throws {
        let texts = try textsOfPreview(declarations: Self.declarations, #"FormHeader().environment(\.formTitle, ("Account", "Details"))"#)
        #expect(texts == ["Account", "Details"])
    }

    @Test func anEntryOfALabelledTupleTypeGivesTheSetTupleItsLabels() throws {
        let texts = try textsOfPreview(declarations: """
        extension EnvironmentValues {
            @Entry var badge: (symbol: String, caption: String)? = nil
        }

        struct Badge: View {
            @Environment(\\.badge) private var badge
            var body: some View { Text(badge?.caption ?? "none") }
        }
        """, #"Badge().environment(\.badge, ("star", "Favourite"))"#)
        #expect(texts == ["Favourite"])
    }

    @Test func theKeysDefaultStaysNilWithoutTheModifier() throws {
        let texts = try textsOfPreview(declarations: Self.declarations, "FormHeader()")
        #expect(texts == ["none", "none"])
    }
}
