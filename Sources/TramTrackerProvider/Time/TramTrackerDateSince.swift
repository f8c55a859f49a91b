import Foundation

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
}
