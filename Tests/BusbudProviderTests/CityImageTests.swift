import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// City pictures (`cities[].image_url`): the 2021 imgix template filled with the configured
/// size as operator logos are, the README / 2018 bare path resolved against Busbud's image
/// host, and both reaching the rider through a search's update.
@Suite struct CityImageTests {
    static let montreal =
        "https://busbud.imgix.net/city-hires/1474307214311-Montreal,Quebec,Canada.jpg?h=360&w=640&auto=format,compress"

    /// init-1 (recorded 2021): Montréal's template, at 640×360 by default, at any size asked,
    /// with the size dropped for nil; Québec City has no picture.
    @Test func anImgixTemplateIsFilledWithTheConfiguredSize() throws {
        let body = try Fixtures.data("busbud", "init-1.json")
        let cities = try BusbudPayloads.cities(in: body)
        #expect(cities.map(\.name) == ["Quebec City", "Montreal"])
        #expect(cities.first?.imageURL == nil)
        #expect(cities.last?.imageURL?.absoluteString == Self.montreal)
        let large = try BusbudPayloads.cities(in: body, imageSize: .init(width: 1280, height: 720))
        #expect(large.last?.imageURL?.absoluteString.contains("?h=720&w=1280&auto=format,compress") == true)
        let unsized = try BusbudPayloads.cities(in: body, imageSize: nil)
        #expect(unsized.last?.imageURL?.absoluteString.hasSuffix(".jpg?h=&w=&auto=format,compress") == true)
    }

    /// init-2 (the README's sample): bare paths, resolved against `BusbudClient.imageHost`.
    @Test func aBarePathIsResolvedAgainstBusbudsImageHost() throws {
        let cities = try BusbudPayloads.cities(in: try Fixtures.data("busbud", "init-2.json"))
        #expect(
            cities.map { $0.imageURL?.absoluteString } == [
                "https://busbud.imgix.net/images/promos/city-blocks/new-york.jpg",
                "https://busbud.imgix.net/images/promos/city-blocks/montreal.jpg",
            ])
    }

    /// What is not an http(s) URL once expanded is no picture, not a relative URL.
    @Test func aPictureThatIsNotAWebURLIsLeftOut() throws {
        let text = String(decoding: try Fixtures.data("busbud", "init-2.json"), as: UTF8.self)
        for bad in ["images/promos/city-blocks/new-york.jpg", "ftp://busbud.example/new-york.jpg", "//cdn.example/x.jpg", ""] {
            let body = Data(text.replacingOccurrences(of: "/images/promos/city-blocks/new-york.jpg", with: bad).utf8)
            #expect(try BusbudPayloads.cities(in: body).first?.imageURL == nil, "\(bad)")
        }
    }

    /// Through a search: the update's origin and destination cities carry their pictures at
    /// the client's configured size.
    @Test func aSearchUpdateCarriesItsCitiesPictures() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("busbud", "init-1.json"))
        let client = try makeClient(mock, cityImageSize: .init(width: 320, height: 180))
        let (updates, _) = await drive(client.search(try seedQuery()))
        let last = try #require(updates.last)
        #expect(last.originCity?.name == "Quebec City" && last.originCity?.imageURL == nil)
        #expect(last.destinationCity?.fullName == "Montreal, Quebec, Canada")
        #expect(
            last.destinationCity?.imageURL?.absoluteString
                == "https://busbud.imgix.net/city-hires/1474307214311-Montreal,Quebec,Canada.jpg?h=180&w=320&auto=format,compress")
    }
}
