import Testing
@testable import MTAProvider
