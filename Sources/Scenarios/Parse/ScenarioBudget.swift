import SensorKitSim
import SimCore

/// The work a scenario asks for, counted from its file before it runs: the sensor results its
/// rates and simulated time make SensorKit generate, and the screen cells its steps draw. Each
/// limit in `ScenarioLimits` alone lets a page of YAML ask for minutes of work (10 000
/// samples a second for 400 days, a 1000x1000 screen photographed 40 times); together they are
/// bounded here, and the step that passes a budget is the error's line.
struct ScenarioBudget {
    /// Sensor results (a batch of motion samples, a heart rate, a PPG reading) generated so far.
    private(set) var results = 0.0
    /// Samples in those results.
    private(set) var samples = 0.0
    /// Screen cells drawn so far, and those written into screenshot files.
    private(set) var cellsDrawn = 0.0
    private(set) var cellsWritten = 0.0

    private let rates: SampleRates
    private let cellsPerScreen: Double

    init(_ scenario: Scenario) {
        var rates = SampleRates()
        rates.apply(scenario.studyOverrides.rates)
        self.rates = rates
        cellsPerScreen = Double(scenario.screen.width * scenario.screen.height)
    }

    /// One sensor's generation per simulated second on one device: results, and samples in them.
    private func perSecond(_ sensor: SRSensor) -> (results: Double, samples: Double) {
        switch sensor {
        case .accelerometer: (rates.accelerometerHz / Double(rates.motionBatchSize), rates.accelerometerHz)
        case .rotationRate: (rates.rotationRateHz / Double(rates.motionBatchSize), rates.rotationRateHz)
        case .ambientPressure: (rates.ambientPressureHz / Double(rates.ambientPressureBatchSize), rates.ambientPressureHz)
        case .photoplethysmogram:
            (1 / rates.photoplethysmogramInterval, rates.photoplethysmogramHz * rates.photoplethysmogramDuration / rates.photoplethysmogramInterval)
        case .ambientLightSensor: (1 / rates.ambientLightInterval, 1 / rates.ambientLightInterval)
        case .heartRate: (1 / rates.heartRateInterval, 1 / rates.heartRateInterval)
        case .odometer: (1 / rates.odometerInterval, 1 / rates.odometerInterval)
        case .wristTemperature: (1 / rates.wristTemperatureInterval, 1 / rates.wristTemperatureInterval)
        // While the headphones are connected: counted as if always, the most it can be.
        case .headphoneMotion: (rates.headphoneMotionHz / Double(rates.motionBatchSize), rates.headphoneMotionHz)
        default: (0, 0)
        }
    }

    /// Devices whose store holds a sensor's data, as the catalog says and SensorKit records it
    /// (ambient pressure and the odometer on the Watch too, not only the motion sensors).
    private static func devices(_ sensor: SRSensor) -> Double {
        Double(SensorCatalog.info(for: sensor)?.recordingDevices.count ?? 1)
    }

    /// Charges `step`; returns what it passed and what to change, for the error, or nil within budget.
    mutating func charge(_ step: Step) -> (message: String, suggestion: String)? {
        switch step.kind {
        case .advance(let seconds):
            // The study app fetches every recorded sensor each night: all of the time, once.
            for sensor in SampleRates.settable {
                let g = perSecond(sensor)
                results += g.results * seconds * Self.devices(sensor)
                samples += g.samples * seconds * Self.devices(sensor)
            }
        case .fetch(let spec):
            let window = spec.last ?? max(0, (spec.to ?? 0) - (spec.from ?? 0))
            let g = perSecond(spec.sensor)
            results += g.results * window
            samples += g.samples * window
        case .screenshot:
            // The text and the colour frame are drawn; the frame is written three ways.
            cellsDrawn += 2 * cellsPerScreen
            cellsWritten += cellsPerScreen
        case .press(let keys): cellsDrawn += Double(keys.count) * cellsPerScreen
        case .scroll, .expectScreen, .expectDashboard: cellsDrawn += cellsPerScreen
        default: break
        }
        // A transcript or a cast draws the screen after every step.
        cellsDrawn += cellsPerScreen
        if results > ScenarioLimits.maximumResults {
            return ("the scenario's rates and simulated time so far make SensorKit generate about \(Self.round(samples)) samples "
                + "in \(Self.round(results)) results, more than the \(Self.round(ScenarioLimits.maximumResults)) results a scenario may ask for",
                "lower rates:, or shorten advance: steps or fetch windows")
        }
        if cellsDrawn > ScenarioLimits.maximumCellsDrawn {
            return ("the scenario's steps so far draw its \(Int(cellsPerScreen))-cell screen about \(Self.round(cellsDrawn / cellsPerScreen)) times, "
                + "more than the \(Self.round(ScenarioLimits.maximumCellsDrawn)) cells a scenario may draw",
                "use a smaller screen:, or split the scenario")
        }
        if cellsWritten > ScenarioLimits.maximumCellsWritten {
            return ("the scenario's screenshots so far write \(Self.round(cellsWritten)) screen cells into files, "
                + "more than the \(Self.round(ScenarioLimits.maximumCellsWritten)) a scenario may write",
                    "take fewer screenshots, or use a smaller screen:")
        }
        return nil
    }

    private static func round(_ x: Double) -> String { x >= 1e15 ? "\(x)" : String(Int64(x.rounded())) }
}

extension ScenarioParser {
    /// Refuses a scenario whose work passes a budget, at the step that passes it.
    mutating func checkBudget(_ scenario: Scenario) {
        if let passed = Self.budgetProblem(scenario) { errors.append(passed) }
    }

    /// The step at which `scenario` passes a budget, as its error; nil when it stays within
    /// them all. Asked again when `play`'s options change what the header set (a larger `--screen`).
    public static func budgetProblem(_ scenario: Scenario) -> ScenarioError? {
        var budget = ScenarioBudget(scenario)
        for step in scenario.steps {
            if let passed = budget.charge(step) {
                return ScenarioError(file: scenario.file, line: step.line, column: step.column, message: passed.message,
                                     suggestion: passed.suggestion)
            }
        }
        return nil
    }
}
