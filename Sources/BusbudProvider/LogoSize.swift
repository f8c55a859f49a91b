extension BusbudClient {
    /// Pixel size for operator logos.
    public struct LogoSize: Hashable, Sendable {
        /// Pixels, put into the template's `width` variable.
        public var width: Int
        /// Pixels, put into the template's `height` variable.
        public var height: Int
        /// 80×40, the default of ``Configuration`` and ``BusbudPayloads``.
        public static let standard = LogoSize(width: 80, height: 40)

        /// A logo size.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }
}
