// A `switch` on another file's value whose every case binds a payload (`case .pin(let member,
// let width)`) takes its first case, as a switch on such a value takes its first plain case: the
// names the case binds hold the value's stand-in, so what reads them reads stand-ins, and the
// preview lays out (a view builder's switch, a switch statement and a switch expression alike)
// instead of stopping at "no case of the switch matched".
// source: The Swift Programming Language, "Switch" (a case's value bindings name the associated
// source: values); the value comes from another file (`Hooks.details`), which LayoutLens cannot
// source: know. Widths by arithmetic: each taken case draws a 20-wide bar.
// expect: no error
// expect: warning "its first case"
// expect: Color[*].width == [20, 20, 20]
import SwiftUI

enum Details {
    case pin(member: String, width: CGFloat)
    case verify(member: String, url: URL)
}

struct Footer: View {
    let details: Details = Hooks.details
    var statementWidth: CGFloat {
        switch details {
        case .pin(let member, _): return member.isEmpty ? 20 : 20
        case .verify(let member, _): return member.isEmpty ? 40 : 40
        }
    }
    var expressionWidth: CGFloat {
        switch details {
        case .pin(member: _, width: _): 20
        case .verify(_, _): 40
        }
    }
    var body: some View {
        VStack {
            switch details {
            case .pin(let member, _):
                Color.red.frame(width: 20, height: 2).accessibilityLabel(member)
            case .verify(let member, _):
                Color.blue.frame(width: 40, height: 2).accessibilityLabel(member)
            }
            Color.red.frame(width: statementWidth, height: 2)
            Color.red.frame(width: expressionWidth, height: 2)
        }
    }
}

#Preview { Footer() }
