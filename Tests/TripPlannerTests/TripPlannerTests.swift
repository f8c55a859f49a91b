import Testing
@testable import TripPlanner
