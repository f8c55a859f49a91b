#if canImport(FoundationNetworking)
    import Foundation
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    extension TransportFailure {
        /// What a failed transfer's `CURLcode` means, in the transports' shared words.
        ///
        /// A few codes say less than what happened, so the transfer's state and the system's
        /// `errno` decide: a socket the machine refused is not "could not connect", a status line
        /// that is not HTTP is not "the URL's scheme", a `Location` libcurl cannot parse on a 3xx
        /// is a redirect not followed (Foundation's parser accepted some that libcurl refuses),
        /// and a connection refused while the environment names a proxy is the proxy's.
        init(curl code: Int32, transfer: CurlTransfer, library: CurlLibrary, proxy: ProxyEnvironment.Proxy?) {
            let errno = library.info(transfer.easy, CurlInfo.osErrno) ?? 0
            switch code {
            case CurlCode.couldNotResolveProxy:
                self = .proxyUnreachable(proxy?.description ?? "named in the environment")
            case CurlCode.couldNotResolveHost:
                // asyn-thread's words when pthread_create refused the resolver its thread.
                self =
                    transfer.errorText.contains("thread")
                    ? .machineRefused("a thread to resolve the host (the process is at its thread limit)")
                    : .cannotResolveHost
            case CurlCode.couldNotConnect:
                if let refused = Self.refusedResource(errno) {
                    self = .machineRefused(refused)
                } else if let proxy {
                    self = .proxyUnreachable(proxy.description)
                } else {
                    self = .cannotConnect
                }
            case CurlCode.proxy:
                self = .proxyRefused(transfer.status.map { "HTTP \($0)" } ?? "no tunnel")
            case CurlCode.partialFile: self = .partial(bytes: transfer.body.count)
            case CurlCode.gotNothing: self = .closedWithoutAnswer
            case CurlCode.sendError, CurlCode.receiveError: self = .connectionLost(library.message(code))
            case CurlCode.timedOut: self = .timedOut
            case CurlCode.sslConnectError: self = .tlsFailed
            case CurlCode.peerFailedVerification: self = .untrustedCertificate
            case CurlCode.badContentEncoding: self = .badContentEncoding
            case CurlCode.weirdServerReply, CurlCode.http2, CurlCode.http2Stream:
                self = .notHTTP(library.message(code))
            case CurlCode.writeError:
                // Not a refusal of ours (that is `transfer.failure`): the head ended without a status.
                self = .notHTTP("no valid status line")
            case CurlCode.unsupportedProtocol:
                // The scheme was checked before sending; after it, libcurl says this for an
                // HTTP/0.9 answer or a garbage status line.
                self = .notHTTP("no HTTP status line (an HTTP/0.9 or garbage answer)")
            case CurlCode.outOfMemory:
                // libcurl refuses one header line over 100 KiB this way, before our head cap sees it.
                self =
                    transfer.status != nil
                    ? .headTooLarge("a header line longer than libcurl accepts (100 KiB)")
                    : .other("libcurl ran out of memory", .unknown)
            case CurlCode.urlMalformat:
                if let status = transfer.status, RedirectPolicy.isRedirect(status) {
                    self = .redirectRefused(status: status, reason: "its Location is not a URL libcurl accepts")
                } else {
                    self = .other("libcurl could not read the URL", .badURL)
                }
            default:
                if let refused = Self.refusedResource(errno) {
                    self = .machineRefused(refused)
                } else {
                    self = .other("the transfer failed (\(library.message(code)))", .unknown)
                }
            }
        }

        /// What ran out, when `errno` says the machine refused a resource.
        static func refusedResource(_ errno: Int) -> String? {
            switch Int32(errno) {
            case EMFILE: "a new connection: the process has too many open files (EMFILE; see `ulimit -n`)"
            case ENFILE: "a new connection: the system has too many open files (ENFILE)"
            case ENOBUFS, ENOMEM: "a new connection: out of buffer memory (ENOBUFS)"
            case EAGAIN: "a new connection: the process is out of a resource (EAGAIN)"
            default: nil
            }
        }
    }
#endif
