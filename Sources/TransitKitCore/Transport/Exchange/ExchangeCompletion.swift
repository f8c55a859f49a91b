/// The caller's side of one exchange: resumed exactly once, by whichever of the answer, an
/// error, a timer, the size limit or cancellation comes first — under a lock, from any thread.
///
/// Both live transports keep their calls with it: `CurlTransport`'s loop, and the
/// `URLSession` delegate and timers. Resuming is the first thing an ending does; closing the
/// connection and freeing the handle come after, off the caller's path, so nothing a library
/// does while cleaning up (a resolver thread joined, a queue kept busy) can make a call late.
final class ExchangeCompletion: Sendable {
    /// The request as the caller sent it: errors are about it.
    let request: HTTPRequest

    private struct State {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var finished = false
    }

    private let state = Locked(State())

    init(request: HTTPRequest) {
        self.request = request
    }

    /// Stores the continuation, or resumes it at once as cancelled when the call ended before
    /// it started. Returns whether to start.
    func attach(_ continuation: CheckedContinuation<HTTPResponse, any Error>) -> Bool {
        let alreadyFinished = state.withLock { state -> Bool in
            if state.finished { return true }
            state.continuation = continuation
            return false
        }
        if alreadyFinished { continuation.resume(throwing: TransitError(.cancelled, request: request)) }
        return !alreadyFinished
    }

    /// Ends the call with `result` unless it has ended already; returns whether this call ended it.
    @discardableResult
    func finish(_ result: Result<HTTPResponse, TransitError>) -> Bool {
        let (won, continuation) = state.withLock { state -> (Bool, CheckedContinuation<HTTPResponse, any Error>?) in
            guard !state.finished else { return (false, nil) }
            state.finished = true
            defer { state.continuation = nil }
            return (true, state.continuation)
        }
        continuation?.resume(with: result.mapError { $0 as any Error })
        return won
    }

    /// Ends the call with `failure` about the request.
    @discardableResult
    func fail(_ failure: TransportFailure) -> Bool {
        finish(.failure(failure.error(for: request)))
    }

    /// Whether the call has ended (the caller may still be on its way out).
    var isFinished: Bool { state.withLock { $0.finished } }
}
