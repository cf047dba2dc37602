// swift-tools-version:6.0
import PackageDescription

// A study team's package written against iOS 27's `SRReader` API, outside ConsentSim, using it
// the way a team would: the app code imports SensorKitSim where SensorKit is missing and uses
// Apple's iOS 27 names only; its tests drive it with ConsentSimTesting's session.
let package = Package(
    name: "MovementStudy",
    // SRReader's async sequences and Observation need these on Apple platforms; Linux ignores them.
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(name: "ConsentSim", path: "../.."),
    ],
    targets: [
        .target(name: "MovementStudy", dependencies: [
            .product(name: "SensorKitSim", package: "ConsentSim"),
        ]),
        .testTarget(name: "MovementStudyTests", dependencies: [
            "MovementStudy",
            .product(name: "ConsentSimTesting", package: "ConsentSim"),
            .product(name: "SensorKitSim", package: "ConsentSim"),
        ]),
    ]
)
