#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket bound to an IPv4 address and listening; port 0 lets the kernel choose a free one.
struct ListeningSocket {
    let fd: Int32
    /// The port actually bound (the chosen one when 0 was asked for).
    let port: Int

    enum Problem: Error, CustomStringConvertible {
        case badAddress(String)
        case system(String, Int32)

        var description: String {
            switch self {
            case .badAddress(let host): return "'\(host)' is not an IPv4 address (use 127.0.0.1, or 0.0.0.0 for every interface)"
            case .system(let call, let code): return "\(call) failed: \(String(cString: strerror(code)))"
            }
        }
    }

    init(host: String, port: Int) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
        let host = host == "localhost" ? "127.0.0.1" : host
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw Problem.badAddress(host) }
        #if os(Linux)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Problem.system("socket", errno) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw Problem.system("bind to \(host):\(port)", code)
        }
        // The kernel caps the backlog at net.core.somaxconn.
        guard listen(fd, 4096) == 0 else {
            let code = errno
            close(fd)
            throw Problem.system("listen", code)
        }
        SocketCalls.setNonBlocking(fd, true)
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.fd = fd
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }
}
