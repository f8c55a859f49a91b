#if canImport(FoundationNetworking)
    import Foundation

    /// One HTTP request on one easy handle: the options it is sent with, and the status line,
    /// headers and body as libcurl's callbacks deliver them.
    ///
    /// Lives on its transport's loop thread only: libcurl calls back there, inside
    /// `curl_multi_perform`. The callbacks only append, and check this exchange's own timers
    /// and limits on every call, so no amount of bytes — a flood of header lines, a body
    /// pouring in on loopback — carries a call past its deadline inside one perform.
    final class CurlTransfer {
        /// What one hop sends: the request, or a redirect's next request.
        struct Hop {
            var url: URL
            var method: HTTPRequest.Method
            var headers: HTTPHeaders
            var body: Data?
        }

        let hop: Hop
        let easy: CurlLibrary.Handle
        private let library: CurlLibrary
        private let limit: Int
        private let clock = ContinuousClock()
        private(set) var timers: ExchangeTimers
        private(set) var head = ResponseHead()
        private(set) var body = Data()
        /// Why a callback refused the transfer (it returned 0, which aborts it).
        private(set) var failure: TransportFailure?
        /// The header list handed to libcurl, freed with the transfer.
        private var headerList: OpaquePointer?
        /// `CURLOPT_ERRORBUFFER`: libcurl's detailed words for a failure (read only to tell a
        /// refused resolver thread from a name that does not exist; never shown, it may hold a host).
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 256)

        init?(hop: Hop, library: CurlLibrary, limit: Int, timers: ExchangeTimers) {
            guard let easy = library.easyInit() else { return nil }
            self.easy = easy
            self.hop = hop
            self.library = library
            self.limit = limit
            self.timers = timers
            errorBuffer.initialize(repeating: 0, count: 256)
        }

        deinit {
            library.easyCleanup(easy)
            if let headerList { library.slistFreeAll(headerList) }
            errorBuffer.deallocate()
        }

        var status: Int? { head.status }

        /// libcurl's detailed message for the last failure.
        var errorText: String { String(cString: errorBuffer) }

        /// Sets the options; returns what went wrong, if anything.
        func configure(caFile: String?, proxy: ProxyEnvironment.Proxy?) -> String? {
            let context = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
            var failed: [Int32] = []
            func check(_ result: Int32, _ option: Int32) { if result != 0 { failed.append(option) } }

            check(hop.url.absoluteString.withCString { library.setPointer(easy, CurlOption.url, $0) }, CurlOption.url)
            check(library.setLong(easy, CurlOption.noSignal, 1), CurlOption.noSignal)
            // Redirects are decided by RedirectPolicy, one hop per transfer.
            check(library.setLong(easy, CurlOption.followLocation, 0), CurlOption.followLocation)
            // "" asks for every encoding libcurl can decode and decodes it, so the size limit
            // counts bytes after decompression (a gzip bomb is cut off at the limit).
            check("".withCString { library.setPointer(easy, CurlOption.acceptEncoding, $0) }, CurlOption.acceptEncoding)
            if "http,https".withCString({ library.setPointer(easy, CurlOption.protocolsText, $0) }) != 0 {
                // Before libcurl 7.85: the bit mask CURLPROTO_HTTP | CURLPROTO_HTTPS.
                check(library.setLong(easy, CurlOption.protocols, 3), CurlOption.protocols)
            }
            check(library.setPointer(easy, CurlOption.errorBuffer, UnsafeRawPointer(errorBuffer)), CurlOption.errorBuffer)
            // HTTP/2 where ALPN offers it (its streams share one connection), and wait for a
            // connection that can multiplex rather than open another.
            _ = library.setLong(easy, CurlOption.httpVersion, CurlInfo.http2OverTLS)
            _ = library.setLong(easy, CurlOption.pipeWait, 1)
            // A transfer that ends mid-resolve leaves the resolver thread to finish alone
            // instead of joining it on the loop (libcurl 7.87+; older ones ignore it).
            _ = library.setLong(easy, CurlOption.quickExit, 1)
            // Always set: "" tells libcurl to go direct rather than read the process environment.
            check((proxy?.value ?? "").withCString { library.setPointer(easy, CurlOption.proxy, $0) }, CurlOption.proxy)
            if let caFile {
                check(caFile.withCString { library.setPointer(easy, CurlOption.caInfo, $0) }, CurlOption.caInfo)
            }
            check(library.setCallback(easy, CurlOption.writeFunction, curlWrite), CurlOption.writeFunction)
            check(library.setPointer(easy, CurlOption.writeData, context), CurlOption.writeData)
            check(library.setCallback(easy, CurlOption.headerFunction, curlHeader), CurlOption.headerFunction)
            check(library.setPointer(easy, CurlOption.headerData, context), CurlOption.headerData)

            switch hop.method {
            case .get: check(library.setLong(easy, CurlOption.httpGet, 1), CurlOption.httpGet)
            case .head: check(library.setLong(easy, CurlOption.noBody, 1), CurlOption.noBody)
            case .post, .put, .delete:
                if hop.method != .post {
                    check(
                        hop.method.rawValue.withCString { library.setPointer(easy, CurlOption.customRequest, $0) },
                        CurlOption.customRequest)
                }
                if hop.method == .post || hop.body != nil {
                    let body = hop.body ?? Data()
                    check(library.setLong(easy, CurlOption.post, 1), CurlOption.post)
                    check(library.setOffset(easy, CurlOption.postFieldSize, Int64(body.count)), CurlOption.postFieldSize)
                    // COPYPOSTFIELDS copies the bytes, so they need not outlive this call.
                    check(
                        body.withUnsafeBytes { bytes in
                            // An empty body still needs a valid pointer.
                            bytes.isEmpty
                                ? "".withCString { library.setPointer(easy, CurlOption.copyPostFields, $0) }
                                : library.setPointer(easy, CurlOption.copyPostFields, bytes.baseAddress)
                        }, CurlOption.copyPostFields)
                }
            }

            for field in hop.headers {
                // A value with a line break would start another header (or a second request).
                if field.name.contains(where: \.isNewline) || field.value.contains(where: \.isNewline) {
                    return "the header \(field.name.debugDescription) has a line break in its name or value"
                }
                // "Name;" is how libcurl is told to send a header with an empty value.
                let line = field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)"
                guard let list = line.withCString({ library.slistAppend(headerList, $0) }) else {
                    return "libcurl could not hold the request's headers"
                }
                headerList = list
            }
            if let headerList {
                check(library.setPointer(easy, CurlOption.httpHeader, UnsafeRawPointer(headerList)), CurlOption.httpHeader)
            }
            return failed.isEmpty ? nil : "libcurl refused options \(failed.map(String.init).joined(separator: ", "))"
        }

        /// Ends the transfer from a callback: returning 0 makes libcurl abort it and close the
        /// connection before it reads another byte.
        private func refuse(_ reason: TransportFailure) -> Bool {
            failure = reason
            body = Data()
            return false
        }

        /// A timer that ran out while bytes kept coming.
        private func checkTimers() -> Bool {
            let now = clock.now
            if let expired = timers.expired(at: now) { return refuse(expired) }
            timers.touch(at: now)
            return true
        }

        /// A body chunk; false refuses it (and the transfer).
        fileprivate func received(_ bytes: UnsafeRawBufferPointer) -> Bool {
            guard checkTimers() else { return false }
            guard body.count + bytes.count <= limit else { return refuse(.tooLarge(limit: limit, announced: nil)) }
            body.append(contentsOf: bytes)
            return true
        }

        /// One header line, status line and the blank line that ends the head included.
        fileprivate func receivedHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
            guard checkTimers() else { return false }
            switch head.read(bytes) {
            case .read: return true
            case .badStatus: return refuse(.notHTTP("no valid status line"))
            case .overCap(let what): return refuse(.headTooLarge(what))
            case .end:
                if let status = head.status, status >= 200, let length = head.value("Content-Length").flatMap({ Int64($0) }),
                    length > Int64(limit)
                {
                    return refuse(.tooLarge(limit: limit, announced: length))
                }
                return true
            }
        }
    }

    /// `CURLOPT_WRITEFUNCTION`: returning fewer bytes than given aborts the transfer.
    private let curlWrite: CurlLibrary.WriteCallback = { data, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        return transfer.received(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
    }

    /// `CURLOPT_HEADERFUNCTION`: the same contract, one header line at a time.
    private let curlHeader: CurlLibrary.WriteCallback = { data, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        return transfer.receivedHeader(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
    }
#endif
