import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TripPlanner

@Suite("Loading data sets")
struct LoadingTests {
    /// Every file in Fixtures/connections: `connections-*` load with nothing excluded,
    /// `invalid-*` load with exclusions reported, `error-*` throw `.decoding`. Never a crash.
    @Test(arguments: try Fixtures.files("connections"))
    func corpus(file: URL) throws {
        let name = file.lastPathComponent
        if name.hasPrefix("error-") {
            let error = transitError { _ = try ConnectionDataset(contentsOf: file) }
            #expect(error?.kind == .decoding, "\(name)")
            #expect(error?.detail?.hasPrefix(name) == true, "\(name): \(String(describing: error))")
        } else {
            let data = try ConnectionDataset(contentsOf: file)
            #expect(!data.connections.isEmpty, "\(name)")
            if name.hasPrefix("connections-") {
                #expect(data.report.excluded.isEmpty, "\(name): \(data.report)")
                #expect(data.connections.count == data.report.entryCount)
            } else {
                #expect(!data.report.excluded.isEmpty, "\(name)")
            }
        }
    }

    // Quirk 9: the bare-array variant (connections-4, no trailing newline) decodes to 9.
    @Test func bareArrayDecodesLikeTheWrappedFile() throws {
        let bare = try dataset("connections-4.json")
        let wrapped = try dataset("connections-3.json")
        #expect(bare.connections.count == 9)
        #expect(bare.connections == wrapped.connections)
        #expect(bare.report.isClean)
    }

    // Quirk 8: key order and indentation differ (price before or after coordinates, 2 or 4
    // spaces, 8-space indents in connections-6); v1 and connections-5 hold the same edges.
    @Test func keyOrderAndIndentationDoNotMatter() throws {
        let v1 = try dataset("connections-1.json").connections
        let v1Fixed = try dataset("connections-5.json").connections
        #expect(v1.map { [$0.from, $0.to] } == v1Fixed.map { [$0.from, $0.to] })
        #expect(v1.map(\.price) == v1Fixed.map(\.price))
        #expect(v1.first?.price == eur(600))
    }

    // Quirk 7: v1's New York → Los Angeles edge has to = (123, 321): flagged, edge kept, and
    // Los Angeles takes its coordinate from its first valid occurrence (Los Angeles → Tokyo).
    @Test func bogusCoordinatesAreFlaggedAndFirstValidWins() throws {
        let data = try dataset("connections-1.json")
        #expect(data.connections.count == 8)
        #expect(
            data.report.flaggedCoordinates.map(\.description) == [
                "connections[6].coordinates.to: latitude 123 is outside -90...90, longitude 321 is outside -180...180 (coordinate ignored)"
            ])
        #expect(data.connections[6].toCoordinate == nil)
        let losAngeles = try ConnectionGraph(data).city(named: "Los Angeles")
        #expect(losAngeles.coordinate == Coordinate(latitude: 34.052235, longitude: -118.243683))
    }

    @Test func invalidEntriesAreReportedWithFieldPaths() throws {
        let data = try dataset("invalid-entries.json")
        #expect(data.report.entryCount == 11)
        #expect(
            data.report.excluded.map { "\($0.field): \($0.problem)" } == [
                "connections[0].from: city name is empty",
                "connections[1].to: city name is blank (\"    \")",
                "connections[2].price: price -50 is negative",
                "connections[3].price: price \"cheap\" is not a number",
                "connections[4].price: missing",
                "connections[5]: entry is not an object",
                "connections[6].price: price 12.345 has more than 2 decimals for EUR",
                "connections[7].from: expected a string",
            ])
        #expect(data.report.flaggedCoordinates.map(\.field) == ["connections[8].coordinates.to", "connections[10].coordinates.from"])
        #expect(data.connections.map(\.price.minorUnits) == [12000, 9950, 7500])
        // "  montreal " is the same city as "Montréal"; the first spelling is canonical.
        let planner = ConnectionGraph(data)
        #expect(planner.cities.map(\.name) == ["New York", "Los Angeles", "Montréal"])
        let trip = try planner.cheapestRoute(from: "los angeles", to: "NEW YORK")
        #expect(trip.names == ["Los Angeles", "Montréal", "New York"])
        #expect(trip.total == Money(minorUnits: 17450, currency: "EUR"))
        #expect(planner.cities[2].coordinate == Coordinate(latitude: 45.50884, longitude: -73.58781))
    }

    /// A price written as a string must be a whole plain decimal: a string that merely starts
    /// with a number ("1-2", "1.2.3") is not read as its prefix.
    @Test(arguments: [
        ("75", Int64?.some(7500)), (" 75 ", 7500), ("0.5", 50), ("0", 0),
        ("1-2", nil), ("1.2.3", nil), ("-", nil), (".", nil), ("--5", nil), ("-5", nil), ("5.", nil),
        (".5", nil), ("1e3", nil), ("", nil), ("12.345", nil), ("٣", nil),
    ])
    func numericStringPricesAreReadWhole(text: String, minorUnits: Int64?) throws {
        let json = #"[{"from": "A", "to": "B", "price": "\#(text)"}]"#
        let data = try ConnectionDataset(data: Data(json.utf8))
        #expect(data.connections.first?.price.minorUnits == minorUnits, "\(text)")
        #expect(data.report.excluded.count == (minorUnits == nil ? 1 : 0), "\(text): \(data.report)")
    }

    /// Prices are capped at ``ConnectionValidator/maximumMinorUnits`` (10^15 minor units), so
    /// no route's total can overflow `Int64` unless it has over 9,000 legs: two legs of a
    /// near-`Int64.max` price once made a reachable city report "no route".
    @Test func hugePricesAreExcludedSoTotalsNeverOverflow() throws {
        let json = #"""
            [{"from": "A", "to": "B", "price": 10000000000000}, {"from": "B", "to": "C", "price": 10000000000000},
             {"from": "A", "to": "C", "price": 10000000000000.01}, {"from": "C", "to": "D", "price": 92233720368547758},
             {"from": "C", "to": "D", "price": "92233720368547758"}, {"from": "C", "to": "D", "price": 1e400}]
            """#
        let data = try ConnectionDataset(data: Data(json.utf8))
        #expect(data.connections.map(\.price.minorUnits) == [1_000_000_000_000_000, 1_000_000_000_000_000])
        #expect(data.report.excluded.map(\.field) == (2...5).map { "[\($0)].price" })
        #expect(data.report.excluded.prefix(3).allSatisfy { $0.problem.hasSuffix("is too large") }, "\(data.report)")
        let trip = try ConnectionGraph(data).cheapestRoute(from: "A", to: "C")
        #expect(trip.total == Money(minorUnits: 2_000_000_000_000_000, currency: "EUR"))
        // In code: the same cap.
        let inCode = try ConnectionDataset(connections: [
            Connection(from: "A", to: "B", price: Money(minorUnits: .max, currency: "EUR")),
            Connection(from: "B", to: "C", price: Money(minorUnits: .max, currency: "EUR")),
        ])
        #expect(inCode.connections.isEmpty)
        #expect(inCode.report.excluded.count == 2)
    }

    /// Names made only of invisible characters are blank, like "    ": they would show as an
    /// empty cell and could never be typed. Lookups treat such input as empty too.
    @Test func invisibleNamesAreBlank() throws {
        let json = #"""
            [{"from": "\u200B", "to": "B", "price": 1}, {"from": "A", "to": "\u0000\t\uFEFF", "price": 1},
             {"from": "A", "to": "B\u200B", "price": 1}]
            """#
        let data = try ConnectionDataset(data: Data(json.utf8))
        #expect(
            data.report.excluded.map { "\($0.field): \($0.problem)" } == [
                #"[0].from: city name is blank ("\u{200B}")"#,
                #"[1].to: city name is blank ("\u{0}\u{9}\u{FEFF}")"#,
            ])
        #expect(data.connections.map(\.to) == ["B\u{200B}"])
        let planner = ConnectionGraph(data)
        let error = transitError { _ = try planner.cheapestRoute(from: "\u{200B}", to: "A") }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.detail == "from: city name is empty")
    }

    @Test func currencyParameterScalesMinorUnits() throws {
        let yen = try ConnectionDataset(data: Fixtures.data("connections", "connections-7.json"), currency: "jpy")
        #expect(yen.connections.first?.price == Money(minorUnits: 220, currency: "JPY"))
        let dinar = try ConnectionDataset(data: Fixtures.data("connections", "connections-7.json"), currency: "KWD")
        #expect(dinar.connections.first?.price.minorUnits == 220_000)
        #expect(transitError { _ = try ConnectionDataset(data: Data("[]".utf8), currency: "euro") }?.kind == .invalidArgument)
    }

    @Test(arguments: [
        ("", "data: empty body, expected JSON"),
        ("  \n", "data: empty body, expected JSON"),
        ("hello", "data: body is plain text, expected JSON"),
        ("{\"connections\": [1", "data: "),
        ("{\"connections\": null}", "data: connections: expected"),
    ])
    func malformedDocumentsThrowDecodingErrors(body: String, detail: String) {
        let error = transitError { _ = try ConnectionDataset(data: Data(body.utf8)) }
        #expect(error?.kind == .decoding)
        #expect(error?.provider == TripPlanner.providerID)
        #expect(error?.detail?.hasPrefix(detail) == true, "\(String(describing: error?.detail))")
    }

    @Test func missingFileIsNotFound() {
        let url = URL(fileURLWithPath: "/nonexistent/connections.json")
        let error = transitError { _ = try ConnectionDataset(contentsOf: url) }
        #expect(error?.kind == .notFound)
        #expect(error?.detail == "/nonexistent/connections.json cannot be read")
    }

    @Test func loadsThroughTheTransportWithUserAgent() async throws {
        let mock = MockTransport()
        mock.on(.path("/tui/connections.json"), .fixture("connections", "connections-3.json"))
        let data = try await ConnectionDataset.load(
            from: try #require(URL(string: "https://data.example.com/tui/connections.json")),
            transport: mock, userAgent: UserAgent(app: "PlannerTests/1.0"))
        #expect(data.connections.count == 9)
        #expect(mock.requests.first?.headers["User-Agent"] == "PlannerTests/1.0 \(UserAgent.library)")
        #expect(mock.requests.first?.operation == "load")
    }

    @Test func httpFailuresAndHTMLBecomeTypedErrorsWithoutSecrets() async throws {
        let mock = MockTransport()
        mock.on(.path("/missing.json"), .status(404, body: "<h1>Not Found</h1>"))
        mock.on(.path("/page.json"), .fixture("connections", "error-html.json"))
        // A transport failure that quotes the whole URL back, as URLSession's URLError does.
        mock.on(
            .path("/down.json"),
            .failure(
                URLError(
                    .timedOut,
                    userInfo: [
                        NSURLErrorFailingURLErrorKey: URL(string: "https://data.example.com/down.json?token=s3cr3t-v4lue") as Any,
                        NSLocalizedDescriptionKey:
                            "timed out loading https://data.example.com/down.json?token=s3cr3t-v4lue (Bearer h34d3r-s3cr3t)",
                    ])))
        let agent = try UserAgent(app: "PlannerTests/1.0")
        let secret = Redaction(queryItems: ["token"], headers: ["Authorization"])
        for (path, kind) in [("/missing.json", TransitError.Kind.notFound), ("/page.json", .decoding), ("/down.json", .transport)] {
            let url = try #require(URL(string: "https://data.example.com\(path)?token=s3cr3t-v4lue"))
            do {
                _ = try await ConnectionDataset.load(
                    from: url, transport: mock, userAgent: agent,
                    headers: ["Authorization": "Bearer h34d3r-s3cr3t"], redaction: secret)
                Issue.record("\(path) should fail")
            } catch {
                #expect(error.kind == kind)
                #expect(error.redactedURL == "https://data.example.com\(path)?token=REDACTED")
                var dumped = ""
                dump(error, to: &dumped)
                for text in [String(describing: error), String(reflecting: error), error.localizedDescription, dumped] {
                    #expect(!text.contains("s3cr3t"), "\(path): \(text)")
                }
            }
        }
        // The header did go out: redaction hides it from errors, not from the server.
        #expect(mock.requests.first?.headers["Authorization"] == "Bearer h34d3r-s3cr3t")
    }

    /// A password in the URL's user info is never quoted: it travels as a Basic header.
    @Test func userInfoCredentialsBecomeARedactedBasicHeader() async throws {
        let mock = MockTransport()
        mock.on(.path("/ok.json"), .fixture("connections", "connections-7.json"))
        mock.on(.path("/missing.json"), .status(404, body: "no"))
        let agent = try UserAgent(app: "PlannerTests/1.0")
        let ok = try #require(URL(string: "https://me:pa55w0rd@data.example.com/ok.json"))
        #expect(try await ConnectionDataset.load(from: ok, transport: mock, userAgent: agent).connections.count == 2)
        let sent = try #require(mock.requests.first)
        #expect(sent.url.absoluteString == "https://data.example.com/ok.json")
        #expect(sent.headers["Authorization"] == "Basic " + Data("me:pa55w0rd".utf8).base64EncodedString())
        let missing = try #require(URL(string: "https://me:pa55w0rd@data.example.com/missing.json"))
        do {
            _ = try await ConnectionDataset.load(from: missing, transport: mock, userAgent: agent)
            Issue.record("should fail")
        } catch {
            #expect(error.kind == .notFound)
            var dumped = ""
            dump(error, to: &dumped)
            for text in [String(describing: error), String(reflecting: error), dumped] {
                #expect(!text.contains("pa55w0rd") && !text.contains("bWU6cGE1NXcwcmQ="), "\(text)")
            }
        }
    }

    @Test func transportFailureIsATransportError() async throws {
        let mock = MockTransport()
        mock.on(.path("/c.json"), .failure(URLError(.timedOut)))
        let url = try #require(URL(string: "https://data.example.com/c.json"))
        let agent = try UserAgent(app: "PlannerTests/1.0")
        do {
            _ = try await ConnectionDataset.load(from: url, transport: mock, userAgent: agent)
            Issue.record("should fail")
        } catch {
            #expect(error.kind == .transport)
            #expect(error.isRetryable)
        }
    }

    @Test func fileURLsGoToDiskNotTheTransport() async throws {
        let mock = MockTransport()
        let data = try await ConnectionDataset.load(
            from: Fixtures.url("connections", "connections-7.json"),
            transport: mock, userAgent: UserAgent(app: "PlannerTests/1.0"))
        #expect(data.connections.count == 2)
        #expect(mock.requests.isEmpty)
    }
}
