/// The transport that talks to the real network, the default of every provider client.
///
/// It is ``CurlTransport`` on Linux and `URLSessionTransport` on Apple platforms: the same
/// initialiser, the same limits and the same promises (`Docs/Reliability.md`), kept by the
/// transport that can keep them on each system. Write `LiveTransport(…)` and the code is
/// portable.
///
/// ```swift
/// let transport = MiddlewareTransport(LiveTransport(timeout: .seconds(20)), [RetryMiddleware()])
/// ```
#if canImport(FoundationNetworking)
    public typealias LiveTransport = CurlTransport

    /// On Linux, `URLSession` (FoundationNetworking) can trap the process on a redirect answered
    /// after its idle timer fired, and cannot stop a refused transfer; ``LiveTransport`` is
    /// ``CurlTransport`` there.
    @available(*, unavailable, renamed: "LiveTransport", message: "URLSession on Linux can trap the process; use LiveTransport")
    public typealias URLSessionTransport = CurlTransport
#else
    public typealias LiveTransport = URLSessionTransport
#endif
