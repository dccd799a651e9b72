/// The HTTP status codes the local server answers with (RFC 9110 §15; 431 from RFC 6585 §5).
public enum HTTPStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    /// The client did not finish its request head in time (a slow or stalled client).
    case requestTimeout = 408
    case uriTooLong = 414
    /// The request head is larger than the server accepts (RFC 6585 §5).
    case requestHeaderFieldsTooLarge = 431
    case internalServerError = 500
    case notImplemented = 501
    /// Every connection slot is taken; the client may try again.
    case serviceUnavailable = 503
    case httpVersionNotSupported = 505

    /// The reason phrase of the status line (RFC 9110 §15's titles).
    public var reason: String {
        switch self {
        case .ok: return "OK"
        case .badRequest: return "Bad Request"
        case .forbidden: return "Forbidden"
        case .notFound: return "Not Found"
        case .methodNotAllowed: return "Method Not Allowed"
        case .requestTimeout: return "Request Timeout"
        case .uriTooLong: return "URI Too Long"
        case .requestHeaderFieldsTooLarge: return "Request Header Fields Too Large"
        case .internalServerError: return "Internal Server Error"
        case .notImplemented: return "Not Implemented"
        case .serviceUnavailable: return "Service Unavailable"
        case .httpVersionNotSupported: return "HTTP Version Not Supported"
        }
    }
}
