#if canImport(FoundationNetworking)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// The few libcurl functions ``CurlTransport`` calls, looked up at run time in the libcurl
    /// that FoundationNetworking itself links (`libcurl.so.4`), so the package needs neither the
    /// curl development headers nor a system-library target: a fresh machine with only Swift's
    /// own Linux dependencies builds and runs it. Where it cannot be loaded (the fully static
    /// Linux SDK cannot `dlopen`), ``CurlTransport`` sends through `URLSession` instead.
    ///
    /// `curl_easy_setopt` is variadic. It is called through one non-variadic prototype per
    /// argument kind (a C `long`, a pointer, a function pointer, a 64-bit `curl_off_t`), which is
    /// how the System V x86-64 and the AAPCS64 Linux calling conventions pass a single variadic
    /// argument of those kinds: in the third integer register. Only Linux takes this path.
    struct CurlLibrary: @unchecked Sendable {
        typealias Handle = OpaquePointer
        typealias WriteCallback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int

        let easyInit: @convention(c) () -> Handle?
        let easyCleanup: @convention(c) (Handle?) -> Void
        let setLong: @convention(c) (Handle?, Int32, Int) -> Int32
        let setPointer: @convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32
        let setCallback: @convention(c) (Handle?, Int32, WriteCallback?) -> Int32
        let setOffset: @convention(c) (Handle?, Int32, Int64) -> Int32
        let strerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
        let multiInit: @convention(c) () -> Handle?
        let multiCleanup: @convention(c) (Handle?) -> Int32
        let multiAdd: @convention(c) (Handle?, Handle?) -> Int32
        let multiRemove: @convention(c) (Handle?, Handle?) -> Int32
        let multiPerform: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> Int32
        let multiPoll: @convention(c) (Handle?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<Int32>?) -> Int32
        let multiWakeup: @convention(c) (Handle?) -> Int32
        let multiInfoRead: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
        let slistAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
        let slistFreeAll: @convention(c) (OpaquePointer?) -> Void
        let multiSetLong: @convention(c) (Handle?, Int32, Int) -> Int32
        let getLong: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>?) -> Int32
        let version: @convention(c) () -> UnsafePointer<CChar>?

        /// The library, or why it could not be had (every call then fails with that reason).
        static let shared: Result<CurlLibrary, CurlUnavailable> = load()

        private static func load() -> Result<CurlLibrary, CurlUnavailable> {
            guard let library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL)
            else { return .failure(CurlUnavailable(reason: "libcurl.so.4 could not be loaded")) }
            var missing: [String] = []
            func symbol<F>(_ name: String, as type: F.Type) -> F? {
                guard let pointer = dlsym(library, name) else {
                    missing.append(name)
                    return nil
                }
                return unsafeBitCast(pointer, to: type)
            }
            let initialise = symbol("curl_global_init", as: (@convention(c) (Int) -> Int32).self)
            let loaded = (
                symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
                symbol("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
                symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, Int) -> Int32).self),
                symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32).self),
                symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, WriteCallback?) -> Int32).self),
                symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, Int64) -> Int32).self),
                symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self),
                symbol("curl_multi_init", as: (@convention(c) () -> Handle?).self),
                symbol("curl_multi_cleanup", as: (@convention(c) (Handle?) -> Int32).self),
                symbol("curl_multi_add_handle", as: (@convention(c) (Handle?, Handle?) -> Int32).self),
                symbol("curl_multi_remove_handle", as: (@convention(c) (Handle?, Handle?) -> Int32).self)
            )
            let multi = (
                symbol("curl_multi_perform", as: (@convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> Int32).self),
                symbol(
                    "curl_multi_poll",
                    as: (@convention(c) (Handle?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<Int32>?) -> Int32).self),
                symbol("curl_multi_wakeup", as: (@convention(c) (Handle?) -> Int32).self),
                symbol(
                    "curl_multi_info_read", as: (@convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?).self),
                symbol("curl_slist_append", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?).self),
                symbol("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self)
            )
            let more = (
                symbol("curl_multi_setopt", as: (@convention(c) (Handle?, Int32, Int) -> Int32).self),
                symbol("curl_easy_getinfo", as: (@convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>?) -> Int32).self),
                symbol("curl_version", as: (@convention(c) () -> UnsafePointer<CChar>?).self)
            )
            guard let initialise, let easyInit = loaded.0, let easyCleanup = loaded.1, let setLong = loaded.2,
                let setPointer = loaded.3, let setCallback = loaded.4, let setOffset = loaded.5,
                let strerror = loaded.6, let multiInit = loaded.7, let multiCleanup = loaded.8,
                let multiAdd = loaded.9, let multiRemove = loaded.10, let multiPerform = multi.0,
                let multiPoll = multi.1, let multiWakeup = multi.2, let multiInfoRead = multi.3,
                let slistAppend = multi.4, let slistFreeAll = multi.5, let multiSetLong = more.0,
                let getLong = more.1, let version = more.2
            else {
                // curl_multi_poll and curl_multi_wakeup arrived in libcurl 7.66 and 7.68 (2019).
                return .failure(CurlUnavailable(reason: "libcurl lacks \(missing.joined(separator: ", ")) (7.68 or later is needed)"))
            }
            // CURL_GLOBAL_ALL. FoundationNetworking has called it already when it is loaded;
            // libcurl counts the calls, and from 7.84 the function is thread-safe.
            guard initialise(3) == 0 else { return .failure(CurlUnavailable(reason: "curl_global_init failed")) }
            return .success(
                CurlLibrary(
                    easyInit: easyInit, easyCleanup: easyCleanup, setLong: setLong, setPointer: setPointer,
                    setCallback: setCallback, setOffset: setOffset, strerror: strerror, multiInit: multiInit,
                    multiCleanup: multiCleanup, multiAdd: multiAdd, multiRemove: multiRemove,
                    multiPerform: multiPerform, multiPoll: multiPoll, multiWakeup: multiWakeup,
                    multiInfoRead: multiInfoRead, slistAppend: slistAppend, slistFreeAll: slistFreeAll,
                    multiSetLong: multiSetLong, getLong: getLong, version: version))
        }

        /// curl's own words for a result code (they never contain the URL).
        func message(_ code: Int32) -> String {
            strerror(code).map { String(cString: $0) } ?? "curl error \(code)"
        }

        /// "libcurl/7.88.1 OpenSSL/3.0.15 zlib/1.2.13 … nghttp2/1.52.0": what was loaded.
        var versionText: String { version().map { String(cString: $0) } ?? "libcurl" }

        /// A `long` the transfer reports (`CURLINFO_…`), or nil when this libcurl does not know it.
        func info(_ easy: Handle, _ item: Int32) -> Int? {
            var value = 0
            return getLong(easy, item, &value) == 0 ? value : nil
        }
    }

    /// Why libcurl cannot be used on this machine.
    struct CurlUnavailable: Error {
        let reason: String
    }

    /// Option numbers and result codes from curl.h (stable across libcurl versions: curl never
    /// renumbers them).
    enum CurlOption {
        static let writeData: Int32 = 10_001
        static let url: Int32 = 10_002
        static let httpHeader: Int32 = 10_023
        static let headerData: Int32 = 10_029
        static let customRequest: Int32 = 10_036
        static let acceptEncoding: Int32 = 10_102
        static let copyPostFields: Int32 = 10_165
        static let protocolsText: Int32 = 10_318
        static let writeFunction: Int32 = 20_011
        static let headerFunction: Int32 = 20_079
        static let postFieldSize: Int32 = 30_120
        static let noBody: Int32 = 44
        static let post: Int32 = 47
        static let followLocation: Int32 = 52
        static let noSignal: Int32 = 99
        static let protocols: Int32 = 181
        static let httpGet: Int32 = 80
        static let errorBuffer: Int32 = 10_010
        static let proxy: Int32 = 10_004
        static let caInfo: Int32 = 10_065
        static let httpVersion: Int32 = 84
        static let pipeWait: Int32 = 237
        /// 7.87: a transfer that ends mid-resolve detaches the resolver thread instead of joining it.
        static let quickExit: Int32 = 322
    }

    /// `CURLMOPT_…` values (long options of the multi handle).
    enum CurlMultiOption {
        static let pipelining: Int32 = 3
        static let maximumConnects: Int32 = 6
        static let maximumHostConnections: Int32 = 7
        static let maximumTotalConnections: Int32 = 13
    }

    /// `CURLINFO_…` values for `long` results (`CURLINFO_LONG` is 0x200000).
    enum CurlInfo {
        static let osErrno: Int32 = 0x20_0000 + 25
        static let connectsMade: Int32 = 0x20_0000 + 26
        static let httpVersion: Int32 = 0x20_0000 + 46
        /// `CURL_HTTP_VERSION_2TLS`: HTTP/2 where TLS's ALPN offers it, HTTP/1.1 otherwise.
        static let http2OverTLS = 4
        /// `CURLPIPE_MULTIPLEX`.
        static let multiplex = 2
    }

    /// `CURLcode` values the transport tells apart.
    enum CurlCode {
        static let ok: Int32 = 0
        static let unsupportedProtocol: Int32 = 1
        static let couldNotResolveProxy: Int32 = 5
        static let couldNotResolveHost: Int32 = 6
        static let couldNotConnect: Int32 = 7
        static let weirdServerReply: Int32 = 8
        static let http2: Int32 = 16
        static let partialFile: Int32 = 18
        static let writeError: Int32 = 23
        static let timedOut: Int32 = 28
        static let sslConnectError: Int32 = 35
        static let gotNothing: Int32 = 52
        static let sendError: Int32 = 55
        static let receiveError: Int32 = 56
        static let peerFailedVerification: Int32 = 60
        static let badContentEncoding: Int32 = 61
        static let http2Stream: Int32 = 92
        static let urlMalformat: Int32 = 3
        static let outOfMemory: Int32 = 27
        static let tooManyRedirects: Int32 = 47
        static let proxy: Int32 = 97
    }
#endif
