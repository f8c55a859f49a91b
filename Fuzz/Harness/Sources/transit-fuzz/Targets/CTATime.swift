import Foundation
@testable import CTAProvider
import TransitKitCore

extension FuzzTarget {
    /// CTA's `yyyyMMdd HH:mm[:ss]` / epoch-milliseconds times (internal `CTATime`): an instant
    /// no later than year 9999, or `.decoding` naming the field.
    static let ctaTime = FuzzTarget(name: "cta-time", corpus: "cta-time") { data in
        let text = fuzzText(data)
        do throws(TransitError) {
            let date = try CTATime.parse(text, field: "tmstmp")
            guard date.timeIntervalSince1970.isFinite,
                date.timeIntervalSince1970 <= Double(CTATime.maxEpochMilliseconds) / 1000 + 86_400
            else { violated("\(text) → \(date.timeIntervalSince1970)") }
        } catch {
            checkError(error, allowed: [.decoding], "CTATime \(text)")
            guard error.detail?.contains("tmstmp") == true else { violated("CTATime error does not name the field: \(error)") }
        }
    }
}
