#if canImport(FoundationNetworking)
    /// Exchanges waiting for a connection slot, first come first served within each host, the
    /// hosts taken in turn. Lives on the loop thread.
    ///
    /// Waiting here rather than in libcurl's own pending list keeps the idle timer honest (it
    /// starts when the request does) and keeps easy handles, and so sockets and resolver
    /// threads, to the number of slots.
    struct CurlHostQueue {
        private struct Line {
            var items: [CurlExchange] = []
            var head = 0
            var isEmpty: Bool { head == items.count }

            mutating func popFirst() -> CurlExchange? {
                guard head < items.count else { return nil }
                let first = items[head]
                head += 1
                if head > 64, head * 2 > items.count {
                    items.removeFirst(head)
                    head = 0
                }
                return first
            }
        }

        private var lines: [String: Line] = [:]
        /// Hosts with someone waiting, in the order they will be served.
        private var turns: [String] = []
        /// How many wait (cancelled ones included until they are dropped).
        private(set) var count = 0

        var isEmpty: Bool { count == 0 }

        mutating func append(_ exchange: CurlExchange, host: String) {
            if lines[host, default: Line()].isEmpty, !turns.contains(host) { turns.append(host) }
            lines[host, default: Line()].items.append(exchange)
            count += 1
        }

        /// The next exchange whose host `hasRoom`, taking hosts in turn; nil when none can start.
        mutating func next(where hasRoom: (String) -> Bool) -> CurlExchange? {
            for (index, host) in turns.enumerated() where hasRoom(host) {
                guard let exchange = lines[host]?.popFirst() else { continue }
                count -= 1
                turns.remove(at: index)
                if lines[host]?.isEmpty == false { turns.append(host) } else { lines[host] = nil }
                return exchange
            }
            return nil
        }

        /// The smallest `key` among the waiting exchanges.
        func earliest(_ key: (CurlExchange) -> ContinuousClock.Instant) -> ContinuousClock.Instant? {
            var earliest: ContinuousClock.Instant?
            for line in lines.values {
                for exchange in line.items[line.head...] { earliest = min(earliest ?? key(exchange), key(exchange)) }
            }
            return earliest
        }

        /// Removes and returns every waiting exchange `shouldLeave` picks (those that ended or
        /// ran out of time).
        mutating func removeAll(where shouldLeave: (CurlExchange) -> Bool) -> [CurlExchange] {
            var left: [CurlExchange] = []
            for host in turns {
                guard var line = lines[host] else { continue }
                var kept: [CurlExchange] = []
                for exchange in line.items[line.head...] {
                    if shouldLeave(exchange) { left.append(exchange) } else { kept.append(exchange) }
                }
                line.items = kept
                line.head = 0
                lines[host] = line.isEmpty ? nil : line
            }
            turns.removeAll { lines[$0] == nil }
            count -= left.count
            return left
        }
    }
#endif
