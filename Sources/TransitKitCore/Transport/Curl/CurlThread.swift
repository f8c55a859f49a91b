#if canImport(FoundationNetworking)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// Starts a detached thread and reports whether the machine gave it.
    ///
    /// Foundation's `Thread.start()` on Linux ignores `pthread_create`'s result: under a pids
    /// limit (a container, systemd's `TasksMax`, `ulimit -u`) the thread never runs and whatever
    /// waited on it waits for ever (67 of 100 calls never ended under `ulimit -u 40`). Here the
    /// result comes back, so the caller can fail its calls with words instead of losing them.
    enum CurlThread {
        /// `pthread_setname_np`, a GNU extension the Glibc module does not import; looked up
        /// like libcurl's functions (a name is a debugging aid: without it, nothing is lost).
        private static let setName: (@convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32)? = {
            guard let symbol = dlsym(nil, "pthread_setname_np") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32).self)
        }()

        /// Names the calling thread, as `top -H` and debuggers show it.
        static func nameThread(_ name: String) {
            guard let setName else { return }
            _ = name.withCString { setName(pthread_self(), $0) }
        }

        /// Starts `body` on a new thread named `name` (Linux keeps 15 characters); returns
        /// `pthread_create`'s result, 0 when the thread runs.
        typealias Starter = @Sendable (_ name: String, _ body: @escaping @Sendable () -> Void) -> Int32

        /// The real one.
        static let system: Starter = { name, body in
            final class Start {
                let name: String
                let body: @Sendable () -> Void
                init(name: String, body: @escaping @Sendable () -> Void) {
                    self.name = name
                    self.body = body
                }
            }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            let start = Unmanaged.passRetained(Start(name: name, body: body))
            var thread = pthread_t()
            let result = pthread_create(
                &thread, &attributes,
                { context in
                    guard let context else { return nil }
                    let start = Unmanaged<Start>.fromOpaque(context).takeRetainedValue()
                    CurlThread.nameThread(String(start.name.prefix(15)))
                    start.body()
                    return nil
                }, start.toOpaque())
            if result != 0 { start.release() }
            return result
        }
    }
#endif
