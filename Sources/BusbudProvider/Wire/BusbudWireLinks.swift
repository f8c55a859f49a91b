/// `links`: `deeplink` is a busbud.com URL that still holds `{utm_source}`-style variables.
struct BusbudWireLinks: Decodable, Sendable, Equatable {
    var deeplink: String?
}
