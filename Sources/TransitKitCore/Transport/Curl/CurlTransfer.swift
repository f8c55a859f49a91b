#if canImport(FoundationNetworking)
    import Foundation

    /// One HTTP request on one easy handle: the options it is sent with, and the status line,
    /// headers and body as libcurl's callbacks deliver them. Lives on its exchange's thread
    /// only; libcurl calls back on that thread, inside `curl_multi_perform`.
    final class CurlTransfer {
        /// What one hop sends: the request, or a redirect's next request.
        struct Hop {
            var url: URL
            var method: HTTPRequest.Method
            var headers: HTTPHeaders
            var body: Data?
        }

        /// Why the body was refused; the write callback returned 0, which aborts the transfer.
        struct Refusal {
            /// The `Content-Length` that was over the limit, or nil when the bytes were.
            var announced: Int64?
        }

        let hop: Hop
        let limit: Int
        let clock: ContinuousClock
        private(set) var status: Int?
        private(set) var headers = HTTPHeaders()
        private(set) var body = Data()
        private(set) var refusal: Refusal?
        /// The last time a byte arrived (or the transfer began): the idle timeout runs from here.
        private(set) var lastActivity: ContinuousClock.Instant
        /// The header list handed to libcurl, freed with the transfer.
        private var headerList: OpaquePointer?
        private var library: CurlLibrary?

        init(hop: Hop, limit: Int, clock: ContinuousClock) {
            self.hop = hop
            self.limit = limit
            self.clock = clock
            self.lastActivity = clock.now
        }

        deinit {
            if let headerList { library?.slistFreeAll(headerList) }
        }

        /// Sets the options on `easy`; returns what went wrong, if anything.
        func configure(_ easy: CurlLibrary.Handle, library: CurlLibrary) -> String? {
            self.library = library
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

        /// A body chunk; false refuses it (and the transfer) past the limit.
        fileprivate func received(_ bytes: UnsafeRawBufferPointer) -> Bool {
            lastActivity = clock.now
            guard body.count + bytes.count <= limit else {
                refusal = Refusal(announced: nil)
                body = Data()
                return false
            }
            body.append(contentsOf: bytes)
            return true
        }

        /// One header line, status line and the blank line that ends the head included.
        fileprivate func receivedHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
            lastActivity = clock.now
            let line = Self.text(bytes).trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasPrefix("HTTP/") {
                // A new head: the first, or the final one after a 1xx interim answer.
                let parts = line.split(separator: " ", maxSplits: 2)
                status = parts.count >= 2 ? Int(parts[1]) : nil
                headers = HTTPHeaders()
                return status != nil
            }
            if line.isEmpty {
                if let status, status >= 200, let length = headers["Content-Length"].flatMap({ Int64($0) }), length > Int64(limit) {
                    refusal = Refusal(announced: length)
                    return false
                }
                return true
            }
            guard let colon = line.firstIndex(of: ":") else { return true }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return true }
            // A repeated field is one field with its values joined (RFC 9110 §5.3).
            if let earlier = headers[name] { headers[name] = earlier + ", " + value } else { headers[name] = value }
            return true
        }

        /// UTF-8, or Latin-1 when it is not: every byte is a Latin-1 character, so a server's
        /// non-UTF-8 header (a Latin-1 filename) is read, never a failure.
        static func text(_ bytes: UnsafeRawBufferPointer) -> String {
            if let text = String(validating: bytes, as: UTF8.self) { return text }
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
            return String(scalars)
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
