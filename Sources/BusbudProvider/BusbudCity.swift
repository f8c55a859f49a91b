import Foundation

/// A city a Busbud search names (`cities[]`): what riders read, and its picture.
///
/// Not a source of zones: hand-made and recorded payloads carry cities whose `timezone`
/// disagrees with the departures (Docs/Busbud.md row 20), so each departure's own zones are
/// the only ones used.
///
/// ```swift
/// for try await update in busbud.search(query) {
///     if let picture = update.destinationCity?.imageURL { banner.load(picture) }   // 640×360 by default
/// }
/// ```
public struct BusbudCity: Hashable, Sendable, Codable {
    /// Busbud's id, as sent (dashed or not).
    public var id: String
    /// "Montréal".
    public var name: String?
    /// "Montréal, Québec, Canada".
    public var fullName: String?
    /// The city's picture: the imgix template filled with the configured
    /// ``BusbudClient/CityImageSize`` (nil size: the size variables dropped), or a path
    /// resolved against ``BusbudClient/imageHost``; nil when there is none or it is not a URL.
    public var imageURL: URL?

    /// A city, for tests and previews.
    public init(id: String, name: String? = nil, fullName: String? = nil, imageURL: URL? = nil) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.imageURL = imageURL
    }
}
