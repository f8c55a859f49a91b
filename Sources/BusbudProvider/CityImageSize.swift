extension BusbudClient {
    /// Pixel size for city pictures (`cities[].image_url`).
    ///
    /// ```swift
    /// var config = BusbudClient.Configuration(token: token, userAgent: agent)
    /// config.cityImageSize = .init(width: 1280, height: 720)
    /// ```
    public struct CityImageSize: Hashable, Sendable {
        /// Pixels, put into the template's `width` variable.
        public var width: Int
        /// Pixels, put into the template's `height` variable.
        public var height: Int
        /// 640×360 (16:9, a phone-width banner), the default of ``Configuration`` and
        /// ``BusbudPayloads``.
        public static let standard = CityImageSize(width: 640, height: 360)

        /// A city picture size.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }
}
