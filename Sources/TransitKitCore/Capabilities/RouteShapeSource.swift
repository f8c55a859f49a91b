/// The stops and map paths of a route.
public protocol RouteShapeSource: TransitProvider {
    /// The route's stops and paths, per direction or branch when the provider groups them.
    func shape(of route: Route.ID) async throws(TransitError) -> RouteShape
}
