// swift-tools-version: 6.0
import PackageDescription

// The fuzz harness: its own package so the root package (and CI's `swift build`) never builds
// it. One executable, `transit-fuzz`, holds every target; `scripts/fuzz` builds it with
// `-c release -Xswiftc -enable-testing --sanitize fuzzer --sanitize address` (testable, so
// `@testable import` reaches the internal parsers that have no public door) and runs each
// target with libFuzzer. The root package lives at ../.. (a package named after a folder
// called `fuzz` would clash with a checkout of that name).
let package = Package(
    name: "TransitKitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "TransitKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "transit-fuzz",
            dependencies: [
                .product(name: "TransitKitCore", package: "TransitKit"),
                .product(name: "BusbudProvider", package: "TransitKit"),
                .product(name: "CTAProvider", package: "TransitKit"),
                .product(name: "TramTrackerProvider", package: "TransitKit"),
                .product(name: "MTAProvider", package: "TransitKit"),
                .product(name: "TripPlanner", package: "TransitKit"),
                .product(name: "GTFSRealtime", package: "TransitKit"),
                .product(name: "TransitMaps", package: "TransitKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
