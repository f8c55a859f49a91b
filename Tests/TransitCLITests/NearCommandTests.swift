import Foundation
import Testing
import TransitKitCore

@testable import TransitCLI

/// `transit near` on the demo recordings: Chicago over CTA's stop index (route 74), Melbourne
/// over tramTRACKER's (route 78), New York over MTA stops-for-location (stops-for-location-4.json).
@Suite struct NearCommandTests {
    @Test func chicagoFromTheStopIndexWithDistancesAndTimes() async throws {
        let run = try await runCLI(["near", "41.925051,-87.652866", "--radius", "40"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst(2)
        #expect(rows.count == 2) // getpredictions-4.json: two 74s at 6597, the only stop within 40 m
        #expect(
            rows.first?.contains("cta       Fullerton & Sheffield (Red/Brown/Purple Line) [6597]  35 m  74     Halsted  11:15 pm") == true)
        #expect(rows.first?.hasSuffix("1.4 km away") == true) // dstp 4568 ft
    }

    @Test func melbourneShowsLowFloorAndSteps() async throws {
        let run = try await runCLI(["near", "-37.8478,144.992", "--radius", "150"])
        #expect(run.status == 0, "\(run.stderr)")
        // Counted down from the recording's server clock (TableConventionTests.nearCountsDown…).
        let lines = run.stdout.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasPrefix("tramtracker  Prahran Market & Commercial Rd [2406]  0 m   96     St Kilda Beach  5:21 pm (")
                    && $0.hasSuffix("♿ low-floor")
            }, "\(run.stdout)")
        #expect(lines.contains { $0.contains("58     Toorak          5:25 pm (") && $0.hasSuffix("steps") }, "\(run.stdout)")
    }

    /// MTA_305835 is within the radius but has no recorded stop-monitoring: a note on stderr,
    /// and MTA_305809's departures are still shown.
    @Test func newYorkNotesTheStopThatFailedAndShowsTheRest() async throws {
        let run = try await runCLI(["near", "40.68766,-73.96880", "--radius", "40", "--limit", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("note: mta: stop MTA_305835: not in the recordings"))
        #expect(!run.stdout.contains("note:"))
        let rows = run.stdout.split(separator: "\n").dropFirst(2)
        #expect(rows.count == 3)
        #expect(rows.first?.contains("VANDERBILT AV/LAFAYETTE AV [MTA_305809]  16 m  B69") == true)
        #expect(rows.first?.hasSuffix("1.2 km, 4 stops away") == true)
    }

    /// `--within` counts from the recording's clock (MTA's ResponseTimestamp), as the
    /// countdowns do: of the seven recorded visits (9 … 82 min away) the next 20 minutes hold two.
    @Test func withinKeepsTheNextMinutesByTheRecordingsClock() async throws {
        let run = try await runCLI(["near", "40.68766,-73.96880", "--radius", "40", "--within", "20m"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst(2)
        #expect(rows.map { $0.contains("(9 min)") || $0.contains("(18 min)") } == [true, true], "\(run.stdout)")
        let bad = try await runCLI(["near", "40.68766,-73.96880", "--within", "soon"])
        #expect(bad.status == 2 && bad.stderr.contains("is not a duration"))
        let both = try await runCLI(["near", "40.68766,-73.96880", "--within", "5m", "--from", "2026-11-28T18:00:00Z"])
        #expect(both.status == 2)
        let reversed = try await runCLI(
            ["near", "40.68766,-73.96880", "--from", "2026-11-28T18:00:00Z", "--until", "2026-11-28T17:00:00Z"])
        #expect(reversed.status == 2 && reversed.stderr.contains("before it starts"), "\(reversed.stderr)")
    }

    /// `--json` is the library's `NearbyDepartures`: an app decodes it with the type itself, and
    /// the rider facts the table shows are the prediction's own fields.
    @Test func jsonIsTheLibrarysModelWithRiderFactsAndNotes() async throws {
        let run = try await runCLI(["near", "40.68766,-73.96880", "--radius", "40", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let board = try decoder.decode(NearbyDepartures.self, from: Data(run.stdout.utf8))
        #expect(board.providers == ["mta"])
        #expect(board.rows.count == 7) // the seven recorded visits
        #expect((board.rows.first?.distance ?? 0).rounded() == 16)
        #expect(board.rows.first?.prediction.distanceToStop == 1226.87)
        #expect(board.rows.first?.prediction.stopsAway == 4)
        #expect(board.notes.map(\.note.subject) == [.stop("MTA_305835")])
        #expect(board.notes.first?.provider == "mta")
    }

    @Test func onlyTheNamedProviderIsAsked() async throws {
        let run = try await runCLI(["near", "41.925051,-87.652866", "--radius", "40", "--provider", "mta"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no configured provider covers"))
        let busbud = try await runCLI(["near", "41.925051,-87.652866", "--provider", "busbud"])
        #expect(busbud.status == 1)
        #expect(busbud.stderr.hasPrefix("transit: Busbud can't answer that question."))
    }

    /// On a replay folder that answers nothing, a valid question fails (status 1: it asked);
    /// bad input ends with 2 and the typed error — it never got as far as a request.
    @Test func badInputIsRefusedBeforeAnyRequest() async throws {
        let empty = try ReplayFolder.empty()
        let asked = try await runCLI(empty.words + ["near", "41.925051,-87.652866"], replay: false)
        #expect(asked.status == 1, "\(asked.stderr)")
        for words in [
            ["near", "91,0"], ["near", "nan,1"], ["near", "abc"], ["near", "41.9,-87.6,1"], ["near"],
            ["near", "41.9,-87.6", "--radius", "0"], ["near", "41.9,-87.6", "--radius", "-5"],
            ["near", "41.9,-87.6", "--radius", "50001"], ["near", "41.9,-87.6", "--radius", "nan"],
            ["near", "41.9,-87.6", "--radius", "far"],
            ["stops", "near", "41.9,-181", "--provider", "cta"], ["stops", "near", "41.9,-87.6", "--provider", "cta", "--radius", "inf"],
            ["stops", "find", "--provider", "cta"], ["stops", "find", " \u{200B} ", "--provider", "cta"],
        ] {
            let run = try await runCLI(empty.words + words, replay: false)
            #expect(run.status == 2, "\(words): \(run.stderr)")
            #expect(run.stderr.hasPrefix("transit: That request can't be made as entered. ("), "\(words): \(run.stderr)")
            #expect(!run.stderr.contains("TransitError"), "\(words)")
            #expect(!run.stderr.contains("ReplayTransport"), "\(words)")
        }
    }
}
