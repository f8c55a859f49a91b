/// A `getlocalelist` row: a language the API answers in.
struct CTAWireLocale: Decodable, Hashable, Sendable {
    let localestring: String
    let displayname: String
}
