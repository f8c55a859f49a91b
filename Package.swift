// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, by design: Foundation (FoundationNetworking / FoundationXML on
// Linux), Dispatch, Synchronization and the test frameworks are all TransitKit builds on.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "TransitKit",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "TransitKitCore", targets: ["TransitKitCore"]),
        .library(name: "BusbudProvider", targets: ["BusbudProvider"]),
        .library(name: "CTAProvider", targets: ["CTAProvider"]),
        .library(name: "TramTrackerProvider", targets: ["TramTrackerProvider"]),
        .library(name: "MTAProvider", targets: ["MTAProvider"]),
        .library(name: "TripPlanner", targets: ["TripPlanner"]),
        .library(name: "SavedRoutes", targets: ["SavedRoutes"]),
        .library(name: "GTFSRealtime", targets: ["GTFSRealtime"]),
        .library(name: "TransitKitTesting", targets: ["TransitKitTesting"]),
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
        .target(name: "GTFSRealtime", dependencies: ["TransitKitCore"], swiftSettings: settings),
        .target(
            name: "TransitKitTesting",
            dependencies: ["TransitKitCore"],
            resources: [.copy("Fixtures")],
            swiftSettings: settings
        ),
        // The command-line tool's logic lives in a library so tests can run commands in-process.
        .target(
            name: "TransitCLI",
            dependencies: [
                "TransitKitCore", "BusbudProvider", "CTAProvider", "TramTrackerProvider",
                "MTAProvider", "TripPlanner", "SavedRoutes", "TransitKitTesting",
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
        .testTarget(name: "TransitKitCoreTests", dependencies: ["TransitKitCore", "TransitKitTesting"],
                    exclude: ["Support"], swiftSettings: settings),
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
        .testTarget(name: "TripPlannerTests", dependencies: ["TripPlanner", "TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(
            name: "GTFSRealtimeTests",
            dependencies: ["GTFSRealtime", "TransitKitTesting", "CTAProvider", "MTAProvider", "TramTrackerProvider"],
            exclude: ["Support"], swiftSettings: settings
        ),
        .testTarget(name: "TransitKitTestingTests", dependencies: ["TransitKitTesting"],
                    swiftSettings: settings),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["TransitKitTesting", "BusbudProvider", "CTAProvider", "TramTrackerProvider", "MTAProvider"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TransitCLITests",
            dependencies: [
                "TransitCLI", "TransitKitTesting", "BusbudProvider", "CTAProvider", "TramTrackerProvider",
                "MTAProvider", "TripPlanner", "SavedRoutes",
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
