import NIOCore

/// Where a connection comes from, for the per-address limits: the peer's IP address, or, when the peer is a
/// trusted reverse proxy, the client's address as that proxy forwarded it.
enum ClientAddress {
    /// The address `peer` speaks for. `forwardedFor` and `forwarded` are the values of the request's
    /// X-Forwarded-For and Forwarded headers, in order; they are read only when `peer` is one of `trustedProxies`
    /// (addresses as `normalized` writes them), since anyone else can write anything there.
    ///
    /// NB: the right-most entry that is not a trusted proxy is the client: each proxy appends the address it was
    /// reached from, so everything to the left of what the first trusted proxy appended is the client's own
    /// words. X-Forwarded-For is read first, Forwarded only when there is none (decision 62).
    static func resolve(
        peer: SocketAddress?, forwardedFor: [String], forwarded: [String], trustedProxies: Set<String>
    ) -> String {
        let direct = peer?.ipAddress.map(normalized) ?? "unknown"
        guard trustedProxies.contains(direct) else { return direct }
        var chain = forwardedFor.flatMap { $0.split(separator: ",") }.map { normalized(String($0)) }
        if chain.isEmpty { chain = forwarded.flatMap(forwardedNodes) }
        chain.removeAll { $0.isEmpty }
        return chain.last { !trustedProxies.contains($0) } ?? chain.first ?? direct
    }

    /// `text` as an address key: spaces, quotes, brackets and a port taken off, an IP address in its canonical
    /// spelling (so `::1` and `0:0::1` are one address); anything else lowercased as it is.
    static func normalized(_ text: String) -> String {
        var host = Substring(text.trimming(" \t\""))
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            host = host[host.index(after: host.startIndex)..<close]
        } else if host.filter({ $0 == ":" }).count == 1, let colon = host.firstIndex(of: ":") {
            host = host[..<colon]
        }
        guard let address = try? SocketAddress(ipAddress: String(host), port: 0), let ip = address.ipAddress else {
            return host.lowercased()
        }
        return ip
    }

    /// The `for=` nodes of one Forwarded header value (RFC 7239), in order.
    private static func forwardedNodes(in value: String) -> [String] {
        value.split(separator: ",").compactMap { element in
            for pair in element.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimming(" \t").lowercased() == "for" else { continue }
                return normalized(String(parts[1]))
            }
            return nil
        }
    }
}

extension StringProtocol {
    fileprivate func trimming(_ set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
