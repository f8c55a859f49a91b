import TransitKitCore

extension CTAWireResponse: JSONReadable {
    /// The inside of `bustime-response`, as `init(from:)` decodes it: every member optional
    /// (null is absent), each array read element by element; the first of duplicates counts.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var tm: String?
        var vehicle: [CTAWireVehicle]?
        var routes: [CTAWireRoute]?
        var directions: [CTAWireDirection]?
        var stops: [CTAWireStop]?
        var ptr: [CTAWirePattern]?
        var prd: [CTAWirePrediction]?
        var sb: [CTAWireBulletin]?
        var error: [CTAWireError]?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "tm" where seen.first(0): tm = try reader.readStringIfPresent()
            case "vehicle" where seen.first(1): vehicle = try reader.readIfPresent([CTAWireVehicle].self)
            case "routes" where seen.first(2): routes = try reader.readIfPresent([CTAWireRoute].self)
            case "directions" where seen.first(3): directions = try reader.readIfPresent([CTAWireDirection].self)
            case "stops" where seen.first(4): stops = try reader.readIfPresent([CTAWireStop].self)
            case "ptr" where seen.first(5): ptr = try reader.readIfPresent([CTAWirePattern].self)
            case "prd" where seen.first(6): prd = try reader.readIfPresent([CTAWirePrediction].self)
            case "sb" where seen.first(7): sb = try reader.readIfPresent([CTAWireBulletin].self)
            case "error" where seen.first(8): error = try reader.readIfPresent([CTAWireError].self)
            default: try reader.skipValue()
            }
        }
        self.tm = tm
        self.vehicle = vehicle
        self.routes = routes
        self.directions = directions
        self.stops = stops
        self.ptr = ptr
        self.prd = prd
        self.sb = sb
        self.error = error
    }
}
