import Foundation
import TransitKitCore

extension Output {
    /// A provider's clock (`transit cta time`, `transit mta time`): `{"time": …}` with `--json`,
    /// else the instant in ISO 8601 and the wall time where the provider runs —
    /// `2010-04-07T04:32:10Z (12:32 am in New York)`.
    func serverClock(_ date: Date, in zone: TimeZone, city: String, json: Bool) throws {
        if json {
            try self.json(["time": date])
        } else {
            line("\(date.ISO8601Format()) (\(Countdown.clock(date, in: zone)) in \(city))")
        }
    }
}
