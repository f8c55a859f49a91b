/// City and operator ids are UUIDs written two ways — `375dd5879001acbd84a4683deda84183` in
/// the README and old fixtures, `375dd587-9001-acbd-84a4-683deda84183` in real responses, and
/// both inside one file. Joins compare this key; the original string is kept for display.
enum BusbudID {
    static func key(_ id: String) -> String {
        // ASCII ids (every one seen) byte by byte: the `Character` path costs more per join
        // than the lookup it serves.
        guard id.utf8.allSatisfy({ $0 < 0x80 }) else { return String(id.lowercased().filter { $0 != "-" }) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(id.utf8.count)
        for byte in id.utf8 where byte != UInt8(ascii: "-") {
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
