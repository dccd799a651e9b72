/// Folds an operator sequence (`a + b * c ?? d`) into a tree by precedence and associativity,
/// as Swift's `foldSequence` does after parsing.
struct OperatorFolder {
    let table: OperatorTable
    let elements: [SequenceElement]
    var index = 0

    init(table: OperatorTable, elements: [SequenceElement]) {
        self.table = table
        self.elements = elements
    }

    static func fold(_ elements: [SequenceElement], table: OperatorTable) -> Expr {
        var folder = OperatorFolder(table: table, elements: elements)
        return folder.foldLevel(minimum: -1, inclusive: true)
    }

    mutating func nextOperand() -> Expr {
        if index < elements.count, case .operand(let expr) = elements[index] {
            index += 1
            return expr
        }
        let offset = index > 0 ? Self.end(of: elements[index - 1]) : 0
        return Expr(.missing, span: .empty(at: offset))
    }

    static func end(of element: SequenceElement) -> Int {
        switch element {
        case .operand(let expr): expr.span.end
        case .binaryOperator(let name): name.span.end
        case .ternary(_, let span), .cast(_, _, let span), .typeCheck(_, let span): span.end
        }
    }

    func rank(_ element: SequenceElement) -> (Double, PrecedenceGroupDecl.Associativity)? {
        switch element {
        case .operand: nil
        case .binaryOperator(let name): table.precedence(of: name.name)
        case .ternary: (OperatorTable.ternaryRank, .right)
        case .cast, .typeCheck: (OperatorTable.castingRank, .left)
        }
    }

    mutating func foldLevel(minimum: Double, inclusive: Bool) -> Expr {
        var lhs = nextOperand()
        while index < elements.count, let (rank, associativity) = rank(elements[index]),
              rank > minimum || (inclusive && rank == minimum) {
            let element = elements[index]
            index += 1
            switch element {
            case .cast(let kind, let type, let span):
                lhs = Expr(.cast(lhs, kind, type), span: lhs.span.union(span))
                continue
            case .typeCheck(let type, let span):
                lhs = Expr(.typeCheck(lhs, type), span: lhs.span.union(span))
                continue
            default: break
            }
            let rhs = foldLevel(minimum: rank, inclusive: associativity == .right)
            let span = lhs.span.union(rhs.span)
            switch element {
            case .ternary(let then, _):
                lhs = Expr(.ternary(condition: lhs, then: then, else: rhs), span: span)
            case .binaryOperator(let name) where name.name == "=":
                lhs = Expr(.assignment(target: lhs, value: rhs), span: span)
            case .binaryOperator(let name):
                lhs = Expr(.infix(InfixExpr(operator: name, lhs: lhs, rhs: rhs)), span: span)
            default: break
            }
        }
        return lhs
    }
}
