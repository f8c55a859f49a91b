import Foundation

@testable import TransitKitCore

/// A `Decodable` that walks whatever it is given through nearly every `Decoder` API —
/// keyed, unkeyed and single-value containers, every scalar type, `decodeIfPresent`,
/// `decodeNil`, nested containers, `superDecoder`, the core's lenient types, missing keys,
/// reading past the end — and records each result (value, or error kind and path). Two
/// decoders that produce the same trace for an input behave the same on it.
struct JSONProbe: Decodable, Equatable {
    var trace: [String]

    struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func outcome<T>(_ body: () throws -> T) -> String {
        do { return "ok \(try body())" } catch {
            let outcome = DecodeOutcome<Int>.failure(error)
            // The one documented difference (see DecodeOutcome.agree): an unreadable value,
            // reported at the root by JSONDecoder and at its path by ours.
            if outcome.isReferenceRootCorruption || outcome.isReferenceInternalError || outcome.isValueCorruption {
                return "error unreadable value"
            }
            guard case .failure(let kind, let path, _) = outcome else { return "?" }
            return "error \(kind) at \(path)"
        }
    }

    init(from decoder: any Decoder) throws {
        var trace = ["at \(TransitError.path(decoder.codingPath))"]
        if let keyed = try? decoder.container(keyedBy: Name.self) {
            trace += Self.probe(keyed)
            if let first = keyed.allKeys.map(\.stringValue).min() {
                // One more decoder for the first member; checked shallowly (the member's own
                // probe below goes deep), so the work stays linear in the input.
                trace.append(
                    Self.outcome {
                        let decoder = try keyed.superDecoder(forKey: Name(first))
                        return "\(TransitError.path(decoder.codingPath)) \(try decoder.singleValueContainer().decodeNil())"
                    })
            }
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            trace.append("count \(String(describing: unkeyed.count)) at \(TransitError.path(unkeyed.codingPath))")
            var step = 0
            while !unkeyed.isAtEnd {
                // Failed decodes do not advance; successful ones move to the next element.
                switch step % 4 {
                case 0: trace.append(Self.outcome { try unkeyed.decode(Int.self) })
                case 1: trace.append(Self.outcome { try unkeyed.decodeNil() })
                case 2: trace.append(Self.outcome { try unkeyed.decode(String.self) })
                default: trace.append(Self.outcome { try unkeyed.decodeIfPresent(Double.self) as Any })
                }
                trace.append(Self.outcome { try unkeyed.decode(JSONProbe.self).trace.joined(separator: " | ") })
                step += 1
            }
            trace.append(Self.outcome { try unkeyed.decode(Bool.self) })
            trace.append(Self.outcome { try unkeyed.decodeNil() })
            trace.append(Self.outcome { try unkeyed.nestedContainer(keyedBy: Name.self).allKeys.count })
        } else {
            let single = try decoder.singleValueContainer()
            trace.append("nil \(single.decodeNil())")
            trace.append(Self.outcome { try single.decode(Bool.self) })
            trace.append(Self.outcome { try single.decode(String.self) })
            trace.append(Self.outcome { try single.decode(Int.self) })
            trace.append(Self.outcome { try single.decode(Int8.self) })
            trace.append(Self.outcome { try single.decode(UInt32.self) })
            trace.append(Self.outcome { try single.decode(Int64.self) })
            trace.append(Self.outcome { try single.decode(UInt64.self) })
            trace.append(Self.outcome { try single.decode(Double.self).bitPattern })
            trace.append(Self.outcome { try single.decode(Float.self).bitPattern })
            trace.append(Self.outcome { try single.decode(Decimal.self) })
            trace.append(Self.outcome { try single.decode(URL.self) })
            trace.append(Self.outcome { try single.decode(Data.self) })
            trace.append(Self.outcome { try single.decode(Date.self) })
            trace.append(Self.outcome { try single.decode(LenientDouble.self).value.bitPattern })
            trace.append(Self.outcome { try single.decode(LenientInt.self).value })
            trace.append(Self.outcome { try single.decode(LenientString.self).value })
            trace.append(Self.outcome { try single.decode([Int].self) })
        }
        self.trace = trace
    }

    static func probe(_ keyed: KeyedDecodingContainer<Name>) -> [String] {
        let names = keyed.allKeys.map(\.stringValue).sorted()
        var trace = ["keys \(names) at \(TransitError.path(keyed.codingPath))"]
        for name in names {
            let key = Name(name)
            trace.append("\(name): contains \(keyed.contains(key))")
            trace.append(outcome { try keyed.decodeNil(forKey: key) })
            trace.append(outcome { try keyed.decode(String.self, forKey: key) })
            trace.append(outcome { try keyed.decodeIfPresent(String.self, forKey: key) as Any })
            trace.append(outcome { try keyed.decode(Int.self, forKey: key) })
            trace.append(outcome { try keyed.decodeIfPresent(Int16.self, forKey: key) as Any })
            trace.append(outcome { try keyed.decode(UInt.self, forKey: key) })
            trace.append(outcome { try keyed.decode(Double.self, forKey: key).bitPattern })
            trace.append(outcome { try keyed.decodeIfPresent(Float.self, forKey: key)?.bitPattern as Any })
            trace.append(outcome { try keyed.decode(Bool.self, forKey: key) })
            trace.append(outcome { try keyed.decodeIfPresent(Bool.self, forKey: key) as Any })
            trace.append(outcome { try keyed.decode(Decimal.self, forKey: key) })
            trace.append(outcome { try keyed.decode(LenientDouble.self, forKey: key).value.bitPattern })
            trace.append(outcome { try keyed.decodeIfPresent(LenientInt.self, forKey: key)?.value as Any })
            trace.append(outcome { try keyed.decode(LenientString.self, forKey: key).value })
            trace.append(outcome { try keyed.nestedContainer(keyedBy: Name.self, forKey: key).allKeys.count })
            trace.append(
                outcome {
                    let nested = try keyed.nestedContainer(keyedBy: Name.self, forKey: key)
                    return try nested.decode(Int.self, forKey: Name("x-absent"))
                })
            trace.append(
                outcome {
                    var nested = try keyed.nestedUnkeyedContainer(forKey: key)
                    return "\(String(describing: nested.count)) \(try nested.decodeNil()) \(TransitError.path(nested.codingPath))"
                })
            trace.append(outcome { try keyed.decode(JSONProbe.self, forKey: key).trace.joined(separator: " | ") })
        }
        trace.append(outcome { try keyed.decode(Int.self, forKey: Name("x-absent")) })
        trace.append(outcome { try keyed.decodeIfPresent(String.self, forKey: Name("x-absent")) as Any })
        trace.append(outcome { try keyed.decodeNil(forKey: Name("x-absent")) })
        trace.append("contains absent \(keyed.contains(Name("x-absent")))")
        return trace
    }

    /// The first line where two traces part, with the line before it, nested traces split.
    static func firstDifference(_ a: [String], _ b: [String]) -> String {
        let left = a.flatMap { $0.components(separatedBy: " | ") }
        let right = b.flatMap { $0.components(separatedBy: " | ") }
        guard let index = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return "  lengths \(left.count) and \(right.count)"
        }
        let context = index > 0 ? "  after:           \(left[index - 1])\n" : ""
        return context + "  JSONDecoder:     \(left[index])\n  JSONWireDecoder: \(right[index])"
    }
}
