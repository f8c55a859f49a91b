import TransitKitCore

// Shared pieces of the tramTRACKER direct readers (`JSONReadable` conformances of the wire
// types, which `JSONWireDecoder` uses on its own): JSONDecoder's rules where they decide a
// value — the first of duplicate member names counts (a first `null` included), null is an
// absent optional — and refusal of anything the `Decodable` path would refuse, which
// `JSONWireDecoder` then hands to that path for the reference error.
