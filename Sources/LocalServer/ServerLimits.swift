/// The bounds that keep the server responsive whatever clients do.
public struct ServerLimits: Sendable {
    /// The largest request head (request line and header fields) read; more is answered 431.
    /// 16 KiB is above what browsers send to a local server and below common server defaults
    /// (nginx's `large_client_header_buffers` 4 × 8 KiB).
    public var maxHeadBytes = 16 * 1024
    /// The longest request line; more is answered 414.
    public var maxRequestLineBytes = 8 * 1024
    /// The most header fields in a request; more is answered 431.
    public var maxHeaderFields = 100
    /// How long a client has to send its whole request head from connecting; then 408 and the
    /// connection is closed (a client trickling bytes — "slowloris" — holds only a buffer and a
    /// socket meanwhile, never a thread).
    public var headDeadline: Double = 10
    /// How long writing one response may take before the connection is dropped.
    public var writeDeadline: Double = 10
    /// Open connections at most (being read, served, or listening for events); more are answered
    /// 503 and closed at once.
    public var maxConnections = 1_024
    /// Event-stream listeners at most (each is a page open in a browser); more get 503.
    public var maxEventStreams = 256
    /// Threads that answer requests whose heads are complete.
    public var workerThreads = 8
    /// How often an idle event stream gets a comment line, so closed ones are found and dropped.
    public var eventKeepAlive: Double = 15

    public init() {}
}
