// swift-tools-version:6.0
import PackageDescription

// A study team's package, outside ConsentSim, that uses it the way a team would: its app code
// imports SensorKitSim where SensorKit is missing, its tests use ConsentSimTesting's session,
// and its executable runs the app inside the consent-sim interface.
let package = Package(
    name: "ReaderApp",
    dependencies: [
        .package(name: "ConsentSim", path: "../.."),
    ],
    targets: [
        // The app's own code: Apple's names only.
        .target(name: "ReaderApp", dependencies: [
            .product(name: "SensorKitSim", package: "ConsentSim"),
        ]),
        .executableTarget(name: "reader-app", dependencies: [
            "ReaderApp",
            .product(name: "ConsentSimInterface", package: "ConsentSim"),
        ]),
        .testTarget(name: "ReaderAppTests", dependencies: [
            "ReaderApp",
            .product(name: "ConsentSimTesting", package: "ConsentSim"),
            .product(name: "SensorKitSim", package: "ConsentSim"),
        ]),
    ]
)
