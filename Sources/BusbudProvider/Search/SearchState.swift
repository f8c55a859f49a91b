import TransitKitCore

/// Everything one search has received: departures de-duplicated by `id` (the later copy wins,
/// its seats or price may be fresher), catalogs merged by id, and the raw count of departures
/// received, which is the next poll's `index` — duplicates included, because the server counts
/// what it sent, not what was unique.
struct SearchState: Sendable {
    private(set) var catalog = BusbudCatalog()
    /// Wire departures by id, each with where it came from (for error paths).
    private(set) var departures: [String: (wire: BusbudWireDeparture, path: String)] = [:]
    /// Departures received so far, duplicates included: the next `index`.
    private(set) var receivedCount = 0
    private(set) var isComplete = false
    private(set) var isRouteServed = true
    private(set) var originCityID: String?
    private(set) var destinationCityID: String?

    /// Folds one response in. `operation` names the endpoint for error paths.
    mutating func apply(_ response: BusbudWireResponse, operation: String) {
        catalog.merge(response)
        let batch = response.departures ?? []
        for (index, departure) in batch.enumerated() {
            departures[departure.id] = (departure, "\(operation) departures[\(index)]")
        }
        receivedCount += batch.count
        // A missing `complete` is read as complete: nothing asks us to poll.
        isComplete = response.complete ?? true
        if let valid = response.isValidRoute { isRouteServed = valid }
        if let id = response.originCityID { originCityID = id }
        if let id = response.destinationCityID { destinationCityID = id }
    }

    /// True when polling must stop: complete, or a city pair Busbud does not serve.
    var isFinished: Bool { isComplete || !isRouteServed }

    var originCityName: String? { catalog.city(originCityID)?.name }
    var destinationCityName: String? { catalog.city(destinationCityID)?.name }

    /// `origin_city_id`'s city, when `cities` holds it, its picture at `imageSize`.
    func originCity(imageSize: BusbudClient.CityImageSize?) -> BusbudCity? {
        catalog.city(originCityID).map { BusbudMapper.city($0, imageSize: imageSize) }
    }

    /// `destination_city_id`'s city, as ``originCity(imageSize:)``.
    func destinationCity(imageSize: BusbudClient.CityImageSize?) -> BusbudCity? {
        catalog.city(destinationCityID).map { BusbudMapper.city($0, imageSize: imageSize) }
    }
}
