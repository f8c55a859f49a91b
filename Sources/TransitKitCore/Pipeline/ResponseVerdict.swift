/// How the pipeline tells a cache below it that a response it kept was no answer after all.
///
/// A cache in the transport sees an HTTP 200 and keeps it; only the provider knows that the
/// body says "error" (CTA's `error[]`, tramTRACKER's `hasError`, a SIRI `ErrorCondition`) or
/// does not decode. `HTTPClient.perform` runs each send inside a verdict; a cache that stores or
/// serves a response registers how to take it back, and the pipeline calls ``reject()`` when
/// the response turns out to be an error — so an error is never served from the cache, and the
/// next call asks the server again. It is a task-local, so it reaches through any middlewares
/// without a global.
public final class ResponseVerdict: Sendable {
    /// The verdict the current request is sent under, if any.
    @TaskLocal public static var current: ResponseVerdict?

    private let takeBacks = Locked<[@Sendable () -> Void]>([])

    /// A verdict with nothing registered yet.
    public init() {}

    /// Registers what to undo if the response is rejected (a cache removing its entry).
    public func onReject(_ takeBack: @escaping @Sendable () -> Void) {
        takeBacks.withLock { $0.append(takeBack) }
    }

    /// The response was an error: undo what was registered.
    public func reject() {
        let actions = takeBacks.withLock { actions in
            defer { actions.removeAll() }
            return actions
        }
        for action in actions { action() }
    }
}
