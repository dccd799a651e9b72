import Diagnostics

extension Parser {
    /// `func name(_ a: T, b c: U = 1) -> R { … }`. Generic, `async`, `throws` and `where` parts are
    /// read over. A signature it cannot read is skipped with a warning, like other declarations.
    mutating func parseFunction(isStatic: Bool) -> FunctionDecl? {
        let keyword = advance()
        guard current.kind == .identifier else {
            error(.expected("a function name", context: "after 'func'"), at: range(of: current))
            skipDeclaration()
            return nil
        }
        let nameToken = advance()
        if current.isOperator("<") || current.text.hasPrefix("<") {
            var depth = 0
            repeat {
                depth += current.text.filter { $0 == "<" }.count - current.text.filter { $0 == ">" }.count
                advance()
            } while depth > 0 && !atEnd
        }
        guard current.isPunctuation("(") else {
            error(.unsupportedDeclaration("function '\(nameToken.text)' (its signature)"), at: range(of: keyword))
            skipDeclaration()
            return nil
        }
        let open = advance()
        var parameters: [FunctionDecl.Parameter] = []
        while !atEnd, !current.isPunctuation(")") {
            _ = parseAttributes()
            guard current.kind == .identifier else { break }
            let first = advance().text
            var label: String? = first == "_" ? nil : first
            var name = first
            if current.kind == .identifier {
                name = advance().text
            } else {
                label = first
            }
            var typeText: String?
            if consume(":") { typeText = parseTypeText() }
            var defaultValue: Expr?
            if consume("=") { defaultValue = parseExpression() }
            parameters.append(FunctionDecl.Parameter(label: label, name: name, typeText: typeText, defaultValue: defaultValue))
            if !consume(",") { break }
        }
        expectClosing(")", opener: open, context: "in parameter list")
        while current.kind == .identifier, ["async", "throws", "rethrows"].contains(current.text) { advance() }
        var returnTypeText: String?
        if consume("->") { returnTypeText = parseTypeText() }
        if current.isKeyword("where") {
            while !atEnd, !current.isPunctuation("{") { advance() }
        }
        guard current.isPunctuation("{") else {
            error(.expected("'{'", context: "to begin the body of '\(nameToken.text)'"), at: range(of: current))
            skipDeclaration()
            return nil
        }
        let bodyOpen = advance()
        let body = parseStatements()
        expectClosing("}", opener: bodyOpen, context: "at end of function '\(nameToken.text)'")
        return FunctionDecl(name: nameToken.text, nameRange: range(of: nameToken), parameters: parameters,
                            returnTypeText: returnTypeText, body: body, isStatic: isStatic)
    }
}
