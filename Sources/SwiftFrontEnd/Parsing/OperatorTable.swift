/// Precedence groups and infix operators known while folding operator sequences: Swift's standard
/// library groups and operators, plus the `infix operator` and `precedencegroup` declarations of
/// the file being parsed (found by a pre-scan, because Swift lets a file use an operator above
/// its declaration).
struct OperatorTable: Sendable {
    struct Group: Sendable {
        var associativity: PrecedenceGroupDecl.Associativity
        var isAssignment: Bool
        var higherThan: [String]
        var lowerThan: [String]
    }

    private(set) var groups: [String: Group]
    private(set) var infixOperators: [String: String]
    private var ranks: [String: Double] = [:]

    /// Swift's standard precedence groups, from highest to lowest, with a rank each.
    static let standardRanks: [(String, Double, PrecedenceGroupDecl.Associativity)] = [
        ("BitwiseShiftPrecedence", 12, .none), ("MultiplicationPrecedence", 11, .left),
        ("AdditionPrecedence", 10, .left), ("RangeFormationPrecedence", 9, .none),
        ("CastingPrecedence", 8, .left), ("NilCoalescingPrecedence", 7, .right),
        ("ComparisonPrecedence", 6, .none), ("LogicalConjunctionPrecedence", 5, .left),
        ("LogicalDisjunctionPrecedence", 4, .left), ("DefaultPrecedence", 3, .none),
        ("TernaryPrecedence", 2, .right), ("AssignmentPrecedence", 1, .right),
    ]

    static let standardOperators: [String: String] = {
        var table: [String: String] = [:]
        func add(_ group: String, _ operators: [String]) { for name in operators { table[name] = group } }
        add("BitwiseShiftPrecedence", ["<<", ">>", "&<<", "&>>"])
        add("MultiplicationPrecedence", ["*", "/", "%", "&*", "&"])
        add("AdditionPrecedence", ["+", "-", "&+", "&-", "|", "^"])
        add("RangeFormationPrecedence", ["..<", "..."])
        add("NilCoalescingPrecedence", ["??"])
        add("ComparisonPrecedence", ["<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>="])
        add("LogicalConjunctionPrecedence", ["&&", ".&"])
        add("LogicalDisjunctionPrecedence", ["||", ".|", ".^"])
        add("AssignmentPrecedence", ["=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=",
                                     "&<<=", "&>>=", ".&=", ".|=", ".^="])
        return table
    }()

    /// The standard library's groups and operators alone (what every file starts from).
    init() {
        self = Self.standard
    }

    /// The table every file starts from, built once per process: each file's parse takes a copy
    /// (its dictionaries are shared until the file declares a group or an operator of its own)
    /// instead of hashing the twelve standard groups into two new dictionaries.
    private static let standard = OperatorTable(standardGroups: ())

    private init(standardGroups: Void) {
        groups = [:]
        for (name, rank, associativity) in Self.standardRanks {
            groups[name] = Group(associativity: associativity, isAssignment: name == "AssignmentPrecedence", higherThan: [], lowerThan: [])
            ranks[name] = rank
        }
        infixOperators = Self.standardOperators
    }

    mutating func declareGroup(_ name: String, _ group: Group) {
        if ranks[name] != nil, Self.standardRanks.contains(where: { $0.0 == name }) { return }
        groups[name] = group
        ranks[name] = nil
    }

    mutating func declareInfix(_ name: String, group: String?) {
        infixOperators[name] = group ?? "DefaultPrecedence"
    }

    /// Gives every declared group a rank between the groups it is higher and lower than.
    mutating func resolveRanks() {
        var resolving: Set<String> = []
        func rank(_ name: String) -> Double {
            if let known = ranks[name] { return known }
            guard let group = groups[name], !resolving.contains(name) else { return 3 }
            resolving.insert(name)
            let above = group.higherThan.map(rank).max()
            let below = group.lowerThan.map(rank).min()
            let value: Double
            switch (above, below) {
            case let (low?, high?): value = (low + high) / 2
            case let (low?, nil): value = low + 0.5
            case let (nil, high?): value = high - 0.5
            case (nil, nil): value = 3
            }
            resolving.remove(name)
            ranks[name] = value
            return value
        }
        for name in groups.keys { _ = rank(name) }
    }

    /// The rank and associativity of infix operator `name` (unknown operators: `DefaultPrecedence`).
    func precedence(of name: String) -> (rank: Double, associativity: PrecedenceGroupDecl.Associativity) {
        let groupName = infixOperators[name] ?? "DefaultPrecedence"
        let group = groups[groupName] ?? groups["DefaultPrecedence"]!
        return (ranks[groupName] ?? 3, group.associativity)
    }

    static let castingRank: Double = 8
    static let ternaryRank: Double = 2
    static let assignmentRank: Double = 1
}
