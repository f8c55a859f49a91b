import Testing
@testable import CTAProvider
