import Diagnostics

/// Where the views a modifier is applied to start: for each `.name` call in a file, the names
/// of the receiver's chain, nearest first — in `Image("x").frame(width: 20).onTapGesture { … }`
/// the receivers of `onTapGesture` are `frame` then `Image`. A placed view's source is where its
/// name starts, so the nearest of these that a view was placed for is the view the modifier
/// applies to (a render-only modifier such as `.foregroundColor` places no view of its own).
///
/// Token-level: strings and comments are skipped by the lexer; bracketed arguments and trailing
/// closures are stepped over. A chain is followed back across `.name`, `(…)`, `[…]` and `{…}`.
public enum ModifierReceivers {
    /// Receiver chains of every `.name` member call in `bytes`, in source order.
    public static func chains(calling name: String, in bytes: [UInt8]) -> [[SourcePosition]] {
        var lexer = Lexer(bytes: bytes)
        let tokens = lexer.tokenize()
        let lines = SourceLineTable(bytes: bytes)
        let wanted = Array(name.utf8)
        var chains: [[SourcePosition]] = []
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier
            && isPeriod(tokens[index - 1]) && bytes[tokens[index].start..<tokens[index].end].elementsEqual(wanted) {
            let names = receiverNames(before: index - 1, in: tokens)
            if !names.isEmpty { chains.append(names.map { lines.position(at: tokens[$0].start) }) }
        }
        return chains
    }

    /// Indexes of the identifier tokens of the chain ending just before the period at `period`.
    private static func receiverNames(before period: Int, in tokens: [Token]) -> [Int] {
        var names: [Int] = []
        var at = period - 1
        // At most 10 000 steps: a chain is never longer than the file, and this keeps it so.
        var steps = 0
        while at >= 0, steps < 10_000 {
            steps += 1
            switch tokens[at].kind {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = matchingOpen(of: at, in: tokens) else { return names }
                at = open - 1
                // Labelled trailing closures: `label: { … }` after a first closure.
                if at >= 1, tokens[at].kind == .colon, tokens[at - 1].kind == .identifier { at -= 2 }
            case .identifier:
                names.append(at)
                guard at >= 1, isPeriod(tokens[at - 1]) else { return names }
                at -= 2
            default:
                return names
            }
        }
        return names
    }

    /// `.` bound to the left, or a modifier's `.` at the start of its own line.
    private static func isPeriod(_ token: Token) -> Bool { token.kind == .period || token.kind == .prefixPeriod }

    private static func matchingOpen(of close: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var at = close
        while at >= 0 {
            switch tokens[at].kind {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftParen, .leftSquare, .leftBrace:
                depth -= 1
                if depth == 0 { return at }
            default: break
            }
            at -= 1
        }
        return nil
    }
}
