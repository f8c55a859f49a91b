import Foundation
import Testing
import TransitKitCore

@Suite struct ModelTests {
    let utc = TimeZone(identifier: "UTC")!

    @Test func moneyIsExactAndFormatsPerCurrency() {
        #expect(Money(minorUnits: 4599, currency: "cad").description == "45.99 CAD")
        #expect(Money(minorUnits: -5, currency: "USD").description == "-0.05 USD")
        #expect(Money(minorUnits: 1200, currency: "JPY").description == "1200 JPY")
        #expect(Money(minorUnits: 1234, currency: "KWD").description == "1.234 KWD")
        #expect(Money(minorUnits: 4599, currency: "USD").decimalAmount == Decimal(string: "45.99"))
        #expect(Money(minorUnits: 4599, currency: "USD").formatted(locale: Locale(identifier: "en_US")) == "$45.99")
        #expect(Money(minorUnits: 100, currency: "USD") < Money(minorUnits: 101, currency: "USD"))
    }

    @Test func statusDerivesFromAlertEffects() {
        func alert(_ effect: ServiceAlert.Effect, _ route: Route.ID = "M86+") -> ServiceAlert {
            ServiceAlert(id: .init("a-\(effect)"), title: "x", effect: effect, affectedRoutes: [route])
        }
        #expect(ServiceStatus(alerts: []) == .normal)
        #expect(ServiceStatus(alerts: [alert(.detour)]) == .altered)
        #expect(ServiceStatus(alerts: [alert(.other), alert(.unknown)]) == .altered)
        #expect(ServiceStatus(alerts: [alert(.information)]) == .normal)
        #expect(ServiceStatus(alerts: [alert(.information), alert(.stopMoved)]) == .altered)
        #expect(ServiceStatus(alerts: [alert(.detour), alert(.significantDelays)]) == .disrupted)
        #expect(ServiceStatus(alerts: [alert(.noService)]) == .disrupted)
        let status = RouteStatus(route: "M86+", alerts: [alert(.detour), alert(.noService, "B63")])
        #expect(status.status == .altered)
        #expect(status.alerts.count == 1)
    }

    /// A failed or partial answer is never green: unknown outranks green and yellow (it might be
    /// red) and only a known red outranks it; riders read the README's colour words.
    @Test func unknownStatusIsNeverNormalAndReadsAsItsOwnWord() {
        #expect([ServiceStatus.normal, .unknown].max() == .unknown)
        #expect([ServiceStatus.altered, .unknown].max() == .unknown)
        #expect([ServiceStatus.unknown, .disrupted].max() == .disrupted)
        #expect(!ServiceStatus.unknown.isKnown && ServiceStatus.normal.isKnown)
        #expect(ServiceStatus.allCases.map(\.description) == ["green", "yellow", "red", "unknown"])
        #expect("\(ServiceStatus.disrupted)" == "red")
        let unknown = RouteStatus.unknown("B63")
        #expect(unknown.status == .unknown && unknown.alerts.isEmpty)
        // The raw values apps may have stored keep their meaning.
        #expect(ServiceStatus.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func alertsReadHighSeverityFirstThenNewest() {
        let old = ServiceAlert(id: "1", title: "old high", severity: .high, publishedAt: Date(timeIntervalSince1970: 1))
        let new = ServiceAlert(id: "2", title: "new high", severity: .high, publishedAt: Date(timeIntervalSince1970: 2))
        let low = ServiceAlert(id: "3", title: "low", severity: .low, publishedAt: Date(timeIntervalSince1970: 3))
        #expect([low, old, new].sorted(by: ServiceAlert.byPriority).map(\.id) == ["2", "1", "3"])
    }

    @Test func predictionBoardSortsByTimeWhateverTheServerOrder() {
        func p(_ seconds: Double?, _ route: Route.ID) -> Prediction {
            Prediction(
                stopID: "1", route: route, time: seconds.map { Date(timeIntervalSince1970: $0) },
                source: seconds == nil ? .distanceOnly : .realtime, timeZone: utc)
        }
        let board = PredictionBoard(predictions: [p(300, "22"), p(nil, "9"), p(60, "36"), p(60, "22")])
        #expect(board.predictions.map(\.route) == ["22", "36", "22", "9"])
    }

    @Test func departuresSortByInstantThenPrice() {
        let stop = Stop(id: "s", name: "s")
        func d(_ id: String, _ t: Double, _ cents: Int64?) -> Departure {
            Departure(
                id: .init(id), origin: stop, destination: stop, departureTime: Date(timeIntervalSince1970: t),
                departureTimeZone: utc, arrivalTime: Date(timeIntervalSince1970: t + 3600), arrivalTimeZone: utc,
                price: cents.map { Money(minorUnits: $0, currency: "USD") })
        }
        let sorted = [d("c", 100, nil), d("b", 100, 500), d("a", 100, 900), d("z", 50, 9999)].sorted(by: Departure.byDepartureThenPrice)
        #expect(sorted.map(\.id.rawValue) == ["z", "b", "a", "c"])
    }

    /// A cache answering another day is told apart, each day once, in each departure's zone.
    @Test func daysOtherThanTheOneAsked() throws {
        let stop = Stop(id: "s", name: "s")
        let montreal = try #require(TimeZone(identifier: "America/Toronto"))
        func d(_ id: String, _ t: Double) -> Departure {
            Departure(
                id: .init(id), origin: stop, destination: stop, departureTime: Date(timeIntervalSince1970: t),
                departureTimeZone: montreal, arrivalTime: Date(timeIntervalSince1970: t + 3600), arrivalTimeZone: montreal)
        }
        // 2017-09-10 15:00Z and 22:00Z are the 10th in Montréal; 2017-09-11 03:00Z is still the 10th there.
        let snapshot = DepartureSnapshot(
            departures: [d("a", 1_505_055_600), d("b", 1_505_080_800), d("c", 1_505_098_800), d("e", 1_505_142_000)],
            isComplete: true, requestCount: 1)
        #expect(snapshot.daysOtherThan(try CalendarDate("2016-07-29")).map(\.description) == ["2017-09-10", "2017-09-11"])
        #expect(snapshot.daysOtherThan(try CalendarDate("2017-09-10")).map(\.description) == ["2017-09-11"])
    }

    @Test func coordinatesAndNoteSubjectsDescribeThemselves() {
        #expect(Coordinate(latitude: 40.647951, longitude: -73.9984).description == "40.64795, -73.99840")
        #expect(ProviderNote.Subject.stop("1836").description == "stop 1836")
        #expect(ProviderNote.Subject.vehicle("8146").description == "vehicle 8146")
        #expect(ProviderNote.Subject.request.description == "request")
    }

    @Test func passengerTotalSaturatesInsteadOfTrapping() {
        #expect(Passengers(adults: 2, children: 1).total == 3)
        #expect(Passengers(adults: .max, children: 1, seniors: 1).total == .max)
    }

    @Test func identifiersAreTypedAndEncodeAsStrings() throws {
        let stop: Stop.ID = "1836"
        let data = try JSONEncoder().encode(["stop": stop])
        #expect(String(decoding: data, as: UTF8.self) == #"{"stop":"1836"}"#)
        #expect(try JSONDecoder().decode([String: Stop.ID].self, from: data)["stop"] == stop)
    }

    @Test func coordinatesValidate() {
        #expect(Coordinate(latitude: 41.88, longitude: -87.63).isValid)
        #expect(!Coordinate(latitude: 123, longitude: 0).isValid)
        #expect(!Coordinate(latitude: .nan, longitude: 0).isValid)
        #expect(throws: TransitError.self) { try Coordinate.validated(latitude: 0, longitude: 181) }
        let chicago = Coordinate(latitude: 41.8781, longitude: -87.6298)
        let nyc = Coordinate(latitude: 40.7128, longitude: -74.0060)
        #expect(abs(chicago.distance(to: nyc) - 1_144_000) < 5_000)
    }

    @Test func plainTextCleansProviderHTML() {
        let html = "<p>Buses&nbsp;will   <b>detour</b> via Clark.<br/>Use stops at&amp;near Division.</p>\r\n\r\n\r\n<p>Thanks</p>"
        #expect(PlainText.clean(html) == "Buses will detour via Clark.\nUse stops at&near Division.\n\nThanks")
        #expect(PlainText.clean("Planned work&#58; &#x2022; B63 &#8226; B70 &#60;3&#62; &amp;lt;") == "Planned work: • B63 • B70 <3> &lt;")
        #expect(PlainText.clean("broken &#xZZ; and &#;") == "broken &#xZZ; and &#;")
        #expect(PlainText.clean("a < b and c > d") == "a < b and c > d")
        #expect(PlainText.clean("x <!-- note --> y") == "x y")
    }

    @Test func requireCapabilityFailsUpFront() {
        struct OnlyAlerts: AlertSource {
            var descriptor: ProviderDescriptor {
                ProviderDescriptor(id: "x", name: "X", timeZone: TimeZone(identifier: "UTC")!, attribution: "", capabilities: [.alerts])
            }
            func alerts(for routes: [Route.ID]) async throws(TransitError) -> [ServiceAlert] { [] }
        }
        let provider: any TransitProvider = OnlyAlerts()
        #expect((try? provider.require((any AlertSource).self, for: "alerts")) != nil)
        #expect { try provider.require((any VehicleSource).self, for: "vehicles") } throws: {
            ($0 as? TransitError)?.kind == .unsupported && ($0 as? TransitError)?.provider == "x"
        }
    }
}
