import Foundation

extension BusbudMapper {
    /// The city as riders see it, its picture filled with `imageSize` like an operator logo
    /// with its ``BusbudClient/LogoSize``.
    static func city(_ wire: BusbudWireCity, imageSize: BusbudClient.CityImageSize?) -> BusbudCity {
        BusbudCity(
            id: wire.id, name: wire.name, fullName: wire.fullName,
            imageURL: wire.imageURL.flatMap { imageURL($0, size: imageSize) })
    }

    /// An `image_url`: the template expanded, then a bare path (`/images/…`) resolved against
    /// ``BusbudClient/imageHost``. Anything that is then not an http(s) URL is nil rather than
    /// a relative URL an image loader would resolve against whatever it pleases.
    static func imageURL(_ template: String, size: BusbudClient.CityImageSize?) -> URL? {
        var values: [String: String] = [:]
        if let size {
            values["height"] = String(size.height)
            values["width"] = String(size.width)
        }
        let text = URITemplate.expand(template.trimmingCharacters(in: .whitespaces), values)
        let url =
            text.hasPrefix("/") && !text.hasPrefix("//")
            ? URL(string: text, relativeTo: BusbudClient.imageHost)?.absoluteURL
            : URL(string: text)
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host != nil else {
            return nil
        }
        return url
    }
}
