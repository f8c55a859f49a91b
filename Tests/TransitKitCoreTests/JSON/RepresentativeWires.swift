import Foundation
import Testing
import TransitKitCore

/// `Decodable` mirrors of each provider's wire shapes, with synthesized `init(from:)`s the way
/// the provider modules write them (plain `CodingKeys`, optionals, lenient fields, nested
/// arrays). The providers' own types are internal to their modules; these are what the
/// differential tests push every fixture through, so a recorded CTA payload also meets the
/// Busbud shape and fails it the same way in both decoders.
enum RepresentativeWires {
    typealias Check = @Sendable ([UInt8], String) -> Bool

    static let all: [Check] = [cta, siri, tram, busbud, connections]

    static let cta: Check = { JSONDifferentialTests.compare(CTA.self, $0, $1) }
    static let siri: Check = { JSONDifferentialTests.compare(Siri.self, $0, $1) }
    static let tram: Check = { JSONDifferentialTests.compare(Tram.self, $0, $1) }
    static let busbud: Check = { JSONDifferentialTests.compare(Busbud.self, $0, $1) }
    static let connections: Check = { JSONDifferentialTests.compare(Connections.self, $0, $1) }

    struct CTA: Decodable, Equatable {
        struct Body: Decodable, Equatable {
            var tm: String?
            var prd: [Prediction]?
            var vehicle: [Vehicle]?
            var ptr: [Pattern]?
            var error: [Message]?
        }
        struct Prediction: Decodable, Equatable {
            var tmstmp: String?, typ: String?, stpnm: String?, stpid: String, vid: String?, dstp: LenientInt?
            var rt: String, rtdir: String?, des: String?, prdtm: String, dly: Bool?, prdctdn: String?, dyn: LenientInt?
        }
        struct Vehicle: Decodable, Equatable {
            var vid: String, tmstmp: String?, lat: LenientDouble, lon: LenientDouble, hdg: LenientInt?, pid: LenientInt?
            var rt: String?, des: String?, pdist: LenientDouble?, dly: Bool?
        }
        struct Pattern: Decodable, Equatable {
            struct Point: Decodable, Equatable {
                var seq: Int, lat: LenientDouble, lon: LenientDouble, typ: String, stpid: String?, pdist: LenientDouble?
            }
            var pid: LenientInt, ln: LenientDouble?, rtdir: String, pt: [Point]
        }
        struct Message: Decodable, Equatable {
            var msg: String
            var rt: LenientString?
            var stpid: LenientString?
        }
        var response: Body
        enum CodingKeys: String, CodingKey { case response = "bustime-response" }
    }

    struct Siri: Decodable, Equatable {
        struct Body: Decodable, Equatable { var ServiceDelivery: Delivery }
        struct Delivery: Decodable, Equatable {
            var ResponseTimestamp: String?
            var VehicleMonitoringDelivery: [Monitoring]?
            var StopMonitoringDelivery: [Monitoring]?
        }
        struct Monitoring: Decodable, Equatable {
            var VehicleActivity: [Activity]?
            var MonitoredStopVisit: [Activity]?
            var ErrorCondition: ErrorCondition?
        }
        struct ErrorCondition: Decodable, Equatable { var Description: String? }
        struct Activity: Decodable, Equatable {
            var MonitoredVehicleJourney: Journey
            var RecordedAtTime: String?
        }
        struct Journey: Decodable, Equatable {
            struct Location: Decodable, Equatable {
                var Longitude: Double
                var Latitude: Double
            }
            struct Call: Decodable, Equatable {
                var ExpectedArrivalTime: String?
                var StopPointRef: String?
            }
            var LineRef: String?, DirectionRef: LenientString?, VehicleLocation: Location?, Bearing: Double?
            var VehicleRef: String?, MonitoredCall: Call?, PublishedLineName: Text?
        }
        /// v1 string or v2 list, as SIRI sends names.
        struct Text: Decodable, Equatable {
            var values: [String]
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) { values = [text] } else { values = try container.decode([String].self) }
            }
        }
        var Siri: Body
    }

    struct Tram: Decodable, Equatable {
        struct Prediction: Decodable, Equatable {
            var Destination: String?, HasDisruption: Bool?, HeadBoardRouteNo: LenientString?, InternalRouteNo: Int?
            var PredictedArrivalDateTime: String?, RouteNo: LenientString?, TripID: Int?, VehicleNo: Int?
        }
        var errorMessage: String?
        var hasError: Bool
        var hasResponse: Bool
        var responseObject: [Prediction]?
    }

    struct Busbud: Decodable, Equatable {
        struct Departure: Decodable, Equatable {
            struct Prices: Decodable, Equatable {
                var total: Int?
                var currency: String?
            }
            var id: String, operatorID: String?, originLocationID: Int?, availableSeats: Int?, prices: Prices?
            var departureTime: String, arrivalTime: String, duration: Int?, ticketTypes: [String]?
            enum CodingKeys: String, CodingKey {
                case id, prices, duration
                case operatorID = "operator_id"
                case originLocationID = "origin_location_id"
                case availableSeats = "available_seats"
                case departureTime = "departure_time"
                case arrivalTime = "arrival_time"
                case ticketTypes = "ticket_types"
            }
        }
        var departures: [Departure]
        var complete: Bool?
        var ttl: Int?
    }

    struct Connections: Decodable, Equatable {
        struct Entry: Decodable, Equatable {
            struct Point: Decodable, Equatable {
                var lat: Double
                var long: Double
            }
            struct Coordinates: Decodable, Equatable {
                var from: Point?
                var to: Point?
            }
            var from: String, to: String, price: Decimal, coordinates: Coordinates?
        }
        var connections: [Entry]
    }
}
