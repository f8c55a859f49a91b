import Foundation
import TransitKitCore

/// The connections of a data set, validated, with a ``LoadReport`` of everything that was
/// excluded or flagged.
///
/// Reads the TUI format `{"connections": [{"from", "to", "price", "coordinates": {"from":
/// {"lat", "long"}, "to": {…}}}]}` and a bare array of the same objects. Prices in the file
/// are major units of `currency` (the format has no currency; the default is
/// ``TripPlanner/defaultCurrency``), stored exactly as integer minor units.
///
/// ```swift
/// let dataset = try ConnectionDataset(data: bytes)
/// let problems = dataset.report.issues.map(\.description)   // ["connections[6].coordinates.to: latitude 123 …"]
/// ```
public struct ConnectionDataset: Hashable, Sendable {
    /// Every valid connection, in data order; parallel connections are all kept.
    public let connections: [Connection]
    /// What was excluded or flagged while loading, entry by entry, and the parallel groups.
    public let report: LoadReport
    /// ISO 4217 code of every price.
    public let currency: String

    /// Decodes and validates a TUI connections document.
    ///
    /// Throws `.decoding` when the bytes are not such a document at all (empty, not UTF-8,
    /// HTML, an object without `connections`…); a bad entry inside is reported, not thrown.
    public init(data: Data, currency: String = TripPlanner.defaultCurrency) throws(TransitError) {
        try self.init(data: data, currency: currency, source: "data")
    }

    /// Reads a local file (`file:` URL).
    public init(contentsOf fileURL: URL, currency: String = TripPlanner.defaultCurrency) throws(TransitError) {
        guard fileURL.isFileURL else {
            throw TransitError(
                .invalidArgument, provider: TripPlanner.providerID, operation: "load",
                detail: "\(fileURL.absoluteString) is not a file URL; use ConnectionDataset.load(from:transport:userAgent:)")
        }
        let data: Data
        do { data = try Data(contentsOf: fileURL) } catch {
            let exists = FileManager.default.fileExists(atPath: fileURL.path)
            throw TransitError(
                exists ? .invalidArgument : .notFound, provider: TripPlanner.providerID,
                operation: "load", detail: "\(fileURL.path) cannot be read", underlying: error)
        }
        try self.init(data: data, currency: currency, source: fileURL.lastPathComponent)
    }

    /// Validates connections built in code with the same rules as a file: blank names and
    /// negative prices or prices in another currency are excluded and reported.
    public init(connections: [Connection], currency: String = TripPlanner.defaultCurrency) throws(TransitError) {
        let code = try Self.checkedCurrency(currency)
        var validator = ConnectionValidator(currency: code)
        validator.validate(connections)
        self.init(validator, entryCount: connections.count)
    }

    /// Downloads a data set through `transport` (retry, throttle, logging middlewares apply),
    /// sending `userAgent`. HTTP failures and non-JSON bodies become `TransitError`s naming
    /// the URL; a `file:` URL is read from disk instead.
    ///
    /// For a signed or private URL, name its secret query items and headers in `redaction`
    /// (and pass the headers in `headers`): errors and logs then show `REDACTED` instead.
    /// User info in the URL (`https://user:password@host/…`) is sent as a redacted Basic
    /// `Authorization` header and never shown.
    ///
    /// ```swift
    /// // url: https://example.com/connections.json?token=abc
    /// let dataset = try await ConnectionDataset.load(
    ///     from: url, transport: LiveTransport(),
    ///     userAgent: try UserAgent(app: "Trips/1.0 (me@example.com)"),
    ///     redaction: Redaction(queryItems: ["token"]))
    /// ```
    public static func load(
        from url: URL, transport: any Transport, userAgent: UserAgent,
        headers: HTTPHeaders = [:], redaction: Redaction = .none,
        currency: String = TripPlanner.defaultCurrency
    ) async throws(TransitError) -> ConnectionDataset {
        if url.isFileURL { return try ConnectionDataset(contentsOf: url, currency: currency) }
        let code = try checkedCurrency(currency)
        let client = HTTPClient(
            provider: TripPlanner.providerID,
            transport: MiddlewareTransport(transport, [UserAgentMiddleware(userAgent)]))
        var requestHeaders = headers
        if requestHeaders["Accept"] == nil { requestHeaders["Accept"] = "application/json" }
        let (target, redaction) = movingCredentials(of: url, into: &requestHeaders, redaction: redaction)
        let request = HTTPRequest(
            url: target, headers: requestHeaders, provider: TripPlanner.providerID,
            operation: "load", redaction: redaction)
        let response = try await client.send(request)
        try client.checkStatus(response, for: request)
        return try HTTPClient.decodeJSON(from: response.body, for: request, status: response.status) { body in
            try read(body, currency: code)
        }
    }

    /// `https://user:password@host/…` would quote the password in every error and log line,
    /// which redaction (query items and headers only) cannot hide. The credentials move into
    /// a Basic `Authorization` header, redacted, and the URL keeps no user info.
    static func movingCredentials(
        of url: URL, into headers: inout HTTPHeaders,
        redaction: Redaction
    ) -> (URL, Redaction) {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.user != nil || components.password != nil
        else { return (url, redaction) }
        let credentials = "\(components.user ?? ""):\(components.password ?? "")"
        components.user = nil
        components.password = nil
        guard let stripped = components.url else { return (url, redaction) }
        if headers["Authorization"] == nil {
            headers["Authorization"] = "Basic " + Data(credentials.utf8).base64EncodedString()
        }
        return (stripped, redaction.union(Redaction(headers: ["Authorization"])))
    }

    init(data: Data, currency: String, source: String) throws(TransitError) {
        let code = try Self.checkedCurrency(currency)
        try Self.requireJSON(data, source: source)
        do throws(TransitError) { self = try Self.read(data, currency: code) } catch {
            throw TransitError(
                error.kind, provider: TripPlanner.providerID, operation: "load",
                detail: "\(source): \(error.detail ?? "unreadable")", underlying: error)
        }
    }

    /// A document read and validated entry by entry straight from the bytes (the reader is the
    /// wire format's only definition); a file it refuses fails with the field path and byte
    /// offset.
    static func read(_ data: Data, currency: String) throws(TransitError) -> ConnectionDataset {
        var validator = ConnectionValidator(currency: currency)
        let count = try JSONReader.read(data, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in
            try WireDocument.readEntries(&reader) { entry, index, arrayPath in
                validator.validate(entry, at: index, arrayPath: arrayPath)
            }
        }
        return ConnectionDataset(validator, entryCount: count)
    }

    private init(_ validator: ConnectionValidator, entryCount: Int) {
        connections = validator.connections
        currency = validator.currency
        report = LoadReport(
            entryCount: entryCount, issues: validator.finishedIssues(),
            parallelConnections: Self.parallelGroups(validator.connections))
    }

    private static func parallelGroups(_ connections: [Connection]) -> [LoadReport.ParallelConnections] {
        // Cities as small integers (one folding per distinct spelling), pairs as one UInt64:
        // no string built per connection, and names hashed by `SpellingTable`, not SipHash.
        var cityIDs: [String: UInt32] = [:]
        var spellings = SpellingTable()
        var cityOfSpelling: [UInt32] = []
        func id(_ name: String) -> UInt32 {
            let (spelling, isNew) = spellings.id(name)
            if isNew {
                let folded = CityName.key(name)
                let id = cityIDs[folded] ?? UInt32(cityIDs.count)
                cityIDs[folded] = id
                cityOfSpelling.append(id)
            }
            return cityOfSpelling[Int(spelling)]
        }
        // A slot per pair, in order of first appearance; later members are kept only for the
        // few pairs that repeat. An array per pair (37,000 of them for OpenFlights) was a fifth
        // of a load.
        var slots: [UInt64: Int] = [:]
        slots.reserveCapacity(connections.count)
        var firstMembers: [Int] = []
        var laterMembers: [Int: [Int]] = [:]
        // Data sets list a city's connections together (two thirds of OpenFlights' entries share
        // the previous one's departure city): comparing with it is cheaper than hashing again.
        var previousFrom: (name: String, id: UInt32)?
        for (index, connection) in connections.enumerated() {
            let fromID: UInt32
            if let previous = previousFrom, previous.name == connection.from {
                fromID = previous.id
            } else {
                fromID = id(connection.from)
                previousFrom = (connection.from, fromID)
            }
            let pair = UInt64(fromID) << 32 | UInt64(id(connection.to))
            if let slot = slots[pair] {
                laterMembers[slot, default: []].append(index)
            } else {
                slots[pair] = firstMembers.count
                firstMembers.append(index)
            }
        }
        return laterMembers.sorted { $0.key < $1.key }.compactMap { slot, later -> LoadReport.ParallelConnections? in
            let members = [firstMembers[slot]] + later
            let prices = members.map { connections[$0].price }
            guard let kept = prices.min() else { return nil }
            let first = connections[members[0]]
            return .init(from: first.from, to: first.to, prices: prices, kept: kept)
        }
    }

    static func checkedCurrency(_ currency: String) throws(TransitError) -> String {
        let code = currency.uppercased()
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw TransitError(
                .invalidArgument, provider: TripPlanner.providerID, operation: "load",
                detail: "currency: \"\(currency)\" is not an ISO 4217 code")
        }
        return code
    }

    /// The core's JSON body checks, for bytes that came from no request.
    static func requireJSON(_ data: Data, source: String) throws(TransitError) {
        guard let problem = HTTPClient.jsonProblem(in: data) else { return }
        throw TransitError(.decoding, provider: TripPlanner.providerID, operation: "load", detail: "\(source): \(problem)")
    }
}
