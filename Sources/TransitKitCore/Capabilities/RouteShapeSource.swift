/// The stops and map paths of a route.
public protocol RouteShapeSource: TransitProvider {
    func shape(of route: Route.ID) async throws -> RouteShape
}
