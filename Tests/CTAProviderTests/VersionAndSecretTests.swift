import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

@Suite struct VersionTests {
    @Test func v2DirectionsAreStringsAndV3AreObjects() async throws {
        let mock = MockTransport()
        mock.on(.path("/bustime/api/v2/getdirections"), .fixture("cta", "getdirections-1.json"))
        mock.on(.path("/bustime/api/v3/getdirections"), .fixture("cta", "getdirections-3.json"))
        let v2 = try await makeClient(mock, version: .v2).directions(of: "74")
        let v3 = try await makeClient(mock, version: .v3).directions(of: "74")
        #expect(v2 == [Direction(id: "Eastbound", name: "Eastbound"), Direction(id: "Westbound", name: "Westbound")])
        #expect(v3 == v2)
        #expect(mock.requests.map(\.url.path) == ["/bustime/api/v2/getdirections", "/bustime/api/v3/getdirections"])
    }

    @Test func stopsByIDAreV3OnlyAndBatched() async throws {
        let mock = MockTransport()
        let error = await transitError { _ = try await makeClient(mock, version: .v2).stops(ids: ["1", "2"]) }
        #expect(error?.kind == .unsupported)
        #expect(mock.requests.isEmpty)
        mock.on(.path(suffix: "/getstops"), .fixture("cta", "getstops-3.json"))
        let stops = try await makeClient(mock).stops(ids: (1...12).map { Stop.ID(String($0)) })
        #expect(mock.requests.map { stopIDs($0).count }.sorted(by: >) == [10, 2]) // batches run concurrently: any order
        #expect(stops.count == 136)
    }

    @Test func requestShape() throws {
        let request = try CTAEndpoint(.getpredictions, [("stpid", "1 2+3")], configuration: configuration(locale: "es")).request()
        #expect(
            request.url.absoluteString
                == "https://www.ctabustracker.com/bustime/api/v3/getpredictions?key=\(secretKey)&stpid=1%202%2B3&locale=es&format=json")
        #expect(request.operation == "getpredictions")
        #expect(request.provider == "cta")
    }

    @Test func descriptor() throws {
        let cta = try makeClient(MockTransport())
        #expect(cta.descriptor.id == "cta")
        #expect(cta.descriptor.timeZone.identifier == "America/Chicago")
        #expect(
            cta.descriptor.capabilities == [
                .routeCatalog, .predictions, .alerts, .vehicles, .routeShapes, .stopFinder, .trips, .vehiclesInArea,
            ])
        #expect(cta.descriptor.capabilities == Capability.supported(by: cta))
        #expect(cta.descriptor.attribution == "Data provided by Chicago Transit Authority")
        #expect(throws: TransitError.self) { _ = try cta.require((any DepartureSearch).self, for: "departures") }
    }
}

@Suite struct SecretTests {
    struct LeakyError: Error, CustomStringConvertible {
        let description =
            "connection reset while fetching https://www.ctabustracker.com/bustime/api/v3/getroutes?key=\(secretKey)&format=json"
    }

    @Test func keyNeverAppearsInErrorsOrLogs() async throws {
        let lines = Locked<[String]>([])
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), times: 1, .failure(LeakyError()))
        mock.on(.path(suffix: "/getroutes"), times: 1, .fixture("cta", "error-1.json"))
        mock.on(.path(suffix: "/getroutes"), times: 1, .json(#"{"bustime-response":{"routes":[{"rt":1}]}}"#))
        mock.on(.path(suffix: "/getroutes"), times: 1, .status(500, body: "bad key \(secretKey)"))
        mock.on(.path(suffix: "/getroutes"), times: 1, .fixture("cta", "getroutes-1.json"))
        let logged = MiddlewareTransport(mock, [LoggingMiddleware { line in lines.withLock { $0.append(line) } }])
        let cta = try makeClient(logged)

        var errors: [TransitError] = []
        for _ in 0..<4 {
            if let error = await transitError({ _ = try await cta.routes() }) { errors.append(error) }
        }
        #expect(errors.map(\.kind) == [.transport, .unauthorized, .decoding, .httpStatus])
        _ = try await cta.routes()

        for error in errors {
            var dumped = ""
            dump(error, to: &dumped)
            let texts = [
                error.description, error.debugDescription, error.redactedURL ?? "", error.detail ?? "",
                error.providerMessage ?? "", error.localizedDescription, dumped, String(reflecting: error),
            ]
            for text in texts { #expect(!text.contains(secretKey), "leaked in \(error.kind): \(text)") }
            #expect(error.redactedURL?.contains("key=REDACTED") == true)
        }
        let log = lines.withLock { $0 }
        #expect(log.count == 5)
        #expect(log.allSatisfy { !$0.contains(secretKey) && $0.contains("key=REDACTED") })
        #expect(mock.requests.allSatisfy { $0.queryValue("key") == secretKey }) // sent, never shown
    }

    @Test func clientAndConfigurationDescriptionsHideTheKey() throws {
        let cta = try makeClient(MockTransport())
        var dumped = ""
        dump(cta, to: &dumped)
        var dumpedConfiguration = ""
        dump(cta.configuration, to: &dumpedConfiguration)
        var mirrored = ""
        dump(Mirror(reflecting: cta.configuration).children.map { "\($0.label ?? ""): \($0.value)" }, to: &mirrored)
        let texts = [
            String(describing: cta), String(reflecting: cta), "\(cta.configuration)",
            String(reflecting: cta.configuration), dumped, dumpedConfiguration, mirrored,
            String(describing: cta.configuration.apiKey),
        ]
        for text in texts {
            #expect(!text.contains(secretKey), "leaked: \(text)")
            #expect(text.contains("REDACTED"), "\(text)")
        }
    }

    @Test func keyEchoedInAnItemErrorIsScrubbedFromNotes() async throws {
        // Notes are printed as they are (CLI "note: stop 1: …"), so an echoed key must not survive.
        let mock = MockTransport()
        mock.on(
            .path(suffix: "/getpredictions"),
            .json(
                """
                {"bustime-response": {"error": [{"stpid": "1", "msg": "No data found for parameter key=\(secretKey)"}]}}
                """))
        let board = try await makeClient(mock).predictions(at: ["1"], routes: nil)
        #expect(board.notes == [ProviderNote(subject: .stop("1"), kind: .noData, message: "No data found for parameter key=REDACTED")])
    }

    @Test func requestDescriptionIsRedacted() throws {
        let request = try CTAEndpoint(.getroutes, configuration: configuration()).request()
        #expect(request.description == "GET https://www.ctabustracker.com/bustime/api/v3/getroutes?key=REDACTED&format=json")
    }
}
