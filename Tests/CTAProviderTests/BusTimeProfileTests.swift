import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// `BusTimeProfile`: one BusTime client for every deployment, each time read in the profile's
/// zone (Docs/CTA.md, "BusTime profiles").
@Suite struct BusTimeProfileTests {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles") ?? .gmt
    static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

    /// GTrans (Gardena, CA), whose recorded getvehicles is Fixtures/bustime/getvehicles-1.json.
    /// Its host is not known, so the test's profile points at a placeholder.
    static let gtrans = BusTimeProfile(
        id: "gtrans", name: "GTrans BusTime", baseURL: URL(fileURLWithPath: "/gtrans/bustime/api"),
        timeZone: losAngeles, attribution: "Data provided by GTrans")

    static func utc(_ text: String) -> Date? { try? Date(text, strategy: .iso8601) }

    @Test func ctaIsTheDefaultAndEveryShippedProfileIsWellFormed() throws {
        #expect(CTABusTrackerClient.facts == BusTimeProfile.cta.facts)
        let cta = try makeClient(MockTransport())
        #expect(cta.configuration.profile == .cta)
        #expect(cta.descriptor.id == "cta")
        #expect(cta.descriptor.timeZone.identifier == "America/Chicago")
        for profile in BusTimeProfile.known {
            #expect(profile.baseURL.scheme?.hasPrefix("http") == true, "\(profile.id)")
            #expect(profile.baseURL.path.hasSuffix("/bustime/api"), "\(profile.id)")
            #expect(TimeZone(identifier: profile.timeZone.identifier) != nil, "\(profile.id)")
        }
        #expect(BusTimeProfile.pittsburgh.timeZone.identifier == "America/New_York")
        #expect(Set(BusTimeProfile.known.map(\.id)).count == BusTimeProfile.known.count)
        // PRT's box is Allegheny County: Downtown, the airport and McKeesport inside, Chicago
        // and Philadelphia outside.
        let county = try #require(BusTimeProfile.pittsburgh.coverage)
        #expect(county.contains(Coordinate(latitude: 40.4406, longitude: -79.9959)))
        #expect(county.contains(Coordinate(latitude: 40.4915, longitude: -80.2329)))
        #expect(county.contains(Coordinate(latitude: 40.3479, longitude: -79.8642)))
        #expect(!county.contains(Coordinate(latitude: 41.8781, longitude: -87.6298)))
        #expect(!county.contains(Coordinate(latitude: 39.9526, longitude: -75.1652)))
    }

    /// The recorded GTrans answer through the client over a profile: the request goes to the
    /// profile's host, the stamps are Los Angeles wall clock (Chicago would put them 2 h early),
    /// stops and the descriptor carry the zone, and the generic v3 fields CTA never sends decode.
    @Test func aRecordedGTransAnswerDecodesThroughItsProfileInItsZone() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/v3/getvehicles"), .fixture("bustime", "getvehicles-1.json"))
        let client = CTABusTrackerClient(
            configuration: .init(
                apiKey: Secret(secretKey, name: "API key"), userAgent: try agent(), profile: Self.gtrans, transport: mock,
                now: .fixed(recordedNow)))
        let buses = try await client.vehicles(on: ["1x", "U"])
        #expect(mock.requests.first?.url.path == "/gtrans/bustime/api/v3/getvehicles")
        #expect(mock.requests.first?.queryValue("rtpidatafeed") == nil)
        #expect(client.descriptor.id == "gtrans")
        #expect(client.descriptor.timeZone == Self.losAngeles)
        let bus = try #require(buses.first { $0.id == "2313" })
        // "20250617 11:46:56" in Los Angeles (PDT, UTC-7).
        #expect(bus.recordedAt == Self.utc("2025-06-17T18:46:56Z"))
        // stsd 2025-06-17, stst 40920 s: 11:22 PDT.
        #expect(bus.tripStart == Self.utc("2025-06-17T18:22:00Z"))
        #expect(bus.route == "1X")
        #expect(buses.count == 8)
        let offPattern = try #require(buses.first { $0.id == "0890" })
        #expect(offPattern.tripID == nil || offPattern.tripID == "N/A")
    }

    /// Detour dates from an east-coast server are New York wall clock (they were read as
    /// Chicago: an hour late), the repeated 01:30 of the fall-back night is the earlier instant,
    /// `rtpidatafeed` rides along, and `INBOUND` comes back as sent.
    @Test func detourDatesAreInTheProfilesZoneAndUpperCaseDirectionsRoundTrip() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/v3/getdetours"), .fixture("bustime", "getdetours-handmade-prt.json"))
        mock.on(.path(suffix: "/v3/getstops").and(.query("dir", "INBOUND")), .fixture("cta", "getstops-3.json"))
        mock.on(.path(suffix: "/v3/getpatterns"), .status(500))
        let prt = CTABusTrackerClient(
            apiKey: secretKey, userAgent: try agent(), profile: .pittsburgh, transport: mock, now: .fixed(recordedNow))
        let detours = try await prt.detours()
        #expect(mock.requests.first?.url.host == "truetime.portauthority.org")
        #expect(mock.requests.first?.queryValue("rtpidatafeed") == "Port Authority Bus")
        let water = try #require(detours.first)
        #expect(water.start == Self.utc("2025-03-10T09:00:00Z")) // 05:00 EDT
        #expect(water.end == Self.utc("2025-03-15T03:59:00Z")) // 23:59 EDT
        #expect(detours[1].start == Self.utc("2025-11-02T05:30:00Z")) // 01:30 EDT, the first of two
        let direction = try #require(water.affected.first?.direction)
        #expect(direction == "INBOUND")
        // The id is sent back unchanged.
        _ = try await prt.stops(on: "71A", direction: direction)
        #expect(mock.requests.contains { $0.queryValue("dir") == "INBOUND" })
        // The same bytes through CTA's profile: Chicago time and CTA's capitalised ids.
        let asCTA = try CTAPayloads.detours(Fixtures.data("bustime", "getdetours-handmade-prt.json"))
        #expect(asCTA.first?.start == Self.utc("2025-03-10T10:00:00Z"))
        #expect(asCTA.first?.affected.first?.direction == "Inbound")
        let asPRT = try CTAPayloads.detours(Fixtures.data("bustime", "getdetours-handmade-prt.json"), profile: .pittsburgh)
        #expect(asPRT == detours)
    }

    /// Predictions and trip starts of another zone: the same CTA row read through PRT's profile
    /// is an hour earlier (New York is an hour ahead of Chicago) and carries New York.
    @Test func predictionsAreInTheProfilesZone() throws {
        let data = try Fixtures.data("cta", "getpredictions-4.json")
        let chicagoBoard = try CTAPayloads.predictions(data, now: .fixed(recordedNow))
        let newYorkBoard = try CTAPayloads.predictions(data, profile: .pittsburgh, now: .fixed(recordedNow))
        let first = try #require(chicagoBoard.predictions.first)
        let moved = try #require(newYorkBoard.predictions.first)
        #expect(try #require(first.time).timeIntervalSince(try #require(moved.time)) == 3600)
        #expect(moved.timeZone == Self.newYork)
        #expect(newYorkBoard.serverTime.map { $0.addingTimeInterval(3600) } == chicagoBoard.serverTime)
    }

    @Test func dataFeedsAreAskedWithoutAFeedAndRead() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/v3/getrtpidatafeeds"), .fixture("bustime", "getrtpidatafeeds-handmade-prt.json"))
        let prt = CTABusTrackerClient(apiKey: secretKey, userAgent: try agent(), profile: .pittsburgh, transport: mock)
        let feeds = try await prt.dataFeeds()
        #expect(mock.requests.first?.queryValue("rtpidatafeed") == nil)
        #expect(feeds.map(\.name) == ["Port Authority Bus", "Light Rail"])
        #expect(feeds[0].displayName == "PAAC")
        #expect(feeds[1].isVisible == false)
        #expect(feeds[1].isEnabled == true)
        #expect(BusTimeProfile.pittsburgh.on(feed: feeds[1].name).feed == "Light Rail")
    }

    /// The daily quota resets at midnight in the profile's zone, and errors name the profile.
    @Test func theQuotaResetsAtTheProfilesMidnightAndErrorsNameTheProfile() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/v3/getvehicles"), .fixture("cta", "error-quota.json"))
        // 2025-06-17 20:00 in New York: midnight is four hours away (five in Chicago).
        let now = try #require(Self.utc("2025-06-18T00:00:00Z"))
        let prt = CTABusTrackerClient(
            apiKey: secretKey, userAgent: try agent(), profile: .pittsburgh, transport: mock, now: .fixed(now))
        let error = await transitError { _ = try await prt.vehicles(on: ["P1"]) }
        #expect(error?.kind == .rateLimited)
        #expect(error?.retryAfter == .seconds(4 * 3600))
        #expect(error?.provider == "prt")
        let blank = await transitError { _ = try await prt.vehicles(on: [" "]) }
        #expect(blank?.provider == "prt")
    }
}
