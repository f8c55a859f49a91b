import Foundation

/// Finding a marker in a body without decoding it: providers ask whether a large successful
/// answer could be an error body at all (MTA's `ErrorCondition`, Busbud's `"error"`) before
/// they pay for reading it as one.
public enum ByteSearch {
    /// Whether `marker` occurs in `body`. `memchr` jumps to each `marker[anchor]` and the bytes
    /// around it are compared in place, so choose as `anchor` the marker's byte that is rarest
    /// in the bodies searched: `Data.range(of:)` cost as much as reading a 139 KB Busbud poll,
    /// and each candidate is a call. False for an empty marker or an anchor outside it.
    ///
    /// ```swift
    /// ByteSearch.contains(Array(#""error""#.utf8), in: body, anchor: 4)   // jumps from "o" to "o"
    /// ```
    public static func contains(_ marker: [UInt8], in body: Data, anchor: Int = 0) -> Bool {
        guard marker.indices.contains(anchor) else { return false }
        // The byte after the anchor (or before it, for the last) is compared first: most
        // candidates fail there, and the whole marker is compared only after it matched. The
        // whole comparison for every candidate was half the cost of MTA's probe of a snapshot.
        let neighbour = anchor + 1 < marker.count ? anchor + 1 : anchor - 1
        return marker.withUnsafeBytes { needle in
            body.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
                guard let base = raw.baseAddress, let first = needle.baseAddress, raw.count >= marker.count else { return false }
                // The last offset the anchor byte can be at with the whole marker inside the body.
                let end = raw.count - marker.count + anchor
                var index = anchor
                while index <= end {
                    guard let found = memchr(base + index, Int32(marker[anchor]), end - index + 1) else { return false }
                    let start = UnsafeRawPointer(found) - base - anchor
                    if neighbour < 0 || raw[start + neighbour] == marker[neighbour], memcmp(base + start, first, marker.count) == 0 {
                        return true
                    }
                    index = start + anchor + 1
                }
                return false
            }
        }
    }
}
