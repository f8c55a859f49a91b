import Foundation
import Testing
import TransitKitCore

/// What a rider reads: one plain sentence per error kind, status and effect — never a type
/// name, case name, URL, key or the server's own words.
@Suite struct RiderMessageTests {
    static let kinds: [TransitError.Kind] = [
        .transport, .httpStatus, .apiError, .decoding, .invalidArgument, .unsupported, .rateLimited,
        .unauthorized, .notFound, .cancelled, .storage, .tooLarge,
    ]

    /// An error carrying everything a developer line shows: a URL with a key, a status, the
    /// server's words (with the key echoed), a field path.
    func loaded(_ kind: TransitError.Kind) -> TransitError {
        TransitError(
            kind, provider: "cta", operation: "getpredictions",
            redactedURL: "https://www.ctabustracker.com/bustime/api/v3/getpredictions?key=REDACTED", status: 502,
            providerMessage: "Invalid API access key supplied: k3y", detail: "bustime-response.prd[2].prdtm: expected yyyyMMdd HH:mm",
            retryAfter: .seconds(300))
    }

    @Test(arguments: kinds)
    func oneSentenceNamingTheProviderAndNothingTechnical(_ kind: TransitError.Kind) {
        let message = loaded(kind).riderMessage(providerName: "CTA Bus Tracker")
        #expect(message.hasSuffix("."), "\(kind): \(message)")
        #expect(!message.contains("\n"))
        for leak in ["TransitError", "http", "key=", "k3y", "502", "getpredictions", "prdtm", "Invalid API", kind.description]
        where leak != "cancelled" {
            #expect(!message.contains(leak), "\(kind) leaks \"\(leak)\": \(message)")
        }
        if ![.invalidArgument, .cancelled, .storage].contains(kind) {
            #expect(message.contains("CTA Bus Tracker"), "\(kind): \(message)")
        }
    }

    @Test func eachKindHasItsOwnSentenceAndNoNameReadsGenerally() {
        let sentences = Self.kinds.map { loaded($0).riderMessage(providerName: "CTA Bus Tracker") }
        #expect(Set(sentences).count == Self.kinds.count)
        #expect(TransitError(.transport).riderMessage() == "The transit service can't be reached. Check the connection and try again.")
        #expect(TransitError(.notFound).riderMessage() == "That was not found.")
        #expect(
            loaded(.rateLimited).riderMessage(providerName: "MTA Bus Time")
                == "MTA Bus Time is getting too many requests. Try again in about 5 minutes.")
        // A name from outside is shown as one line.
        #expect(!TransitError(.transport).riderMessage(providerName: "Evil\u{1B}[2J").contains("\u{1B}"))
    }

    @Test func effectsAndStatusesReadAsWords() {
        #expect("\(ServiceAlert.Effect.significantDelays)" == "significant delays")
        #expect("\(ServiceAlert.Effect.stopMoved)" == "stop moved")
        #expect("\(ServiceAlert.Effect.noService)" == "no service")
        #expect(ServiceAlert.Effect.significantDelays.rawValue == "significantDelays") // JSON keeps the stable name
        #expect("\(ServiceStatus.normal) \(ServiceStatus.altered) \(ServiceStatus.disrupted)" == "green yellow red")
    }
}
