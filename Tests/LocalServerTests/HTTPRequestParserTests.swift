import Testing
@testable import LocalServer

struct HTTPRequestParserTests {
    private func parse(_ text: String, limits: ServerLimits = ServerLimits()) -> Result<HTTPRequest, HTTPRequestParser.Refusal> {
        HTTPRequestParser.parse(Array(text.utf8)[...], limits: limits)
    }

    @Test func readsMethodPathQueryAndHeaders() throws {
        let request = try parse("GET /site/a%20b/index.html?device=iphone-se&x=a+b HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Thing:  v \r\n\r\n").get()
        #expect(request.method == "GET")
        #expect(request.path == "/site/a b/index.html")
        #expect(request.query == ["device": "iphone-se", "x": "a b"])
        #expect(request.header("host") == "127.0.0.1")
        #expect(request.header("X-THING") == "v")
    }

    @Test func headEndIsFoundAfterTheBlankLineEvenWhenItArrivesInPieces() {
        let bytes = Array("GET / HTTP/1.1\r\nHost: a\r\n\r\nrest".utf8)
        // "GET / HTTP/1.1\r\n" is 16 bytes, "Host: a\r\n" 9, the blank line 2: the head is 27 bytes.
        #expect(HTTPRequestParser.headEnd(in: bytes) == 27)
        #expect(HTTPRequestParser.headEnd(in: bytes, searchingFrom: 25) == 27)
        #expect(HTTPRequestParser.headEnd(in: Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)) == nil)
    }

    @Test(arguments: [
        ("GET / HTTP/2.0\r\n\r\n", HTTPStatus.httpVersionNotSupported),
        ("GET http://example.com/ HTTP/1.1\r\n\r\n", .badRequest),
        ("GET /%zz HTTP/1.1\r\n\r\n", .badRequest),
        ("GET /a%00b HTTP/1.1\r\n\r\n", .badRequest),
        ("GET /%ff HTTP/1.1\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\n folded\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nno colon\r\n\r\n", .badRequest),
        ("get / HTTP/1.1\r\n\r\n", .badRequest),
        ("GET  / HTTP/1.1\r\n\r\n", .badRequest),
    ])
    func malformedHeadsAreRefusedWithTheirStatus(head: String, status: HTTPStatus) {
        #expect(throws: HTTPRequestParser.Refusal.self) { try parse(head).get() }
        if case .failure(let refusal) = parse(head) { #expect(refusal.status == status) }
    }

    @Test func tooManyHeaderFieldsIsA431() {
        var limits = ServerLimits()
        limits.maxHeaderFields = 3
        let head = "GET / HTTP/1.1\r\n" + (1...4).map { "X-\($0): v\r\n" }.joined() + "\r\n"
        guard case .failure(let refusal) = parse(head, limits: limits) else {
            Issue.record("four fields with a limit of three were accepted")
            return
        }
        #expect(refusal.status == .requestHeaderFieldsTooLarge)
    }
}
