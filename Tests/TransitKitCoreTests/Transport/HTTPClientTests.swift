import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@Suite struct HTTPClientTests {
    struct Thing: Decodable {
        let id: Int
        let name: String
    }
    let request = HTTPRequest(url: URL(string: "https://api.example.test/things")!, operation: "things")

    func decode(_ body: Data, status: Int = 200) throws -> [Thing] {
        try HTTPClient.decodeJSON([Thing].self, from: HTTPResponse(status: status, body: body), for: request)
    }

    func detail(_ body: Data) -> String? {
        do {
            _ = try decode(body)
            return nil
        } catch { return (error as? TransitError).map { "\($0.kind): \($0.detail ?? "")" } }
    }

    @Test func decodesGoodJSON() throws {
        #expect(try decode(Data(#"[{"id":1,"name":"a"}]"#.utf8)).first?.name == "a")
    }

    @Test func emptyBody() { #expect(detail(Data()) == "decoding: empty body, expected JSON") }
    @Test func whitespaceBody() { #expect(detail(Data(" \n".utf8)) == "decoding: empty body, expected JSON") }
    @Test func nonUTF8Body() { #expect(detail(Data([0x5B, 0xFF, 0xFE, 0x5D])) == "decoding: body is not UTF-8 text, expected JSON") }
    @Test func htmlBody() { #expect(detail(Data("<!DOCTYPE html><h1>503</h1>".utf8)) == "decoding: body is HTML or XML, expected JSON") }
    @Test func plainTextBody() {
        #expect(detail(Data("Transaction limit for current day has been exceeded.".utf8)) == "decoding: body is plain text, expected JSON")
    }

    @Test func fieldPathIsNamed() {
        let text = detail(Data(#"[{"id":1,"name":"a"},{"id":"two","name":"b"}]"#.utf8)) ?? ""
        #expect(text.hasPrefix("decoding: [1].id: expected Int"))
        let missing = detail(Data(#"[{"id":1}]"#.utf8)) ?? ""
        #expect(missing == "decoding: [0].name: missing")
    }

    @Test(arguments: [
        (401, "unauthorized"), (403, "unauthorized"), (404, "notFound"), (429, "rateLimited"),
        (400, "invalidArgument"), (500, "httpStatus"), (503, "httpStatus"),
    ])
    func statusesMapToKinds(_ status: Int, _ kind: String) throws {
        let http = HTTPClient(provider: "test", transport: MockTransport())
        #expect {
            try http.checkStatus(HTTPResponse(status: status, body: Data("nope".utf8)), for: request)
        } throws: { error in
            guard let error = error as? TransitError else { return false }
            return error.kind.description == kind && error.status == status && error.providerMessage == "nope"
                && error.operation == "things" && error.provider == "test"
        }
    }

    /// An endpoint whose request cannot be built just throws: `perform` stamps the provider
    /// and operation once, for every provider, and hides the credential if an input echoed it.
    struct Unbuildable: Endpoint {
        typealias Wire = [Thing]
        var operation: String { "things" }
        var credential: Secret? { Secret("k3y-s3cret", name: "API key") }
        func request() throws(TransitError) -> HTTPRequest {
            throw TransitError(.invalidArgument, detail: "cannot build a URL for stop k3y-s3cret/1")
        }
    }

    @Test func performStampsWhatRequestThrows() async {
        let mock = MockTransport()
        let http = HTTPClient(provider: "test", transport: mock)
        let error = await #expect(throws: TransitError.self) { _ = try await http.perform(Unbuildable()) }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.provider == "test" && error?.operation == "things")
        #expect(error?.detail == "cannot build a URL for stop REDACTED/1")
        #expect(mock.requests.isEmpty)
    }

    /// An endpoint whose API reports errors inside a 200 ("error": "…").
    struct Things: Endpoint {
        typealias Wire = [Thing]
        var operation: String { "things" }
        func request() throws(TransitError) -> HTTPRequest {
            HTTPRequest(url: URL(string: "https://api.example.test/things")!, provider: "test", operation: "things")
        }
        func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
            response.text?.contains(#""error""#) == true ? TransitError(.apiError, request: request, providerMessage: "refused") : nil
        }
    }

    /// A body an app holds goes through the same steps as one `perform` fetched: the
    /// endpoint's body-error hook, the status, then decoding with field paths.
    @Test func interpretIsPerformsSecondHalf() async throws {
        let good = Data(#"[{"id":1,"name":"a"}]"#.utf8)
        #expect(try HTTPClient.interpret(Things(), HTTPResponse(status: 200, body: good)).first?.name == "a")
        let cases: [(HTTPResponse, TransitError.Kind)] = [
            (HTTPResponse(status: 200, body: Data(#"{"error": "no"}"#.utf8)), .apiError),
            (HTTPResponse(status: 404, body: Data("gone".utf8)), .notFound),
            (HTTPResponse(status: 200, body: Data(#"[{"id":"x","name":"a"}]"#.utf8)), .decoding),
        ]
        for (response, kind) in cases {
            let held = transitError { _ = try HTTPClient.interpret(Things(), response) }
            let mock = MockTransport()
            mock.on(.any, .response(response))
            let fetched = await transitError { _ = try await HTTPClient(provider: "test", transport: mock).perform(Things()) }
            #expect(held?.kind == kind && fetched?.kind == kind)
            #expect(held?.detail == fetched?.detail && held?.operation == "things" && held?.provider == "test")
        }
    }

    @Test func everyServerStatusIsRetryableAndNoClientStatusIs() {
        for status in [500, 502, 503, 504, 507, 520, 524] {
            #expect(TransitError(.httpStatus, status: status).isRetryable, "\(status)")
        }
        for status in [400, 404, 409, 418] {
            #expect(!TransitError(.httpStatus, status: status).isRetryable, "\(status)")
        }
        #expect(!TransitError(.decoding, status: 200).isRetryable)
    }

    @Test func rateLimitedCarriesRetryAfter() {
        let http = HTTPClient(provider: "test", transport: MockTransport())
        #expect {
            try http.checkStatus(HTTPResponse(status: 429, headers: ["Retry-After": "120"]), for: request)
        } throws: { ($0 as? TransitError)?.retryAfter == .seconds(120) && ($0 as? TransitError)?.isRetryable == true }
    }

    @Test func cancelledTaskNeverSends() async throws {
        let mock = MockTransport()
        mock.on(.any, .json("[]"))
        let http = HTTPClient(provider: "test", transport: mock)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await http.send(request)
        }
        await #expect { _ = try await task.value } throws: { ($0 as? TransitError)?.kind == .cancelled }
        #expect(mock.requests.isEmpty)
    }

    @Test func urlBuilderEncodesSpacesAndPlusStrictly() throws {
        let url = try URLBuilder.url(
            base: URL(string: "https://bustime.mta.info/api/where/")!,
            path: ["route", "MTA NYCT_M86+.json"],
            query: [("key", "k"), ("routeId", "MTA NYCT_M86+")])
        #expect(url.absoluteString == "https://bustime.mta.info/api/where/route/MTA%20NYCT_M86%2B.json?key=k&routeId=MTA%20NYCT_M86%2B")
        let tram = try URLBuilder.url(
            base: URL(string: "http://ws3.tramtracker.com.au/TramTracker/RestService")!,
            path: ["GetStopInformation", "1234"], query: [("aid", "TTIOSJSON")], trailingSlash: true)
        #expect(tram.absoluteString == "http://ws3.tramtracker.com.au/TramTracker/RestService/GetStopInformation/1234/?aid=TTIOSJSON")
    }
}
