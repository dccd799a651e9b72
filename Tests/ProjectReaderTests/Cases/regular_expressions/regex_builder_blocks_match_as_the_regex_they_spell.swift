// RegexBuilder's `Regex { … }` matches as the regex its components spell: a string literal is
// matched literally, `One("-->")` is that text once, `ZeroOrMore(.any, .reluctant)` takes as few
// characters as it can (a newline too), `Capture` is a capture of the match's output,
// `OneOrMore(.digit)` is `\d+` and `ChoiceOf` one of its alternatives. A loop that removes each
// match ends when none is left. `repetitionBehavior(.reluctant)` makes the regex's repetitions
// reluctant: the tag's capture stops at the first "</a>".
// source: SE-0351 "Regex builder DSL" (components, `.reluctant`, `CharacterClass.any`);
// source: swiftc 6 with RegexBuilder on Linux prints "abc 42x 42" and "x" for these texts.
// expect: no error
// expect: no warning
// expect: Text[0].text == "abc 42x 42"
// expect: Text[1].text == "x"
import RegexBuilder
import SwiftUI

func strippedComments() -> String {
    let text = "a<!-- one -->b<!-- two -->c 42x"
    let comment = Regex {
        Capture {
            "<!--"
            ZeroOrMore(.any, .reluctant)
            One("-->")
        }
    }
    var out = text
    while let match = out.firstMatch(of: comment) {
        let (_, found) = match.output
        out = out.replacing(found, with: "")
    }
    let number = Regex {
        Capture { OneOrMore(.digit) }
        ChoiceOf {
            "x"
            "y"
        }
    }
    let digits = text.firstMatch(of: number).map { String($0.output.1) } ?? "none"
    return "\(out) \(digits)"
}

func firstTagText() -> String {
    let tag = Regex {
        "<a>"
        Capture { ZeroOrMore(.any) }
        "</a>"
    }
    .repetitionBehavior(.reluctant)
    return "<a>x</a><a>y</a>".firstMatch(of: tag).map { String($0.output.1) } ?? "none"
}

#Preview {
    VStack {
        Text(strippedComments())
        Text(firstTagText())
    }
}
