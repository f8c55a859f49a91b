import Foundation
import TransitKitCore

/// A replay script read as data: the entries of a recordings folder's `replay.json` (the file
/// ``ReplayTransport`` follows), what they hold per call, and why a request missed them.
///
/// A folder of recordings holds one `<provider>/replay.json` per provider (the bundled
/// `Fixtures/demo` does). A tool replaying them can list what each call was recorded for, and
/// turn a miss (a `.notFound` whose detail starts with ``ReplayTransport/missDetailPrefix``)
/// into a sentence that says what was recorded instead:
///
/// ```swift
/// let recordings = try Fixtures.directory("demo")
/// let cta = try ReplayScript(directory: recordings.appendingPathComponent("cta"))
/// for call in cta.calls { print(call.name, call.asked) }   // getpredictions ["stpid=6597", "stpid=6601"]
/// do {
///     _ = try await CTABusTrackerClient(apiKey: "k", userAgent: agent, transport: ReplayTransport(fixtures: "demo/cta"))
///         .predictions(at: ["1111"], routes: nil)
/// } catch let error as TransitError where ReplayScript.isMiss(error) {
///     print(cta.explanation(for: error) ?? "")   // "recorded stops: 6597, 6601"
/// }
/// ```
public struct ReplayScript: Sendable, Hashable {
    /// One recorded call of a script: its operation and what it was asked for.
    ///
    /// ```swift
    /// let call = script.describe(script.entries[0])
    /// print(call.name, call.asked)   // "getpredictions" ["stpid=6597"]
    /// ```
    public struct Call: Sendable, Hashable {
        /// The operation: the path segment that names it ("getpredictions",
        /// "GetNextPredictedRoutesCollection", "x-departures").
        public var name: String
        /// What it was asked for: the id in the path first ("1234", "dr5reg f25dvk
        /// 2016-07-29", "any" for a wildcard), then the recorded query items ("stpid=6597").
        public var asked: [String]

        /// A call named `name`, asked for `asked`.
        ///
        /// ```swift
        /// let call = ReplayScript.Call(name: "getpredictions", asked: ["stpid=6597"])
        /// ```
        public init(name: String, asked: [String]) {
            self.name = name
            self.asked = asked
        }
    }

    /// What a script holds for one call: the kind of thing it was asked for ("stops",
    /// "routes", "vehicles", "trams", "searches", "agencies") and the values recorded.
    ///
    /// ```swift
    /// let held = script.recorded(like: "/bustime/api/v3/getpredictions")
    /// print(held.noun ?? "", held.values)   // "stops" ["6597", "6601"]
    /// ```
    public struct Recorded: Sendable, Hashable {
        /// What the values are ("stops"); nil when the call names nothing the script knows.
        public var noun: String?
        /// The recorded values, in script order, each once.
        public var values: [String]

        /// Values of kind `noun`.
        ///
        /// ```swift
        /// let held = ReplayScript.Recorded(noun: "stops", values: ["6597", "6601"])
        /// ```
        public init(noun: String?, values: [String]) {
            self.noun = noun
            self.values = values
        }
    }

    /// The entries, in script order.
    public var entries: [ReplayTransport.Entry]

    /// A script of these entries.
    ///
    /// ```swift
    /// let entries = try JSONDecoder().decode([ReplayTransport.Entry].self, from: scriptData)
    /// let script = ReplayScript(entries: entries.filter { $0.path.hasSuffix("/getpredictions") })
    /// ```
    public init(entries: [ReplayTransport.Entry]) {
        self.entries = entries
    }

    /// Loads `directory/script`; throws `.notFound` when it cannot be read and `.decoding`
    /// naming the problem when it is malformed (as ``ReplayTransport/init(directory:script:)``).
    ///
    /// ```swift
    /// let script = try ReplayScript(directory: Fixtures.directory("demo/cta"))
    /// ```
    public init(directory: URL, script: String = "replay.json") throws {
        let scriptURL = directory.appendingPathComponent(script)
        let data: Data
        do { data = try Data(contentsOf: scriptURL) } catch {
            throw TransitError(.notFound, detail: "replay script \(scriptURL.path) cannot be read")
        }
        do { entries = try JSONDecoder().decode([ReplayTransport.Entry].self, from: data) } catch {
            throw TransitError(.decoding, detail: "replay script \(script): \(TransitError.describe(error))")
        }
    }

    /// True when `error` is a replay's "no recorded response": `.notFound` with a detail
    /// holding ``ReplayTransport/missDetailPrefix``.
    ///
    /// ```swift
    /// catch let error as TransitError where ReplayScript.isMiss(error) { … }
    /// ```
    public static func isMiss(_ error: TransitError) -> Bool {
        error.kind == .notFound && (error.detail ?? "").contains(ReplayTransport.missDetailPrefix)
    }

    /// `message` with a replay miss's request left out: "stop 1225: not in the recordings:
    /// GET /bustime/…" reads "stop 1225: not in the recordings". Other messages are unchanged.
    ///
    /// ```swift
    /// let text = ReplayScript.noteText(note.message)
    /// ```
    public static func noteText(_ message: String) -> String {
        guard let range = message.range(of: ReplayTransport.missDetailPrefix) else { return message }
        return String(message[..<range.lowerBound]) + "not in the recordings"
    }

    /// One recorded call: its operation ("getpredictions", "GetNextPredictedRoutesCollection")
    /// and what it was asked for ("stpid=6597", "1234").
    ///
    /// ```swift
    /// let call = script.describe(script.entries[0])   // getpredictions ["stpid=6597"]
    /// ```
    public func describe(_ entry: ReplayTransport.Entry) -> Call {
        var segments = entry.path.split(separator: "/").map(String.init)
        var asked = (entry.query ?? [:]).sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }
        if let index = segments.firstIndex(where: { Self.pathNouns[$0] != nil }), index + 1 < segments.count {
            // Busbud's search names origin, destination and date in the path.
            let id =
                segments[index] == "x-departures"
                ? segments[(index + 1)...].map(Self.plain).joined(separator: " ") : Self.plain(segments[index + 1])
            asked.insert(id.isEmpty ? "any" : id, at: 0)
            return Call(name: segments[index], asked: asked)
        }
        // ".../GetStopInformation/*", ".../GetDestinationsForRoute/78*": the id (or any) last.
        if let last = segments.last, last.hasSuffix("*"), segments.count >= 2 {
            let id = Self.plain(last)
            if id.isEmpty || id.first?.isNumber == true {
                segments.removeLast()
                asked.insert(id.isEmpty ? "any" : id, at: 0)
            }
        }
        return Call(name: Self.plain(segments.last ?? entry.path), asked: asked)
    }

    /// Every call of the script, once each in the order first recorded, with everything it
    /// was asked for across its entries (each once).
    ///
    /// ```swift
    /// for call in script.calls { print("\(call.name): \(call.asked.joined(separator: " · "))") }
    /// // getpredictions: stpid=6597 · stpid=6601
    /// ```
    public var calls: [Call] {
        var calls: [Call] = []
        for entry in entries {
            let call = describe(entry)
            if let index = calls.firstIndex(where: { $0.name == call.name }) {
                for value in call.asked where !calls[index].asked.contains(value) { calls[index].asked.append(value) }
            } else {
                calls.append(Call(name: call.name, asked: call.asked.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }))
            }
        }
        return calls
    }

    /// What the script holds for the call at `path`: the stops, routes or vehicles it was
    /// asked for, whether they sit in the query (`stpid=6597`) or in the path (`…/1234/…`).
    ///
    /// ```swift
    /// script.recorded(like: "/bustime/api/v3/getpredictions")   // stops: 6597, 6601
    /// ```
    public func recorded(like path: String) -> Recorded {
        let asked = path.removingPercentEncoding ?? path
        var held = Recorded(noun: nil, values: [])
        func add(_ value: String) { if !held.values.contains(value) { held.values.append(value) } }
        for entry in entries {
            let pattern = entry.path.hasSuffix("*") ? String(entry.path.dropLast()) : entry.path
            if pattern == asked {
                for (name, value) in (entry.query ?? [:]).sorted(by: { $0.key < $1.key }) {
                    guard let word = Self.queryNouns[name] else { continue }
                    held.noun = held.noun ?? word
                    if word == held.noun { add(value) }
                }
                continue
            }
            // A path that names the subject: the same call, another id after its name
            // (`GetNextPredictedRoutesCollection/1234/…`, `x-departures/dr5reg/f25dvk/2016-07-29`).
            let segments = pattern.split(separator: "/").map(String.init)
            let askedSegments = asked.split(separator: "/").map(String.init)
            guard let index = segments.firstIndex(where: { Self.pathNouns[$0] != nil }), index + 1 < segments.count,
                askedSegments.count > index, Array(askedSegments.prefix(index + 1)) == Array(segments.prefix(index + 1)),
                let word = Self.pathNouns[segments[index]]
            else { continue }
            let id = segments[(index + 1)...].map(Self.plain).filter { !$0.isEmpty && $0 != "poll" }.joined(separator: " ")
            guard !id.isEmpty else { continue }
            held.noun = held.noun ?? word
            add(id)
        }
        return held
    }

    /// Why the request of a replay miss found no entry, in what the script holds: "recorded
    /// stops: 6597, 6601", and when the same call was recorded with other query values, "this
    /// call was recorded with date=2024-01-02"; the parts joined by "; ". Nil when the error
    /// names no request or the script holds nothing like it.
    ///
    /// ```swift
    /// let why = script.explanation(for: error)   // "recorded stops: 6597, 6601"
    /// ```
    public func explanation(for error: TransitError) -> String? {
        guard let components = error.redactedURL.flatMap({ URLComponents(string: $0) }), !components.path.isEmpty else {
            return nil
        }
        let path = components.path
        var parts: [String] = []
        let held = recorded(like: path)
        if let noun = held.noun, !held.values.isEmpty {
            parts.append("recorded \(noun): " + held.values.joined(separator: ", "))
        }
        // The same call recorded with other values (a schedule's date): name them, so a
        // caller who left one out learns which the recordings hold.
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        var others: [String] = []
        for entry in entries where entry.path == path {
            for (name, value) in (entry.query ?? [:]).sorted(by: { $0.key < $1.key })
            where Self.queryNouns[name] == nil && query[name] != value && !others.contains("\(name)=\(value)") {
                others.append("\(name)=\(value)")
            }
        }
        if !others.isEmpty { parts.append("this call was recorded with " + others.joined(separator: ", ")) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Query items that name what a call was asked for.
    static let queryNouns = [
        "stpid": "stops", "vid": "vehicles", "rt": "routes", "MonitoringRef": "stops", "LineRef": "routes",
    ]

    /// Path segments followed by what a call was asked for.
    static let pathNouns = [
        "GetNextPredictedRoutesCollection": "stops", "GetNextPredictedArrivalTimeAtStopsForTramNo": "trams",
        "GetRouteStopsByRoute": "routes", "stops-for-route": "routes", "GetListOfStopsByRouteNoAndDirection": "routes",
        "routes-for-agency": "agencies", "schedule-for-stop": "stops", "x-departures": "searches",
    ]

    /// A path segment without a trailing `*` or `.json`.
    static func plain(_ segment: String) -> String {
        var text = segment.hasSuffix("*") ? String(segment.dropLast()) : segment
        if text.hasSuffix(".json") { text = String(text.dropLast(5)) }
        return text
    }
}
