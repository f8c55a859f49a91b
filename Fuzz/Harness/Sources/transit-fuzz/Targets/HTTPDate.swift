import Foundation
import TransitKitCore

extension FuzzTarget {
    /// `Retry-After` (delta-seconds or an IMF-fixdate, parsed by the internal `HTTPDate`)
    /// through its public door: no wait, or one between zero and the documented cap.
    static let httpDate = FuzzTarget(name: "http-date", corpus: "http-date") { data in
        let value = fuzzText(data)
        let response = HTTPResponse(status: 503, headers: ["Retry-After": value])
        for now in [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_700_000_000)] {
            guard let wait = response.retryAfter(now: now) else { continue }
            guard wait >= .zero, wait <= HTTPResponse.maximumRetryAfter else {
                violated("Retry-After \(value) → \(wait)")
            }
        }
    }
}
