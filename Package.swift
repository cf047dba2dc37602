// swift-tools-version:6.0
import PackageDescription

// Layering (arrows point down only):
//   consent-sim (main.swift) → ConsentSimInterface (the ncurses backend; only executables link it) → ConsentSimCLI (commands, arguments, the event loop)
//   ConsentSimCLI → Scenarios, TerminalUI (views draw into a Screen buffer; no ncurses) → Simulation → SensorKitSim, CoreMotionSim → SimCore
//   Scenarios → TerminalUI (a scenario reads the screen the terminal would show, rendered in memory)
//   ConsentSimCLI → Dossier → TerminalUI, Simulation, Export (the ethics-board dossier: explored screens drawn as the phone alone;
//   its data table measures bytes with the RADAR exporter)
//   Simulation → StudyConfig (Info.plist, entitlements, strings, Xcode projects) → SensorKitSim's catalog and its SheetDecision,
//   the one decider of a request's sheet pages, which the daemon, `check` and SRTestSession all ask;
//   StudyConfig → SimCore for the vocabulary a project's build settings share with the phone (SensorKitLink)
//   Simulation: a SystemUI value (the system's screens) changed by its reducer, whose PhoneEffects the
//   ConsentSimulation carries out on the phone; views and checks read an Equatable Snapshot
// Only executables link ncurses, through ConsentSimInterface (ConsentSimCLI and its tests never do); only the Scenarios module links libyaml.
// ConsentSimTesting (SRTestSession) sits beside TerminalUI, on Simulation.
// CoreMotionSim → SensorKitSim: CoreMotion's sample classes that SensorKit hands out (CMLogItem,
// CMPedometerData, CMRecordedDeviceMotion, …) live in SensorKitSim, and CoreMotionSim builds on them
// (CMMotionActivity is a CMLogItem) and re-exports them, so `import CoreMotionSim` names them as
// `import CoreMotion` does.
// SensorKitSim and CoreMotionSim export Apple's names only; the engine behind them is `package`, and a
// client reaches the simulator through SRTestSession. PublicAPITests lists each product's public symbols.
let package = Package(
    name: "ConsentSim",
    products: [
        // For a study team's own code: Apple's SensorKit and CoreMotion API on the simulator, and a test session.
        .library(name: "SensorKitSim", targets: ["SensorKitSim"]),
        .library(name: "CoreMotionSim", targets: ["CoreMotionSim"]),
        .library(name: "ConsentSimTesting", targets: ["ConsentSimTesting"]),
        // For a team's executable that runs its own app in the consent-sim interface.
        .library(name: "ConsentSimInterface", targets: ["ConsentSimInterface"]),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .systemLibrary(name: "CYaml", path: "Sources/CYaml"),
        .target(name: "SimCore"),
        .target(name: "SensorKitSim", dependencies: ["SimCore"]),
        .target(name: "CoreMotionSim", dependencies: ["SimCore", "SensorKitSim"]),
        .target(name: "StudyConfig", dependencies: ["SimCore", "SensorKitSim"]),
        .target(name: "Simulation", dependencies: ["SimCore", "SensorKitSim", "CoreMotionSim", "StudyConfig"]),
        .target(name: "ConsentSimTesting", dependencies: ["SimCore", "SensorKitSim", "CoreMotionSim", "StudyConfig", "Simulation"]),
        .target(name: "TerminalUI", dependencies: ["Simulation", "SensorKitSim", "CoreMotionSim", "SimCore"]),
        .target(name: "Scenarios", dependencies: ["CYaml", "SimCore", "Simulation", "TerminalUI", "StudyConfig", "SensorKitSim", "CoreMotionSim"]),
        // Export: a synthetic cohort's fetched data in the shapes study backends receive (issue 14).
        .target(name: "Export", dependencies: ["Simulation", "SensorKitSim", "StudyConfig", "SimCore"]),
        // Dossier: every screen of every consent path for an ethics board, as HTML, SVG, PNG and a graph (issue 22).
        .target(name: "Dossier", dependencies: ["TerminalUI", "Simulation", "StudyConfig", "SensorKitSim", "CoreMotionSim", "SimCore", "Export"]),
        .target(name: "ConsentSimCLI", dependencies: ["TerminalUI", "Scenarios", "Simulation", "StudyConfig", "SensorKitSim", "SimCore", "Export", "Dossier"]),
        .target(name: "ConsentSimInterface", dependencies: ["ConsentSimCLI", "TerminalUI", "Simulation", "SimCore", "CNcursesw"]),
        .executableTarget(name: "consent-sim", dependencies: ["ConsentSimInterface"]),
        .testTarget(name: "SimCoreTests", dependencies: ["SimCore"]),
        .testTarget(name: "SensorKitSimTests", dependencies: ["SensorKitSim", "SimCore"]),
        .testTarget(name: "CoreMotionSimTests", dependencies: ["CoreMotionSim", "SimCore"]),
        .testTarget(name: "StudyConfigTests", dependencies: ["StudyConfig", "SensorKitSim", "SimCore"], exclude: ["Fixtures"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Simulation", "SensorKitSim"], exclude: ["Golden"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "SimCore"]),
        .testTarget(name: "ConsentSimCLITests", dependencies: ["ConsentSimCLI", "TerminalUI", "SimCore"]),
        .testTarget(name: "ExportTests", dependencies: ["Export", "Simulation", "SensorKitSim", "SimCore"], exclude: ["Fixtures"]),
        .testTarget(name: "DossierTests", dependencies: ["Dossier", "Simulation", "StudyConfig", "SensorKitSim", "SimCore", "Export"]),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation", "SensorKitSim", "CoreMotionSim", "SimCore"]),
        .testTarget(name: "ConsentSimTestingTests", dependencies: ["ConsentSimTesting", "SensorKitSim", "CoreMotionSim"],
                    exclude: ["Fixtures"]),
        // Client code written as public study apps write it, using only Apple's names.
        .testTarget(name: "CompatibilityTests", dependencies: ["ConsentSimTesting", "SensorKitSim", "CoreMotionSim"]),
        // The products' public symbols against the checked-in lists in PublicAPI/; it reads the
        // built modules with swift-symbolgraph-extract and compiles nothing.
        .testTarget(name: "PublicAPITests", dependencies: ["SensorKitSim", "CoreMotionSim", "ConsentSimTesting"],
                    exclude: ["PublicAPI", "AppleSDK"]),
        // Drives the built `consent-sim` binary in tmux; links the CLI module only for its
        // child-process helper.
        .testTarget(name: "EndToEndTests", dependencies: ["ConsentSimCLI"]),
    ]
)
