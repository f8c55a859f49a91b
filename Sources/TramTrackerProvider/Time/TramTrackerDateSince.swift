import Foundation
import TransitKitCore

/// GetStopsAndRoutesUpdatesSince's `dateSince`, which the RestService guide never spells out.
/// The SOAP service types it `xsd:dateTime`, and both public clients send an ISO 8601 local
/// time without fraction (WWW::PIDS checks `\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}`;
/// pizza1016/ptv-timetable sends Melbourne time): so the path segment is that, in Melbourne.
enum TramTrackerDateSince {
    static func pathSegment(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Australia/Melbourne") ?? .gmt
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        let year = String(c.year ?? 2009)
        return "\(year)-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))"
    }

    /// The first day the service takes: pids.asmx documents `dateSince` as "not before
    /// 2009-07-07" and "not after today".
    static let earliestDay = "2009-07-07"

    /// `date` when the service would take it: its Melbourne day from 2009-07-07 to `now`'s
    /// Melbourne day; otherwise `.invalidArgument` before any request. The days are compared
    /// as the `yyyy-MM-dd` the path writes, so the check and the request cannot disagree.
    static func checked(_ date: Date, now: Date, operation: String) throws(TransitError) -> Date {
        let day = String(pathSegment(date).prefix(10))
        let today = String(pathSegment(now).prefix(10))
        let problem: String? =
            day < earliestDay
            ? "is before \(earliestDay), the first day the service answers for"
            : day > today ? "is after today (\(today), Melbourne)" : nil
        if let problem {
            throw TransitError(
                .invalidArgument, provider: TramTrackerClient.providerID, operation: operation,
                detail: "dateSince: \(day) \(problem)")
        }
        return date
    }
}
