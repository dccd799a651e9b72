// A view extension with overloads by the title's type: `heroTitle(_ key: LocalizedStringKey,
// subtitle: LocalizedStringKey)` beside `heroTitle(_ title: Text, subtitle: Text? = nil)`.
// `heroTitle(Text("Notebook"), subtitle: countText)` passes two `Text` values: a `Text` is no
// `LocalizedStringKey` (only a string literal becomes one), so Swift calls the `Text` overload.
// Labels alone chose the key overload, whose `Text(key)` then stopped the module.
// source: The Swift Programming Language, "Type Casting" and "Literal Expressions"; checked with
// source: swiftc 6.3 on the same overloads with stand-in `Text` and key types (the `Text` one
// source: runs). The shape is a journal app's collapsing hero title. Widths by the test measurer's
// source: 0.5 em per character at body's 17 pt: "Notebook" 8 × 8.5 = 68, "12 entries" 10 × 8.5 = 85,
// source: "Body" 4 × 8.5 = 34.
// expect: no error
// expect: Text[*].width == [68, 85, 34]
import SwiftUI

struct HeroTitle: View {
    let title: Text
    let subtitle: Text?

    var body: some View {
        VStack(spacing: 1) {
            title
            if let subtitle { subtitle }
        }
    }
}

extension View {
    func heroTitle(_ key: LocalizedStringKey) -> some View {
        VStack { HeroTitle(title: Text(key), subtitle: nil); self }
    }

    func heroTitle(_ key: LocalizedStringKey, subtitle subtitleKey: LocalizedStringKey) -> some View {
        VStack { HeroTitle(title: Text(key), subtitle: Text(subtitleKey)); self }
    }

    func heroTitle(_ title: Text, subtitle: Text? = nil) -> some View {
        VStack { HeroTitle(title: title, subtitle: subtitle); self }
    }
}

struct JournalScreen: View {
    var countText: Text { Text("\(12) entries") }

    var body: some View {
        Text("Body")
            .heroTitle(Text("Notebook"), subtitle: countText)
    }
}

#Preview { JournalScreen() }
