import Testing
@testable import TramTrackerProvider
