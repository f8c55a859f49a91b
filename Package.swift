// swift-tools-version: 6.2
import PackageDescription

// No package dependencies, by design: Foundation (FoundationNetworking / FoundationXML on
// Linux), Dispatch and the test frameworks are all TransitKit builds on. The platforms are what
// the code needs (Clock, Duration: macOS 13 / iOS 16); no `Synchronization.Mutex` (macOS 15 /
// iOS 18), the core's `Locked` instead, and no typed-throws function type where its metadata
// would be needed (Docs/Platforms.md). Tools 6.2: the compiler must know `UTF8Span`, used
// where the OS has it.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "TransitKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "TransitKitCore", targets: ["TransitKitCore"]),
        .library(name: "BusbudProvider", targets: ["BusbudProvider"]),
        .library(name: "CTAProvider", targets: ["CTAProvider"]),
        .library(name: "TramTrackerProvider", targets: ["TramTrackerProvider"]),
        .library(name: "MTAProvider", targets: ["MTAProvider"]),
        .library(name: "TripPlanner", targets: ["TripPlanner"]),
        .library(name: "SavedRoutes", targets: ["SavedRoutes"]),
        .library(name: "TransitMaps", targets: ["TransitMaps"]),
        .library(name: "GTFSRealtime", targets: ["GTFSRealtime"]),
        .library(name: "TransitKitTesting", targets: ["TransitKitTesting"]),
        .library(name: "TransitCatalog", targets: ["TransitCatalog"]),
        .executable(name: "transit", targets: ["transit"]),
        .executable(name: "transit-bench", targets: ["transit-bench"]),
    ],
    targets: [
        .target(name: "TransitKitCore", swiftSettings: settings),
        .target(name: "BusbudProvider", dependencies: ["TransitKitCore"], swiftSettings: settings),
        .target(name: "CTAProvider", dependencies: ["TransitKitCore"], swiftSettings: settings),
        .target(name: "TramTrackerProvider", dependencies: ["TransitKitCore"], swiftSettings: settings),
        .target(name: "MTAProvider", dependencies: ["TransitKitCore"], swiftSettings: settings),
        .target(name: "TripPlanner", dependencies: ["TransitKitCore"], swiftSettings: settings),
        // An app feature on top of the core: saved trips, their store and their live monitor.
        .target(name: "SavedRoutes", dependencies: ["TransitKitCore"], swiftSettings: settings),
        // Drawing: a FeatureCollection as a self-contained SVG map.
        .target(name: "TransitMaps", dependencies: ["TransitKitCore"], swiftSettings: settings),
        .target(name: "GTFSRealtime", dependencies: ["TransitKitCore"], swiftSettings: settings),
        .target(
            name: "TransitKitTesting",
            dependencies: ["TransitKitCore"],
            resources: [
                .copy("Fixtures"), .copy("Loopback/loopback_server.py"), .copy("Loopback/loopback-ca.pem"),
                .copy("Loopback/loopback-cert.pem"), .copy("Loopback/loopback-key.pem"),
            ],
            swiftSettings: settings
        ),
        // Every provider and deployment by id, with the key each needs: what a city picker or a
        // tool builds clients from.
        .target(
            name: "TransitCatalog",
            dependencies: ["TransitKitCore", "BusbudProvider", "CTAProvider", "TramTrackerProvider", "MTAProvider"],
            swiftSettings: settings
        ),
        // The generic command-line parser the tool is declared with (options, commands, help,
        // usage errors, completion scripts, tables): not a product, the package's own tools'.
        .target(name: "CommandLineKit", dependencies: ["TransitKitCore"], swiftSettings: settings),
        // The command-line tool's logic lives in a library so tests can run commands in-process.
        .target(
            name: "TransitCLI",
            dependencies: [
                "CommandLineKit", "TransitKitCore", "BusbudProvider", "CTAProvider", "TramTrackerProvider",
                "MTAProvider", "TripPlanner", "SavedRoutes", "TransitMaps", "TransitKitTesting", "GTFSRealtime", "TransitCatalog",
            ],
            swiftSettings: settings
        ),
        .executableTarget(name: "transit", dependencies: ["TransitCLI"], swiftSettings: settings),
        .executableTarget(
            name: "transit-bench",
            dependencies: [
                "TransitKitCore", "BusbudProvider", "CTAProvider", "TramTrackerProvider",
                "MTAProvider", "TripPlanner", "TransitKitTesting", "GTFSRealtime",
            ],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "transit-stress", dependencies: ["TransitKitCore", "TransitKitTesting"], swiftSettings: settings),
        .testTarget(name: "TransitKitCoreTests", dependencies: ["TransitKitCore", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(name: "BusbudProviderTests", dependencies: ["BusbudProvider", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(name: "CTAProviderTests", dependencies: ["CTAProvider", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(name: "TramTrackerProviderTests", dependencies: ["TramTrackerProvider", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(name: "MTAProviderTests", dependencies: ["MTAProvider", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(name: "SavedRoutesTests", dependencies: ["SavedRoutes", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(name: "TransitMapsTests", dependencies: ["TransitMaps", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(name: "TripPlannerTests", dependencies: ["TripPlanner", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(
            name: "GTFSRealtimeTests",
            dependencies: ["GTFSRealtime", "TransitKitTesting", "CTAProvider", "MTAProvider", "TramTrackerProvider"],
            exclude: ["Support"], swiftSettings: settings
        ),
        .testTarget(name: "TransitKitTestingTests", dependencies: ["TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(name: "TransitCatalogTests", dependencies: ["TransitCatalog", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["TransitKitTesting", "BusbudProvider", "CTAProvider", "TramTrackerProvider", "MTAProvider"],
            swiftSettings: settings
        ),
        // Every provider through every fault of the loopback server (Docs/Reliability.md).
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["TransitKitTesting", "BusbudProvider", "CTAProvider", "TramTrackerProvider", "MTAProvider"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TransitCLITests",
            dependencies: [
                "TransitCLI", "TransitKitTesting", "BusbudProvider", "CTAProvider", "TramTrackerProvider",
                "MTAProvider", "TripPlanner", "SavedRoutes", "TransitMaps", "GTFSRealtime",
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
