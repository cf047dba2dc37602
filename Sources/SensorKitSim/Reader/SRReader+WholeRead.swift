import Foundation

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SRReader {
    /// The simulator's own study app reads a fetch whole, as `samples(matching:)` would hand it
    /// out (the same refusals, window and holding period), but tallied into `tally` or handed to
    /// `each` as the delegate API's results, so a year of 50 Hz data is counted, not built into
    /// Apple's sample objects. Not Apple's API: a client iterates `samples(matching:)`.
    ///
    /// Nil when the stream would end quietly (the reader is gone, or the task is cancelled);
    /// throws what the stream's first element would throw.
    package func readWhole(matching request: SRFetchRequest, tally: FetchTally?,
                           each: (SRFetchResult<AnyObject>) -> Bool) throws(SRError) -> (results: Int, samples: Int)? {
        if link.isClosed || Task.isCancelled { return nil }
        let daemon = link.daemon, sensor = link.sensor
        if let error = daemon.fetchRefusal(request, sensor) { throw error }
        let device = request.explicitDevice ?? daemon.iPhoneDevice
        let from = request.from.rawValue + daemon.bootTime, to = request.to.rawValue + daemon.bootTime
        guard var window = daemon.fetchWindow(sensor, device, from: from, to: to) else { return (0, 0) }
        let termination = daemon.takeTermination(window)
        if let termination { window = termination.window }
        guard let generator = SampleGenerators.generator(for: sensor) else {
            if !window.isEmpty { daemon.runtime.record(SensorKitEvent.noSampleGenerator(sensor: sensor)) }
            return (0, 0)
        }
        let read = daemon.read(window, of: sensor, from: generator, device.kind, tally: tally, each: each)
        if let termination {
            termination.kill(sensor, device.kind, read.results)
            return nil
        }
        return (read.results, read.samples)
    }
}

/// Every typed sensor of the iOS 27 API, for code that holds an `SRSensor` and needs its
/// `SRReader` (the built-in study app reads the sensors its Info.plist names).
package enum DataSensors {
    package static let all: [any SRDataSensor] = [
        SRAccelerometerSensor(), SRAcousticSettingsSensor(), SRAmbientLightSensor(), SRAmbientPressureSensor(),
        SRDeviceUsageSensor(), SRElectrocardiogramSensor(), SRFaceMetricsSensor(), SRHeadphoneMotionSensor(),
        SRHeadphoneSettingsSensor(), SRHeartRateSensor(), SRKeyboardMetricsSensor(), SRMediaEventsSensor(),
        SRMessagesUsageSensor(), SROdometerSensor(), SROnWristStateSensor(), SRPedometerDataSensor(),
        SRPhoneUsageSensor(), SRPhotoplethysmogramSensor(), SRRotationRateSensor(), SRSiriSpeechMetricsSensor(),
        SRSleepSessionsSensor(), SRTelephonySpeechMetricsSensor(), SRVisitsSensor(), SRWristTemperatureSensor(),
    ]

    /// The typed sensor that stands for `sensor`, if the iOS 27 API has one.
    package static func typed(_ sensor: SRSensor) -> (any SRDataSensor)? {
        all.first { $0.srSensor == sensor.parentSensor }
    }
}
