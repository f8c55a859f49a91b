#if canImport(FoundationNetworking)
    import Foundation

    /// The proxy a URL goes through, read from the environment by libcurl's own rules — and
    /// then handed to libcurl as `CURLOPT_PROXY` (an empty one when none applies), so the
    /// environment the transport was given is the one obeyed, and a failure can say it was
    /// the proxy's.
    ///
    /// libcurl reads, for a `http://` URL, `http_proxy` (lower case only: `HTTP_PROXY` is
    /// ignored, since a CGI server sets it from a client's `Proxy:` header); for `https://`,
    /// `https_proxy` or `HTTPS_PROXY`; then `all_proxy` or `ALL_PROXY`. `no_proxy` or
    /// `NO_PROXY` lists hosts (and domains, `.example.org` or `example.org` matching its
    /// subdomains) that go direct; `*` means every host.
    struct ProxyEnvironment: Sendable {
        /// A proxy in use, named by the variable that set it (its value may hold a password).
        struct Proxy: Sendable, Equatable, CustomStringConvertible {
            /// The variable that named it: "https_proxy".
            let variable: String
            let host: String
            /// The variable's value, as libcurl takes it (`http://user:pass@proxy:3128`).
            let value: String

            var description: String { "\(host) (from \(variable))" }
        }

        let environment: [String: String]

        init(_ environment: [String: String]) {
            self.environment = environment
        }

        /// The proxy a request to `url` goes through, or nil when it goes direct.
        func proxy(for url: URL) -> Proxy? {
            guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            let names = scheme == "https" ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy"]
            guard
                let (variable, value) = (names + ["all_proxy", "ALL_PROXY"]).lazy
                    .compactMap({ name in self.environment[name].flatMap { $0.isEmpty ? nil : (name, $0) } }).first
            else { return nil }
            if bypasses(host) { return nil }
            let proxyHost = URL(string: value.contains("://") ? value : "http://\(value)")?.host ?? "the proxy"
            return Proxy(variable: variable, host: proxyHost, value: value)
        }

        private func bypasses(_ host: String) -> Bool {
            guard let list = environment["no_proxy"] ?? environment["NO_PROXY"] else { return false }
            for entry in list.split(separator: ",") {
                var name = entry.trimmingCharacters(in: .whitespaces).lowercased()
                if name == "*" { return true }
                if name.hasPrefix(".") { name.removeFirst() }
                if name.isEmpty { continue }
                if host == name || host.hasSuffix("." + name) { return true }
            }
            return false
        }
    }
#endif
