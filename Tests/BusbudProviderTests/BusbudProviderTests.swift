import Testing
@testable import BusbudProvider
