import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// The device token is a secret: it never appears in errors, descriptions or logs.
@Suite struct RedactionTests {
    struct Leaky: Error, CustomStringConvertible {
        let url: URL
        var description: String { "connection reset while loading \(url.absoluteString)" }
    }

    func assertClean(_ error: TransitError?) {
        guard let error else {
            Issue.record("expected a TransitError")
            return
        }
        for text in [
            error.description, error.debugDescription, error.redactedURL ?? "", error.detail ?? "",
            error.providerMessage ?? "", String(describing: error), error.localizedDescription,
        ] {
            #expect(!text.contains(TT.token), "token leaked in: \(text)")
        }
    }

    @Test func requestDescriptionRedactsTheTokenQueryItem() throws {
        let request = try TT.request(.stopInformation(stop: "1234"))
        #expect(request.url.absoluteString.contains("tkn=\(TT.token)"))
        #expect(request.redactedURL == TT.base + "GetStopInformation/1234/?aid=TTIOSJSON&tkn=REDACTED")
        #expect(!request.description.contains(TT.token))
    }

    @Test func transportFailureMentioningTheURLIsScrubbed() async throws {
        let mock = MockTransport()
        mock.on(.any, MockTransport.Reply { request in throw Leaky(url: request.url) })
        let client = try TT.client(mock)
        let error = await transitError { _ = try await client.stopInformation("1234") }
        #expect(error?.kind == .transport)
        #expect(error?.redactedURL?.contains("tkn=REDACTED") == true)
        assertClean(error)
    }

    @Test func serverEchoingTheTokenInAnErrorIsScrubbed() async throws {
        let mock = MockTransport()
        mock.on(.any, .json(#"{"errorMessage":"Device \#(TT.token) is blocked","hasError":true,"responseObject":null}"#))
        let client = try TT.client(mock)
        let error = await transitError { _ = try await client.stopInformation("1234") }
        #expect(error?.kind == .apiError)
        #expect(error?.providerMessage == "Device REDACTED is blocked")
        assertClean(error)
    }

    @Test func httpErrorBodyEchoingTheTokenIsScrubbed() async throws {
        let mock = MockTransport()
        mock.on(.any, .status(500, body: "<html>error for tkn=\(TT.token)</html>"))
        let client = try TT.client(mock)
        let error = await transitError { _ = try await client.routes() }
        #expect(error?.status == 500)
        assertClean(error)
    }

    @Test func loggingMiddlewareNeverSeesTheToken() async throws {
        let lines = Locked<[String]>([])
        let mock = MockTransport()
        mock.on(.path(containing: "/GetDeviceToken"), .fixture("tramtracker", "GetDeviceToken-1.json"))
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let logged = MiddlewareTransport(mock, [LoggingMiddleware { line in lines.withLock { $0.append(line) } }])
        let client = TramTrackerClient(configuration: TramTrackerClient.Configuration(userAgent: try TT.agent(), transport: logged))
        _ = try await client.predictions(at: ["1234"], routes: nil)
        let all = lines.withLock { $0 }.joined(separator: "\n")
        #expect(!all.isEmpty)
        #expect(!all.contains(TT.freshToken))
        #expect(all.contains("tkn=REDACTED"))
    }

    /// Everything an app might print or `dump` while debugging: the client, its configuration,
    /// the token store and the token cache, after a token was both stored and fetched.
    @Test func dumpAndDescriptionsNeverShowTheToken() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetDeviceToken"), .fixture("tramtracker", "GetDeviceToken-1.json"))
        mock.on(
            .path(containing: "/GetNextPredictedRoutesCollection/").and(.query("tkn", TT.token)),
            .fixture("tramtracker", "Error-hand-token.json"))
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let store = InMemoryTokenStore(token: TT.token)
        let client = try TT.client(mock, store: store)
        var texts =
            Self.everyRendering(of: client) + Self.everyRendering(of: client.configuration)
            + Self.everyRendering(of: store) + Self.everyRendering(of: client.tokens)
        // Before the first call the store holds TT.token; afterwards it holds the fetched one.
        _ = try await client.predictions(at: ["1234"], routes: nil)
        #expect(await store.get() == TT.freshToken)
        texts += Self.everyRendering(of: client) + Self.everyRendering(of: store) + Self.everyRendering(of: client.tokens)
        for text in texts {
            #expect(!text.contains(TT.token) && !text.contains(TT.freshToken), "token leaked in: \(text)")
        }
        #expect(texts.contains { $0.contains("REDACTED") })
    }

    /// An app's own store that keeps the token in a plain property.
    struct PlainStore: TokenStore {
        let token: String
        func get() async -> String? { token }
        func set(_ token: String) async {}
        func clear() async {}
    }

    @Test func aConfigurationNeverShowsAnAppsOwnStoreContents() throws {
        let configuration = TramTrackerClient.Configuration(userAgent: try TT.agent(), tokenStore: PlainStore(token: TT.token))
        for text in Self.everyRendering(of: configuration) + Self.everyRendering(of: TramTrackerClient(configuration: configuration)) {
            #expect(!text.contains(TT.token), "token leaked in: \(text)")
            #expect(text.contains("PlainStore (contents REDACTED)"))
        }
    }

    static func everyRendering(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }
}
