#if !canImport(FoundationNetworking)
    extension URLSessionTransport: CustomReflectable {
        /// Only the limits. The session is left out of `dump` and `String(reflecting:)` for two
        /// reasons: while a request is in flight it holds the request's URL (API key included),
        /// and reflecting Foundation's live session reads state its own queue is writing, which
        /// crashed `dump` in the fault suite (`FaultMatrixTests`, `CancellationTests`).
        public var customMirror: Mirror {
            Mirror(
                self,
                children: [
                    "timeout": timeout, "deadline": deadline,
                    "maximumResponseSize": maximumResponseSize, "maximumRedirects": maximumRedirects,
                ], displayStyle: .class)
        }
    }
#endif
