import Foundation
import Testing

@testable import TransitCLI

/// The demo's new parts, offline on the bundled recordings.
@Suite struct NearDemoTests {
    @Test func demoShowsNearTripAndOneFeedPerProvider() async throws {
        let run = try await runCLI(["demo"], replay: false)
        #expect(run.status == 0, "\(run.stderr)")
        // Each row counts down from its recording's clock ("11:15 pm (4 min)").
        let lines = run.stdout.split(separator: "\n")
        #expect(
            lines.contains {
                $0.contains("cta       Fullerton & Sheffield (Red/Brown/Purple Line) [6597]  35 m  74     Halsted  11:15 pm (")
                    && $0.hasSuffix("1.4 km away")
            }, "\(run.stdout)")
        #expect(
            lines.contains {
                $0.contains("tramtracker  Prahran Market & Commercial Rd [2406]  0 m   96     St Kilda Beach  5:21 pm (")
                    && $0.hasSuffix("♿ low-floor")
            })
        #expect(run.stdout.contains("mta       VANDERBILT AV/LAFAYETTE AV [MTA_305809]  16 m  B69"))
        #expect(run.stdout.contains("6597  Fullerton & Sheffield (Red/Brown/Purple Line)  74"))
        #expect(run.stdout.contains("Vehicle 3001 on route 109"))
        #expect(run.stdout.contains("1  Fullerton & Ashland [17254]    Due               146 m away"))
        #expect(run.stdout.contains("    cta: 2 entities, 159 bytes → cta-trip-updates.pb, 0 left out"))
        #expect(run.stdout.contains("    tramtracker: 24 entities, 1641 bytes → tramtracker-trip-updates.pb, 0 left out"))
        #expect(run.stdout.contains("    mta: 3 entities, 414 bytes → mta-vehicle-positions.pb, 0 left out"))
        #expect(run.stdout.contains("All 9 parts ran offline."))
    }
}
